// Buying tickets and paying (spec doc 1 §2–5; doc 2 §7 "Shop and payment", "Orders").
// Every call, answer and refusal: ../API.md, "Shop and payment: calls".
import { Router, type Request, type Response } from "express";
import { parseId } from "../catalogue";
import { findCampaign } from "../crowdfunding";
import { type CustomerAccount, type TenantCustomers } from "../customers";
import { sendData, sendError } from "../middleware";
import { requireCustomer, scope } from "./scope";
import { recordsOf, type DemoOrder } from "../records";
import {
  checkoutRegistration,
  checkoutTicket,
  currentStatus,
  everyOrder,
  findOrder,
  findPaymentType,
  findTicket,
  holdsTicketOf,
  idempotent,
  latestSessionOf,
  orderView,
  paymentTypesFor,
  paymentTypeView,
  sessionOf,
  ticketsOf,
  ticketView,
  type CheckoutSession,
} from "../shop";
import { pick, t, type Locale, type Localized } from "../seed/i18n";
import type { PaymentKind, SeedPaymentType } from "../seed/shop";
import { findTenant } from "../seed/tenants";
import type { DemoTenant } from "../seed/types";
import { DEMO_PREFIX } from "../stats";

const TEXTS = {
  already_bought: t(
    "Ya has comprado esta entrada con esta cuenta. Para comprar otra necesitas otra cuenta.",
    "You have already bought this ticket with this account. To buy another one you need another account.",
    "Já comprou este bilhete com esta conta. Para comprar outro precisa de outra conta.",
    "Dagoeneko erosi duzu sarrera hau kontu honekin. Beste bat erosteko beste kontu bat behar duzu.",
  ),
  already_paid_registration: t(
    "Esta inscripción ya está pagada.",
    "This registration has already been paid.",
    "Esta inscrição já está paga.",
    "Izen-emate hau ordainduta dago dagoeneko.",
  ),
  sold_out: t("Esta entrada está agotada.", "This ticket is sold out.", "Este bilhete está esgotado.", "Sarrera hau agortuta dago."),
  payment_type_invalid: t(
    "Elige una forma de pago válida para esta compra.",
    "Choose a payment method that is valid for this purchase.",
    "Escolha uma forma de pagamento válida para esta compra.",
    "Aukeratu erosketa honetarako balio duen ordainketa-modu bat.",
  ),
  payment_type_required: t(
    "Elige una forma de pago.",
    "Choose a payment method.",
    "Escolha uma forma de pagamento.",
    "Aukeratu ordainketa-modu bat.",
  ),
  idempotency_key_reused: t(
    "Esta compra ya se envió con otros datos: vuelve a empezarla.",
    "This purchase was already sent with other details: start it again.",
    "Esta compra já foi enviada com outros dados: comece-a de novo.",
    "Erosketa hau beste datu batzuekin bidali da jada: hasi berriro.",
  ),
  idempotency_key_invalid: t(
    "La clave de idempotencia debe tener entre 1 y 255 caracteres visibles.",
    "The idempotency key must have from 1 to 255 visible characters.",
    "A chave de idempotência deve ter entre 1 e 255 caracteres visíveis.",
    "Idenpotentzia-gakoak 1 eta 255 karaktere ikusgarri artean izan behar ditu.",
  ),
  payment_declined: t(
    "El pago no se ha completado: la entidad lo ha rechazado. Puedes intentarlo de nuevo.",
    "The payment was not completed: it was declined. You can try again.",
    "O pagamento não foi concluído: foi recusado. Pode tentar de novo.",
    "Ordainketa ez da osatu: ukatu egin da. Berriro saia zaitezke.",
  ),
  payment_cancelled: t(
    "El pago se ha cancelado. Puedes intentarlo de nuevo.",
    "The payment was cancelled. You can try again.",
    "O pagamento foi cancelado. Pode tentar de novo.",
    "Ordainketa bertan behera geratu da. Berriro saia zaitezke.",
  ),
  ticket_required: t("Elige una entrada.", "Choose a ticket.", "Escolha um bilhete.", "Aukeratu sarrera bat."),
  ticket_unknown: t(
    "La entrada elegida no existe.",
    "The chosen ticket does not exist.",
    "O bilhete escolhido não existe.",
    "Aukeratutako sarrera ez dago.",
  ),
  url_required: t(
    "Falta la dirección de vuelta del pago.",
    "The payment's return address is missing.",
    "Falta o endereço de regresso do pagamento.",
    "Ordainketaren itzulera-helbidea falta da.",
  ),
  url_invalid: t(
    "La dirección de vuelta debe ser una URL http o https completa.",
    "The return address must be a full http or https URL.",
    "O endereço de regresso deve ser um URL http ou https completo.",
    "Itzulera-helbideak http edo https URL osoa izan behar du.",
  ),
  session_required: t(
    "Indica la sesión de pago o el pedido.",
    "Give the payment session or the order.",
    "Indique a sessão de pagamento ou a encomenda.",
    "Adierazi ordainketa-saioa edo eskaera.",
  ),
  session_unknown: t(
    "La sesión de pago no existe.",
    "The payment session does not exist.",
    "A sessão de pagamento não existe.",
    "Ordainketa-saioa ez dago.",
  ),
  order_unknown: t("El pedido no existe.", "The order does not exist.", "A encomenda não existe.", "Eskaera ez dago."),
  campaign_unknown: t("La campaña no existe.", "The campaign does not exist.", "A campanha não existe.", "Kanpaina ez dago."),
  ticket_or_campaign: t(
    "Indica una entrada o una campaña, no las dos.",
    "Give a ticket or a campaign, not both.",
    "Indique um bilhete ou uma campanha, não os dois.",
    "Adierazi sarrera bat edo kanpaina bat, ez biak.",
  ),
  registrable_unknown: t(
    "No hay ninguna inscripción por pagar con ese identificador.",
    "There is no registration to pay with that identifier.",
    "Não existe nenhuma inscrição por pagar com esse identificador.",
    "Ez dago identifikatzaile hori duen ordaintzeko izen-ematerik.",
  ),
} satisfies Record<string, Localized<string>>;

type TextKey = keyof typeof TEXTS;
const text = (key: TextKey, locale: Locale): string => pick(TEXTS[key], locale);

// Helpers.

export type Body = Record<string, unknown>;

export function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** An id in a body or query: a non-negative integer or its digits; anything else undefined. */
export function idOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return undefined;
}

export const present = (value: unknown) => value !== undefined && value !== null && value !== "";

/** An absolute http(s) URL of at most 2000 characters, as given (its `{CHECKOUT_SESSION_ID}` kept). */
function returnUrl(value: unknown): string | "invalid" | undefined {
  if (!present(value)) return undefined;
  if (typeof value !== "string" || value.length > 2000) return "invalid";
  try {
    const url = new URL(value.replaceAll("{CHECKOUT_SESSION_ID}", "x"));
    return url.protocol === "http:" || url.protocol === "https:" ? value : "invalid";
  } catch {
    return "invalid";
  }
}

/** A bearer when one is sent (a bad one answers 403: `false`), else undefined. */
export function optionalCustomer(req: Request, res: Response, customers: TenantCustomers): CustomerAccount | undefined | false {
  if (req.get("authorization") === undefined) return undefined;
  return requireCustomer(req, res, customers) ?? false;
}

export interface Answer {
  status: number;
  body: unknown;
}

export const refusal = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { message, code, ...extra },
});

export function invalid(errors: Record<string, string[]>, code?: string): Answer {
  const first = Object.values(errors)[0]?.[0] ?? "";
  return { status: 422, body: { message: first, ...(code ? { code } : {}), errors } };
}

export function send(res: Response, answer: Answer): void {
  res.status(answer.status).json(answer.body);
}

/** The `Idempotency-Key` header: undefined when absent, "invalid" when not 1–255 visible ASCII characters. */
function idempotencyKey(req: Request): string | undefined | "invalid" {
  const raw = req.get("idempotency-key");
  if (raw === undefined) return undefined;
  const key = raw.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : "invalid";
}

interface PaymentChoice {
  type: SeedPaymentType;
  successUrl: string | null;
  cancelUrl: string | null;
}

/**
 * The payment type (one of `allowed`) and return URLs of a checkout body, or the 422's errors
 * (added to `errors`) and whether the payment type is at fault.
 */
export function paymentChoice(
  body: Body,
  allowed: readonly SeedPaymentType[] | undefined,
  errors: Record<string, string[]>,
  locale: Locale,
): PaymentChoice | undefined {
  const type = findPaymentType(idOf(body.paymentTypeId));
  if (!present(body.paymentTypeId)) errors.paymentTypeId = [text("payment_type_required", locale)];
  else if (!type || (allowed && !allowed.includes(type))) errors.paymentTypeId = [text("payment_type_invalid", locale)];
  const needsReturn = type === undefined || type.kind === "card" || type.kind === "qr";
  const urls: Record<"successUrl" | "cancelUrl", string | null> = { successUrl: null, cancelUrl: null };
  for (const field of ["successUrl", "cancelUrl"] as const) {
    const url = returnUrl(body[field]);
    if (url === "invalid") errors[field] = [text("url_invalid", locale)];
    else if (url === undefined && needsReturn && type) errors[field] = [text("url_required", locale)];
    else urls[field] = url ?? null;
  }
  if (!type || Object.keys(errors).length) return undefined;
  return { type, ...urls };
}

export const fingerprint = (body: Body, fields: string[], extra: string[] = []) =>
  JSON.stringify([...extra, ...fields.map((field) => (present(body[field]) ? String(body[field]) : null))]);

/** The origin the caller reached this API at: the provider's pages are served from it. */
const originOf = (req: Request) => `${req.protocol}://${req.get("host") ?? "127.0.0.1"}`;

export function checkoutView(req: Request, tenant: DemoTenant, locale: Locale, session: CheckoutSession) {
  const redirect = session.kind === "card" ? "pay" : session.kind === "qr" ? "qr" : undefined;
  return {
    session_id: session.id,
    payment_kind: session.kind,
    redirect_url: redirect ? `${originOf(req)}${DEMO_PREFIX}/${redirect}/${session.id}` : null,
    order: orderView(tenant, locale, session.order),
  };
}

/**
 * Runs a checkout call under its `Idempotency-Key` and answers it (the first answer again for a
 * repeat; 409 idempotency_key_reused for the key with another body).
 */
export function answerIdempotent(
  req: Request,
  res: Response,
  customers: TenantCustomers,
  account: CustomerAccount,
  locale: Locale,
  call: string,
  print: string,
  run: () => Answer,
): void {
  const key = idempotencyKey(req);
  if (key === "invalid") {
    send(res, invalid({ idempotency_key: [text("idempotency_key_invalid", locale)] }));
    return;
  }
  const answer = idempotent(customers, account, call, key, print, run);
  if (answer === "reused") {
    send(res, refusal(409, "idempotency_key_reused", text("idempotency_key_reused", locale)));
    return;
  }
  if (answer.replayed) res.set("idempotent-replayed", "true");
  send(res, answer);
}

// Routes.

export const shopRouter = Router();

shopRouter.get("/tickets", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = optionalCustomer(req, res, customers);
  if (account === false) return;
  sendData(
    res,
    ticketsOf(tenant).map((ticket) => ticketView(ticket, locale, account ? holdsTicketOf(tenant, customers, account, ticket.id) : false)),
  );
});

shopRouter.get("/payment-types", (req, res) => {
  const { tenant, locale } = scope(res);
  const raw = req.query.ticketId;
  const campaignRaw = req.query.crowdfundingId;
  let price: number | undefined;
  if (campaignRaw !== undefined && campaignRaw !== "") {
    if (raw !== undefined && raw !== "") {
      send(res, invalid({ crowdfundingId: [text("ticket_or_campaign", locale)] }));
      return;
    }
    if (!findCampaign(tenant, idOf(campaignRaw))) {
      send(res, invalid({ crowdfundingId: [text("campaign_unknown", locale)] }));
      return;
    }
    // A contribution is never 0 €: card, QR and bank transfer.
    price = 1;
  } else if (raw !== undefined && raw !== "") {
    const ticket = findTicket(tenant, idOf(raw));
    if (!ticket) {
      send(res, invalid({ ticketId: [text("ticket_unknown", locale)] }));
      return;
    }
    price = ticket.price;
  }
  sendData(
    res,
    paymentTypesFor(price).map((type) => paymentTypeView(type, locale)),
  );
});

shopRouter.post("/payment/create-checkout-session", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const body = bodyOf(req);
  const print = fingerprint(body, ["ticketId", "paymentTypeId", "successUrl", "cancelUrl"]);
  answerIdempotent(req, res, customers, account, locale, "checkout", print, () => {
    const errors: Record<string, string[]> = {};
    const ticket = findTicket(tenant, idOf(body.ticketId));
    if (!ticket) errors.ticketId = [text(present(body.ticketId) ? "ticket_unknown" : "ticket_required", locale)];
    const choice = paymentChoice(body, ticket ? paymentTypesFor(ticket.price) : undefined, errors, locale);
    if (!ticket || !choice) return invalid(errors, errors.paymentTypeId ? "payment_type_invalid" : undefined);
    if (holdsTicketOf(tenant, customers, account, ticket.id)) return refusal(409, "already_bought", text("already_bought", locale));
    if (ticket.soldOut) return refusal(409, "sold_out", text("sold_out", locale));
    const session = checkoutTicket(tenant, customers, account, ticket, {
      kind: choice.type.kind,
      successUrl: choice.successUrl,
      cancelUrl: choice.cancelUrl,
      locale,
    });
    return { status: 201, body: { data: checkoutView(req, tenant, locale, session) } };
  });
});

/** What `POST /confirm-payment` answers for an order (and its latest session, when it has one). */
function confirmation(tenant: DemoTenant, locale: Locale, order: DemoOrder, session: CheckoutSession | undefined): Answer {
  const status = currentStatus(order);
  const view = orderView(tenant, locale, order);
  const state = session?.state;
  if (state === "failed" || (!session && status === "failed"))
    return refusal(409, "payment_declined", text("payment_declined", locale), { order: view });
  if (state === "cancelled" || status === "cancelled")
    return refusal(409, "payment_cancelled", text("payment_cancelled", locale), { order: view });
  return { status: 200, body: { data: view } };
}

shopRouter.post("/confirm-payment", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = optionalCustomer(req, res, customers);
  if (account === false) return;
  const body = bodyOf(req);
  if (typeof body.sessionId === "string" && body.sessionId.trim() !== "") {
    const session = sessionOf(customers, body.sessionId.trim(), account?.email);
    if (!session) {
      res.status(404).json({ message: text("session_unknown", locale) });
      return;
    }
    send(res, confirmation(tenant, locale, session.order, session));
    return;
  }
  if (present(body.orderId)) {
    if (!account) {
      sendError(res, 403, "Forbidden");
      return;
    }
    const id = idOf(body.orderId);
    const order = id === undefined ? undefined : findOrder(tenant, customers, account, id);
    if (!order) {
      res.status(404).json({ message: text("order_unknown", locale) });
      return;
    }
    send(res, confirmation(tenant, locale, order, latestSessionOf(customers, order)));
    return;
  }
  send(res, invalid({ sessionId: [text("session_required", locale)] }));
});

shopRouter.get("/orders/:id(\\d+)", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const order = findOrder(tenant, customers, account, Number(req.params.id));
  if (!order) {
    res.status(404).json({ message: text("order_unknown", locale) });
    return;
  }
  sendData(res, orderView(tenant, locale, order));
});

// ------------------------------------------------------------------------------ registrables --

/**
 * The customer's registration `{registrableId}` in activity `{id}` that is paid for (not a free one),
 * or answers 403 / 404 and returns undefined.
 */
function registrable(req: Request, res: Response) {
  const scoped = scope(res);
  const account = requireCustomer(req, res, scoped.customers);
  if (!account) return undefined;
  const activityId = parseId(String(req.params.id));
  const registration = recordsOf(scoped.tenant, scoped.customers, account).registrations.find(
    (candidate) => candidate.uuid === req.params.registrableId && candidate.activityId === activityId && candidate.state !== "free",
  );
  const activity = scoped.tenant.catalogue.activities.find((candidate) => candidate.id === activityId);
  if (!registration || !activity) {
    res.status(404).json({ message: text("registrable_unknown", scoped.locale) });
    return undefined;
  }
  const price = registration.order?.total ?? (activity.registration.type === "paid" ? activity.registration.price : 0);
  return { ...scoped, account, registration, price };
}

shopRouter.get("/conferences/:id/registrable/:registrableId/payment-types", (req, res) => {
  const found = registrable(req, res);
  if (!found) return;
  sendData(
    res,
    paymentTypesFor(found.price).map((type) => paymentTypeView(type, found.locale)),
  );
});

shopRouter.post("/conferences/:id/registrable/:registrableId/confirm-payment", (req, res) => {
  const found = registrable(req, res);
  if (!found) return;
  const { tenant, locale, customers, account, registration, price } = found;
  const body = bodyOf(req);
  const print = fingerprint(body, ["paymentTypeId", "successUrl", "cancelUrl"], [registration.uuid]);
  answerIdempotent(req, res, customers, account, locale, "registrable", print, () => {
    // Paid, or covered by the customer's ticket: nothing to pay, whatever was sent.
    if (registration.state !== "pending" || !registration.order || registration.order.status === "paid") {
      return refusal(409, "already_bought", text("already_paid_registration", locale));
    }
    const errors: Record<string, string[]> = {};
    const choice = paymentChoice(body, paymentTypesFor(price), errors, locale);
    if (!choice) return invalid(errors, errors.paymentTypeId ? "payment_type_invalid" : undefined);
    const kind: PaymentKind = choice.type.kind;
    const session = checkoutRegistration(tenant, customers, account, registration, {
      kind,
      successUrl: choice.successUrl,
      cancelUrl: choice.cancelUrl,
      locale,
    });
    return { status: 201, body: { data: checkoutView(req, tenant, locale, session) } };
  });
});

// ------------------------------------------------------------------------------------- demo --

export const demoOrdersRouter = Router();

demoOrdersRouter.get(`${DEMO_PREFIX}/orders`, (req, res) => {
  const tenant = findTenant(typeof req.query.tenant === "string" ? req.query.tenant : undefined);
  if (!tenant) {
    sendError(res, 404, "Not found");
    return;
  }
  res.set("cache-control", "no-store").json({
    data: everyOrder(tenant).map(({ email, order, sessions }) => ({
      id: order.id,
      reference: order.reference,
      email,
      status: currentStatus(order),
      payment_kind: order.paymentType,
      amount: order.total,
      currency: order.currency,
      ticket_id: order.ticketId,
      conference_id: order.activityId,
      contribution_id: order.contribution?.id ?? null,
      campaign_id: order.contribution?.campaignId ?? null,
      reward_id: order.contribution?.rewardId ?? null,
      user_ip: order.userIp,
      created_at: order.createdAt,
      sessions: sessions.map((session) => ({ id: session.id, kind: session.kind, state: session.state })),
    })),
  });
});
