// The catalogue as the API answers it: a tenant's seed turned into the backend's JSON shapes for one
// locale. The shapes repeat app/backend/catalogue.schemas.ts (the demo API imports nothing from app/);
// tests/integration/demo-api-contract.test.ts checks that both agree.
import { madrid, shiftIntoPastMs } from "./clock";
import { pick, type Locale, type Localized } from "./seed/i18n";
import type {
  ActivitiesSource,
  DemoTenant,
  PostsSource,
  SeedActivity,
  SeedCmsPage,
  SeedModule,
  SeedPost,
  SeedRoom,
  SeedSeating,
  SeedSpeaker,
  SeedSponsor,
  SeedSponsorCategory,
  SeedTag,
  SeedVenue,
  SponsorLevel,
  SpeakersSource,
  SponsorsSource,
} from "./seed/types";

/** `GET /conferences/next` answers at most this many activities. */
const NEXT_LIMIT = 6;
/** `GET /blog/posts` page size. */
const POSTS_PER_PAGE = 6;

// ----------------------------------------------------------------------------------- shapes --

export interface Tag {
  id: number;
  name: string;
  slug: string;
}

export interface Room {
  id: number;
  name: string;
  venue_id: number | null;
  capacity: number | null;
}

export interface SpeakerSummary {
  id: number;
  name: string;
  surname: string;
  photo: string | null;
  position: string | null;
  company: string | null;
}

interface SpeakerConference {
  id: number;
  slug: string;
  title: string;
  start_date: string;
}

export interface Speaker extends SpeakerSummary {
  bio: string | null;
  tags: Tag[];
  conferences: SpeakerConference[];
}

type Seating = SeedSeating;

type VenueRef = { id: number; name: string };
type PostalAddress = { street: string; postal_code: string; city: string; region: string; country: string };

export interface ConferenceSummary {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  type: "conference" | "event";
  start_date: string;
  end_date: string;
  registration_type: "free" | "paid" | "external";
  price: number | null;
  currency: string;
  external_url: string | null;
  featured: boolean;
  image: string | null;
  image_alt: string | null;
  room: { id: number; name: string } | null;
  venue: (VenueRef & { address: PostalAddress }) | null;
  tags: Tag[];
  seating: Seating | null;
  speakers: SpeakerSummary[];
  track: { id: number; name: string } | null;
}

export interface Conference extends ConferenceSummary {
  description: string | null;
}

interface ConferenceFile {
  id: number;
  name: string;
  url: string;
  mime_type: string;
  size: number | null;
}

export interface ConferenceDetails {
  files: ConferenceFile[];
  moderator: SpeakerSummary | null;
  rooms: { id: number; name: string; seating: Seating | null }[];
  streaming: { url: string } | null;
  questions_enabled: boolean;
  chat_enabled: boolean;
  survey_id: number | null;
}

export interface RoomSeating {
  room_id: number;
  name: string;
  seating: Seating;
}

export interface ScheduleSplit {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
}

export interface Track {
  id: number;
  name: string;
  description: string | null;
  conferences: ConferenceSummary[];
}

export interface Topic {
  id: number;
  name: string;
}

export interface SponsorCategory {
  id: number;
  name: string;
  level: SponsorLevel;
  order: number;
}

export interface Sponsor {
  id: number;
  company_name: string;
  logo_url: string;
  url: string | null;
  description: string | null;
  category: SponsorCategory;
  tags: Tag[];
}

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  image: string | null;
  image_alt: string | null;
  published_at: string;
  author: string | null;
  featured: boolean;
  tags: Tag[];
}

export interface Post extends PostSummary {
  content: string;
}

export interface PaginationMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

type Link = { text: string; url: string };
type ModuleId = { id: number; title: string | null };

export type CmsModule = ModuleId &
  (
    | { type: "activities"; items: ConferenceSummary[] }
    | { type: "blog"; items: PostSummary[] }
    | { type: "card"; text: string | null; image: string | null; image_alt: string | null; link: Link | null }
    | { type: "container"; columns: number; children: CmsModule[] }
    | { type: "countdown"; target_date: string }
    | { type: "html"; html: string }
    | { type: "iframe"; url: string; height: number }
    | { type: "image"; url: string; alt: string | null; caption: string | null }
    | { type: "link"; text: string; url: string }
    | { type: "login"; text: string | null }
    | { type: "slide"; slides: { image: string; alt: string | null; title: string | null; text: string | null; link: Link | null }[] }
    | { type: "speakers"; items: SpeakerSummary[] }
    | { type: "sponsors"; items: Sponsor[] }
    | { type: "static_map"; image: string; alt: string; address: string | null; latitude: number; longitude: number }
    | { type: "text"; text: string }
    | { type: "title"; text: string; level: 2 | 3 | 4 }
    | { type: "video"; url: string; video_title: string }
    | { type: "contact_form"; form_uuid: string }
    | { type: "donation_calculator"; intro: string | null; regimes: string[] | null; default_regime: string | null }
  );

export interface CmsPage {
  slug: string;
  title: string;
  description: string | null;
  modules: CmsModule[];
}

// ---------------------------------------------------------------------------------- helpers --

/** The agenda's filters: venue, tag slug and a text search (`q`, words matched case- and accent-insensitively). */
type ActivityFilter = { venueId?: number | null; tag?: string; q?: string; topicId?: number };

/** Lower case without diacritics, so that "euskera" finds "Euskéra" and "pena" finds "peña". */
function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a search, folded; a search of only spaces has none (it matches everything). */
export function searchWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

function text(value: Localized<string> | null | undefined, locale: Locale): string | null {
  return value ? pick(value, locale) : null;
}

function byId<T extends { id: number }>(items: readonly T[], id: number, what: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`demo seed: unknown ${what} ${id}`);
  return item;
}

/** Parses a route or query id: digits only, else undefined. */
export function parseId(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

const time = (iso: string): number => Date.parse(iso);

function byStart(a: SeedActivity, b: SeedActivity): number {
  return time(a.start) - time(b.start) || time(a.end) - time(b.end) || a.id - b.id;
}

/**
 * Read access to one tenant's catalogue in one locale. Every method returns the API shape.
 * Filters follow the backend: an unknown venue or tag filters everything out (empty list).
 */
export class CatalogueView {
  constructor(
    readonly tenant: DemoTenant,
    readonly locale: Locale,
    /** Seats taken (+) or freed (−) since the seed in a room of an activity (records.ts `seatDeltaOf`). */
    private readonly seatDelta: (activityId: number, roomId: number) => number = () => 0,
  ) {}

  /** A room's seating for an activity: the seed's count moved by the registrations since. */
  private seating(activity: SeedActivity, roomId: number, seating: SeedSeating | null): Seating | null {
    if (!seating) return null;
    const occupied = Math.min(seating.total, Math.max(0, seating.occupied + this.seatDelta(activity.id, roomId)));
    return { total: seating.total, occupied };
  }

  private get seed() {
    return this.tenant.catalogue;
  }

  // ------------------------------------------------------------------------------- tags --

  private tagBySlug(slug: string): SeedTag {
    const tag = this.seed.tags.find((candidate) => candidate.slug === slug);
    if (!tag) throw new Error(`demo seed: unknown tag ${slug}`);
    return tag;
  }

  tag(tag: SeedTag): Tag {
    return { id: tag.id, name: pick(tag.name, this.locale), slug: tag.slug };
  }

  private tagList(slugs: readonly string[]): Tag[] {
    return slugs.map((slug) => this.tag(this.tagBySlug(slug)));
  }

  /** The tags (in seed order) used by at least one of `owners`. */
  private usedTags(owners: readonly { tags: readonly string[] }[]): Tag[] {
    const used = new Set(owners.flatMap((owner) => owner.tags));
    return this.seed.tags.filter((tag) => used.has(tag.slug)).map((tag) => this.tag(tag));
  }

  tags(): Tag[] {
    return this.seed.tags.map((tag) => this.tag(tag));
  }

  agendaTags(): Tag[] {
    return this.usedTags(this.seed.activities);
  }

  conferenceTags(): Tag[] {
    return this.usedTags(this.seed.activities.filter((activity) => activity.type === "conference"));
  }

  speakerTags(): Tag[] {
    return this.usedTags(this.seed.speakers);
  }

  sponsorTags(): Tag[] {
    return this.usedTags(this.seed.sponsors);
  }

  postTags(): Tag[] {
    return this.usedTags(this.seed.posts);
  }

  // ------------------------------------------------------------------------ venues/rooms --

  private venue(id: number): SeedVenue {
    return byId(this.tenant.venues, id, "venue");
  }

  private seedRoom(id: number): SeedRoom {
    return byId(this.seed.rooms, id, "room");
  }

  room(room: SeedRoom): Room {
    return { id: room.id, name: pick(room.name, this.locale), venue_id: room.venueId, capacity: room.capacity };
  }

  rooms(venueId?: number | null): Room[] {
    return this.seed.rooms.filter((room) => venueId == null || room.venueId === venueId).map((room) => this.room(room));
  }

  /** The venues an activity happens in (main room's first). */
  private venueIdsOf(activity: SeedActivity): number[] {
    if (activity.rooms.length === 0) return activity.venueId === undefined ? [] : [activity.venueId];
    return [...new Set(activity.rooms.map(({ roomId }) => this.seedRoom(roomId).venueId))];
  }

  /**
   * Room, venue and seating of an activity, seen from `venueId` when it also happens there; with no
   * venue, the seats of all its rooms (full only when every room is).
   */
  private placeOf(activity: SeedActivity, venueId?: number | null) {
    const rooms = activity.rooms.map((entry) => ({ ...entry, room: this.seedRoom(entry.roomId) }));
    const atVenue = venueId != null ? rooms.find((entry) => entry.room.venueId === venueId) : undefined;
    const chosen = atVenue ?? rooms[0];
    if (chosen) {
      const venue = this.venue(chosen.room.venueId);
      const seats = atVenue || rooms.length === 1 ? [chosen] : rooms;
      const counted = seats.flatMap((entry) => this.seating(activity, entry.room.id, entry.seating) ?? []);
      const seating = counted.length
        ? counted.reduce((sum, one) => ({ total: sum.total + one.total, occupied: sum.occupied + one.occupied }))
        : null;
      return {
        room: { id: chosen.room.id, name: pick(chosen.room.name, this.locale) },
        venue: this.venueWithAddress(venue),
        seating,
      };
    }
    const venue = activity.venueId === undefined ? null : this.venue(activity.venueId);
    return { room: null, venue: venue && this.venueWithAddress(venue), seating: null };
  }

  /** An activity's venue with its postal address, as search engines want it. */
  private venueWithAddress(venue: SeedVenue): VenueRef & { address: PostalAddress } {
    const { street, postalCode, region, country } = venue.address;
    return { id: venue.id, name: venue.name, address: { street, postal_code: postalCode, city: venue.city, region, country } };
  }

  /** A room and its venue, as the customer's activities name where a registration sits. */
  placeOfRoom(roomId: number): { room: { id: number; name: string }; venue: { id: number; name: string } } {
    const room = this.seedRoom(roomId);
    const venue = this.venue(room.venueId);
    return { room: { id: room.id, name: pick(room.name, this.locale) }, venue: { id: venue.id, name: venue.name } };
  }

  // ---------------------------------------------------------------------------- speakers --

  private seedSpeaker(id: number): SeedSpeaker {
    return byId(this.seed.speakers, id, "speaker");
  }

  speakerSummary(speaker: SeedSpeaker): SpeakerSummary {
    return {
      id: speaker.id,
      name: speaker.name,
      surname: speaker.surname,
      photo: speaker.photo,
      position: text(speaker.position, this.locale),
      company: speaker.company,
    };
  }

  speaker(speaker: SeedSpeaker): Speaker {
    const conferences = this.seed.activities
      .filter((activity) => activity.speakers.includes(speaker.id) || activity.moderator === speaker.id)
      .sort(byStart)
      .map((activity) => ({ id: activity.id, slug: activity.slug, title: pick(activity.title, this.locale), start_date: activity.start }));
    return { ...this.speakerSummary(speaker), bio: text(speaker.bio, this.locale), tags: this.tagList(speaker.tags), conferences };
  }

  /** Sorted by surname, then name. */
  private selectSpeakers(filter: { tag?: string } = {}): SeedSpeaker[] {
    return this.seed.speakers
      .filter((speaker) => filter.tag === undefined || speaker.tags.includes(filter.tag))
      .sort((a, b) => a.surname.localeCompare(b.surname, "es") || a.name.localeCompare(b.name, "es") || a.id - b.id);
  }

  speakers(filter: { tag?: string } = {}): Speaker[] {
    return this.selectSpeakers(filter).map((speaker) => this.speaker(speaker));
  }

  findSpeaker(id: number | undefined): Speaker | undefined {
    const speaker = this.seed.speakers.find((candidate) => candidate.id === id);
    return speaker && this.speaker(speaker);
  }

  // -------------------------------------------------------------------------- activities --

  conferenceSummary(activity: SeedActivity, venueId?: number | null): ConferenceSummary {
    const { registration } = activity;
    return {
      id: activity.id,
      slug: activity.slug,
      title: pick(activity.title, this.locale),
      summary: text(activity.summary, this.locale),
      type: activity.type,
      start_date: activity.start,
      end_date: activity.end,
      registration_type: registration.type,
      price: registration.type === "paid" ? registration.price : null,
      currency: registration.type === "paid" ? (registration.currency ?? "EUR") : "EUR",
      external_url: registration.type === "external" ? registration.url : null,
      featured: activity.featured ?? false,
      image: activity.image ?? null,
      image_alt: text(activity.imageAlt, this.locale),
      ...this.placeOf(activity, venueId),
      tags: this.tagList(activity.tags),
      speakers: activity.speakers.map((id) => this.speakerSummary(this.seedSpeaker(id))),
      track: this.trackSummary(activity.trackId),
    };
  }

  /** The activity's track as `{ id, name }` (the portal links to its page), or null. */
  private trackSummary(id: number | null | undefined): { id: number; name: string } | null {
    const track = id == null ? undefined : this.seed.tracks.find((candidate) => candidate.id === id);
    return track ? { id: track.id, name: pick(track.name, this.locale) } : null;
  }

  conference(activity: SeedActivity, venueId?: number | null): Conference {
    return { ...this.conferenceSummary(activity, venueId), description: text(activity.description, this.locale) };
  }

  conferenceDetails(activity: SeedActivity, venueId?: number | null): ConferenceDetails {
    const rooms = activity.rooms
      .map((entry) => ({ room: this.seedRoom(entry.roomId), seating: entry.seating }))
      .filter(({ room }) => venueId == null || room.venueId === venueId)
      .map(({ room, seating }) => ({ id: room.id, name: pick(room.name, this.locale), seating: this.seating(activity, room.id, seating) }));
    return {
      files: (activity.files ?? []).map((file) => ({
        id: file.id,
        name: file.name,
        url: file.url,
        mime_type: file.mimeType,
        size: file.size,
      })),
      moderator: activity.moderator == null ? null : this.speakerSummary(this.seedSpeaker(activity.moderator)),
      rooms,
      streaming: activity.streamingUrl ? { url: activity.streamingUrl } : null,
      questions_enabled: activity.questionsEnabled ?? false,
      chat_enabled: activity.chatEnabled ?? false,
      survey_id: activity.surveyId ?? null,
    };
  }

  roomsSeating(activity: SeedActivity): RoomSeating[] {
    return activity.rooms.flatMap(({ roomId, seating }) => {
      const now = this.seating(activity, roomId, seating);
      return now ? [{ room_id: roomId, name: pick(this.seedRoom(roomId).name, this.locale), seating: now }] : [];
    });
  }

  /** Seed activities, sorted by start, filtered by venue (any of its rooms) and tag slug. */
  private selectActivities(filter: ActivityFilter = {}): SeedActivity[] {
    const words = filter.q === undefined ? [] : searchWords(filter.q);
    return this.seed.activities
      .filter((activity) => !activity.unlisted)
      .filter((activity) => filter.venueId == null || this.venueIdsOf(activity).includes(filter.venueId))
      .filter((activity) => filter.tag === undefined || activity.tags.includes(filter.tag))
      .filter((activity) => filter.topicId === undefined || this.inTopic(activity, filter.topicId))
      .filter((activity) => words.length === 0 || this.matchesWords(activity, words))
      .sort(byStart);
  }

  /** The activity has a tag of the topic; an unknown topic (or `NaN`) has none. */
  private inTopic(activity: SeedActivity, topicId: number): boolean {
    const topic = this.seed.topics.find((candidate) => candidate.id === topicId);
    return topic !== undefined && activity.tags.some((tag) => topic.tags.includes(tag));
  }

  /** Every word of the search is in the activity's title, summary, description (its text) or a speaker's name, in this language. */
  private matchesWords(activity: SeedActivity, words: string[]): boolean {
    const haystack = foldText(
      [
        pick(activity.title, this.locale),
        text(activity.summary, this.locale) ?? "",
        (text(activity.description, this.locale) ?? "").replace(/<[^>]*>/g, " "),
        ...activity.speakers.map((id) => {
          const speaker = this.seedSpeaker(id);
          return `${speaker.name} ${speaker.surname}`;
        }),
      ].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  }

  /** `venueId: NaN` (an invalid filter) matches nothing. */
  activities(filter: ActivityFilter = {}): ConferenceSummary[] {
    return this.selectActivities(filter).map((activity) => this.conferenceSummary(activity, filter.venueId));
  }

  featuredActivities(): ConferenceSummary[] {
    return this.selectActivities()
      .filter((activity) => activity.featured)
      .map((activity) => this.conferenceSummary(activity));
  }

  /** The activities starting at or after `now` (the real clock), at most NEXT_LIMIT. */
  nextActivities(limit = NEXT_LIMIT, now = Date.now()): ConferenceSummary[] {
    return this.selectActivities()
      .filter((activity) => time(activity.start) >= now)
      .slice(0, limit)
      .map((activity) => this.conferenceSummary(activity));
  }

  findActivityBySlug(slug: string): SeedActivity | undefined {
    return this.seed.activities.find((activity) => activity.slug === slug);
  }

  findActivityById(id: number | undefined): SeedActivity | undefined {
    return this.seed.activities.find((activity) => activity.id === id);
  }

  splits(venueId?: number | null): ScheduleSplit[] {
    const activities = this.selectActivities({ venueId });
    return this.seed.splits.flatMap((split) => {
      const ofDay = activities.filter((activity) => activity.start.slice(0, 10) === split.date);
      if (ofDay.length === 0) return [];
      const start = ofDay.reduce((min, a) => (time(a.start) < time(min) ? a.start : min), ofDay[0].start);
      const end = ofDay.reduce((max, a) => (time(a.end) > time(max) ? a.end : max), ofDay[0].end);
      return [{ id: split.id, name: pick(split.name, this.locale), start_date: start, end_date: end }];
    });
  }

  track(id: number | undefined): Track | undefined {
    const track = this.seed.tracks.find((candidate) => candidate.id === id);
    if (!track) return undefined;
    return {
      id: track.id,
      name: pick(track.name, this.locale),
      description: text(track.description, this.locale),
      conferences: this.selectActivities()
        .filter((activity) => activity.trackId === track.id)
        .map((activity) => this.conferenceSummary(activity)),
    };
  }

  topics(): Topic[] {
    return this.seed.topics.map((topic) => ({ id: topic.id, name: pick(topic.name, this.locale) }));
  }

  // ---------------------------------------------------------------------------- sponsors --

  sponsorCategory(category: SeedSponsorCategory): SponsorCategory {
    return { id: category.id, name: pick(category.name, this.locale), level: category.level, order: category.order };
  }

  sponsorCategories(): SponsorCategory[] {
    return this.seed.sponsorCategories
      .slice()
      .sort((a, b) => a.order - b.order)
      .map((category) => this.sponsorCategory(category));
  }

  sponsor(sponsor: SeedSponsor): Sponsor {
    return {
      id: sponsor.id,
      company_name: sponsor.companyName,
      logo_url: sponsor.logo,
      url: sponsor.url,
      description: text(sponsor.description, this.locale),
      category: this.sponsorCategory(byId(this.seed.sponsorCategories, sponsor.categoryId, "sponsor category")),
      tags: this.tagList(sponsor.tags),
    };
  }

  /**
   * Sorted by category order, then company name. `category` is a level (`gold`...) or a
   * category id.
   */
  sponsors(filter: { tag?: string; category?: string } = {}): Sponsor[] {
    const category = filter.category;
    return this.seed.sponsors
      .filter((sponsor) => filter.tag === undefined || sponsor.tags.includes(filter.tag))
      .filter((sponsor) => {
        if (category === undefined) return true;
        const own = byId(this.seed.sponsorCategories, sponsor.categoryId, "sponsor category");
        return own.level === category || String(own.id) === category;
      })
      .map((sponsor) => this.sponsor(sponsor))
      .sort((a, b) => a.category.order - b.category.order || a.company_name.localeCompare(b.company_name, "es") || a.id - b.id);
  }

  findSponsor(id: number | undefined): Sponsor | undefined {
    const sponsor = this.seed.sponsors.find((candidate) => candidate.id === id);
    return sponsor && this.sponsor(sponsor);
  }

  // -------------------------------------------------------------------------------- blog --

  postSummary(post: SeedPost): PostSummary {
    return {
      id: post.id,
      slug: post.slug,
      title: pick(post.title, this.locale),
      excerpt: text(post.excerpt, this.locale),
      image: post.image,
      image_alt: text(post.imageAlt, this.locale),
      published_at: this.publishedAt(post),
      author: post.author,
      featured: post.featured ?? false,
      tags: this.tagList(post.tags),
    };
  }

  /** The seed's date, moved back with the tenant's other posts while the newest is not a day past (clock.ts). */
  private publishedAt(post: SeedPost): string {
    const shift = shiftIntoPastMs(Math.max(...this.seed.posts.map((candidate) => time(candidate.publishedAt))));
    return shift === 0 ? post.publishedAt : madrid(time(post.publishedAt) - shift);
  }

  post(post: SeedPost): Post {
    return { ...this.postSummary(post), content: pick(post.content, this.locale) };
  }

  /** Newest first. */
  private selectPosts(filter: { tag?: string } = {}): SeedPost[] {
    return this.seed.posts
      .filter((post) => filter.tag === undefined || post.tags.includes(filter.tag))
      .sort((a, b) => time(b.publishedAt) - time(a.publishedAt) || b.id - a.id);
  }

  /** Laravel's paginator: a page past the last one is empty but keeps the real meta. */
  posts(filter: { tag?: string; page?: number } = {}): { data: PostSummary[]; meta: PaginationMeta } {
    const all = this.selectPosts(filter);
    const page = filter.page ?? 1;
    const data = all.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map((post) => this.postSummary(post));
    return {
      data,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(all.length / POSTS_PER_PAGE)),
        per_page: POSTS_PER_PAGE,
        total: all.length,
      },
    };
  }

  featuredPosts(): PostSummary[] {
    return this.selectPosts()
      .filter((post) => post.featured)
      .map((post) => this.postSummary(post));
  }

  homePagePosts(): PostSummary[] {
    return this.selectPosts()
      .filter((post) => post.homePage)
      .map((post) => this.postSummary(post));
  }

  findPost(slug: string): Post | undefined {
    const post = this.seed.posts.find((candidate) => candidate.slug === slug);
    return post && this.post(post);
  }

  // --------------------------------------------------------------------------------- CMS --

  findPage(slug: string): CmsPage | undefined {
    const page = this.seed.pages.find((candidate) => candidate.slug === slug);
    return page && this.page(page);
  }

  page(page: SeedCmsPage): CmsPage {
    let position = 0;
    const nextId = (): number => page.id * 100 + ++position;
    return {
      slug: page.slug,
      title: pick(page.title, this.locale),
      description: text(page.description, this.locale),
      modules: page.modules.map((module) => this.module(module, nextId)),
    };
  }

  private activitiesFrom(source: ActivitiesSource): ConferenceSummary[] {
    if (source === "all") return this.activities();
    if (source === "featured") return this.featuredActivities();
    if (source === "next") return this.nextActivities();
    return source.map((id) => this.conferenceSummary(byId(this.seed.activities, id, "activity")));
  }

  private postsFrom(source: PostsSource): PostSummary[] {
    if (source === "latest") return this.selectPosts().map((post) => this.postSummary(post));
    if (source === "featured") return this.featuredPosts();
    if (source === "homePage") return this.homePagePosts();
    return source.map((id) => this.postSummary(byId(this.seed.posts, id, "post")));
  }

  private speakersFrom(source: SpeakersSource): SpeakerSummary[] {
    const speakers = source === "all" ? this.selectSpeakers() : source.map((id) => this.seedSpeaker(id));
    return speakers.map((speaker) => this.speakerSummary(speaker));
  }

  private sponsorsFrom(source: SponsorsSource): Sponsor[] {
    const all = this.sponsors();
    return source === "all" ? all : all.filter((sponsor) => source.includes(sponsor.category.level));
  }

  private module(module: SeedModule, nextId: () => number): CmsModule {
    const base = { id: nextId(), title: text(module.title, this.locale) };
    const l = (value: Localized<string>): string => pick(value, this.locale);
    const link = (value: { text: Localized<string>; url: string } | null) => (value ? { text: l(value.text), url: value.url } : null);
    switch (module.type) {
      case "activities":
        return { ...base, type: module.type, items: this.activitiesFrom(module.source).slice(0, module.limit) };
      case "blog":
        return { ...base, type: module.type, items: this.postsFrom(module.source).slice(0, module.limit) };
      case "card":
        return {
          ...base,
          type: module.type,
          text: text(module.text, this.locale),
          image: module.image,
          image_alt: text(module.imageAlt, this.locale),
          link: link(module.link),
        };
      case "container":
        return {
          ...base,
          type: module.type,
          columns: module.columns,
          children: module.children.map((child) => this.module(child, nextId)),
        };
      case "countdown":
        return { ...base, type: module.type, target_date: module.targetDate };
      case "html":
        return { ...base, type: module.type, html: l(module.html) };
      case "iframe":
        return { ...base, type: module.type, url: module.url, height: module.height };
      case "image":
        return {
          ...base,
          type: module.type,
          url: module.url,
          alt: text(module.alt, this.locale),
          caption: text(module.caption, this.locale),
        };
      case "link":
        return { ...base, type: module.type, text: l(module.text), url: module.url };
      case "login":
        return { ...base, type: module.type, text: text(module.text, this.locale) };
      case "slide":
        return {
          ...base,
          type: module.type,
          slides: module.slides.map((slide) => ({
            image: slide.image,
            alt: text(slide.alt, this.locale),
            title: text(slide.title, this.locale),
            text: text(slide.text, this.locale),
            link: link(slide.link),
          })),
        };
      case "speakers":
        return { ...base, type: module.type, items: this.speakersFrom(module.source).slice(0, module.limit) };
      case "sponsors":
        return { ...base, type: module.type, items: this.sponsorsFrom(module.source) };
      case "static_map":
        return {
          ...base,
          type: module.type,
          image: module.image,
          alt: l(module.alt),
          address: module.address,
          latitude: module.latitude,
          longitude: module.longitude,
        };
      case "text":
        return { ...base, type: module.type, text: l(module.text) };
      case "title":
        return { ...base, type: module.type, text: l(module.text), level: module.level };
      case "video":
        return { ...base, type: module.type, url: module.url, video_title: l(module.videoTitle) };
      case "contact_form":
        return { ...base, type: module.type, form_uuid: module.formUuid };
      case "donation_calculator":
        return {
          ...base,
          type: module.type,
          intro: text(module.intro, this.locale),
          regimes: module.regimes,
          default_regime: module.defaultRegime,
        };
    }
  }
}
