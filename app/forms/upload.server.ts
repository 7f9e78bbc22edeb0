// Reads a multipart post as it streams in, each file to a temporary file; a too-large file is
// discarded but parsing goes on. `cleanup()` removes the temporary files: always call it.
import Busboy from "@fastify/busboy";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { SNIFF_BYTES } from "./filetypes";

type UploadedFile = {
  /** The temporary copy; null when nothing was kept (too large, or empty). */
  path: string | null;
  name: string;
  /** Bytes received; for a file over the limit, at least `maxFileBytes + 1`. */
  size: number;
  tooLarge: boolean;
  head: Uint8Array;
};

export type ParsedUpload = {
  fields: [string, string][];
  /** Fields whose value was longer than the parser keeps (reported as too long). */
  truncated: string[];
  /** The files chosen, by field name (an input left empty is absent). */
  files: Partial<Record<string, UploadedFile>>;
  cleanup(): Promise<void>;
};

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

class MalformedBodyError extends Error {
  override name = "MalformedBodyError";
}

export type UploadLimits = {
  /** The file inputs read (one file each); a file under any other name is skipped. */
  fileFields: readonly string[];
  maxFileBytes: number;
  capBytes: number;
  maxFieldBytes?: number;
};

export async function parseUpload(request: Request, limits: UploadLimits): Promise<ParsedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  // One directory for the request's files, made when the first one arrives (shared by the writes).
  let dir: Promise<string> | null = null;
  const cleanup = async () => {
    if (dir) await dir.then((made) => rm(made, { recursive: true, force: true })).catch(() => {});
  };
  const fields: [string, string][] = [];
  const truncated: string[] = [];
  const files: ParsedUpload["files"] = {};
  if (!request.body || !/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return { fields, truncated, files, cleanup };
  }

  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.fileFields.length,
        fields: 40,
        parts: 50,
        fieldSize: limits.maxFieldBytes ?? 64 * 1024,
      },
    });
  } catch (error) {
    throw new MalformedBodyError((error as Error).message);
  }

  const writes: Promise<void>[] = [];
  /** File streams still open: stopped with the parse, so their writes settle. */
  const open = new Set<NodeJS.ReadableStream & { destroy(error?: Error): void }>();
  busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
    fields.push([name, value]);
    if (valueTruncated) truncated.push(name);
  });
  busboy.on("file", (name, stream, filename) => {
    // An empty file input still sends a part (no name, no bytes): that is "no file".
    if (!limits.fileFields.includes(name) || files[name] || !filename) {
      stream.resume();
      return;
    }
    open.add(stream);
    stream.once("close", () => open.delete(stream));
    // The stream may be stopped (destroyed with an error) before the pipeline below is attached.
    stream.on("error", () => {});
    const current: UploadedFile = { path: null, name: filename, size: 0, tooLarge: false, head: new Uint8Array(0) };
    files[name] = current;
    const index = Object.keys(files).length;
    writes.push(
      (async () => {
        dir ??= mkdtemp(path.join(os.tmpdir(), "portal-upload-"));
        const target = path.join(await dir, `file-${index}`);
        const head: Buffer[] = [];
        let headBytes = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            current.size += chunk.length;
            if (headBytes < SNIFF_BYTES) {
              head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
              headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
            }
            callback(null, chunk);
          },
        });
        // Past the limit busboy marks the stream truncated; what was written is thrown away below.
        stream.once("limit", () => {
          current.tooLarge = true;
        });
        await pipeline(stream, counter, createWriteStream(target));
        current.head = Buffer.concat(head);
        if (current.tooLarge || stream.truncated) {
          current.tooLarge = true;
          current.size = Math.max(current.size, limits.maxFileBytes + 1);
          await unlink(target).catch(() => {});
        } else if (current.size > 0) {
          current.path = target;
        }
      })(),
    );
  });

  // Not piped: cancelling the stream would destroy the connection before the 413 is answered.
  const parsed = new Promise<void>((resolve, reject) => {
    busboy.once("finish", resolve);
    busboy.once("error", reject);
  });
  parsed.catch(() => {});
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen += value.byteLength;
      if (seen > limits.capBytes) throw new BodyTooLargeError(`request body over ${limits.capBytes} bytes`);
      if (!busboy.write(value)) await Promise.race([new Promise((resolve) => busboy.once("drain", resolve)), parsed]);
    }
    busboy.end();
    await parsed;
    await Promise.all(writes);
  } catch (error) {
    busboy.destroy();
    for (const stream of open) stream.destroy(error as Error);
    // Let every started write settle before removing their directory.
    await Promise.allSettled(writes);
    await cleanup();
    if (error instanceof BodyTooLargeError) throw error;
    throw new MalformedBodyError((error as Error).message);
  } finally {
    reader.releaseLock();
  }
  return { fields, truncated, files, cleanup };
}
