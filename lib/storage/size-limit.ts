// The size limit, enforced twice: against what the client says (fileSize, Content-Length) and against
// the bytes as they stream, stopping the stream the moment it passes the limit, so an oversize body is
// never read or stored in full whatever it claimed.
import { AppError } from "@/lib/errors";
import { fileTooLargeMessage } from "@/lib/storage/limits";

export const fileTooLarge = (maxBytes: number) => new AppError("PAYLOAD_TOO_LARGE", fileTooLargeMessage(maxBytes));

/** 413 with the spec's wording ("File size must be less than 10MB") when `size` is over `maxBytes`. */
export function assertSize(size: number, maxBytes: number): void {
  if (size > maxBytes) throw fileTooLarge(maxBytes);
}

export function limitStream(source: ReadableStream<Uint8Array>, maxBytes: number): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let seen = 0;
  let over = false;
  const stream = source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          over = true;
          controller.error(fileTooLarge(maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => over };
}
