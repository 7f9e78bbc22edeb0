// Which catalogues a page needs: each route module declares the namespaces its component tree uses
// (`export const handle = { i18n: [...] } satisfies I18nHandle`, remix-i18next's convention), and a
// page gets the union over its matched routes, `common` always. The server renders with exactly
// those (a namespace not declared shows its raw keys, with or without JavaScript, so tests see it),
// serializes them into the document for the browser, and a client navigation loads what the next
// page declares before showing it (app/root.tsx). app/i18n/namespaces.test.ts checks the
// declarations against what each module's imports use.
import { DEFAULT_NS, NAMESPACES, type Namespace } from "./locales";

export type I18nHandle = {
  i18n: readonly Namespace[];
  /** Namespaces a page needs only when its loader's data holds what uses them (a CMS page's contact form). */
  i18nWhen?: Partial<Record<Namespace, (data: unknown) => boolean>>;
};

/** A matched route as both the server and `useMatches()` see it. */
type RouteMatch = { handle?: unknown; data?: unknown };

/**
 * The cookie banner's catalogue: on a page only while the visitor has not chosen (the root data's
 * `consent` is null), so that the pages of those who have do not carry it. The settings page declares it.
 */
export const BANNER_NS = "consent" satisfies Namespace;

export function namespacesOf(matches: readonly RouteMatch[], bannerDue = false): Namespace[] {
  const wanted = new Set<string>([DEFAULT_NS]);
  if (bannerDue) wanted.add(BANNER_NS);
  for (const { handle, data } of matches) {
    const { i18n, i18nWhen } = (handle ?? {}) as Partial<I18nHandle>;
    if (Array.isArray(i18n)) for (const ns of i18n) wanted.add(ns);
    for (const [ns, needed] of Object.entries(i18nWhen ?? {})) if (needed?.(data)) wanted.add(ns);
  }
  // The catalogue's order, so that the same page always serializes the same document.
  return NAMESPACES.filter((ns) => wanted.has(ns));
}

/** The id of the `<script type="application/json">` that carries the page's catalogues. */
export const RESOURCES_ELEMENT_ID = "i18n-resources";
