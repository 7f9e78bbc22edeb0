// The one list of origins a page may frame: the same list makes the CSP's `frame-src` and decides
// which CMS embeds are framed, so what the page frames, the browser lets it frame.
import { httpsOrigin } from "~/url/origin";
import { STREAMING_FRAME_ORIGINS } from "./streaming";

/** OpenStreetMap's embeddable map (`/export/embed.html`): the demo's CMS map and editors' usual one. */
const OPENSTREETMAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** Framable without any configuration: the allow-listed stream players and OpenStreetMap's map. */
export const BUILT_IN_FRAME_ORIGINS: readonly string[] = [...STREAMING_FRAME_ORIGINS, OPENSTREETMAP_EMBED_ORIGIN];

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
