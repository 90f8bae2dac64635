import { useEffect, useRef, useState, type ComponentType } from "react";
import { toast } from "@/components/ui/use-toast";

/** How the wrapper reads a dialog's props: whether it is asked to be open, and how to close it. */
export type DialogControl<P> = { isOpen: (props: P) => boolean; close: (props: P) => void };

/** Radix's pair, `open` and `onOpenChange`: the side menu's dialogs and panel. */
export const openAndOnOpenChange: DialogControl<{ open: boolean; onOpenChange: (open: boolean) => void }> = {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
};

export const DIALOG_UNAVAILABLE = {
  title: "This could not be opened",
  description: "Check your connection and try again. If it keeps failing, reload the page.",
} as const;

/**
 * A dialog (or any part shown on demand) whose code is fetched the first time it is asked to open, so it
 * stays out of the page's own bundle. Not rendered on the server: render it only once it has been opened.
 * When the code cannot be fetched (the connection dropped, or a new release replaced the old files) the
 * dialog closes itself and says so; the next opening tries again. (`next/dynamic` threw to the error page
 * instead, replacing the whole screen.)
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, control: DialogControl<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyDialog(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const fetching = useRef(false);
    const latest = useRef(props);
    latest.current = props;
    const open = control.isOpen(props);
    useEffect(() => {
      if (Component || !open || fetching.current) return;
      fetching.current = true;
      load().then(
        (component) => {
          loaded = component;
          setComponent(() => component);
        },
        () => {
          fetching.current = false;
          toast({ ...DIALOG_UNAVAILABLE, variant: "destructive" });
          control.close(latest.current);
        },
      );
    }, [Component, open]);
    return Component ? <Component {...props} /> : null;
  };
}
