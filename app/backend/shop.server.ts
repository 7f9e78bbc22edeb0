// Buying tickets and paying (spec doc 2 §7), never cached. A checkout sends the form's idempotency
// key as `Idempotency-Key`, so the backend too answers a repeat with its first answer.
import { BackendError, segment, type Auth, type Backend } from "./client.server";
import {
  checkoutSessionSchema,
  orderSchema,
  paymentTypeSchema,
  SHOP_REFUSALS,
  shopRefusalSchema,
  ticketSchema,
  type PaymentType,
} from "./shop.schemas";
import { envelope, listEnvelope } from "./catalogue.schemas";
import type { CheckoutSession, Order, ShopRefusal, ShopRefusalAnswer, Ticket } from "./shop.schemas";

export type { CheckoutSession, Order, ShopRefusal } from "./shop.schemas";

export async function getTickets(backend: Backend, auth: Auth | null): Promise<Ticket[]> {
  return (await backend.call("/tickets", { name: "getTickets", auth, schema: listEnvelope(ticketSchema) })).data;
}

export async function getTicketPaymentTypes(backend: Backend, auth: Auth | null, ticketId: number): Promise<PaymentType[]> {
  return (
    await backend.call("/payment-types", {
      name: "getTicketPaymentTypes",
      auth,
      query: { ticketId },
      schema: listEnvelope(paymentTypeSchema),
    })
  ).data;
}

export type ReturnUrls = { successUrl: string; cancelUrl: string };

/** A checkout's POST, with the form's idempotency key as `Idempotency-Key`. */
export async function postCheckout(
  backend: Backend,
  auth: Auth,
  path: string,
  idempotencyKey: string,
  body: Record<string, unknown>,
): Promise<CheckoutSession> {
  const headers = { "idempotency-key": idempotencyKey };
  return (await backend.call(path, { name: "postCheckout", method: "POST", auth, body, headers, schema: envelope(checkoutSessionSchema) }))
    .data;
}

export async function createTicketCheckout(
  backend: Backend,
  auth: Auth,
  input: { ticketId: number; paymentTypeId: number; idempotencyKey: string } & ReturnUrls,
): Promise<CheckoutSession> {
  const { idempotencyKey, ...body } = input;
  return postCheckout(backend, auth, "/payment/create-checkout-session", idempotencyKey, body);
}

export async function getRegistrablePaymentTypes(
  backend: Backend,
  auth: Auth,
  conferenceId: number,
  registrableId: string,
): Promise<PaymentType[]> {
  const path = `/conferences/${segment(conferenceId)}/registrable/${segment(registrableId, "uuid")}/payment-types`;
  return (await backend.call(path, { name: "getRegistrablePaymentTypes", auth, schema: listEnvelope(paymentTypeSchema) })).data;
}

/** A retry pays the same order. */
export async function createRegistrableCheckout(
  backend: Backend,
  auth: Auth,
  input: { conferenceId: number; registrableId: string; paymentTypeId: number; idempotencyKey: string } & ReturnUrls,
): Promise<CheckoutSession> {
  const { conferenceId, registrableId, idempotencyKey, ...body } = input;
  const path = `/conferences/${segment(conferenceId)}/registrable/${segment(registrableId, "uuid")}/confirm-payment`;
  return postCheckout(backend, auth, path, idempotencyKey, body);
}

/** Without a bearer token: the session cookie may not come with the provider's return. */
export async function confirmPaymentBySession(backend: Backend, sessionId: string): Promise<Order> {
  return (
    await backend.call("/confirm-payment", {
      name: "confirmPaymentBySession",
      method: "POST",
      body: { sessionId },
      schema: envelope(orderSchema),
    })
  ).data;
}

export async function getOrder(backend: Backend, auth: Auth, id: number): Promise<Order> {
  return (await backend.call(`/orders/${segment(id)}`, { name: "getOrder", auth, schema: envelope(orderSchema) })).data;
}

/** A 409, or a 422 with one of `codes`; null for any other failure. */
export function codedRefusal<C extends string>(error: unknown, codes: readonly C[]): (ShopRefusalAnswer & { code: C }) | null {
  if (!(error instanceof BackendError) || error.kind !== "http" || (error.status !== 409 && error.status !== 422)) return null;
  const parsed = shopRefusalSchema.safeParse(error.body);
  if (!parsed.success || !parsed.data.code) return null;
  return (codes as readonly string[]).includes(parsed.data.code) ? (parsed.data as ShopRefusalAnswer & { code: C }) : null;
}

export function shopRefusal(error: unknown): ShopRefusal | null {
  return codedRefusal(error, SHOP_REFUSALS);
}
