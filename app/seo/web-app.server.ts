// The tenant's web app manifest (issue 46): the portal installed on a phone's home screen opens the
// visitor's language in the tenant's colours, with icons drawn by the link-preview card renderer.
import type { AppContext } from "~/context";
import { LOCALE_ISO, isLocale, localePath, type Locale } from "~/i18n/locales";
import { themeColours } from "./social-card.server";
import { iconPath } from "./icons";
import { initialsOf } from "./card-layout";

const MANIFEST_CONTENT_TYPE = "application/manifest+json";

/** The language of `?lang=` when the tenant offers it, else the tenant's default. */
function manifestLocale(request: Request, context: Pick<AppContext, "tenant" | "defaultLocale">): Locale {
  const asked = new URL(request.url).searchParams.get("lang");
  return isLocale(asked) && context.tenant!.languages.includes(asked) ? asked : context.defaultLocale;
}

/** Home screens cut a name at about 12 characters: a longer one shows its first word, or initials. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? "";
  return first.length <= 12 ? first : initialsOf(name);
}

function webAppManifest(request: Request, context: Pick<AppContext, "tenant" | "defaultLocale">) {
  const tenant = context.tenant!;
  const locale = manifestLocale(request, context);
  const colours = themeColours(tenant.theme);
  const png = (id: "192" | "512" | "maskable", size: number, purpose: string) => ({
    src: iconPath(id),
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  return {
    name: tenant.name,
    short_name: shortName(tenant.name),
    description: tenant.descriptions[locale] ?? tenant.description,
    lang: LOCALE_ISO[locale],
    dir: "ltr",
    id: "/",
    start_url: localePath(locale, "/", context.defaultLocale),
    scope: "/",
    display: "standalone",
    theme_color: colours.primary,
    background_color: colours.surface,
    icons: [png("192", 192, "any"), png("512", 512, "any"), png("maskable", 512, "maskable")],
  };
}

export function manifestResponse(request: Request, context: AppContext): Response {
  if (context.refusal || !context.tenant) return new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(webAppManifest(request, context)), {
    headers: { "Content-Type": `${MANIFEST_CONTENT_TYPE}; charset=utf-8`, "Cache-Control": "public, max-age=3600" },
  });
}
