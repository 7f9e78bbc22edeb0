// The backend's answers about the customer's records, read leniently (decision 006).
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { envelope, numberOrText } from "./catalogue.schemas";

const id = numberOrText;
const place = z.object({ id, name: z.string() }).nullable().optional().default(null);
const text = z.string().nullable().optional().default(null);
const currency = z.string().optional().default("EUR");
/** A number, or text written as one (`pattern`). */
const numeral = (pattern: RegExp) => z.union([z.number(), z.string().regex(pattern).transform(Number)]);
const amount = numeral(/^\d+(\.\d+)?$/);

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
    end_date: text,
    room: place,
    venue: place,
    price: amount.nullable().optional().default(null),
    currency,
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

/** What a shop order and a registration's order both say. */
const orderFields = z.object({ id, reference: text, status: z.string(), total: amount, currency, payment_type: text });

export const order = orderFields.extend({ created_at: z.string(), concept: text }).passthrough();
export type Order = z.output<typeof order>;

export const registrationOrder = orderFields.extend({ registration_uuid: text, conference_id: id, created_at: text }).passthrough();
export type RegistrationOrder = z.output<typeof registrationOrder>;

export const donationCertificate = z
  .object({
    year: numeral(/^\d{4}$/),
    recipient_cif: z.string(),
    recipient_name: text,
    amount: amount.nullable().optional().default(null),
    currency,
  })
  .passthrough();
export type DonationCertificate = z.output<typeof donationCertificate>;

// The personal calendar feed: our extension of the backend (decision 032). The backend keeps the secret.
export const calendarFeed = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,}$/), created_at: z.string() });
export type CalendarFeed = z.output<typeof calendarFeed>;
export const calendarFeedAnswer = envelope(calendarFeed.nullable());
