// The backend's public catalogue answers (ours: the spec does not show them), held to the demo API
// by tests/integration/demo-api-contract.test.ts.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";

const id = z.number().int();
/** An id the backend sends as a number or as text: numbers first, as they mostly are (a union tries its options in order, and a failed one costs an issue object). */
export const numberOrText = z.union([z.number(), z.string()]);
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A date-time with its offset, read as zod 3 did: seconds optional, the offset's colon too (zod 4's iso.datetime wants both). */
export const isoDateTime = z.string().refine((value) => {
  const match = DATE_TIME.exec(value);
  return match !== null && z.regexes.date.test(match[1]);
}, "a date-time with its offset");
const nullableText = z.string().nullable().default(null);
/** A link out of the portal: only http(s); anything else (javascript:, data:) is dropped, not followed. */
const outboundUrl = z
  .string()
  .nullable()
  .default(null)
  .transform((url) => (url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null));

export const tagSchema = z.object({ id, name: z.string(), slug: z.string() });
export type Tag = z.output<typeof tagSchema>;

export const venueSchema = z.object({ id, name: z.string() });

export const roomSchema = z.object({
  id,
  name: z.string(),
  venue_id: id.nullable().default(null),
  capacity: z.number().int().nullable().default(null),
});

/** Speakers and moderators; `photo` null means "show initials". */
export const speakerSummarySchema = z.object({
  id,
  name: z.string(),
  surname: z.string().default(""),
  photo: nullableText,
  position: nullableText,
  company: nullableText,
});
export type SpeakerSummary = z.output<typeof speakerSummarySchema>;

export const speakerSchema = speakerSummarySchema.extend({
  /** Sanitized by the portal before it is shown. */
  bio: nullableText,
  tags: z.array(tagSchema).default([]),
  conferences: z.array(z.object({ id, slug: z.string(), title: z.string(), start_date: isoDateTime })).default([]),
});

export const seatingSchema = z.object({ total: z.number().int().nonnegative(), occupied: z.number().int().nonnegative() });

export const conferenceSummarySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: nullableText,
  type: z.enum(["conference", "event"]).default("conference"),
  start_date: isoDateTime,
  end_date: isoDateTime,
  registration_type: z.enum(["free", "paid", "external"]),
  price: z.number().nonnegative().nullable().default(null),
  currency: z.string().length(3).default("EUR"),
  external_url: outboundUrl,
  featured: z.boolean().default(false),
  image: nullableText,
  image_alt: nullableText,
  room: z.object({ id, name: z.string() }).nullable().default(null),
  venue: z
    .object({
      id,
      name: z.string(),
      /** Its postal address, when the backend gives one. */
      address: z
        .object({ street: z.string(), postal_code: z.string(), city: z.string(), region: nullableText, country: z.string().length(2) })
        .nullable()
        .default(null),
    })
    .nullable()
    .default(null),
  tags: z.array(tagSchema).default([]),
  seating: seatingSchema.nullable().default(null),
  speakers: z.array(speakerSummarySchema).default([]),
  track: z.object({ id, name: z.string() }).nullable().default(null),
});
export type ConferenceSummary = z.output<typeof conferenceSummarySchema>;

const conferenceFileSchema = z.object({
  id,
  name: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int().nonnegative().nullable().default(null),
});

/** `description` is HTML, sanitized by the portal. */
export const conferenceSchema = conferenceSummarySchema.extend({ description: nullableText });

export const conferenceDetailsSchema = z.object({
  files: z.array(conferenceFileSchema).default([]),
  moderator: speakerSummarySchema.nullable().default(null),
  rooms: z.array(z.object({ id, name: z.string(), seating: seatingSchema.nullable().default(null) })).default([]),
  streaming: z.object({ url: z.string() }).nullable().default(null),
  questions_enabled: z.boolean().default(false),
  chat_enabled: z.boolean().default(false),
  survey_id: id.nullable().default(null),
});

export const scheduleSplitSchema = z.object({ id, name: z.string(), start_date: isoDateTime, end_date: isoDateTime });

export const trackSchema = z.object({
  id,
  name: z.string(),
  description: nullableText,
  conferences: z.array(conferenceSummarySchema).default([]),
});
export const topicSchema = z.object({ id, name: z.string() });

const SPONSOR_LEVELS = ["gold", "silver", "bronze", "promoter"] as const;
export const sponsorCategorySchema = z.object({ id, name: z.string(), level: z.enum(SPONSOR_LEVELS), order: z.number().int() });
export const sponsorSchema = z.object({
  id,
  company_name: z.string(),
  logo_url: z.string(),
  url: outboundUrl,
  description: nullableText,
  category: sponsorCategorySchema,
  tags: z.array(tagSchema).default([]),
});
export type Sponsor = z.output<typeof sponsorSchema>;

export const postSummarySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: nullableText,
  image: nullableText,
  image_alt: nullableText,
  published_at: isoDateTime,
  author: nullableText,
  featured: z.boolean().default(false),
  tags: z.array(tagSchema).default([]),
});
export type PostSummary = z.output<typeof postSummarySchema>;
export const postSchema = postSummarySchema.extend({ content: z.string() });

const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});

const link = z.object({ text: z.string(), url: z.string() });
const base = { id: numberOrText, title: z.string().nullable().default(null) };

export type CmsModule =
  | { type: "activities"; id: number | string; title: string | null; items: ConferenceSummary[] }
  | { type: "blog"; id: number | string; title: string | null; items: PostSummary[] }
  | {
      type: "card";
      id: number | string;
      title: string | null;
      text: string | null;
      image: string | null;
      image_alt: string | null;
      link: { text: string; url: string } | null;
    }
  | { type: "container"; id: number | string; title: string | null; columns: number; children: CmsModule[] }
  | { type: "countdown"; id: number | string; title: string | null; target_date: string }
  | { type: "html"; id: number | string; title: string | null; html: string }
  | { type: "iframe"; id: number | string; title: string | null; url: string; height: number }
  | { type: "image"; id: number | string; title: string | null; url: string; alt: string | null; caption: string | null }
  | { type: "link"; id: number | string; title: string | null; text: string; url: string }
  | { type: "login"; id: number | string; title: string | null; text: string | null }
  | {
      type: "slide";
      id: number | string;
      title: string | null;
      slides: {
        image: string;
        alt: string | null;
        title: string | null;
        text: string | null;
        link: { text: string; url: string } | null;
      }[];
    }
  | { type: "speakers"; id: number | string; title: string | null; items: SpeakerSummary[] }
  | { type: "sponsors"; id: number | string; title: string | null; items: Sponsor[] }
  | {
      type: "static_map";
      id: number | string;
      title: string | null;
      image: string;
      alt: string;
      address: string | null;
      latitude: number;
      longitude: number;
    }
  | { type: "text"; id: number | string; title: string | null; text: string }
  | { type: "title"; id: number | string; title: string | null; text: string; level: 2 | 3 | 4 }
  | { type: "video"; id: number | string; title: string | null; url: string; video_title: string }
  | { type: "contact_form"; id: number | string; title: string | null; form_uuid: string | null }
  | {
      type: "donation_calculator";
      id: number | string;
      title: string | null;
      intro: string | null;
      regimes: string[] | null;
      default_regime: string | null;
    }
  | { type: "unsupported"; id: number | string; title: string | null; original_type: string };

export const CMS_MODULE_TYPES = [
  "activities",
  "blog",
  "card",
  "contact_form",
  "container",
  "countdown",
  "donation_calculator",
  "html",
  "iframe",
  "image",
  "link",
  "login",
  "slide",
  "speakers",
  "sponsors",
  "static_map",
  "text",
  "title",
  "video",
] as const;

const knownModuleSchema: z.ZodType<CmsModule, unknown> = z.lazy(
  () =>
    z.discriminatedUnion("type", [
      z.object({ ...base, type: z.literal("activities"), items: z.array(conferenceSummarySchema) }),
      z.object({ ...base, type: z.literal("blog"), items: z.array(postSummarySchema) }),
      z.object({
        ...base,
        type: z.literal("card"),
        text: nullableText,
        image: nullableText,
        image_alt: nullableText,
        link: link.nullable().default(null),
      }),
      z.object({
        ...base,
        type: z.literal("container"),
        columns: z.number().int().min(1).max(4).default(1),
        children: z.array(cmsModuleSchema),
      }),
      z.object({ ...base, type: z.literal("countdown"), target_date: isoDateTime }),
      z.object({ ...base, type: z.literal("html"), html: z.string() }),
      z.object({ ...base, type: z.literal("iframe"), url: z.string().url(), height: z.number().int().positive().default(400) }),
      z.object({ ...base, type: z.literal("image"), url: z.string(), alt: nullableText, caption: nullableText }),
      z.object({ ...base, type: z.literal("link"), text: z.string(), url: z.string() }),
      z.object({ ...base, type: z.literal("login"), text: nullableText }),
      z.object({
        ...base,
        type: z.literal("slide"),
        slides: z.array(
          z.object({ image: z.string(), alt: nullableText, title: nullableText, text: nullableText, link: link.nullable().default(null) }),
        ),
      }),
      z.object({ ...base, type: z.literal("speakers"), items: z.array(speakerSummarySchema) }),
      z.object({ ...base, type: z.literal("sponsors"), items: z.array(sponsorSchema) }),
      z.object({
        ...base,
        type: z.literal("static_map"),
        image: z.string(),
        alt: z.string(),
        address: nullableText,
        latitude: z.number(),
        longitude: z.number(),
      }),
      z.object({ ...base, type: z.literal("text"), text: z.string() }),
      z.object({
        ...base,
        type: z.literal("title"),
        text: z.string(),
        level: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(2),
      }),
      z.object({ ...base, type: z.literal("video"), url: z.string().url(), video_title: z.string() }),
      // The form's uuid for `POST /contact/{formUuid}`; absent, the portal asks `/custom-form/contact`.
      z.object({ ...base, type: z.literal("contact_form"), form_uuid: z.string().trim().min(1).nullable().default(null) }),
      // Fields ours (decision 018); `regimes` null: all the tenant's. The rates are the portal's data.
      z.object({
        ...base,
        type: z.literal("donation_calculator"),
        intro: nullableText,
        regimes: z.array(z.string()).nullable().default(null),
        default_regime: nullableText,
      }),
    ]) as unknown as z.ZodType<CmsModule, unknown>,
);

/** A new module type in the CMS becomes `unsupported` rather than breaking a page. */
const cmsModuleSchema: z.ZodType<CmsModule, unknown> = z.lazy(() =>
  z.union([
    knownModuleSchema,
    z
      .object({ id: numberOrText, type: z.string(), title: z.string().nullable().default(null) })
      .passthrough()
      .refine((value) => !(CMS_MODULE_TYPES as readonly string[]).includes(value.type), "a known module type with an invalid shape")
      .transform((value): CmsModule => ({ type: "unsupported", id: value.id, title: value.title, original_type: value.type })),
  ]),
);

export const cmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: nullableText,
  modules: z.array(cmsModuleSchema),
});

const envelopes = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();
const lists = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();

/** `{ data: schema }`, made once per schema: every call parses its answer with it. */
export function envelope<S extends z.ZodTypeAny>(schema: S): z.ZodObject<{ data: S }> {
  let made = envelopes.get(schema);
  if (!made) envelopes.set(schema, (made = z.object({ data: schema })));
  return made as z.ZodObject<{ data: S }>;
}

/** `{ data: [item] }`, made once per item schema. */
export function listEnvelope<S extends z.ZodTypeAny>(item: S): z.ZodObject<{ data: z.ZodArray<S> }> {
  let made = lists.get(item);
  if (!made) lists.set(item, (made = envelope(z.array(item))));
  return made as z.ZodObject<{ data: z.ZodArray<S> }>;
}
export const paginated = <S extends z.ZodTypeAny>(schema: S) => z.object({ data: z.array(schema), meta: paginationSchema });

/** A call whose answer the portal does not read. */
export const anyAnswer = z.unknown();

/** What a call's `schema` may be, and the answer it checks. */
export type AnswerSchema = z.ZodTypeAny;
export type Answer<S extends AnswerSchema> = z.output<S>;
