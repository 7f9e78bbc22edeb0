// The rendered HTML of anonymous catalogue pages, kept for as long as the catalogue answers it was
// made from stay fresh (docs/decisions/021-page-cache-and-route-matching.md). A burst of visitors
// to a page just published costs one render, not one per visitor.
//
// Safety rules, each held by tests/integration/page-cache.test.ts:
// - only GET document requests for pages marked `publicCache` in app/paths.ts, for a tenant, with
//   no refusal; a visitor with a session gets the kept page only composed with their own parts
//   (app/personal-pages.server.tsx, decision 031), or a page rendered for them alone; a page marked
//   `keptChrome` (the private area, without a query) is kept only as the chrome of such a page,
//   rendered for no one with its own part left empty, and never sent to a visitor without a session;
// - the key is everything an anonymous page is rendered from: origin (tenant and absolute URLs),
//   language, path and query, the venue chosen, the cookie choice (the banner) and, for a page whose
//   default depends on it, whether the screen is wide;
// - a page is kept only when the render says it may be (app/context.ts's PageFreshness: every
//   backend answer came from the catalogue cache and nothing per-visitor, such as the contact form's
//   challenge, went into it), with status 200, HTML, no Set-Cookie and no `private`/`no-store`;
// - it lives no longer than the first of its catalogue answers, so a CMS change shows within the
//   catalogue cache's TTL, and the cache is bounded in entries and bytes;
// - the CSP nonce is the response's own: the kept HTML is split at the nonce it was rendered with
//   and joined with each new response's.
import type { Request, Response } from "express";
import { parse as parseCookies } from "cookie";
import { LRUCache } from "lru-cache";
import { CONSENT_COOKIE } from "~/consent/consent";
import { VENUE_COOKIE } from "~/backend/venues.server";
import type { AppContext, PageFreshness } from "~/context";
import { pageOf, pageTraits } from "~/paths";
import { cookieHeaderHasSession } from "~/session/session.server";
import { isWideViewport, VIEWPORT_WIDTH_HINT } from "~/ui/viewport";
import { BODY_END, SLOT_END, SLOT_START } from "~/chrome/part-markers";
import type { PageCapture } from "~/chrome/PersonalSlot";

/** Bytes, or where the response's own CSP nonce goes, an anonymous slot (the visitor's in its place), or the visitor's data (before `</body>`). */
type Piece = Buffer | "nonce" | "data" | { slot: number; anonymous: Piece[] };

export type CachedPage = {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML as bytes (UTF-8 encoded once, not per answer), split at the nonce, the slots and the data element. */
  pieces: Piece[];
  /** What composing it for a logged-in visitor needs (app/personal-pages.server.tsx); null: never composed. */
  capture: PageCapture | null;
};

/** The visitor's own slots, and their data with the script that merges it (app/personal-pages.server.tsx's answer). */
export type Personalization = { slots: string[]; data: string };

function bytesOf(pieces: Piece[]): number {
  return pieces.reduce((sum: number, piece) => sum + (Buffer.isBuffer(piece) ? piece.byteLength : typeof piece === "object" ? bytesOf(piece.anonymous) : 0), 0);
}

/** A rendered page's HTML split into pieces; `slots`: how many the render captured (null: none marked). */
function piecesOf(html: string, nonce: string, slots: number | null): { pieces: Piece[]; composable: boolean } {
  const text = (part: string): Piece[] =>
    (nonce ? part.split(nonce) : [part]).flatMap((piece, at): Piece[] => [...(at > 0 ? (["nonce"] as Piece[]) : []), Buffer.from(piece, "utf8")]);
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
    if (end === -1 || inner.includes(SLOT_START)) return { pieces: text(html.replaceAll(SLOT_START, "").replaceAll(SLOT_END, "")), composable: false };
    pieces.push(...text(rest.slice(0, start)), { slot: slot++, anonymous: text(inner) });
    rest = rest.slice(end + SLOT_END.length);
  }
  const bodyEnd = rest.lastIndexOf(BODY_END);
  if (bodyEnd === -1) composable = false;
  pieces.push(...text(bodyEnd === -1 ? rest : rest.slice(0, bodyEnd)), "data", ...(bodyEnd === -1 ? [] : text(rest.slice(bodyEnd))));
  if (slot !== slots) composable = false;
  return { pieces, composable };
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: { maxEntries: number; maxBytes: number; maxTtlMs: number }) {
  const lru = new LRUCache<string, CachedPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, bytesOf(page.pieces)),
    ttl: options.maxTtlMs,
  });
  // Pages whose last render had something per-visitor (a form's token) or failed: not composed for a few seconds.
  const unkept = new LRUCache<string, true>({ max: 10_000, ttl: 5000 });

  /**
   * Everything an anonymous page is rendered from, as a key; null for a request no page is kept for.
   * `chromeOnly`: a page of which only the chrome is kept (paths.ts's `keptChrome`), without a query.
   */
  function pageKeyOf(req: Request, context: AppContext): { key: string; chromeOnly: boolean } | null {
    // `/` for a visitor whose cookie or browser asks for another language is a redirect, theirs alone.
    if (req.method !== "GET" || !context.tenant || context.refusal || context.localeResolution.rootRedirect) return null;
    // Single-fetch data (`.data`) and framework requests are not pages.
    if (req.path.endsWith(".data") || req.path.startsWith("/__")) return null;
    const page = pageOf(req.path);
    const traits = page ? pageTraits(page.page) : null;
    const chromeOnly = traits?.keptChrome === true && !req.originalUrl.includes("?");
    if (!traits || (traits.publicCache !== true && !chromeOnly)) return null;
    const cookies = parseCookies(req.headers.cookie ?? "");
    const width = traits.byViewport && isWideViewport(req.headers[VIEWPORT_WIDTH_HINT]) ? "wide" : "";
    return { key: [context.origin, context.locale, req.originalUrl, cookies[VENUE_COOKIE] ?? "", cookies[CONSENT_COOKIE] ?? "", width].join("\u0000"), chromeOnly };
  }

  // Renders under way, so that the visitors of a burst wait for the first one instead of each rendering.
  const rendering = new Map<string, Promise<CachedPage | null>>();

  return {
    /** The key of an anonymous request the cache may answer, or null: it is rendered for this visitor alone. */
    keyOf(req: Request, context: AppContext): string | null {
      if (cookieHeaderHasSession(req.headers.cookie)) return null;
      const page = pageKeyOf(req, context);
      return page && !page.chromeOnly ? page.key : null;
    },

    /**
     * For a visitor with a session: the key of the anonymous page (or kept chrome) theirs may be
     * composed from (app/personal-pages.server.tsx), or null. Not for a few seconds after a render
     * of it held something per visitor or failed.
     */
    personalKeyOf(req: Request, context: AppContext): { key: string; chromeOnly: boolean } | null {
      if (!cookieHeaderHasSession(req.headers.cookie)) return null;
      const page = pageKeyOf(req, context);
      return page && !unkept.has(page.key) ? page : null;
    },

    /** The kept page, or the one the render under way for the same key keeps (null: render it). */
    async lookup(key: string): Promise<CachedPage | null> {
      return lru.get(key) ?? (await rendering.get(key)) ?? null;
    },

    /**
     * Marks a render of `key` as under way; `settle` with what it gave (or nothing) when done (once:
     * later calls do nothing).
     * Returns null when another render of the same key is already under way.
     */
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

    /**
     * A rendered HTML page, its slots' markers out (`page`, null for any other answer, whose body is
     * left unread), kept when every rule allows it (`kept`). `shareable`: nothing in it is one
     * visitor's, though its answers may be too old to keep it (it may still be composed, this once).
     * `capture`: the render's slots.
     */
    async admit(
      key: string,
      response: globalThis.Response,
      nonce: string,
      freshness: PageFreshness,
      capture: PageCapture | null,
    ): Promise<{ page: CachedPage | null; kept: boolean; shareable: boolean }> {
      if (!/^text\/html/i.test(response.headers.get("Content-Type") ?? "")) return { page: null, kept: false, shareable: false };
      const { pieces, composable } = piecesOf(await response.text(), nonce, capture ? capture.slots.length : null);
      const page: CachedPage = { status: response.status, headers: [...response.headers.entries()], pieces, capture: composable ? capture : null };
      const ttl = Math.min(freshness.ms, options.maxTtlMs);
      const shareable =
        !freshness.never && response.status === 200 && !response.headers.has("Set-Cookie") && !/private|no-store/i.test(response.headers.get("Cache-Control") ?? "");
      const kept = shareable && ttl > 0;
      if (kept) lru.set(key, page, { ttl });
      else if (freshness.never) unkept.set(key, true);
      return { page, kept, shareable };
    },

    /**
     * Answers with a page, with this response's nonce; `personal`: the visitor's own slots and data
     * in place of the anonymous ones. `state` goes in X-Page-Cache (none for a page not kept).
     */
    send(res: Response, page: CachedPage, nonce: string, state: "hit" | "miss" | "personal" | null, personal: Personalization | null = null): void {
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      if (state) res.setHeader("X-Page-Cache", state);
      const nonceBytes = Buffer.from(nonce, "utf8");
      const out: Buffer[] = [];
      const put = (piece: Piece): void => {
        if (Buffer.isBuffer(piece)) out.push(piece);
        else if (piece === "nonce") out.push(nonceBytes);
        else if (piece === "data") out.push(Buffer.from(personal?.data ?? "", "utf8"));
        else if (personal) out.push(Buffer.from(personal.slots[piece.slot], "utf8"));
        else piece.anonymous.forEach(put);
      };
      page.pieces.forEach(put);
      res.end(Buffer.concat(out));
    },

    get size() {
      return lru.size;
    },
  };
}
