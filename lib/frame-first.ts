import "server-only";
// The page's side of scripts/frame-signal.mjs (why: there). Under `next dev` or a serverless function
// there is no signal and the page reads at once.

const FRAME_SENT = Symbol.for("cfp.frameSent");
type FrameSent = () => Promise<void> | undefined;

/**
 * A page with a loading state (loading.tsx beside it) awaits this before its reads, so its frame leaves
 * first; so does a part of the layout that renders inside its own Suspense (the bell). Nothing else may:
 * what the frame waits for must not wait for the frame (test/architecture checks the pages).
 */
export async function afterFrame(): Promise<void> {
  const sent = (globalThis as { [FRAME_SENT]?: FrameSent })[FRAME_SENT];
  await sent?.();
}
