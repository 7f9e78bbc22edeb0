// The HTML of shared parts, kept per part, page URL and inputs, and spliced into a logged-in
// visitor's page in place of their markers (decision 031).
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { PART_ATTRIBUTE, PART_END, PART_OPEN, PART_START } from "./part-markers";
import type { SharedPartsRender } from "./SharedPart";

const OPEN = Buffer.from(PART_OPEN);
const CLOSE = Buffer.from("</template>");
const MARKER = new RegExp(`^<template (${PART_START}|${PART_END}|${PART_ATTRIBUTE})="([^"]+)"></template>$`);

/** A kept part: its HTML split at the nonce it was rendered with. */
type KeptPart = Buffer[];

export type SharedParts = ReturnType<typeof createSharedParts>;
export type RequestParts = SharedPartsRender & {
  /** The page's bytes as React writes them, with the parts spliced in (and the markers out). */
  write(chunk: Uint8Array): Uint8Array;
  /** What is still held back at the end of the page. */
  end(): Uint8Array;
};

/**
 * `verify` (tests): never reuse, and report a part whose new render differs from the kept one.
 * `liveTtlMs`: how long a part drawn from live answers is kept (a chat's past states are not asked for again).
 */
export function createSharedParts(options: {
  maxBytes: number;
  verify?: boolean;
  onDiffer?: (name: string) => void;
  /** Told of each part a page uses: reused from memory or rendered. */
  onPart?: (result: "reused" | "rendered") => void;
  liveTtlMs?: number;
}) {
  const liveTtlMs = options.liveTtlMs ?? 30_000;
  const kept = new LRUCache<string, KeptPart>({
    max: 10_000,
    // Live parts leave memory when their time is up, not when the cache is full.
    ttlAutopurge: true,
    maxSize: options.maxBytes,
    sizeCalculation: (part) =>
      Math.max(
        1,
        part.reduce((sum, piece) => sum + piece.byteLength, 0),
      ),
  });

  return {
    forRequest(nonce: string): RequestParts {
      const pinned = new Map<string, KeptPart>();
      const names = new Map<string, string>();
      const liveKeys = new Set<string>();
      const nonceBytes = Buffer.from(nonce, "utf8");
      let held = Buffer.alloc(0);
      // The parts being kept, innermost last (a part may hold another).
      const captures: Array<{ key: string; chunks: Buffer[] }> = [];

      const emit = (bytes: Buffer, out: Buffer[]) => {
        if (!bytes.length) return;
        for (const capture of captures) capture.chunks.push(Buffer.from(bytes));
        out.push(bytes);
      };
      const onMarker = (kind: string, key: string, out: Buffer[]) => {
        if (kind === PART_ATTRIBUTE) {
          const part = pinned.get(key);
          if (!part) throw new Error(`shared part ${key} was not pinned`);
          part.forEach((piece, index) => {
            if (index > 0) emit(nonceBytes, out);
            emit(piece, out);
          });
        } else if (kind === PART_START) {
          captures.push({ key, chunks: [] });
        } else if (captures.at(-1)?.key === key) {
          const html = Buffer.concat(captures.pop()!.chunks).toString("utf8");
          const part = (nonce ? html.split(nonce) : [html]).map((piece) => Buffer.from(piece, "utf8"));
          const before = kept.get(key);
          if (options.verify && before && Buffer.concat(before).toString() !== part.map(String).join(""))
            options.onDiffer?.(names.get(key) ?? key);
          kept.set(key, part, liveKeys.has(key) ? { ttl: liveTtlMs } : undefined);
        }
      };

      return {
        part(name, inputs, location, live) {
          const key = createHash("sha1")
            .update(`${name}\u0000${location}\u0000${JSON.stringify(inputs)}`)
            .digest("base64url");
          names.set(key, name);
          if (live) liveKeys.add(key);
          const part = options.verify ? undefined : kept.get(key);
          if (part) pinned.set(key, part);
          options.onPart?.(part ? "reused" : "rendered");
          return { key, kept: Boolean(part) };
        },
        write(chunk) {
          const data = held.length ? Buffer.concat([held, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
          const out: Buffer[] = [];
          let from = 0;
          for (;;) {
            const at = data.indexOf(OPEN, from);
            if (at === -1) {
              // The last bytes may be a marker's beginning: held back until the next chunk.
              const cut = Math.max(from, data.length - (OPEN.length - 1));
              emit(data.subarray(from, cut), out);
              held = Buffer.from(data.subarray(cut));
              break;
            }
            emit(data.subarray(from, at), out);
            const close = data.indexOf(CLOSE, at);
            if (close === -1) {
              held = Buffer.from(data.subarray(at));
              break;
            }
            const end = close + CLOSE.length;
            const marker = MARKER.exec(data.toString("latin1", at, end));
            if (marker) onMarker(marker[1], marker[2], out);
            else emit(data.subarray(at, end), out);
            from = end;
          }
          return out.length === 1 ? out[0] : Buffer.concat(out);
        },
        end() {
          const rest = held;
          held = Buffer.alloc(0);
          return rest;
        },
      };
    },

    get size() {
      return kept.size;
    },
  };
}
