// The gzip middleware Next bundles for its server (next/dist/compiled/compression, the `compression`
// package): scripts/frame-signal.test.ts puts it in front of the frame signal, as a production server does.
declare module "next/dist/compiled/compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default function compression(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
