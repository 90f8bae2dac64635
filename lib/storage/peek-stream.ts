// Reads the first bytes of a stream without losing them: the returned stream yields every byte again,
// so a check on the head and the full store read one body once.
export async function peekStream(source: ReadableStream<Uint8Array>, bytes: number): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = source.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < bytes && !done) {
    const next = await reader.read();
    done = next.done;
    if (next.value) {
      chunks.push(next.value);
      length += next.value.byteLength;
    }
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    head.set(c, at);
    at += c.byteLength;
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: head.subarray(0, Math.min(length, bytes)), stream };
}
