import dynamic from "next/dynamic";
import { createElement, type ComponentType } from "react";

/**
 * A dialog (or any part shown on demand) whose code is fetched the first time it is rendered, so it stays
 * out of the page's own bundle. It comes with the query provider in the same chunk (the page frame has
 * none: components/query-provider.tsx). Not rendered on the server: render it only once it has been opened.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return dynamic(
    () =>
      Promise.all([load(), import("@/components/query-provider")]).then(([Part, { QueryProvider }]) => {
        const WithQueries = (props: P) => createElement(QueryProvider, null, createElement(Part, props));
        return WithQueries;
      }),
    { ssr: false },
  );
}
