// The rendered HTML of anonymous catalogue pages, kept for as long as the catalogue answers it was
// made from stay fresh (docs/decisions/021-page-cache-and-route-matching.md). A burst of visitors
// to a page just published costs one render, not one per visitor.
//
// Safety rules, each held by tests/integration/page-cache.test.ts:
// - only GET document requests for pages marked `publicCache` in app/paths.ts, for a tenant, with
//   no refusal, and without a session cookie (a logged-in header, a toast, a login in progress
//   live in the session: such a visitor is always rendered for);
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
import type { AppContext } from "~/context";
import { pageOf, pageTraits } from "~/paths";
import { cookieHeaderHasSession } from "~/session/session.server";
import { isWideViewport, VIEWPORT_WIDTH_HINT } from "~/ui/viewport";

export type CachedPage = {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML split at the nonce it was rendered with, as bytes (UTF-8 encoded once, not per answer). */
  parts: Buffer[];
};

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: { maxEntries: number; maxBytes: number; maxTtlMs: number }) {
  const lru = new LRUCache<string, CachedPage>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.parts.reduce((sum, part) => sum + part.byteLength, 0)),
    ttl: options.maxTtlMs,
  });
  // Renders under way, so that the visitors of a burst wait for the first one instead of each rendering.
  const rendering = new Map<string, Promise<CachedPage | null>>();

  return {
    /** The key of a request the cache may answer, or null: it is rendered for this visitor alone. */
    keyOf(req: Request, context: AppContext): string | null {
      // `/` for a visitor whose cookie or browser asks for another language is a redirect, theirs alone.
      if (req.method !== "GET" || !context.tenant || context.refusal || context.localeResolution.rootRedirect) return null;
      // Single-fetch data (`.data`) and framework requests are not pages.
      if (req.path.endsWith(".data") || req.path.startsWith("/__")) return null;
      const page = pageOf(req.path);
      if (!page || pageTraits(page.page).publicCache !== true) return null;
      const cookieHeader = req.headers.cookie ?? "";
      if (cookieHeaderHasSession(cookieHeader)) return null;
      const cookies = parseCookies(cookieHeader);
      const width = pageTraits(page.page).byViewport && isWideViewport(req.headers[VIEWPORT_WIDTH_HINT]) ? "wide" : "";
      return [context.origin, context.locale, req.originalUrl, cookies[VENUE_COOKIE] ?? "", cookies[CONSENT_COOKIE] ?? "", width].join("\u0000");
    },

    /** The kept page, or the one the render under way for the same key keeps (null: render it). */
    async lookup(key: string): Promise<CachedPage | null> {
      return lru.get(key) ?? (await rendering.get(key)) ?? null;
    },

    /**
     * Marks a render of `key` as under way; `settle` with what it gave (or nothing) when done.
     * Returns null when another render of the same key is already under way.
     */
    begin(key: string): ((page: CachedPage | null) => void) | null {
      if (rendering.has(key)) return null;
      let settle!: (page: CachedPage | null) => void;
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      return (page) => {
        rendering.delete(key);
        settle(page);
      };
    },

    /** Keeps a rendered page when every rule allows it; returns what was kept. */
    async admit(key: string, response: globalThis.Response, nonce: string, freshForMs: number): Promise<CachedPage | null> {
      const ttl = Math.min(freshForMs, options.maxTtlMs);
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      const keepable =
        ttl > 0 &&
        response.status === 200 &&
        /^text\/html/i.test(response.headers.get("Content-Type") ?? "") &&
        !response.headers.has("Set-Cookie") &&
        !/private|no-store/i.test(cacheControl);
      if (!keepable) return null;
      const body = await response.text();
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers.entries()],
        parts: (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part, "utf8")),
      };
      lru.set(key, page, { ttl });
      return page;
    },

    /** Answers with a kept page, with this response's nonce. */
    send(res: Response, page: CachedPage, nonce: string, state: "hit" | "miss"): void {
      res.status(page.status);
      for (const [name, value] of page.headers) res.append(name, value);
      res.setHeader("X-Page-Cache", state);
      const nonceBytes = Buffer.from(nonce, "utf8");
      res.end(Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]))));
    },

    get size() {
      return lru.size;
    },
  };
}
