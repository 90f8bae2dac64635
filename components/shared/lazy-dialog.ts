import dynamic from "next/dynamic";
import type { ComponentType } from "react";

/**
 * A dialog whose code is fetched the first time it is rendered, so it stays out of the page's own
 * bundle. Not rendered on the server: render it only once it has been opened (a closed dialog shows nothing).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return dynamic(load, { ssr: false });
}
