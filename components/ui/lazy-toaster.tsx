"use client";
import { useEffect, useState, type ComponentType } from "react";
import { dismiss, useToast, type ToasterToast } from "@/components/ui/use-toast";

// Radix Toast is fetched with the first toast, not with every page: most page views raise none.
const loadToaster = () => import("@/components/ui/toaster").then((m) => m.Toaster);

/**
 * The app's single toast area (root layout): nothing until the store holds a toast, then the Toaster. When its
 * code cannot be fetched (the connection dropped, or a new release replaced the old files: the moments a
 * failure toast is most likely) the toasts are shown plainly instead; a lazy component's failed load would
 * otherwise throw to the error page and take the screen down with it. Each new toast tries the fetch again.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (!wanted || Toaster) return;
    let current = true;
    loadToaster().then(
      (loaded) => current && setToaster(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, Toaster, toasts]);
  if (!wanted) return null;
  if (Toaster) return <Toaster />;
  return failed ? <PlainToasts toasts={toasts.filter((t) => t.open)} /> : null;
}

function PlainToasts({ toasts }: { toasts: ToasterToast[] }) {
  return (
    <section aria-label="Notifications" className="fixed right-0 top-0 z-[100] w-full p-3 sm:bottom-4 sm:right-4 sm:top-auto sm:max-w-sm sm:p-0">
      <ol className="flex flex-col gap-2">
        {toasts.map((t) => (
          <li key={t.id} role={t.variant === "destructive" ? "alert" : "status"} className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg">
            <div className="grid gap-1 wrap-anywhere">
              {t.title && <p className="text-sm font-semibold">{t.title}</p>}
              {t.description && <p className="text-sm opacity-90">{t.description}</p>}
            </div>
            <button type="button" onClick={() => dismiss(t.id)} className="rounded-md px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
              Close
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
