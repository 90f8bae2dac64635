import dynamic from "next/dynamic";
import type { ComponentType } from "react";

/**
 * A dialog (or any part shown on demand) whose code is fetched the first time it is rendered, so it stays
 * out of the page's own bundle. Not rendered on the server: render it only once it has been opened.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return dynamic(load, { ssr: false });
}
