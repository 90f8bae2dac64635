/** SelectTrigger's look, shared with LazySelect's stand-in (this file holds no Radix code). */
export const selectTriggerClass =
  "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 shadow-sm focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 data-[placeholder]:text-slate-500 [&>span]:truncate";
