// The backend's answers about the customer's records, read leniently (decision 006).
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { envelope, numberOrText } from "./catalogue.schemas";

const id = numberOrText;
const place = z.object({ id, name: z.string() }).nullable().optional().default(null);
const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const REGISTRATION_STATES = ["free", "paid", "already_paid", "pending"] as const;
type RegistrationState = (typeof REGISTRATION_STATES)[number];

const PAYMENT_STATUSES = ["paid", "pending", "failed"] as const;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const registeredConference = z
  .object({
    id,
    slug: z.string(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable().optional().default(null),
    room: place,
    venue: place,
    price: amount.nullable().optional().default(null),
    currency: z.string().optional().default("EUR"),
    // An unknown state is shown as what it most likely is: a confirmed registration.
    registration_state: z
      .string()
      .transform((value): RegistrationState | "other" =>
        (REGISTRATION_STATES as readonly string[]).includes(value) ? (value as RegistrationState) : "other",
      ),
    // Absent or unknown reads as null (nothing said).
    payment_status: z
      .string()
      .nullable()
      .optional()
      .transform((value): PaymentStatus | null =>
        (PAYMENT_STATUSES as readonly (string | null | undefined)[]).includes(value) ? (value as PaymentStatus) : null,
      ),
  })
  .passthrough();
export type RegisteredConference = z.output<typeof registeredConference>;

const orderStatus = z.string();

export const order = z
  .object({
    id,
    reference: z.string().nullable().optional().default(null),
    created_at: z.string(),
    status: orderStatus,
    total: amount,
    currency: z.string().optional().default("EUR"),
    payment_type: z.string().nullable().optional().default(null),
    concept: z.string().nullable().optional().default(null),
  })
  .passthrough();
export type Order = z.output<typeof order>;

export const registrationOrder = z
  .object({
    id,
    reference: z.string().nullable().optional().default(null),
    registration_uuid: z.string().nullable().optional().default(null),
    conference_id: id,
    status: orderStatus,
    total: amount,
    currency: z.string().optional().default("EUR"),
    payment_type: z.string().nullable().optional().default(null),
    created_at: z.string().nullable().optional().default(null),
  })
  .passthrough();
export type RegistrationOrder = z.output<typeof registrationOrder>;

export const donationCertificate = z
  .object({
    year: z.union([
      z.number(),
      z
        .string()
        .regex(/^\d{4}$/)
        .transform(Number),
    ]),
    recipient_cif: z.string(),
    recipient_name: z.string().nullable().optional().default(null),
    amount: amount.nullable().optional().default(null),
    currency: z.string().optional().default("EUR"),
  })
  .passthrough();
export type DonationCertificate = z.output<typeof donationCertificate>;

// The personal calendar feed: our extension of the backend (decision 032). The backend keeps the secret.
export const calendarFeed = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,}$/), created_at: z.string() });
export type CalendarFeed = z.output<typeof calendarFeed>;
export const calendarFeedAnswer = envelope(calendarFeed.nullable());
