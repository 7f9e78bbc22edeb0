// The event's people: the speakers' and the sponsors' pages, filtered by the query.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { getSpeakerTags, getSpeakers } from "~/backend/speakers.server";
import { getSponsorCategories, getSponsors, getSponsorTags } from "~/backend/sponsors.server";
import { plainText } from "~/cms/sanitize.server";
import { getT } from "~/i18n/i18n.server";

const BIO_EXCERPT_LENGTH = 220;

export async function loadSpeakers({ request, context }: LoaderFunctionArgs) {
  const backend = backendFor(context);
  const t = getT(context.locale);
  const tag = new URL(request.url).searchParams.get("tag") || null;
  const [speakers, tags] = await Promise.all([getSpeakers(backend, { tag }), getSpeakerTags(backend)]);
  return {
    title: t("people:speakers.title"),
    tag,
    tagName: tags.find((item) => item.slug === tag)?.name ?? tag,
    tags,
    // Only what the page shows: the bio is the backend's HTML, reduced here to a plain-text excerpt.
    speakers: speakers.map(({ bio, tags: _tags, ...speaker }) => ({ ...speaker, bioExcerpt: excerpt(plainText(bio), BIO_EXCERPT_LENGTH) })),
  };
}

export async function loadSponsors({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tag = url.searchParams.get("tag") || null;
  const category = url.searchParams.get("category") || null;
  const backend = backendFor(context);
  const t = getT(context.locale);
  const [sponsors, tags, categories] = await Promise.all([
    getSponsors(backend, { tag, category }),
    getSponsorTags(backend),
    getSponsorCategories(backend),
  ]);
  return {
    title: t("people:sponsors.title"),
    tag,
    category,
    tags,
    categories: categories.map(({ id, name }) => ({ id, name })),
    // The page shows neither descriptions nor tags: they stay on the server.
    sponsors: sponsors.map(({ description: _description, tags: _tags, ...sponsor }) => ({ ...sponsor, description: null, tags: [] })),
  };
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,.;:]+$/, "")}…`;
}
