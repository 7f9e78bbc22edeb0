// The home page's first screen: what the event is, when, where, and the one thing to do next.
import type { ConferenceSummary } from "~/backend/catalogue.schemas";
import type { CmsBlock, CmsImage, CmsLink, CmsPageView, RichText } from "~/cms/blocks";
import { countdownStatus, type CountdownStatus } from "~/cms/countdown";
import type { Locale } from "~/i18n/locales";
import { formatDateRange } from "~/ui/format";

/** A ticket where required, else the first slide's link, else sign-up where offered, else the agenda. */
type HeroAction = { kind: "ticket" } | { kind: "cms"; link: CmsLink } | { kind: "signup" } | { kind: "agenda" };

export type Hero = {
  picture: CmsImage | null;
  /** The first slide's own words (its title and text), shown under the picture's facts. */
  highlight: { title: string | null; text: RichText | null } | null;
  /** The first activity's start and the last one's end, and those days in words (made here: the browser needs no date code); null without activities. */
  dates: { start: string; end: string; text: string } | null;
  /** The venues' names, in the order of the activities (at most three). */
  places: string[];
  /** While the event is ahead: the days left (unless the page's countdown already says them); during it: "on now"; after: nothing. */
  status: CountdownStatus | { kind: "onNow" } | null;
  action: HeroAction;
};

type HeroInput = {
  cms: CmsPageView | null;
  activities: (Pick<ConferenceSummary, "start_date" | "end_date"> & { venue: { name: string } | null })[];
  tenant: { ticketRequired: boolean; canSignUp: boolean };
  locale: Locale;
  now: number;
};

const MAX_PLACES = 3;

/** The hero, and the CMS blocks left to show below it (the first slide moves up into the hero). */
export function buildHero({ cms, activities, tenant, locale, now }: HeroInput): { hero: Hero; blocks: CmsBlock[] } {
  const blocks = cms?.blocks ?? [];
  const first = blocks[0];
  const slide = first?.type === "slide" ? first.slides[0] : undefined;
  const rest =
    first?.type === "slide" && slide
      ? [...(first.slides.length > 1 ? [{ ...first, slides: first.slides.slice(1) }] : []), ...blocks.slice(1)]
      : blocks;

  const sorted = [...activities].sort((a, b) => a.start_date.localeCompare(b.start_date));
  const end = sorted.length ? sorted.reduce((last, a) => (a.end_date > last ? a.end_date : last), sorted[0].end_date) : null;
  const dates =
    sorted.length && end ? { start: sorted[0].start_date, end, text: formatDateRange(sorted[0].start_date, end, locale) } : null;
  const places = [...new Set(sorted.map((a) => a.venue?.name).filter((name): name is string => !!name))].slice(0, MAX_PLACES);

  let status: Hero["status"] = null;
  if (dates) {
    const ahead = countdownStatus(Date.parse(dates.start), now);
    // The CMS's countdown below says the days left with its clock: the hero does not say them again.
    if (ahead.kind !== "ended") status = rest.some((block) => block.type === "countdown") ? null : ahead;
    else if (now < Date.parse(dates.end)) status = { kind: "onNow" };
  }

  const action: HeroAction = tenant.ticketRequired
    ? { kind: "ticket" }
    : slide?.link
      ? { kind: "cms", link: slide.link }
      : tenant.canSignUp
        ? { kind: "signup" }
        : { kind: "agenda" };

  return {
    hero: {
      picture: slide?.image ?? null,
      highlight: slide && (slide.title || slide.text) ? { title: slide.title, text: slide.text } : null,
      dates,
      places,
      status,
      action,
    },
    blocks: rest,
  };
}
