// The one list of origins a page of the portal may frame. The Express host builds it once at
// start-up (built-in origins plus the operator's FRAME_ORIGINS) and hands the same list to the CSP's
// `frame-src` and fullscreen grant (server/security.ts) and to the CMS (an iframe or video module
// from any other origin is a link, prepare.server.ts): what the page frames, the browser lets it
// frame. Pure and free of server-only imports: the config, the host, the loaders and the tests use it.
import { STREAMING_FRAME_ORIGINS } from "../participation/streaming";

/** OpenStreetMap's embeddable map (`/export/embed.html`): the demo's CMS map and editors' usual one. */
const OPENSTREETMAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** Framable without any configuration: the allow-listed stream players and OpenStreetMap's map. */
export const BUILT_IN_FRAME_ORIGINS: readonly string[] = [...STREAMING_FRAME_ORIGINS, OPENSTREETMAP_EMBED_ORIGIN];

/**
 * An https origin (`https://host` or `https://host:port`, a trailing `/` tolerated) as the browser
 * writes it, or null: no other scheme, path, query, credentials, wildcard or IP literal in brackets,
 * so that as a CSP source it can never let in more than that one origin.
 */
export function httpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  // `new URL` accepts `*` in a host name; a CSP source would read it as a wildcard.
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(url.hostname)) return null;
  // Written out with a path or query, it was not meant as an origin.
  if (!/^https:\/\/[^/?#]+\/?$/i.test(value.trim())) return null;
  return url.origin;
}

/** The built-in origins and the operator's (already validated by the config), each once. */
export function frameOrigins(configured: readonly string[] = []): readonly string[] {
  const origins = [...BUILT_IN_FRAME_ORIGINS, ...configured].map((origin) => {
    const normalized = httpsOrigin(origin);
    // A programming error, not a visitor's: the config refuses such a value at start-up.
    if (!normalized) throw new Error(`not an https origin: ${origin}`);
    return normalized;
  });
  return Object.freeze([...new Set(origins)]);
}

/** Whether an https URL may be framed: its origin is exactly one of the list's. */
export function isFramable(url: string, origins: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && !parsed.username && !parsed.password && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}
