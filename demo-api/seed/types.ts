// Seed data model of the demo API: one `DemoTenant` per tenant token. A new domain is a field here,
// filled in each tenant file and exposed in `routes/`.
import type { Localized } from "./i18n";

/** Header menu entry as stored in the seed (texts not yet localized). */
export interface SeedMenuLink {
  text: Localized<string>;
  /** "" = home, "http..." = external (new window), otherwise a CMS page slug. */
  target: string;
  isComponent?: boolean;
  children?: SeedMenuLink[];
}

export interface SeedFooterLink {
  text: Localized<string>;
  target: string;
}

/** 1 = legal, 2 = communication. */
export type FooterKind = 1 | 2;

export interface SeedFooterSection {
  kind: FooterKind;
  title: Localized<string>;
  links: SeedFooterLink[];
}

export interface SeedVenue {
  id: number;
  name: string;
  /** Not exposed by `GET /venues` (yet). */
  city: string;
  /** The postal address, given with the venue of an activity (`address`). */
  address: { street: string; postalCode: string; region: string; country: string };
}

export interface DemoTenant {
  token: string;
  name: string;
  languages: readonly string[];
  headerMenu: SeedMenuLink[];
  footer: SeedFooterSection[];
  venues: SeedVenue[];
  /** As in tenants.json: registering for an activity needs a ticket (holders: seed/participation.ts). */
  ticketRequired?: boolean;
  /** Agenda, speakers, sponsors, blog and CMS pages (see routes/*). */
  catalogue: SeedCatalogue;
}

// Catalogue. Ids are unique per tenant, so a leak between tenants shows as a wrong answer; dates are
// ISO 8601 with Europe/Madrid's offset (CET `+01:00` for every seeded date).

/** A tag. `slug` is ASCII and the same in every language (it is the filter value). */
export interface SeedTag {
  id: number;
  slug: string;
  name: Localized<string>;
}

export interface SeedRoom {
  id: number;
  venueId: number;
  name: Localized<string>;
  capacity: number | null;
}

export interface SeedSeating {
  total: number;
  occupied: number;
}

/** One room where an activity happens (e.g. the main room and a streaming room elsewhere). */
interface SeedActivityRoom {
  roomId: number;
  seating: SeedSeating | null;
}

type SeedRegistration = { type: "free" } | { type: "paid"; price: number; currency?: string } | { type: "external"; url: string };

export interface SeedFile {
  id: number;
  name: string;
  /** Under `/demo/catalogue/files/`. */
  url: string;
  mimeType: string;
  size: number | null;
}

/** One activity of the agenda: a conference (talk, workshop, round table...) or an event. */
export interface SeedActivity {
  id: number;
  /** Reachable only by its address (no agenda, search or feed): the rehearsal that is on now. */
  unlisted?: boolean;
  /** ASCII, the same in every language. */
  slug: string;
  type: "conference" | "event";
  title: Localized<string>;
  summary: Localized<string> | null;
  /** Simple HTML (the portal sanitizes it). */
  description: Localized<string> | null;
  start: string;
  end: string;
  registration: SeedRegistration;
  featured?: boolean;
  image?: string | null;
  /** null with an image: decorative. */
  imageAlt?: Localized<string> | null;
  /** Where it happens; the first room is the main one. Empty: no room (foyer, outdoors...). */
  rooms: SeedActivityRoom[];
  /** Only for activities without rooms. */
  venueId?: number;
  /** Tag slugs. */
  tags: string[];
  /** Speaker ids, in stage order. */
  speakers: number[];
  moderator?: number | null;
  files?: SeedFile[];
  streamingUrl?: string | null;
  questionsEnabled?: boolean;
  chatEnabled?: boolean;
  surveyId?: number | null;
  trackId?: number | null;
}

/** One part (day) of the programme. */
export interface SeedSplit {
  id: number;
  name: Localized<string>;
  /** YYYY-MM-DD (Europe/Madrid): the split holds the activities starting that day. */
  date: string;
}

export interface SeedTrack {
  id: number;
  name: Localized<string>;
  description: Localized<string> | null;
}

export interface SeedTopic {
  id: number;
  name: Localized<string>;
  /** A topic gathers the activities of these tag slugs (`/schedule?topic_id=`). */
  tags: string[];
}

export interface SeedSpeaker {
  id: number;
  name: string;
  surname: string;
  /** `/demo/catalogue/speakers/<file>.svg`, or null (the portal shows initials). */
  photo: string | null;
  position: Localized<string> | null;
  company: string | null;
  /** Simple HTML. */
  bio: Localized<string> | null;
  /** Tag slugs. */
  tags: string[];
}

export type SponsorLevel = "gold" | "silver" | "bronze" | "promoter";

export interface SeedSponsorCategory {
  id: number;
  name: Localized<string>;
  level: SponsorLevel;
  order: number;
}

export interface SeedSponsor {
  id: number;
  companyName: string;
  /** `/demo/catalogue/sponsors/<file>.svg`. */
  logo: string;
  url: string | null;
  description: Localized<string> | null;
  categoryId: number;
  tags: string[];
}

export interface SeedPost {
  id: number;
  slug: string;
  title: Localized<string>;
  excerpt: Localized<string> | null;
  /** `/demo/catalogue/blog/<file>.svg`. */
  image: string | null;
  /** null with an image: decorative. */
  imageAlt: Localized<string> | null;
  publishedAt: string;
  author: string | null;
  featured?: boolean;
  /** One of the (three) posts of `GET /blog/posts/homePage`. */
  homePage?: boolean;
  tags: string[];
  /** Simple HTML. */
  content: Localized<string>;
}

interface SeedLink {
  text: Localized<string>;
  url: string;
}

/** What a listing module shows, resolved from the seed when the page is served. */
export type ActivitiesSource = "all" | "featured" | "next" | number[];
export type PostsSource = "latest" | "featured" | "homePage" | number[];
export type SpeakersSource = "all" | number[];
export type SponsorsSource = "all" | SponsorLevel[];

type ModuleBase = { title?: Localized<string> | null };

/** A CMS module as seeded; the API adds `id` (page id × 100 + position, depth first) and listings' `items`. */
export type SeedModule = ModuleBase &
  (
    | { type: "activities"; source: ActivitiesSource; limit?: number }
    | { type: "blog"; source: PostsSource; limit?: number }
    | { type: "card"; text: Localized<string> | null; image: string | null; imageAlt: Localized<string> | null; link: SeedLink | null }
    | { type: "container"; columns: 1 | 2 | 3 | 4; children: SeedModule[] }
    | { type: "countdown"; targetDate: string }
    | { type: "html"; html: Localized<string> }
    | { type: "iframe"; url: string; height: number }
    | { type: "image"; url: string; alt: Localized<string> | null; caption: Localized<string> | null }
    | { type: "link"; text: Localized<string>; url: string }
    | { type: "login"; text: Localized<string> | null }
    | {
        type: "slide";
        slides: {
          image: string;
          alt: Localized<string> | null;
          title: Localized<string> | null;
          text: Localized<string> | null;
          link: SeedLink | null;
        }[];
      }
    | { type: "speakers"; source: SpeakersSource; limit?: number }
    | { type: "sponsors"; source: SponsorsSource }
    | { type: "static_map"; image: string; alt: Localized<string>; address: string | null; latitude: number; longitude: number }
    | { type: "text"; text: Localized<string> }
    | { type: "title"; text: Localized<string>; level: 2 | 3 | 4 }
    | { type: "video"; url: string; videoTitle: Localized<string> }
    /** The contact form: messages go to `POST /contact/{formUuid}` (routes/contact.ts). */
    | { type: "contact_form"; formUuid: string }
    /** The tax-deduction calculator: the regimes it names by id (null: all the tenant's) and the one chosen first. */
    | { type: "donation_calculator"; intro: Localized<string> | null; regimes: string[] | null; defaultRegime: string | null }
  );

export interface SeedCmsPage {
  id: number;
  slug: string;
  title: Localized<string>;
  description: Localized<string> | null;
  modules: SeedModule[];
}

interface SeedCatalogue {
  tags: SeedTag[];
  rooms: SeedRoom[];
  splits: SeedSplit[];
  tracks: SeedTrack[];
  topics: SeedTopic[];
  activities: SeedActivity[];
  speakers: SeedSpeaker[];
  sponsorCategories: SeedSponsorCategory[];
  sponsors: SeedSponsor[];
  posts: SeedPost[];
  pages: SeedCmsPage[];
}
