"use client";
// The table's filters, sort and page live in the URL, which the dashboard page reads on the server. A
// change shows at once (optimistic state) and moves the URL in a transition: the rows on screen stay
// until the server's next page replaces them, with `pending` meanwhile.
import { useCallback, useOptimistic, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { listHref, projectListReducer, type ProjectListAction, type ProjectListState } from "@/components/projects/project-list-state";

export function useProjectList(shown: ProjectListState) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useOptimistic(shown);
  const dispatch = useCallback(
    (action: ProjectListAction) => {
      const next = projectListReducer(state, action);
      startTransition(() => {
        setState(next);
        router.replace(listHref(pathname, next), { scroll: false });
      });
    },
    [state, pathname, router, setState],
  );
  return { state, dispatch, pending };
}
