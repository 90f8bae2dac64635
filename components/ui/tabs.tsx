"use client";
// The WAI-ARIA tabs pattern with automatic activation, as Radix Tabs did it, without Radix's roving-focus,
// collection and presence machinery (about 6 KB gzip on /login): Left/Right (wrapping), Home/PageUp and
// End/PageDown move to an enabled tab and select it; only the selected tab is in the Tab order; each panel is labelled by
// its tab; an inactive panel is not rendered unless `forceMount` (then it is hidden by its className).
import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type SyntheticEvent } from "react";
import { cn } from "@/lib/client/cn";

type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("TabsList, TabsTrigger and TabsContent belong inside <Tabs>");
  return tabs;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const state = (active: boolean) => (active ? "active" : "inactive");

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & { value?: string; defaultValue?: string; onValueChange?: (value: string) => void };

/** Controlled (`value` + `onValueChange`) or not (`defaultValue`). */
export function Tabs({ value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, n) => n - 1,
  PageDown: (_, n) => n - 1,
};

/** Moves focus among the enabled tabs; focusing a tab selects it (TabsTrigger's onFocus). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT[event.key];
  if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[next(index, tabs.length)].focus();
}

/** On a narrow screen the tabs wrap onto a second row rather than spill out of their boxes. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex min-h-10 w-full flex-wrap items-center gap-0.5 rounded-lg bg-slate-100 p-1 text-slate-600", className)}
      onKeyDown={compose(onKeyDown, moveFocus)}
      {...props}
    />
  );
}

/** Runs the caller's handler first, then ours unless the caller called preventDefault() (as Radix composes them). */
function compose<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

export function TabsTrigger({ value, className, disabled, onMouseDown, onKeyDown, onFocus, ...props }: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      {...props}
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={state(active)}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex flex-auto items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm sm:px-3 font-medium transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      onMouseDown={compose(onMouseDown, (event) => {
        // A left press selects (as Radix); a Ctrl-click is the platform's context menu on macOS.
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      })}
      onKeyDown={compose(onKeyDown, (event) => {
        if (event.key === "Enter" || event.key === " ") tabs.select(value);
      })}
      onFocus={compose(onFocus, () => tabs.select(value))}
    />
  );
}

export function TabsContent({ value, forceMount, className, children, ...props }: ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={state(active)}
      data-orientation="horizontal"
      hidden={!active && !forceMount}
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 rounded-md", className)}
      {...props}
    >
      {(active || forceMount) && children}
    </div>
  );
}
