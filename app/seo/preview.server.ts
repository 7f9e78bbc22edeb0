// The link preview's Open Graph and Twitter tags beyond title, description and URL, built on the server
// and carried in loader data, so that the browser bundle holds none of this code (decision 033).
import type { MetaDescriptor } from "@remix-run/node";
import { LOCALE_ISO, localePath, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import type { PublicTenant } from "~/tenancy/tenant";
import { CARD_HEIGHT, CARD_WIDTH, shortHash } from "./card-layout";

/** A picture for link previews: `url` absolute or a path on the portal; the size and type when known. */
export type SocialImage = { url: string; alt: string; width?: number; height?: number; type?: string };

type Site = { origin: string; locale: Locale; defaultLocale: Locale; tenant: Pick<PublicTenant, "name" | "languages"> | null };

/** Open Graph wants language_TERRITORY: the same tags as hreflang's. */
const ogLocale = (lng: Locale) => LOCALE_ISO[lng].replace("-", "_");

/** The tenant's own card (name and description), for pages without a picture of their own. */
export function tenantCard(site: Omit<Site, "tenant">, tenant: Pick<PublicTenant, "name" | "description" | "logo" | "theme">): SocialImage {
  const path = localePath(site.locale, pathTo("socialCard", { kind: "sitio", id: "portada" }), site.defaultLocale);
  const version = shortHash([tenant.name, tenant.description, tenant.logo, tenant.theme].join("|"));
  const alt = tenant.description ? `${tenant.name}: ${tenant.description}` : tenant.name;
  return { url: `${path}?v=${version}`, alt, width: CARD_WIDTH, height: CARD_HEIGHT, type: "image/png" };
}

/** The tags `pageMeta` adds to its title, description and URL: site, locales, the picture and the Twitter card. */
export function previewTags(site: Site, image: SocialImage, type: "website" | "article" = "website"): MetaDescriptor[] {
  if (!site.tenant) return [];
  const imageUrl = new URL(image.url, site.origin).href;
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.tenant.name },
    { property: "og:locale", content: ogLocale(site.locale) },
    ...site.tenant.languages
      .filter((lng) => lng !== site.locale)
      .map((lng) => ({ property: "og:locale:alternate", content: ogLocale(lng) })),
    { property: "og:image", content: imageUrl },
  ];
  if (image.width && image.height) {
    tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (image.type) tags.push({ property: "og:image:type", content: image.type });
  tags.push(
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );
  return tags;
}
