// Link previews' pictures: an activity's, post's or campaign's own raster picture, or a card drawn
// here (card-layout.ts → PNG through resvg), kept in memory by tenant, language, page and data version.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderAsync, Resvg } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import tokensCss from "~/styles/tokens.css?raw";
import { BackendError, backendFor, type Backend } from "~/backend/client.server";
import { getPost } from "~/backend/blog.server";
import { getConference } from "~/backend/conferences.server";
import { getCampaign } from "~/backend/crowdfunding.server";
import { ROOT } from "~/config.server";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { formatDay, formatTime } from "~/ui/format";
import {
  APP_ICONS,
  CARD_FONT,
  CARD_HEIGHT,
  CARD_WIDTH,
  cardSvg,
  iconSvg,
  rasterPicture,
  shortHash,
  type CardColours,
  type CardLogo,
} from "./card-layout";
import type { SocialImage } from "./preview.server";
import { ICON_KIND } from "./icons";

/** The card's kinds, in the path's (Spanish) words. */
const CARD_KINDS = ["actividad", "blog", "campana", "sitio"] as const;
export type CardKind = (typeof CARD_KINDS)[number];
const SITE_CARD_ID = "portada";

type Context = Pick<AppContext, "tenant" | "locale" | "defaultLocale" | "origin">;

/**
 * What a card shows: its words, where it happens (`place`) and the picture drawn beside them (`image`, any
 * format); and the page's own raster picture (`picture`, absolute or a path), used instead of the card.
 */
export type CardFacts = {
  label: string | null;
  title: string;
  subtitle: string | null;
  place: string | null;
  image: string | null;
  picture: string | null;
  pictureAlt: string | null;
};

type Venue = { name: string; address?: { city: string } | null } | null;

/** The venue and its town ("Kursaal, Donostia"), the town left out when the name already says it. */
function placeOf(venue: Venue): string | null {
  if (!venue) return null;
  const city = venue.address?.city;
  return city && !venue.name.includes(city) ? `${venue.name}, ${city}` : venue.name;
}

export function activityFacts(
  context: Context,
  activity: { title: string; start_date: string; image: string | null; image_alt?: string | null; venue: Venue },
) {
  const t = getT(context.locale);
  return {
    label: t("files:linkPreview.activity"),
    title: activity.title,
    subtitle: `${formatDay(activity.start_date, context.locale)} · ${formatTime(activity.start_date, context.locale)}`,
    place: placeOf(activity.venue),
    image: activity.image,
    picture: rasterPicture(activity.image),
    pictureAlt: activity.image_alt ?? null,
  } satisfies CardFacts;
}

export function postFacts(context: Context, post: { title: string; published_at: string; image: string | null; image_alt: string | null }) {
  const t = getT(context.locale);
  return {
    label: t("files:linkPreview.post"),
    title: post.title,
    subtitle: t("files:linkPreview.published", { date: formatDay(post.published_at, context.locale) }),
    place: null,
    image: post.image,
    picture: rasterPicture(post.image),
    pictureAlt: post.image_alt,
  } satisfies CardFacts;
}

/** A campaign's card: its picture, else its activity's; the activity's place. */
export function campaignFacts(
  context: Context,
  campaign: { title: string; ends_at: string; image: string | null },
  activity: { image: string | null; venue: Venue },
) {
  const t = getT(context.locale);
  return {
    label: t("files:linkPreview.campaign"),
    title: campaign.title,
    subtitle: t("files:linkPreview.until", { date: formatDay(campaign.ends_at, context.locale) }),
    place: placeOf(activity.venue),
    image: campaign.image ?? activity.image,
    picture: rasterPicture(campaign.image),
    pictureAlt: null,
  } satisfies CardFacts;
}

function siteFacts(context: Context): CardFacts {
  const tenant = context.tenant!;
  const description = tenant.descriptions[context.locale] ?? tenant.description;
  return { label: null, title: tenant.name, subtitle: description, place: null, image: null, picture: null, pictureAlt: null };
}

function factsVersion(context: Context, facts: CardFacts): string {
  const tenant = context.tenant!;
  return shortHash([facts.label, facts.title, facts.subtitle, facts.place, facts.image, tenant.name, tenant.logo, tenant.theme].join("|"));
}

/** The preview picture of a page whose facts are known: its own, or its card's URL (versioned, so a new title is a new URL). */
export function socialImage(context: Context, kind: Exclude<CardKind, "sitio">, id: string, facts: CardFacts): SocialImage {
  const alt = [facts.label, facts.title, facts.subtitle, facts.place].filter(Boolean).join(". ");
  if (facts.picture) return { url: new URL(facts.picture, context.origin).href, alt: facts.pictureAlt || alt };
  const path = localePath(context.locale, pathTo("socialCard", { kind, id }), context.defaultLocale);
  return { url: `${path}?v=${factsVersion(context, facts)}`, alt, width: CARD_WIDTH, height: CARD_HEIGHT, type: "image/png" };
}

async function loadFacts(context: Context, backend: Backend, kind: CardKind, id: string): Promise<CardFacts | null> {
  switch (kind) {
    case "actividad":
      return activityFacts(context, await getConference(backend, id));
    case "blog":
      return postFacts(context, await getPost(backend, id));
    case "campana": {
      const activity = await getConference(backend, id);
      return campaignFacts(context, await getCampaign(backend, null, activity.id), activity);
    }
    case "sitio":
      return id === SITE_CARD_ID ? siteFacts(context) : null;
  }
}

/** The tokens of the tenant's theme (app/styles/tokens.css): the base rule, then the theme's own. */
export function themeColours(theme: string): CardColours {
  const block = (selector: string) => tokensCss.match(new RegExp(`(?:^|\\n)${selector.replace(".", "\\.")} \\{([^}]*)\\}`))?.[1] ?? "";
  const own = block(`.theme-${theme.replace(/[^a-z0-9-]/gi, "")}`);
  const base = block("body");
  const token = (name: string) =>
    (own.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, "i")) ?? base.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})`, "i")))?.[1];
  return {
    primary: token("color-primary") ?? "#0b4f9c",
    soft: token("color-primary-soft") ?? "#e7eff9",
    surface: token("color-header-bg") ?? "#ffffff",
    text: token("color-header-text") ?? token("color-text") ?? "#1b1b1f",
  };
}

const FONT_DIRS = [path.join(ROOT, "build/client/fonts/cards"), path.join(ROOT, "public/fonts/cards")];
const FONT_FILES = ["Inter-Regular.otf", "Inter-Bold.otf"];

function fontFiles(): string[] {
  const dir = FONT_DIRS.find((candidate) => existsSync(path.join(candidate, FONT_FILES[0]!)))!;
  return FONT_FILES.map((file) => path.join(dir, file));
}

const LOGO_TIMEOUT_MS = 3000;
const LOGO_MAX_BYTES = 1_000_000;

/** An image (logo or picture) on the portal (a path) is read from its public files; one elsewhere is fetched. */
async function logoBytes(logo: string): Promise<{ bytes: Buffer; type: string } | null> {
  const type = /\.svg(\?|$)/i.test(logo) ? "image/svg+xml" : /\.png(\?|$)/i.test(logo) ? "image/png" : null;
  if (logo.startsWith("/") && !logo.startsWith("//")) {
    const dirs = [path.join(ROOT, "build/client"), path.join(ROOT, "public")];
    for (const dir of dirs) {
      const file = path.join(dir, path.normalize(decodeURIComponent(logo.split("?")[0]!)));
      if (file.startsWith(dir + path.sep) && existsSync(file) && type) return { bytes: readFileSync(file), type };
    }
    return null;
  }
  if (!/^https?:\/\//i.test(logo)) return null;
  const response = await fetch(logo, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
  const contentType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? type;
  if (!response.ok || (contentType !== "image/svg+xml" && contentType !== "image/png")) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length <= LOGO_MAX_BYTES ? { bytes, type: contentType } : null;
}

function logoSize(bytes: Buffer, type: string): { width: number; height: number } {
  if (type === "image/png") return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const svg = new Resvg(bytes, { font: { loadSystemFonts: false } });
  return { width: svg.width, height: svg.height };
}

/** Only references inside the document or data URLs: resvg would otherwise read local files. */
function selfContained(svg: string): string {
  return svg
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/\s(?:xlink:)?href\s*=\s*("[^"]*"|'[^']*')/gi, (attribute, value: string) =>
      /^["'](#|data:image\/)/i.test(value) ? attribute : "",
    );
}

const logos = new LRUCache<string, { logo: CardLogo | null }>({ max: 64, ttl: 60 * 60 * 1000 });

/** A logo or a page's picture, ready to draw: read or fetched once an hour; null when it cannot be. */
async function cardImage(context: { logger: AppContext["logger"] }, source: string | null): Promise<CardLogo | null> {
  if (!source) return null;
  const kept = logos.get(source);
  if (kept) return kept.logo;
  let logo: CardLogo | null = null;
  try {
    const found = await logoBytes(source);
    if (found?.type === "image/png")
      logo = { href: `data:image/png;base64,${found.bytes.toString("base64")}`, ...logoSize(found.bytes, found.type) };
    else if (found) logo = { svg: selfContained(found.bytes.toString("utf8")), ...logoSize(found.bytes, found.type) };
  } catch (error) {
    context.logger.info({ err: { message: (error as Error).message }, image: source }, "card image not loaded");
  }
  logos.set(source, { logo });
  return logo;
}

type Card = { png: Buffer; etag: string };

/** Bounded by bytes: a card is some 30–80 kB. */
const cards = new LRUCache<string, Card>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (card) => card.png.length,
  ttl: 24 * 60 * 60 * 1000,
});

async function drawCard(context: Context & { logger: AppContext["logger"] }, facts: CardFacts): Promise<Buffer> {
  const tenant = context.tenant!;
  return drawPng(
    cardSvg({
      label: facts.label,
      title: facts.title,
      subtitle: facts.subtitle,
      place: facts.place,
      picture: await cardImage(context, facts.image),
      footer: tenant.name,
      logo: await cardImage(context, tenant.logo),
      colours: themeColours(tenant.theme),
    }),
  );
}

async function drawPng(svg: string): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: fontFiles(),
      defaultFontFamily: CARD_FONT,
      sansSerifFamily: CARD_FONT,
      serifFamily: CARD_FONT,
    },
    fitTo: { mode: "original" },
  });
  return rendered.asPng();
}

const CARD_CACHE_CONTROL = "public, max-age=86400";

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The card of `kind`/`id` as a PNG response: 304 for a matching ETag, 404 unknown, 503 when the backend fails. */
export async function loadSocialCard(request: Request, context: AppContext, kind: string, id: string): Promise<Response> {
  if (context.refusal) return plain(503, "Unavailable");
  if (context.tenant && kind === ICON_KIND) return iconResponse(request, context, id);
  if (!context.tenant || !(CARD_KINDS as readonly string[]).includes(kind)) return plain(404, "Not found");
  let facts: CardFacts | null;
  try {
    facts = await loadFacts(context, backendFor(context), kind as CardKind, id);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.notFound) return plain(404, "Not found");
    context.logger[error.logLevel](error.logged, "social card not drawn");
    return plain(503, "Unavailable");
  }
  if (!facts) return plain(404, "Not found");
  const key = [context.tenant.hosts[0], context.locale, kind, id, factsVersion(context, facts)].join("|");
  return pngResponse(request, key, () => drawCard(context, facts));
}

/** An app icon (app/seo/icons.ts): the cards' path, cache and headers. */

async function iconResponse(request: Request, context: AppContext, id: string): Promise<Response> {
  const icon = Object.hasOwn(APP_ICONS, id) ? APP_ICONS[id as keyof typeof APP_ICONS] : null;
  if (!icon) return plain(404, "Not found");
  const tenant = context.tenant!;
  const key = [tenant.hosts[0], ICON_KIND, id, shortHash([tenant.name, tenant.logo, tenant.theme].join("|"))].join("|");
  return pngResponse(request, key, async () =>
    drawPng(iconSvg({ name: tenant.name, logo: await cardImage(context, tenant.logo), colours: themeColours(tenant.theme), ...icon })),
  );
}

async function pngResponse(request: Request, key: string, draw: () => Promise<Buffer>): Promise<Response> {
  let card = cards.get(key);
  if (!card) {
    const png = await draw();
    card = { png, etag: `"${shortHash(key)}-${png.length.toString(36)}"` };
    cards.set(key, card);
  }
  const headers = { "Cache-Control": CARD_CACHE_CONTROL, ETag: card.etag };
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(card.etag)
  )
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(card.png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(card.png.length) },
  });
}
