// React 18.3's renderToPipeableStream encodes the page into 2 KB buffers. When a multi-byte
// character (the "í" of "días") does not fit at a buffer's end, it flushes the whole buffer anyway,
// with the 1–3 bytes it could not fill left as NUL: the home page carried "Faltan 106 d\0ías".
// React fixed this in 19 (facebook/react#26228), not in 18. HTML has no use for NUL bytes (a
// browser shows them as U+FFFD), so the ones a flush leaves at its end are dropped here.
import { Transform } from "node:stream";
import type { RequestParts } from "./shared-parts.server";

/** The bytes of one flush without the NULs React 18 may leave at its end (at most 3: a UTF-8 character is at most 4 bytes). */
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
