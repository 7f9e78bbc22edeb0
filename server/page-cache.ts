// The rendered HTML of anonymous catalogue pages, kept while the catalogue answers it was made from
// stay fresh. Its safety rules (decisions 021 and 031) are held by tests/integration/page-cache.test.ts:
// a page with anything per-visitor, a Set-Cookie or `private`/`no-store` is never kept.
import type { Request, Response } from "express";
import { parseCookie } from "cookie";
import { LRUCache } from "lru-cache";
import { constants as zlib, crc32, deflateRawSync } from "node:zlib";
import { CONSENT_COOKIE } from "~/consent/consent";
import { VENUE_COOKIE } from "~/backend/venues.server";
import type { PageFreshness } from "~/backend/client.server";
import type { AppContext } from "~/context";
import { pageOf } from "~/paths";
import { pageTraits } from "~/paths.server";
import { cookieHeaderHasSession } from "~/session/session.server";
import { isWideViewport, VIEWPORT_WIDTH_HINT } from "~/ui/viewport";
import { BODY_END, SLOT_END, SLOT_START } from "~/chrome/part-markers";
import type { PageCapture } from "~/chrome/PersonalSlot";

/** Bytes, or where the response's own CSP nonce, a slot, or the visitor's data (before `</body>`) goes. */
type Piece = Buffer | "nonce" | "data" | { slot: number; anonymous: Piece[] };

export type CachedPage = {
  status: number;
  headers: Array<[string, string]>;
  pieces: Piece[];
  /** null: never composed for a logged-in visitor. */
  capture: PageCapture | null;
};

/** A logged-in visitor's own slots (UTF-8) and the data that hydrates them. */
export type Personalization = { slots: Buffer[]; data: string };

function bytesOf(pieces: Piece[]): number {
  return pieces.reduce(
    (sum: number, piece) => sum + (Buffer.isBuffer(piece) ? piece.byteLength : typeof piece === "object" ? bytesOf(piece.anonymous) : 0),
    0,
  );
}

function piecesOf(html: string, nonce: string, slots: number | null): { pieces: Piece[]; composable: boolean } {
  const text = (part: string): Piece[] =>
    (nonce ? part.split(nonce) : [part]).flatMap((piece, at): Piece[] => [
      ...(at > 0 ? (["nonce"] as Piece[]) : []),
      Buffer.from(piece, "utf8"),
    ]);
  const pieces: Piece[] = [];
  let composable = slots !== null;
  let slot = 0;
  let rest = html;
  for (;;) {
    const start = rest.indexOf(SLOT_START);
    if (start === -1) break;
    const end = rest.indexOf(SLOT_END, start);
    const inner = rest.slice(start + SLOT_START.length, end);
    // A slot inside a slot is not composed (its page still is kept for anonymous visitors).
    if (end === -1 || inner.includes(SLOT_START))
      return { pieces: text(html.replaceAll(SLOT_START, "").replaceAll(SLOT_END, "")), composable: false };
    pieces.push(...text(rest.slice(0, start)), { slot: slot++, anonymous: text(inner) });
    rest = rest.slice(end + SLOT_END.length);
  }
  const bodyEnd = rest.lastIndexOf(BODY_END);
  if (bodyEnd === -1) composable = false;
  pieces.push(...text(bodyEnd === -1 ? rest : rest.slice(0, bodyEnd)), "data", ...(bodyEnd === -1 ? [] : text(rest.slice(bodyEnd))));
  if (slot !== slots) composable = false;
  return { pieces, composable };
}

// Gzip put together per response from pieces deflated once (decision 038): each piece is a raw
// deflate stream of its own ended by a full flush (byte-aligned, referring to nothing before it), so
// deflated pieces join in any order; the response's nonce goes in as a stored block.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman codes, only the end-of-block code). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const deflated = new WeakMap<Buffer, Buffer>();

const deflate = (bytes: Buffer, level: number) => deflateRawSync(bytes, { level, finishFlush: zlib.Z_FULL_FLUSH });

/** A kept piece's deflate, made at its first compressed response and kept as long as the piece. */
function keptDeflate(piece: Buffer): Buffer {
  let made = deflated.get(piece);
  if (!made) deflated.set(piece, (made = deflate(piece, 6)));
  return made;
}

/** Bytes as they are, in a stored block (at most 65,535: a nonce). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.from([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  return Buffer.concat([head, bytes]);
}

function gzipOf(plain: Buffer[], blocks: Buffer[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const bytes of plain) {
    crc = crc32(bytes, crc);
    size += bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...blocks, LAST_BLOCK, trailer]);
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: {
  maxEntries: number;
  maxBytes: number;
  maxTtlMs: number;
  /** Told whether each look-up found a page (a render under way counts as found). */
  onLookup?: (result: "hit" | "miss") => void;
}) {
  const lru = new LRUCache<string, CachedPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, bytesOf(page.pieces)),
    ttl: options.maxTtlMs,
  });
  // Pages whose last render had something per-visitor or failed: not composed for a few seconds.
  const unkept = new LRUCache<string, true>({ max: 10_000, ttl: 5000 });

  /** The key must hold everything an anonymous page is rendered from. */
  function pageKeyOf(req: Request, context: AppContext): { key: string; chromeOnly: boolean } | null {
    // A root redirect depends on the visitor's cookie or browser.
    if (req.method !== "GET" || !context.tenant || context.refusal || context.localeResolution.rootRedirect) return null;
    if (req.path.endsWith(".data") || req.path.startsWith("/__")) return null;
    const page = pageOf(req.path);
    const traits = page ? pageTraits(page.page) : null;
    const chromeOnly = traits?.keptChrome === true && !req.originalUrl.includes("?");
    if (!traits || (traits.publicCache !== true && !chromeOnly)) return null;
    const cookies = parseCookie(req.headers.cookie ?? "");
    const width = traits.byViewport && isWideViewport(req.headers[VIEWPORT_WIDTH_HINT]) ? "wide" : "";
    return {
      key: [context.origin, context.locale, req.originalUrl, cookies[VENUE_COOKIE] ?? "", cookies[CONSENT_COOKIE] ?? "", width].join(
        "\u0000",
      ),
      chromeOnly,
    };
  }

  // A burst of visitors waits for the first render instead of each rendering.
  const rendering = new Map<string, Promise<CachedPage | null>>();

  return {
    keyOf(req: Request, context: AppContext): string | null {
      if (cookieHeaderHasSession(req.headers.cookie)) return null;
      const page = pageKeyOf(req, context);
      return page && !page.chromeOnly ? page.key : null;
    },

    personalKeyOf(req: Request, context: AppContext): { key: string; chromeOnly: boolean } | null {
      if (!cookieHeaderHasSession(req.headers.cookie)) return null;
      const page = pageKeyOf(req, context);
      return page && !unkept.has(page.key) ? page : null;
    },

    async lookup(key: string): Promise<CachedPage | null> {
      const page = lru.get(key) ?? (await rendering.get(key)) ?? null;
      options.onLookup?.(page ? "hit" : "miss");
      return page;
    },

    /** Returns null when a render of the same key is already under way, else its `settle`. */
    begin(key: string): ((page: CachedPage | null) => void) | null {
      if (rendering.has(key)) return null;
      let settle!: (page: CachedPage | null) => void;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      let settled = false;
      return (page) => {
        if (settled) return;
        settled = true;
        rendering.delete(key);
        settle(page);
      };
    },

    /** `shareable`: nothing in it is one visitor's, though it may be too old to keep. */
    async admit(
      key: string,
      response: globalThis.Response,
      nonce: string,
      freshness: PageFreshness,
      capture: PageCapture | null,
    ): Promise<{ page: CachedPage | null; kept: boolean; shareable: boolean }> {
      if (!/^text\/html/i.test(response.headers.get("Content-Type") ?? "")) return { page: null, kept: false, shareable: false };
      const { pieces, composable } = piecesOf(await response.text(), nonce, capture ? capture.slots.length : null);
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers.entries()],
        pieces,
        capture: composable ? capture : null,
      };
      const ttl = Math.min(freshness.ms, options.maxTtlMs);
      const shareable =
        !freshness.never &&
        response.status === 200 &&
        !response.headers.has("Set-Cookie") &&
        !/private|no-store/i.test(response.headers.get("Cache-Control") ?? "");
      const kept = shareable && ttl > 0;
      if (kept) lru.set(key, page, { ttl });
      else if (freshness.never) unkept.set(key, true);
      return { page, kept, shareable };
    },

    /**
     * With this response's nonce; `personal` replaces the anonymous slots and data. Gzipped when the
     * visitor accepts it, from the pieces' kept deflate: the compression middleware leaves it be.
     */
    send(
      res: Response,
      page: CachedPage,
      nonce: string,
      state: "hit" | "miss" | "personal" | null,
      personal: Personalization | null = null,
    ): void {
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      if (state) res.setHeader("X-Page-Cache", state);
      // A page not kept (made for this one answer) is left to the compression middleware: its pieces
      // would be deflated for nothing.
      const gzip = state !== null && res.req.acceptsEncodings("gzip") === "gzip";
      const nonceBytes = Buffer.from(nonce, "utf8");
      const nonceBlock = gzip ? storedBlock(nonceBytes) : null;
      const out: Buffer[] = [];
      const blocks: Buffer[] = [];
      // Made for this response: the visitor's own data and slots, deflated fast.
      const own = (bytes: Buffer) => {
        out.push(bytes);
        if (gzip && bytes.length) blocks.push(deflate(bytes, 1));
      };
      const put = (piece: Piece): void => {
        if (Buffer.isBuffer(piece)) {
          out.push(piece);
          if (gzip) blocks.push(keptDeflate(piece));
        } else if (piece === "nonce") {
          out.push(nonceBytes);
          if (nonceBlock) blocks.push(nonceBlock);
        } else if (piece === "data") own(Buffer.from(personal?.data ?? "", "utf8"));
        else if (personal) own(personal.slots[piece.slot]);
        else piece.anonymous.forEach(put);
      };
      page.pieces.forEach(put);
      res.vary("Accept-Encoding");
      if (!gzip) return void res.end(Buffer.concat(out));
      res.setHeader("Content-Encoding", "gzip");
      res.end(gzipOf(out, blocks));
    },

    get size() {
      return lru.size;
    },
  };
}
