// Every page's <head>: title, description, canonical URL, hreflang alternates and the link preview's
// Open Graph and Twitter tags (the rest of them made on the server: preview.server.ts).
import type { MetaDescriptor } from "@remix-run/node";
import { LOCALE_ISO, localePath, splitLocalePrefix } from "~/i18n/locales";
import type { RootData } from "~/root-data";

type Args = { matches: ReadonlyArray<{ id: string; data: unknown } | undefined>; location: { pathname: string; search: string } };

export type PageMetaInput = {
  /** The page's own title; the tenant's name is appended. Omit for the home page. */
  title?: string | null;
  description?: string | null;
  /** Query parameters that make a different page (e.g. `page` of the blog); others are dropped. */
  keepParams?: readonly string[];
  /** The link preview's tags made by the page's loader (`previewTags`); without them, the root's (the tenant's card). */
  preview?: readonly MetaDescriptor[] | null;
  /** The page's JSON-LD (app/seo/structured-data.server.ts); Remix's <Meta> writes each as an escaped script block. */
  jsonLd?: readonly object[] | null;
};

function rootDataOf(matches: Args["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

export function pageMeta({ matches, location }: Args, input: PageMetaInput = {}): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { tenant, origin, locale, defaultLocale } = root;
  const named = input.title ? `${input.title} | ${tenant.name}` : tenant.name;
  // "Error: " before the title after a failed submit (GOV.UK pattern); see DocumentMeta.
  const prefix = (root as { titlePrefix?: string }).titlePrefix;
  const title = prefix ? `${prefix} ${named}` : named;
  const description = input.description || tenant.description;
  let path = location.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // keep as received
  }
  const { rest } = splitLocalePrefix(path);
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of input.keepParams ?? []) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size ? `?${kept}` : "";
  const url = (lng: typeof locale) => encodeURI(`${origin}${localePath(lng, rest, defaultLocale)}`) + query;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { tagName: "link", rel: "canonical", href: url(locale) },
    { property: "og:url", content: url(locale) },
    ...(input.preview ?? root.preview),
    ...(input.jsonLd ?? []).map((node) => ({ "script:ld+json": node })),
  ];
  if (tenant.languages.length > 1) {
    for (const lng of tenant.languages) {
      descriptors.push({ tagName: "link", rel: "alternate", hrefLang: LOCALE_ISO[lng], href: url(lng) });
    }
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(defaultLocale) });
  }
  return descriptors;
}
