// The backend's CMS modules made ready to render on the server: HTML sanitized, URLs checked,
// heading levels chosen, unframable embeds turned into links, unknown modules dropped.
import type { Logger } from "pino";
import type { CmsModule } from "~/backend/catalogue.schemas";
import type { Locale } from "~/i18n/locales";
import type { CmsBlock, CmsImage, CmsLink, RichText } from "./blocks";
import { countdownStatus } from "./countdown";
import { isFramable } from "./frames";
import { below, clampHeading, type HeadingLevel } from "./headings";
import { looksLikeHtml, sanitizeHtml } from "./sanitize.server";
import { cmsHref, httpsUrl, openStreetMapUrl, safeImageSrc } from "./urls";
import { isRegimeId, type RegimeId } from "~/tenancy/tenant";
import { madridParts } from "~/ui/format";
import { activityCard } from "~/ui/ActivityCard";

export type PrepareContext = {
  logger: Pick<Logger, "info">;
  page: string;
  locale: Locale;
  defaultLocale: Locale;
  /** The server's clock when the page is rendered (ms). */
  now: number;
  /** The origins the CSP lets a page frame (app/cms/frames.ts); an embed from elsewhere becomes a link. */
  frameOrigins: readonly string[];
  /** The tax regimes the tenant offers (its `taxRegimes`): a donation calculator shows those of them it names. */
  taxRegimes: readonly RegimeId[];
};

/** Text that may be HTML (an editor's rich text) or plain text with blank lines between paragraphs. */
export function richText(text: string | null | undefined): RichText | null {
  if (!text || !text.trim()) return null;
  if (looksLikeHtml(text)) {
    const safeHtml = sanitizeHtml(text);
    return safeHtml ? { safeHtml } : null;
  }
  const paragraphs = text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) =>
      paragraph
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return paragraphs.length ? { paragraphs } : null;
}

type Walk = { ctx: PrepareContext; /** The last heading level on the page so far (the h1 is 1). */ last: number };

export function prepareBlocks(modules: CmsModule[], ctx: PrepareContext): CmsBlock[] {
  return walk(modules, 2, { ctx, last: 1 }, "m");
}

function walk(modules: CmsModule[], base: HeadingLevel, state: Walk, keyPrefix: string): CmsBlock[] {
  const blocks: CmsBlock[] = [];
  modules.forEach((module, index) => {
    const block = prepare(module, base, state, `${keyPrefix}-${index}-${module.id}`);
    if (block) blocks.push(block);
  });
  return blocks;
}

function skip(state: Walk, module: CmsModule, reason: string, type: string = module.type): null {
  state.ctx.logger.info({ module: type, page: state.ctx.page, id: module.id }, `CMS module skipped: ${reason}`);
  return null;
}

/** An embed the CSP would refuse becomes a link, and the log says which setting would frame it. */
function framable(state: Walk, module: CmsModule, src: string): boolean {
  if (isFramable(src, state.ctx.frameOrigins)) return true;
  state.ctx.logger.info(
    { module: module.type, page: state.ctx.page, id: module.id, origin: new URL(src).origin },
    "CMS embed shown as a link: its origin is not framable (FRAME_ORIGINS)",
  );
  return false;
}

function link(state: Walk, text: string, url: string): CmsLink | null {
  const href = cmsHref(url, state.ctx.locale, state.ctx.defaultLocale);
  return href && text.trim() ? { ...href, text: text.trim() } : null;
}

function image(src: string | null | undefined, alt: string | null | undefined): CmsImage | null {
  const safe = safeImageSrc(src);
  // No alt from the CMS: the image is decorative (alt="").
  return safe ? { src: safe, alt: alt?.trim() ?? "" } : null;
}

function prepare(module: CmsModule, base: HeadingLevel, state: Walk, key: string): CmsBlock | null {
  const title = module.title?.trim() || null;
  // A titled module's title is at `base`; what it contains (cards, slides) one level below.
  const titled = (): HeadingLevel => {
    if (title) state.last = base;
    return title ? below(base) : base;
  };
  const common = { key, title, level: base };
  switch (module.type) {
    case "unsupported":
      // New types never break a page.
      return skip(state, module, "not supported by the portal yet", module.original_type);
    case "activities": {
      if (!module.items.length) return skip(state, module, "nothing to show");
      state.last = titled();
      // Only what the cards show reaches the page.
      return { ...common, type: module.type, items: module.items.map(activityCard) };
    }
    case "blog":
    case "speakers":
    case "sponsors": {
      if (!module.items.length) return skip(state, module, "nothing to show");
      state.last = titled();
      return { ...common, type: module.type, items: module.items } as CmsBlock;
    }
    case "card": {
      const text = richText(module.text);
      const cardImage = image(module.image, module.image_alt);
      const cardLink = module.link ? link(state, module.link.text, module.link.url) : null;
      if (!title && !text && !cardImage && !cardLink) return skip(state, module, "empty");
      titled();
      return { ...common, type: "card", text, image: cardImage, link: cardLink };
    }
    case "container": {
      const inner = titled();
      const children = walk(module.children, inner, state, key);
      if (!children.length && !title) return skip(state, module, "empty");
      const columns = Math.min(4, Math.max(1, Math.round(module.columns))) as 1 | 2 | 3 | 4;
      return { ...common, type: "container", columns, children };
    }
    case "countdown": {
      const target = Date.parse(module.target_date);
      if (Number.isNaN(target)) return skip(state, module, "invalid target date");
      titled();
      return {
        ...common,
        type: "countdown",
        targetDate: module.target_date,
        status: countdownStatus(target, state.ctx.now),
        renderedAt: state.ctx.now,
      };
    }
    case "html": {
      const safeHtml = sanitizeHtml(module.html);
      if (!safeHtml && !title) return skip(state, module, "empty after sanitizing");
      titled();
      // Headings inside the HTML are the editor's; sanitizing already turned any h1 into h2.
      return { ...common, type: "html", safeHtml };
    }
    case "iframe": {
      const src = httpsUrl(module.url);
      if (!src) return skip(state, module, "the iframe URL is not https");
      titled();
      return { ...common, type: "iframe", src, height: Math.min(Math.max(module.height, 100), 2000), framed: framable(state, module, src) };
    }
    case "image": {
      const img = image(module.url, module.alt);
      if (!img) return skip(state, module, "unsafe or missing image URL");
      titled();
      return { ...common, type: "image", image: img, caption: module.caption?.trim() || null };
    }
    case "link": {
      const cmsLink = link(state, module.text, module.url);
      if (!cmsLink) return skip(state, module, "unsafe or missing link URL");
      titled();
      return { ...common, type: "link", link: cmsLink };
    }
    case "login":
      titled();
      return { ...common, type: "login", text: module.text?.trim() || null };
    case "slide": {
      const slides = module.slides
        .map((slide, index) => ({
          key: `${key}-${index}`,
          image: image(slide.image, slide.alt),
          title: slide.title?.trim() || null,
          text: richText(slide.text),
          link: slide.link ? link(state, slide.link.text, slide.link.url) : null,
        }))
        .filter((slide) => slide.image || slide.title || slide.text || slide.link);
      if (!slides.length) return skip(state, module, "no slides");
      const inner = titled();
      if (slides.some((slide) => slide.title)) state.last = inner;
      return { ...common, type: "slide", slides };
    }
    case "static_map": {
      const mapImage = image(module.image, module.alt);
      const address = module.address?.trim() || null;
      const mapUrl = openStreetMapUrl(module.latitude, module.longitude);
      if (!mapImage && !address && !mapUrl) return skip(state, module, "no image, address nor valid coordinates");
      titled();
      return { ...common, type: "static_map", image: mapImage, address, mapUrl };
    }
    case "text": {
      const text = richText(module.text);
      if (!text && !title) return skip(state, module, "empty");
      titled();
      return { ...common, type: "text", text: text ?? { paragraphs: [] } };
    }
    case "title": {
      const text = module.text.trim() || title;
      if (!text) return skip(state, module, "empty");
      // The CMS's level, but never deeper than one below the previous heading nor above this depth.
      const level = clampHeading(module.level, base, state.last + 1);
      state.last = level;
      return { key, title: null, level, type: "title", text };
    }
    case "donation_calculator": {
      const named = module.regimes ?? state.ctx.taxRegimes;
      const regimes = state.ctx.taxRegimes.filter((id) => named.includes(id));
      const dropped = named.filter((id) => !isRegimeId(id) || !state.ctx.taxRegimes.includes(id));
      if (dropped.length) {
        state.ctx.logger.info(
          { module: module.type, page: state.ctx.page, id: module.id, regimes: dropped },
          "CMS calculator: regimes the tenant does not offer left out (taxRegimes)",
        );
      }
      if (!regimes.length) return skip(state, module, "none of its tax regimes is offered by the tenant");
      titled();
      return {
        ...common,
        type: "donation_calculator",
        intro: richText(module.intro),
        regimes,
        defaultRegime: regimes.find((id) => id === module.default_regime) ?? regimes[0],
        year: madridParts(new Date(state.ctx.now).toISOString()).year,
      };
    }
    case "contact_form":
      titled();
      return { ...common, type: "contact_form", formUuid: module.form_uuid };
    case "video": {
      const src = httpsUrl(module.url);
      if (!src) return skip(state, module, "the video URL is not https");
      titled();
      return { ...common, type: "video", src, videoTitle: module.video_title.trim() || title || "", framed: framable(state, module, src) };
    }
  }
}
