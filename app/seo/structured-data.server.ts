// schema.org JSON-LD for search engines, built on the server from what a page's loader already has (no
// backend call of its own) and nothing of the visitor's: the pages that carry it are kept by the page cache.
import { LOCALE_ISO, localePath, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { madridParts } from "~/ui/format";
import { rasterPicture } from "./card-layout";
import { fullName } from "~/ui/initials";

type JsonLd = { "@context"?: string; "@type": string; [key: string]: unknown };

/** The request's tenant, as much of it as the JSON-LD names (never its token). */
type SiteTenant = {
  name: string;
  description: string;
  descriptions: Partial<Record<Locale, string>>;
  logo: string | null;
  socialNetworks: readonly { url: string | null }[];
  ticketRequired: boolean;
};

type Site = { tenant: SiteTenant | null; origin: string; locale: Locale; defaultLocale: Locale };

type Person = { name: string; surname: string; position: string | null };

/** An activity as its page's loader has it (app/agenda/conference.server.ts), its description already plain text. */
type EventFacts = {
  slug: string;
  title: string;
  summary: string | null;
  start_date: string;
  end_date: string;
  registration_type: "free" | "paid" | "external";
  price: number | null;
  currency: string;
  external_url: string | null;
  image: string | null;
  room: { name: string } | null;
  venue: { name: string; address?: VenueAddress | null } | null;
  speakers: readonly Person[];
  details: { streaming: { url: string } | null };
};

type VenueAddress = { street: string; postal_code: string; city: string; region: string | null; country: string };

type PostFacts = {
  slug: string;
  title: string;
  excerpt: string | null;
  image: string | null;
  published_at: string;
  author: string | null;
  tags: readonly { name: string }[];
};

const CONTEXT = "https://schema.org";

/** A page of this site in the page's language, absolute. */
function pageUrl(site: Site, path: string): string {
  return new URL(localePath(site.locale, path, site.defaultLocale), site.origin).href;
}

/** An address the backend or the tenant gives (absolute or a path on this site), absolute; null for anything not http(s). */
function absolute(site: Site, url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, site.origin);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
  } catch {
    return null;
  }
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** ISO 8601 with the offset: kept as the backend wrote it when it has one, otherwise in the agenda's time zone (Madrid). */
export function withOffset(iso: string): string {
  if (/[+-]\d{2}:\d{2}$/.test(iso)) return iso;
  const instant = new Date(iso);
  const wall = madridParts(iso);
  const minutes = Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - instant.getTime()) / 60_000);
  const offset = `${minutes < 0 ? "-" : "+"}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(instant.getUTCSeconds())}${offset}`;
}

/** The tenant as the publisher and organizer of everything on its portal. */
function organization(site: Site, tenant: SiteTenant): JsonLd {
  const logo = absolute(site, tenant.logo);
  return { "@type": "Organization", name: tenant.name, url: pageUrl(site, pathTo("home")), ...(logo ? { logo } : {}) };
}

/** The backend's picture when it is raster (search engines show no SVG in results), else the card drawn for link previews (`card`, a path or URL). */
function pictureOrCard(site: Site, picture: string | null, card: string | null): string | null {
  return absolute(site, rasterPicture(picture)) ?? absolute(site, card);
}

function postalAddress(address: VenueAddress): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postal_code,
    addressLocality: address.city,
    ...(address.region ? { addressRegion: address.region } : {}),
    addressCountry: address.country,
  };
}

function person(speaker: Person): JsonLd {
  const name = fullName(speaker);
  return { "@type": "Person", name, ...(speaker.position ? { jobTitle: speaker.position } : {}) };
}

/** Where the activity happens: its room and venue, its stream (watched on its own page), or both. */
function attendance(activity: EventFacts, url: string): { eventAttendanceMode?: string; location?: JsonLd | JsonLd[] } {
  const placeName = [activity.room?.name, activity.venue?.name].filter(Boolean).join(", ");
  const address = activity.venue?.address;
  const place = placeName ? { "@type": "Place", name: placeName, ...(address ? { address: postalAddress(address) } : {}) } : null;
  const online = activity.details.streaming ? { "@type": "VirtualLocation", url } : null;
  if (place && online) return { eventAttendanceMode: `${CONTEXT}/MixedEventAttendanceMode`, location: [place, online] };
  if (online) return { eventAttendanceMode: `${CONTEXT}/OnlineEventAttendanceMode`, location: online };
  if (place) return { eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`, location: place };
  return {};
}

/** How to take part: the tenant's tickets where its activities need one (their prices are not in the activity's data), else the activity's registration or the organizer's site. */
function offers(site: Site, tenant: SiteTenant, activity: EventFacts, url: string, soldOut: boolean): JsonLd[] {
  if (tenant.ticketRequired) return [{ "@type": "Offer", url: pageUrl(site, pathTo("purchase")) }];
  const availability = `${CONTEXT}/${soldOut ? "SoldOut" : "InStock"}`;
  const registration = `${url}#registration`;
  if (activity.registration_type === "free") {
    return [{ "@type": "Offer", price: 0, priceCurrency: activity.currency, availability, url: registration }];
  }
  if (activity.registration_type === "paid" && activity.price !== null) {
    return [{ "@type": "Offer", price: activity.price, priceCurrency: activity.currency, availability, url: registration }];
  }
  return activity.registration_type === "external" && activity.external_url ? [{ "@type": "Offer", url: activity.external_url }] : [];
}

/** The activity page's `Event`. `description` is plain text; `soldOut` when every room is full. */
export function eventJsonLd(
  site: Site,
  activity: EventFacts,
  extra: { description: string | null; soldOut: boolean; card: string | null },
): JsonLd[] {
  const { tenant } = site;
  if (!tenant) return [];
  const url = pageUrl(site, pathTo("conference", { slug: activity.slug }));
  const description = activity.summary || extra.description;
  const image = pictureOrCard(site, activity.image, extra.card);
  const offerList = offers(site, tenant, activity, url, extra.soldOut);
  return [
    {
      "@context": CONTEXT,
      "@type": "Event",
      name: activity.title,
      ...(description ? { description } : {}),
      startDate: withOffset(activity.start_date),
      endDate: withOffset(activity.end_date),
      // The backend says nothing of cancelled or moved activities: a published one is scheduled.
      eventStatus: `${CONTEXT}/EventScheduled`,
      ...attendance(activity, url),
      ...(activity.speakers.length ? { performer: activity.speakers.map(person) } : {}),
      organizer: organization(site, tenant),
      ...(offerList.length ? { offers: offerList } : {}),
      ...(image ? { image: [image] } : {}),
      url,
      inLanguage: LOCALE_ISO[site.locale],
    },
  ];
}

/** The home page's `Organization` (with its social networks) and `WebSite` (with the agenda's search). */
export function homeJsonLd(site: Site): JsonLd[] {
  const { tenant } = site;
  if (!tenant) return [];
  const description = tenant.descriptions[site.locale] ?? (site.locale === site.defaultLocale ? tenant.description : null);
  const sameAs = tenant.socialNetworks.flatMap((network) => (network.url && /^https?:\/\//.test(network.url) ? [network.url] : []));
  const search = `${pageUrl(site, pathTo("agenda"))}?q={search_term_string}`;
  return [
    {
      "@context": CONTEXT,
      ...organization(site, tenant),
      ...(description ? { description } : {}),
      ...(sameAs.length ? { sameAs } : {}),
    },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      name: tenant.name,
      url: pageUrl(site, pathTo("home")),
      inLanguage: LOCALE_ISO[site.locale],
      publisher: organization(site, tenant),
      potentialAction: { "@type": "SearchAction", target: search, "query-input": "required name=search_term_string" },
    },
  ];
}

/** A blog post's `BlogPosting`; the backend gives no modification date, so there is none. */
export function postJsonLd(site: Site, post: PostFacts, card: string | null): JsonLd[] {
  const { tenant } = site;
  if (!tenant) return [];
  const url = pageUrl(site, pathTo("post", { id: post.slug }));
  const image = pictureOrCard(site, post.image, card);
  const publisher = organization(site, tenant);
  return [
    {
      "@context": CONTEXT,
      "@type": "BlogPosting",
      headline: post.title,
      ...(post.excerpt ? { description: post.excerpt } : {}),
      datePublished: withOffset(post.published_at),
      author: post.author ? { "@type": "Person", name: post.author } : publisher,
      ...(image ? { image } : {}),
      ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.name).join(", ") } : {}),
      publisher,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      inLanguage: LOCALE_ISO[site.locale],
    },
  ];
}
