// `/sw.js` and `/offline` (issue 46, decision 046): the service worker of the host's tenant with this
// release's version and hashed files embedded, and the offline page it keeps in each language.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fontHeadOf } from "~/chrome/fonts.server";
import { ROOT } from "~/config.server";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { LOCALE_ISO, isLocale, localePath, type Locale } from "~/i18n/locales";
import { OFFLINE_PATH } from "~/paths";
import { themeColours } from "~/seo/social-card.server";
import stylesheet from "~/styles/site.css?url";
import { ACCOUNT_HEADER, KEEP_HEADER } from "./headers";
import { serviceWorker, type WorkerConfig } from "./worker";

/** The release's hashed build files, read again only when the folder changes: a new build is a new list, so a new worker and new caches. */
let release: { version: string; assets: string[]; changed: number } | null = null;
function releaseOf(): { version: string; assets: string[] } {
  const dir = path.join(ROOT, "build/client/assets");
  const changed = existsSync(dir) ? statSync(dir).mtimeMs : 0;
  if (release?.changed === changed) return release;
  const assets = changed ? readdirSync(dir).map((name) => `/assets/${name}`) : [];
  const version = createHash("sha256").update(assets.sort().join("\n")).digest("base64url").slice(0, 12);
  release = { version, assets, changed };
  return release;
}

function offlinePathOf(locale: Locale): string {
  return `${OFFLINE_PATH}?lang=${locale}`;
}

function workerConfig(context: Pick<AppContext, "tenant" | "defaultLocale">, timeoutMs: number): WorkerConfig {
  const { version, assets } = releaseOf();
  const tenant = context.tenant!;
  const languages = tenant.languages;
  const locales = Object.fromEntries(
    languages.map((locale) => {
      const t = getT(locale);
      return [
        locale,
        {
          tag: LOCALE_ISO[locale],
          offline: offlinePathOf(locale),
          savedCopy: t("files:offline.savedCopy", { time: "{{time}}", interpolation: { escapeValue: false } }),
          formsOff: t("files:offline.formsOff"),
          formOff: t("files:offline.formOff"),
          none: t("files:offline.none"),
        },
      ];
    }),
  );
  return {
    version,
    assets,
    // The offline page's stylesheet and the tenant's fonts, as every page preloads them.
    precache: [...languages.map(offlinePathOf), stylesheet, ...fontHeadOf(tenant).preloads],
    files: tenant.logo?.startsWith("/") ? [tenant.logo] : [],
    timeoutMs,
    defaultLocale: context.defaultLocale,
    locales,
    accountHeader: ACCOUNT_HEADER,
    keepHeader: KEEP_HEADER,
  };
}

/** The worker's source, with a comment naming its release; the browser compares bytes to find a new one. */
function workerSource(config: WorkerConfig): string {
  return `// events portal service worker, release ${config.version}\n(${serviceWorker.toString()})(${JSON.stringify(config)});\n`;
}

export function workerResponse(context: AppContext): Response {
  if (context.refusal || !context.tenant || releaseOf().assets.length === 0) return new Response("Not found", { status: 404 });
  return new Response(workerSource(workerConfig(context, context.offlineTimeoutMs)), {
    // Checked on every navigation's update check: a new release reaches the phone at once.
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page an unsaved page answers offline: the tenant's look, without scripts; the worker lists what is saved in place of the marker. */
export function offlineResponse(request: Request, context: AppContext): Response {
  if (context.refusal || !context.tenant) return new Response("Not found", { status: 404 });
  const tenant = context.tenant;
  const asked = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(asked) && tenant.languages.includes(asked) ? asked : context.defaultLocale;
  const t = getT(locale);
  const home = localePath(locale, "/", context.defaultLocale);
  const brand = tenant.logo
    ? `<img src="${escapeHtml(tenant.logo)}" alt="${escapeHtml(tenant.name)}" width="220" height="48">`
    : escapeHtml(tenant.name);
  const html = `<!DOCTYPE html>
<html lang="${LOCALE_ISO[locale]}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${t("files:offline.title")} | ${tenant.name}`)}</title>
<meta name="theme-color" content="${themeColours(tenant.theme).primary}"><link rel="stylesheet" href="${stylesheet}">
<style nonce="${context.nonce}">${fontHeadOf(tenant).css}</style></head>
<body class="theme-${escapeHtml(tenant.theme)} tenant-${escapeHtml(tenant.cssName)}"><div class="frame frame-${escapeHtml(tenant.layout)}">
<header class="site-header"><div class="site-header-inner"><a class="site-logo" href="${home}">${brand}</a></div></header>
<main id="main" class="main offline-page"><h1>${escapeHtml(t("files:offline.title"))}</h1><p>${escapeHtml(t("files:offline.lead"))}</p>
<!--saved-pages-->
<p>${escapeHtml(t("files:offline.retry"))}</p></main></div></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
}
