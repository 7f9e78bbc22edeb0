// The CMS modules as the loader hands them to the components: HTML sanitized (`safeHtml`), URLs checked.
import type { PostSummary, SpeakerSummary, Sponsor } from "~/backend/catalogue.schemas";
import type { ActivityCardData } from "~/ui/ActivityCard";
import type { CountdownStatus } from "./countdown";
import type { HeadingLevel } from "./headings";
import type { CmsHref } from "./urls";
import type { RegimeId } from "~/tenancy/tenant";

/** The server-side challenge: "what is `a` plus `b`?", written in words in the page's language. */
export type ContactChallenge = { a: number; b: number; token: string };

export type CaptchaVersion = "v2" | "v3" | "enterprise";

/** What a contact form block gets from the route that takes its posts (app/contact/setup.server.ts). */
export type ContactFormSetup = {
  challenge: ContactChallenge;
  /** UPLOAD_MAX_BYTES. */
  maxBytes: number;
  /** The tenant's captcha provider, when it has one (the site key may be missing: the client reports it). */
  captcha: { version: CaptchaVersion | null; siteKey: string | null } | null;
};

/** Text from the CMS: sanitized HTML, or plain paragraphs (lines within a paragraph kept). */
export type RichText = { safeHtml: string } | { paragraphs: string[][] };

export type CmsLink = CmsHref & { text: string };
export type CmsImage = { src: string; alt: string };

type Base = {
  key: string;
  title: string | null;
  /** The level of this module's title, or of its first headings when it has no title. */
  level: HeadingLevel;
};

type CmsSlide = { key: string; image: CmsImage | null; title: string | null; text: RichText | null; link: CmsLink | null };

export type CmsBlock = Base &
  (
    | { type: "activities"; items: ActivityCardData[] }
    | { type: "blog"; items: PostSummary[] }
    | { type: "card"; text: RichText | null; image: CmsImage | null; link: CmsLink | null }
    | { type: "container"; columns: 1 | 2 | 3 | 4; children: CmsBlock[] }
    | {
        type: "countdown";
        targetDate: string;
        status: CountdownStatus;
        /** The server's clock when it was prepared: the clock's first reading. */ renderedAt: number;
      }
    | { type: "html"; safeHtml: string }
    /** `framed`: false when `src`'s origin is not framable (app/cms/frames.ts): a link to it instead of a broken box. */
    | { type: "iframe"; src: string; height: number; framed: boolean }
    | { type: "image"; image: CmsImage; caption: string | null }
    | { type: "link"; link: CmsLink }
    | { type: "login"; text: string | null }
    | { type: "slide"; slides: CmsSlide[] }
    | { type: "speakers"; items: SpeakerSummary[] }
    | { type: "sponsors"; items: Sponsor[] }
    | { type: "static_map"; image: CmsImage | null; address: string | null; mapUrl: string | null }
    | { type: "text"; text: RichText }
    | { type: "title"; text: string }
    | { type: "video"; src: string; videoTitle: string; framed: boolean }
    | {
        type: "contact_form";
        /** null: the form of `/custom-form/contact`. */
        formUuid: string | null;
        /** Filled by a route that can take the form's posts (app/contact/setup.server.ts); without it nothing is shown. */
        form?: ContactFormSetup;
      }
    | {
        type: "donation_calculator";
        intro: RichText | null;
        /** The regimes offered: the module's that the tenant offers, in the tenant's order (never empty). */
        regimes: RegimeId[];
        defaultRegime: RegimeId;
        /** The tax year whose rates apply: the year in Madrid when the page was rendered. */
        year: number;
      }
  );

export type CmsPageView = { slug: string; title: string; description: string | null; blocks: CmsBlock[] };

/** The first block of `type` among `blocks`, inside containers too (a page holds one contact form, one calculator). */
export function findBlock<T extends CmsBlock["type"]>(
  blocks: readonly CmsBlock[] | undefined,
  type: T,
): Extract<CmsBlock, { type: T }> | null {
  for (const block of blocks ?? []) {
    if (block.type === type) return block as Extract<CmsBlock, { type: T }>;
    const inner = block.type === "container" ? findBlock(block.children, type) : null;
    if (inner) return inner;
  }
  return null;
}
