// Which catalogues a page needs: the union of its matched routes' `handle.i18n` and `common`. An
// undeclared namespace shows raw keys, so tests see it; namespaces.test.ts checks the declarations.
import { DEFAULT_NS, NAMESPACES, type Namespace } from "./locales";

export type I18nHandle = {
  i18n: readonly Namespace[];
  /** Needed only when the loader's data holds what uses them (a CMS page's contact form). */
  i18nWhen?: Partial<Record<Namespace, (data: unknown) => boolean>>;
};

type RouteMatch = { handle?: unknown; data?: unknown };

/** Carried only while the visitor has not chosen. */
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

export const RESOURCES_ELEMENT_ID = "i18n-resources";
