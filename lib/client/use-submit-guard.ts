"use client";
// One submission at a time. A mutation's isPending reaches the screen a tick after the click (react-query
// notifies in a later task) and a form may validate before it calls the server, so a double click used to
// get through twice. `busy` is set inside the click itself (React renders it before the next event) and
// the ref refuses a second entry whatever the screen shows.
import { useCallback, useRef, useState } from "react";

export function useSubmitGuard() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const guard = useCallback(async <T>(submit: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await submit();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, guard };
}
