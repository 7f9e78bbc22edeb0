// The shapes of the backend's answers about buying tickets and paying (spec doc 2 §7 "Shop and
// payment" and "Orders"; doc 1 §3 ticket versions, §4 purchase outcomes, §5 purchase rules). The spec
// names the calls and the checkout's payload (`ticketId`, `paymentTypeId`), not their answers: these
// are ours (snake_case, `{data}` envelopes, refusals `409 {message, code}`, Laravel's 422), written
// down once here. The portal validates answers against them; the demo API is held to them
// (tests/integration/demo-api-contract.test.ts); every call, payload and refusal is documented at
// the top of demo-api/routes/shop.ts, and the README's "Shop and payment" says which demo account
// and ticket gives which outcome.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it. Types for the
// portal's code come from the schemas (`z.output<typeof orderSchema>`), added here when first used.
import { z } from "zod";
import { contributionItemSchema } from "./crowdfunding.schemas";

const id = z.number().int();
const isoDateTime = z.string().datetime({ offset: true });
const money = z.number().nonnegative();
const currency = z.string().length(3);
const httpUrl = z.string().url().refine((value) => /^https?:\/\//.test(value), { message: "an http(s) URL" });

// ---------------------------------------------------------------------------------- tickets --

/** The spec's ticket versions (doc 1 §3: virtual, free pass, all-inclusive). */
export const TICKET_VERSIONS = ["virtual", "free_pass", "all_inclusive"] as const;

/** One ticket of `GET /tickets` (a tenant without tickets answers `[]`). */
export const ticketSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string(),
  version: z.enum(TICKET_VERSIONS),
  /** What it gives, one line each, in the request's language. */
  includes: z.array(z.string().min(1)),
  /** 0: a free ticket, taken with the `free` payment type. */
  price: money,
  currency,
  /** Sold out: shown, not bought (checkout answers 409 sold_out). */
  sold_out: z.boolean(),
  /** The customer of the bearer token holds it (a paid order of it); false without a bearer. */
  bought: z.boolean(),
});

// ------------------------------------------------------------------------------ payment types --

export const PAYMENT_KINDS = ["card", "qr", "bank_transfer", "free"] as const;

/**
 * One payment type of `GET /payment-types[?ticketId=]` and of a registrable's payment types. The
 * portal acts by `kind`: card and qr go to the provider's page (`redirect_url`), bank_transfer shows
 * instructions, free needs nothing. `free` is only for what costs 0, the others only for a price.
 */
export const paymentTypeSchema = z.object({
  /** The `paymentTypeId` to send. */
  id,
  kind: z.enum(PAYMENT_KINDS),
  name: z.string().min(1),
  description: z.string(),
});
export type PaymentType = z.output<typeof paymentTypeSchema>;

// ------------------------------------------------------------------------------------ orders --

/** How to pay a bank-transfer order (for the page and for an EPC "GiroCode" QR code). */
const bankTransferSchema = z.object({
  beneficiary: z.string().min(1).max(70),
  /** Without spaces, e.g. `ES9121000418450200051332`. */
  iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/),
  bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/),
  amount: z.number().positive(),
  /** EUR for an EPC QR code. */
  currency,
  /** What the transfer's concept must say: the order's reference (≤ 35 characters). */
  reference: z.string().min(1).max(35),
  /** The last moment to pay: the order's creation + 7 days; an unpaid order is then cancelled. */
  deadline: isoDateTime,
});

export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled"] as const;

/**
 * What an order pays: a ticket, a registration in a paid activity (a "registrable"), or a
 * crowdfunding contribution (crowdfunding.schemas.ts).
 */
const orderItemSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ticket"), ticket_id: id, name: z.string().min(1), version: z.enum(TICKET_VERSIONS) }),
  z.object({ type: z.literal("registration"), conference_id: id, registration_uuid: z.string().uuid(), title: z.string().min(1) }),
  contributionItemSchema,
]);

/** `GET /orders/{id}`, the order of a checkout, and what `POST /confirm-payment` answers. */
export const orderSchema = z
  .object({
    id,
    /** What the customer quotes (and a transfer's concept), e.g. `PED-2027-0007`. */
    reference: z.string().min(1).max(35),
    /**
     * pending: not paid yet (at the provider, or a transfer within its 7 days); paid; failed: the
     * provider refused it (declined card, QR payment failed); cancelled: given up at the provider, a
     * transfer's 7 days passed, or a newer checkout of the same thing replaced it.
     */
    status: z.enum(ORDER_STATUSES),
    /** null: no payment chosen yet (a registration's order before its purchase flow). */
    payment_kind: z.enum(PAYMENT_KINDS).nullable(),
    amount: money,
    currency,
    item: orderItemSchema,
    created_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    /** A bank-transfer order's instructions (also once paid); null for every other kind. */
    bank_transfer: bankTransferSchema.nullable(),
  })
  .refine((order) => (order.bank_transfer !== null) === (order.payment_kind === "bank_transfer"), {
    message: "a bank-transfer order, and only one, has transfer instructions",
  })
  .refine((order) => (order.paid_at !== null) === (order.status === "paid"), { message: "paid_at is set exactly when the order is paid" });

// ---------------------------------------------------------------------------------- checkout --

/**
 * `POST /payment/create-checkout-session` and `POST /conferences/{id}/registrable/{registrableId}/
 * confirm-payment` → 201 `{data}` (a repeat with the same `Idempotency-Key` and body: the same status
 * and body again, header `Idempotent-Replayed: true`). By `payment_kind`:
 *   card, qr       `redirect_url`: the provider's hosted page (card) or QR step (qr), to send the
 *                  browser to (303); the order is pending until the provider returns.
 *   free           no redirect: the order is already paid.
 *   bank_transfer  no redirect: the order is pending, `order.bank_transfer` says how to pay.
 */
export const checkoutSessionSchema = z
  .object({
    /** The provider's session: what the return URLs carry, and what `POST /confirm-payment` takes. */
    session_id: z.string().min(1),
    payment_kind: z.enum(PAYMENT_KINDS),
    redirect_url: httpUrl.nullable(),
    order: orderSchema,
  })
  .refine((session) => session.order.payment_kind === session.payment_kind, { message: "the order is paid the session's way" })
  .refine((session) => (session.redirect_url !== null) === (session.payment_kind === "card" || session.payment_kind === "qr"), {
    message: "card and qr, and only they, send the browser to the provider",
  })
  .refine((session) => session.payment_kind !== "free" || session.order.status === "paid", { message: "a free order is paid at once" });

// ---------------------------------------------------------------------------------- refusals --

/** The `code` of a refusal the pages tell apart (spec doc 2 §8 "Purchase": payment error, already bought). */
export const SHOP_REFUSALS = [
  // Checkout (409).
  /** The spec's "twice": this account already holds the ticket (or the registration is paid); another purchase needs another account. */
  "already_bought",
  "sold_out",
  // Checkout (422 with errors.paymentTypeId): unknown, or not for this price (free only for 0 €).
  "payment_type_invalid",
  // Checkout (409): the same Idempotency-Key with another body.
  "idempotency_key_reused",
  // Confirm payment (409, with the `order`): the provider refused the payment, or it was given up.
  "payment_declined",
  "payment_cancelled",
] as const;

/**
 * A refusal: `{message, code}` (409), or Laravel's 422 `{message, errors}` (with `code:
 * "payment_type_invalid"` when that is the field at fault). `message` is in the request's language.
 * 403 is only "no valid session" (the portal ends its session on a 403).
 */
export const shopRefusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** payment_declined, payment_cancelled: the order as it is now (failed, cancelled). */
  order: orderSchema.optional(),
});
