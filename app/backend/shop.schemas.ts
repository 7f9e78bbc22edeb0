// The backend's answers about buying tickets and paying (spec doc 2 §7–8, doc 1 §3–5), documented
// call by call in demo-api/routes/shop.ts.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { isoDateTime } from "./catalogue.schemas";
import { contributionItemSchema } from "./crowdfunding.schemas";

const id = z.number().int();
const money = z.number().nonnegative();
const currency = z.string().length(3);
const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), { message: "an http(s) URL" });

export const TICKET_VERSIONS = ["virtual", "free_pass", "all_inclusive"] as const;

export const ticketSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string(),
  version: z.enum(TICKET_VERSIONS),
  includes: z.array(z.string().min(1)),
  /** 0: a free ticket, taken with the `free` payment type. */
  price: money,
  currency,
  sold_out: z.boolean(),
  bought: z.boolean(),
});

export const PAYMENT_KINDS = ["card", "qr", "bank_transfer", "free"] as const;

/** `free` is only for what costs 0, the others only for a price. */
export const paymentTypeSchema = z.object({
  id,
  kind: z.enum(PAYMENT_KINDS),
  name: z.string().min(1),
  description: z.string(),
});
export type PaymentType = z.output<typeof paymentTypeSchema>;

/** Also what an EPC "GiroCode" QR code holds. */
const bankTransferSchema = z.object({
  beneficiary: z.string().min(1).max(70),
  iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/),
  bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/),
  amount: z.number().positive(),
  currency,
  reference: z.string().min(1).max(35),
  /** An unpaid order is cancelled after it. */
  deadline: isoDateTime,
});

export const ORDER_STATUSES = ["pending", "paid", "failed", "cancelled"] as const;

const orderItemSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ticket"), ticket_id: id, name: z.string().min(1), version: z.enum(TICKET_VERSIONS) }),
  z.object({ type: z.literal("registration"), conference_id: id, registration_uuid: z.guid(), title: z.string().min(1) }),
  contributionItemSchema,
]);

export const orderSchema = z
  .object({
    id,
    reference: z.string().min(1).max(35),
    /** "cancelled" also when a newer checkout of the same thing replaced it. */
    status: z.enum(ORDER_STATUSES),
    payment_kind: z.enum(PAYMENT_KINDS).nullable(),
    amount: money,
    currency,
    item: orderItemSchema,
    created_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    bank_transfer: bankTransferSchema.nullable(),
  })
  .refine((order) => (order.bank_transfer !== null) === (order.payment_kind === "bank_transfer"), {
    message: "a bank-transfer order, and only one, has transfer instructions",
  })
  .refine((order) => (order.paid_at !== null) === (order.status === "paid"), { message: "paid_at is set exactly when the order is paid" });

/** A repeat with the same `Idempotency-Key` and body answers the same again (`Idempotent-Replayed: true`). */
export const checkoutSessionSchema = z
  .object({
    /** What the return URLs carry and `POST /confirm-payment` takes. */
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

/** Refusal codes the pages tell apart (spec doc 2 §8); all 409 but `payment_type_invalid` (422). */
export const SHOP_REFUSALS = [
  "already_bought",
  "sold_out",
  "payment_type_invalid",
  "idempotency_key_reused",
  "payment_declined",
  "payment_cancelled",
] as const;

export const shopRefusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** With payment_declined and payment_cancelled. */
  order: orderSchema.optional(),
});

export type Ticket = z.output<typeof ticketSchema>;
export type Order = z.output<typeof orderSchema>;
export type CheckoutSession = z.output<typeof checkoutSessionSchema>;
export type ShopRefusalAnswer = z.output<typeof shopRefusalSchema>;
export type ShopRefusal = ShopRefusalAnswer & { code: (typeof SHOP_REFUSALS)[number] };
