// URLs written in the CMS (links, images, embeds) become hrefs and srcs only through here: a
// `javascript:`, `data:` or `vbscript:` URL is never rendered (React 18 would render it).
import { localePath, splitLocalePrefix, type Locale } from "~/i18n/locales";

export type CmsHref = {
  href: string;
  /** Another site: opens in a new window. */
  external: boolean;
  /** A file on this site (`/files/programa.pdf`): a plain link, not a page of the router. */
  file?: boolean;
};

/** What browsers ignore in a URL: leading/trailing C0 controls and spaces, tabs and newlines anywhere. */
function clean(url: string): string {
  return url
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "")
    .replace(/[\t\n\r]/g, "")
    .replace(/\\/g, "/");
}

function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match ? match[1].toLowerCase() : null;
}

function absolute(url: string, protocols: readonly string[]): string | null {
  try {
    const parsed = new URL(url);
    return protocols.includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** http(s) opens in a new window, a path or slug becomes a page of the current language; else null. */
export function cmsHref(url: string, locale: Locale, defaultLocale: Locale): CmsHref | null {
  const value = clean(url);
  if (!value) return null;
  if (value.startsWith("//")) {
    const href = absolute(`https:${value}`, ["https:"]);
    return href ? { href, external: true } : null;
  }
  const scheme = schemeOf(value);
  if (scheme === "http" || scheme === "https") {
    const href = absolute(value, ["http:", "https:"]);
    return href ? { href, external: true } : null;
  }
  if (scheme === "mailto" || scheme === "tel") return { href: value, external: false };
  if (scheme) return null;
  if (value.startsWith("#") || value.startsWith("?")) return { href: value, external: false };
  const path = `/${value.replace(/^\/+/, "")}`;
  // A file (its last segment has an extension) is the same in every language.
  if (/\.[a-z0-9]{1,8}$/i.test(new URL(path, "http://x").pathname)) return { href: path, external: false, file: true };
  // Already localized (`/en/agenda`): kept; otherwise in the page's language.
  if (splitLocalePrefix(path).prefix) return { href: path, external: false };
  return { href: localePath(locale, path, defaultLocale), external: false };
}

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i;

/** An image source: http(s), a path on this site, or a raster data: image. Otherwise null. */
export function safeImageSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  const value = clean(src);
  if (!value) return null;
  if (value.startsWith("//")) return absolute(`https:${value}`, ["https:"]);
  const scheme = schemeOf(value);
  if (scheme === "http" || scheme === "https") return absolute(value, ["http:", "https:"]);
  if (scheme === "data") return DATA_IMAGE.test(value) ? value : null;
  if (scheme) return null;
  return value;
}

/** Embeds (iframe, video) only over https: anything else is refused (mixed content, data:, javascript:). */
export function httpsUrl(url: string): string | null {
  return absolute(clean(url), ["https:"]);
}

/** A page on the web (http or https), for a plain link to another site; anything else is refused. */
export function webUrl(url: string): string | null {
  return absolute(clean(url), ["https:", "http:"]);
}

/** OpenStreetMap centred on a point, with a marker; null for coordinates that are not on Earth. */
export function openStreetMapUrl(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const lat = String(Number(latitude.toFixed(6)));
  const lon = String(Number(longitude.toFixed(6)));
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
