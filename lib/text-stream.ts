/**
 * An HTTP body that pulls the next piece of text only when the client has taken the previous one, so a
 * long answer built batch by batch never sits in memory whole. A failure part-way is logged and errors the
 * stream (the connection is cut, not ended cleanly): a client never takes a truncated body for a complete
 * one. A client that goes away stops the source.
 */
export function textStream(parts: AsyncIterable<string>, what: string): ReadableStream<Uint8Array> {
  const source = parts[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (err) {
        console.error(`${what} failed:`, err);
        controller.error(err);
      }
    },
    async cancel() {
      await source.return?.();
    },
  });
}
