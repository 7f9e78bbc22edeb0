// Every page's <head>: title, description, canonical URL, hreflang alternates and the link preview's
// Open Graph and Twitter tags (its image the page's own or the tenant's card, docs/link-previews.md).
import type { MetaDescriptor } from "@remix-run/node";
import { LOCALE_ISO, localePath, splitLocalePrefix, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import type { RootData } from "~/root-data";
import { CARD_HEIGHT, CARD_WIDTH, shortHash } from "./card-layout";

type Args = { matches: ReadonlyArray<{ id: string; data: unknown } | undefined>; location: { pathname: string; search: string } };

export type PageMetaInput = {
  /** The page's own title; the tenant's name is appended. Omit for the home page. */
  title?: string | null;
  description?: string | null;
  /** Query parameters that make a different page (e.g. `page` of the blog); others are dropped. */
  keepParams?: readonly string[];
  /** The preview's picture; without one, the tenant's card. */
  image?: SocialImage | null;
  /** Open Graph's type: `article` for a blog post. */
  type?: "website" | "article";
};

/** A picture for link previews: `url` absolute or a path on the portal; the size and type when known. */
export type SocialImage = { url: string; alt: string; width?: number; height?: number; type?: string };

/** Open Graph wants language_TERRITORY: the same tags as hreflang's. */
const ogLocale = (lng: Locale) => LOCALE_ISO[lng].replace("-", "_");

/** The tenant's own card (name and description), for pages without a picture of their own. */
function tenantCard(root: RootData, description: string): SocialImage {
  const { tenant, locale, defaultLocale } = root;
  const path = localePath(locale, pathTo("socialCard", { kind: "sitio", id: "portada" }), defaultLocale);
  const version = shortHash([tenant.name, description, tenant.logo, tenant.theme].join("|"));
  return { url: `${path}?v=${version}`, alt: `${tenant.name}: ${description}`, width: CARD_WIDTH, height: CARD_HEIGHT, type: "image/png" };
}

function previewTags(root: RootData, input: PageMetaInput, title: string, description: string, url: string): MetaDescriptor[] {
  const { tenant, origin, locale } = root;
  const image = input.image ?? tenantCard(root, description);
  const imageUrl = new URL(image.url, origin).href;
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: tenant.name },
    { property: "og:locale", content: ogLocale(locale) },
    ...tenant.languages.filter((lng) => lng !== locale).map((lng) => ({ property: "og:locale:alternate", content: ogLocale(lng) })),
    { property: "og:image", content: imageUrl },
  ];
  if (image.width && image.height) {
    tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (image.type) tags.push({ property: "og:image:type", content: image.type });
  tags.push(
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );
  return tags;
}

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
    ...previewTags(root, input, title, description, url(locale)),
  ];
  if (tenant.languages.length > 1) {
    for (const lng of tenant.languages) {
      descriptors.push({ tagName: "link", rel: "alternate", hrefLang: LOCALE_ISO[lng], href: url(lng) });
    }
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(defaultLocale) });
  }
  return descriptors;
}
