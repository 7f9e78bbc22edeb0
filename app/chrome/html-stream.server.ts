// React 18's renderToPipeableStream may end a flush with NUL bytes where a multi-byte character did
// not fit (facebook/react#26228): they are dropped here.
import { Transform } from "node:stream";
import type { RequestParts } from "./shared-parts.server";

/** At most 3 NULs: a UTF-8 character is at most 4 bytes. */
export function withoutTrailingNulls(chunk: Uint8Array): Uint8Array {
  let end = chunk.length;
  while (end > 0 && chunk.length - end < 3 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** What React's stream is piped into instead of a PassThrough; `parts` splices the shared parts (app/chrome/shared-parts.server.ts). */
export function htmlBodyStream(parts: RequestParts | null = null): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = withoutTrailingNulls(chunk);
      callback(null, parts ? parts.write(bytes) : bytes);
    },
    flush(callback) {
      callback(null, parts?.end());
    },
  });
}
