// Buying a ticket or paying a paid activity (spec doc 1 §2, §4, §5): the steps' loaders and actions,
// choose → log in → pay → provider or outcome (decision 016).
import { redirect } from "@remix-run/node";
import type { Activity } from "~/agenda/conference.server";
import { loadActivityFor } from "~/agenda/conference.server";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import { getRegisteredConferences, getRegistrationOrders } from "~/backend/records.server";
import type { PaymentType } from "~/backend/shop.schemas";
import {
  createRegistrableCheckout,
  createTicketCheckout,
  getOrder,
  getRegistrablePaymentTypes,
  getTicketPaymentTypes,
  getTickets,
  shopRefusal,
  type CheckoutSession,
  type Order,
  type ShopRefusal,
} from "~/backend/shop.server";
import type { AppContext } from "~/context";
import { backendFailure, parseForm, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { checkoutOnce, payStep, returnUrls, toProvider } from "~/payments/checkout.server";
import { idParam } from "~/url/params";
import type { ReturnOutcome } from "~/payments/return.server";
import { pathTo } from "~/paths";
import { forbiddenRedirect } from "~/session/forbidden.server";
import { authOf, currentCustomer } from "~/session/auth.server";
import type { AuthPage } from "~/session/page-guard.server";
import { locationOf } from "~/url/local-path";
import { chooseSchema } from "./choose.schema";
import { epcPayload, renderEpcQrSvg } from "./epc-qr";
import {
  ACTIVITY_PARAM,
  CHOOSE_TICKET,
  CONDITIONS_FIELD,
  IDEMPOTENCY_FIELD,
  ORDER_PARAM,
  PAY,
  PAYMENT_TYPE_FIELD,
  PAYMENT_TYPE_PARAM,
  REASON_PARAM,
  TICKET_FIELD,
  TICKET_PARAM,
  TWICE_REASON,
} from "./intents";
import { paySchema } from "./pay.schema";

type Args = { request: Request; context: AppContext };

const local = (context: AppContext, path: string) => localePath(context.locale, path, context.defaultLocale);

function payForm(context: AppContext, paymentTypes: PaymentType[], url: URL) {
  return payStep(context, paymentTypes, idParam(url, PAYMENT_TYPE_PARAM));
}

function purchasePath(context: AppContext, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${local(context, pathTo("purchase"))}${search ? `?${search}` : ""}`;
}

function outcomePath(context: AppContext, outcome: "ok" | "error", query: Record<string, string | number>, slug?: string): string {
  const page = slug
    ? pathTo(outcome === "ok" ? "conferencePurchaseOk" : "conferencePurchaseError", { slug })
    : pathTo(outcome === "ok" ? "purchaseOk" : "purchaseError");
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${local(context, page)}${search ? `?${search}` : ""}`;
}

/** /proceso-de-compra without `?entrada=` (anyone): the tickets to choose from; with it, the pay step (login needed). */
export function choosingTicket(request: Request): boolean {
  return idParam(new URL(request.url), TICKET_PARAM) === null;
}

export async function loadTicketChoice({ request, context }: Args) {
  const auth = await authOf(request, context);
  const loggedIn = auth !== null && (await currentCustomer(request, context)) !== null;
  return { step: "choose" as const, tickets: await getTickets(backendFor(context), loggedIn ? auth : null), loggedIn };
}

export async function loadTicketPay({ request, context }: Args, { auth }: AuthPage) {
  const url = new URL(request.url);
  const backend = backendFor(context);
  const ticketId = idParam(url, TICKET_PARAM);
  const ticket = (await getTickets(backend, auth)).find((entry) => entry.id === ticketId);
  if (!ticket) throw redirect(locationOf(purchasePath(context)));
  // Already held: the spec's "twice" (another purchase needs another account).
  if (ticket.bought) throw redirect(locationOf(outcomePath(context, "error", { [REASON_PARAM]: TWICE_REASON, [TICKET_PARAM]: ticket.id })));
  const paymentTypes = ticket.sold_out ? [] : await getTicketPaymentTypes(backend, auth, ticket.id);
  return { step: "pay" as const, ticket, ...payForm(context, paymentTypes, url), choosePath: purchasePath(context) };
}

/** Paying needs a login; choosing a ticket (or any other intent) does not. */
export function payingTicket(formData: FormData): boolean {
  return formData.get("intent") === PAY;
}

export function submitTicketChoice({ context }: Args, formData: FormData) {
  if (formData.get("intent") !== CHOOSE_TICKET)
    return replyWith(parseForm(formData, chooseSchema), { formErrors: ["shop:pay.errors.failed"] });
  const submission = parseForm(formData, chooseSchema);
  if (submission.status !== "success") return replyWith(submission, { fieldErrors: { [TICKET_FIELD]: ["shop:choose.errors.ticket"] } });
  return redirect(locationOf(purchasePath(context, { [TICKET_PARAM]: submission.value[TICKET_FIELD]! })), 303);
}

export async function submitTicketPay({ request, context }: Args, formData: FormData, { auth }: AuthPage) {
  const ticketId = idParam(new URL(request.url), TICKET_PARAM);
  if (ticketId === null) throw redirect(locationOf(purchasePath(context)));
  const submission = parseForm(formData, paySchema);
  if (submission.status !== "success") return payErrors(submission);
  const { [PAYMENT_TYPE_FIELD]: paymentTypeId, [IDEMPOTENCY_FIELD]: key } = submission.value;
  const backend = backendFor(context);
  const customer = await currentCustomer(request, context);
  try {
    const types = await getTicketPaymentTypes(backend, auth, ticketId);
    const kind = types.find((type) => type.id === paymentTypeId)?.kind ?? "card";
    const outcome = await checkoutOnce(
      context,
      { scope: `ticket:${customer?.email ?? ""}:${ticketId}`, key },
      (idempotencyKey) =>
        createTicketCheckout(backend, auth, { ticketId, paymentTypeId: paymentTypeId!, idempotencyKey, ...returnUrls(context, kind) }),
      shopRefusal,
    );
    if (outcome.kind === "checkout") return afterCheckout(context, outcome.checkout);
    if (outcome.refusal.code === "already_bought") {
      return redirect(locationOf(outcomePath(context, "error", { [REASON_PARAM]: TWICE_REASON, [TICKET_PARAM]: ticketId })), 303);
    }
    return refusedReply(submission, outcome.refusal);
  } catch (error) {
    return failedReply(request, context, submission, error);
  }
}

/** The visitor's registration of this activity that waits for its payment, with its order's amount. */
async function pendingRegistration(context: AppContext, auth: Auth, activity: Activity) {
  const backend = backendFor(context);
  const [registered, orders] = await Promise.all([getRegisteredConferences(backend, auth), getRegistrationOrders(backend, auth)]);
  const registration = registered.find((entry) => String(entry.id) === String(activity.id) && entry.registration_state === "pending");
  const order = orders.find(
    (entry) => String(entry.conference_id) === String(activity.id) && entry.registration_uuid && entry.status !== "paid",
  );
  if (!registration || !order?.registration_uuid) return null;
  return { uuid: order.registration_uuid, amount: order.total, currency: order.currency, failed: registration.payment_status === "failed" };
}

/** /agenda/<slug>/proceso-de-compra: paying the visitor's pending registration in a paid activity. */
export async function loadActivityPurchase({ request, context, slug }: Args & { slug: string }, { auth }: AuthPage) {
  const backend = backendFor(context);
  const activity = await loadActivityFor(request, context, slug);
  const activityPath = local(context, pathTo("conference", { slug }));
  const pending = await pendingRegistration(context, auth, activity);
  if (!pending) return { step: "nothing" as const, activity: { title: activity.title, slug }, activityPath };
  const paymentTypes = await getRegistrablePaymentTypes(backend, auth, activity.id, pending.uuid);
  return {
    step: "pay" as const,
    activity: { title: activity.title, slug },
    activityPath,
    pending,
    ...payForm(context, paymentTypes, new URL(request.url)),
  };
}

export async function submitActivityPurchase({ request, context, slug }: Args & { slug: string }, { auth }: AuthPage) {
  const formData = await request.formData();
  const submission = parseForm(formData, paySchema);
  if (formData.get("intent") !== PAY) return replyWith(submission, { formErrors: ["shop:pay.errors.failed"] });
  if (submission.status !== "success") return payErrors(submission);
  const { [PAYMENT_TYPE_FIELD]: paymentTypeId, [IDEMPOTENCY_FIELD]: key } = submission.value;
  const backend = backendFor(context);
  try {
    const activity = await loadActivityFor(request, context, slug);
    const pending = await pendingRegistration(context, auth, activity);
    // Paid meanwhile (another tab): the outcome page of what is there to see.
    if (!pending) return redirect(locationOf(local(context, pathTo("conferencePurchase", { slug }))), 303);
    const types = await getRegistrablePaymentTypes(backend, auth, activity.id, pending.uuid);
    const kind = types.find((type) => type.id === paymentTypeId)?.kind ?? "card";
    const outcome = await checkoutOnce(
      context,
      { scope: `registration:${pending.uuid}`, key },
      (idempotencyKey) =>
        createRegistrableCheckout(backend, auth, {
          conferenceId: activity.id,
          registrableId: pending.uuid,
          paymentTypeId: paymentTypeId!,
          idempotencyKey,
          ...returnUrls(context, kind, { [ACTIVITY_PARAM]: slug }),
        }),
      shopRefusal,
    );
    if (outcome.kind === "checkout") return afterCheckout(context, outcome.checkout, slug);
    if (outcome.refusal.code === "already_bought")
      return redirect(locationOf(outcomePath(context, "error", { [REASON_PARAM]: TWICE_REASON }, slug)), 303);
    return refusedReply(submission, outcome.refusal);
  } catch (error) {
    return failedReply(request, context, submission, error);
  }
}

type PaySubmission = ReturnType<typeof parseForm<typeof paySchema>>;

/** Every missing choice at once, each in its own words; a bad key: the form again with a fresh one. */
function payErrors(submission: PaySubmission) {
  const failing = submission.status === "error" ? (submission.error ?? {}) : {};
  const fieldErrors: Record<string, string[]> = {};
  if (failing[PAYMENT_TYPE_FIELD]) fieldErrors[PAYMENT_TYPE_FIELD] = ["shop:pay.errors.paymentType"];
  if (failing[CONDITIONS_FIELD]) fieldErrors[CONDITIONS_FIELD] = ["shop:pay.errors.conditions"];
  const formErrors = failing[IDEMPOTENCY_FIELD] ? ["shop:pay.errors.expired"] : undefined;
  return replyWith(submission, { fieldErrors: { ...fieldErrors, [IDEMPOTENCY_FIELD]: [] }, formErrors });
}

/** Card and QR: to the provider (303); free and bank transfer: the outcome page of the order. */
function afterCheckout(context: AppContext, checkout: CheckoutSession, slug?: string): Response {
  if (checkout.redirect_url) return toProvider(checkout.redirect_url);
  return redirect(locationOf(outcomePath(context, "ok", { [ORDER_PARAM]: checkout.order.id }, slug)), 303);
}

function refusedReply(submission: PaySubmission, refusal: ShopRefusal) {
  if (refusal.code === "payment_type_invalid")
    return replyWith(submission, { fieldErrors: { [PAYMENT_TYPE_FIELD]: ["shop:pay.errors.paymentTypeInvalid"] }, status: 422 });
  const message =
    refusal.code === "sold_out"
      ? "shop:pay.errors.soldOut"
      : refusal.code === "idempotency_key_reused"
        ? "shop:pay.errors.expired"
        : "shop:pay.errors.failed";
  return replyWith(submission, { formErrors: [message], status: 409 });
}

/** The backend failed ("rethrown to the caller", the spec says): the form again, choices kept, with why. */
async function failedReply(request: Request, context: AppContext, submission: PaySubmission, error: unknown) {
  if (error instanceof BackendError && error.forbidden) throw await forbiddenRedirect(request, context);
  return backendFailure(submission, error, {
    fallback: "shop:pay.errors.failed",
    fields: { paymentTypeId: PAYMENT_TYPE_FIELD },
    logger: context.logger,
  });
}

/** Paid or pending → the ok page; declined, cancelled or no order → the error page. */
export function purchaseOutcomePath(context: AppContext) {
  return (outcome: ReturnOutcome<Order>, query: URLSearchParams): string => {
    const slugParam = query.get(ACTIVITY_PARAM);
    const slug = slugParam && /^[\w-]{1,200}$/.test(slugParam) ? slugParam : undefined;
    if (outcome.kind === "confirmed") return outcomePath(context, "ok", { [ORDER_PARAM]: outcome.value.id }, slug);
    const order = outcome.kind === "failed" ? shopRefusal(outcome.error)?.order : undefined;
    return outcomePath(context, "error", order ? { [ORDER_PARAM]: order.id } : {}, slug);
  };
}

/** What the order bought, in the words the outcome pages show. */
function boughtOf(order: Order) {
  const { item } = order;
  if (item.type === "ticket") return { kind: "ticket" as const, name: item.name, version: item.version };
  return { kind: "registration" as const, name: item.type === "registration" ? item.title : item.campaign_title };
}

function profileOrdersPath(context: AppContext): string {
  return `${local(context, pathTo("profile"))}#${getT(context.locale)("profile:tabs.activities.anchor")}`;
}

async function orderOf(request: Request, context: AppContext, auth: Auth): Promise<Order | null> {
  const id = idParam(new URL(request.url), ORDER_PARAM);
  return id === null ? null : getOrder(backendFor(context), auth, id);
}

/** The ok page: what was bought, and a waiting bank transfer's instructions with its EPC QR code. */
export async function loadPurchaseOk({ request, context, slug }: Args & { slug?: string }, { auth }: AuthPage) {
  const order = await orderOf(request, context, auth);
  if (!order) throw redirect(locationOf(slug ? local(context, pathTo("conferencePurchase", { slug })) : purchasePath(context)));
  if (order.status === "failed" || order.status === "cancelled")
    throw redirect(locationOf(outcomePath(context, "error", { [ORDER_PARAM]: order.id }, slug)));
  const transfer = order.status === "pending" && order.bank_transfer ? order.bank_transfer : null;
  const qrSvg = transfer ? await renderEpcQrSvg(epcPayload(transfer)) : null;
  return {
    order: {
      id: order.id,
      reference: order.reference,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      paymentKind: order.payment_kind,
    },
    bought: boughtOf(order),
    transfer: transfer && qrSvg ? { details: transfer, qrSvg } : null,
    ordersPath: profileOrdersPath(context),
    activityPath: slug ? local(context, pathTo("conference", { slug })) : null,
  };
}

/** The error page: a payment declined or given up (with a retry), or the spec's "twice". */
export async function loadPurchaseError({ request, context, slug }: Args & { slug?: string }, { auth }: AuthPage) {
  const url = new URL(request.url);
  const backend = backendFor(context);
  const common = { ordersPath: profileOrdersPath(context), activityPath: slug ? local(context, pathTo("conference", { slug })) : null };
  if (url.searchParams.get(REASON_PARAM) === TWICE_REASON) {
    const ticketId = idParam(url, TICKET_PARAM);
    const ticket = ticketId === null ? undefined : (await getTickets(backend, auth)).find((entry) => entry.id === ticketId);
    return {
      reason: "twice" as const,
      bought: ticket ? { kind: "ticket" as const, name: ticket.name, version: ticket.version } : null,
      retryPath: null,
      ...common,
    };
  }
  const order = await orderOf(request, context, auth);
  if (order?.status === "paid") throw redirect(locationOf(outcomePath(context, "ok", { [ORDER_PARAM]: order.id }, slug)));
  const reason =
    order?.status === "failed" ? ("declined" as const) : order?.status === "cancelled" ? ("cancelled" as const) : ("unknown" as const);
  return {
    reason,
    bought: order ? boughtOf(order) : null,
    retryPath: order
      ? await retryPath(context, auth, order, slug)
      : slug
        ? local(context, pathTo("conferencePurchase", { slug }))
        : purchasePath(context),
    ...common,
  };
}

/** The pay step again with the same choices: the ticket (or the activity) and the way of paying. */
async function retryPath(context: AppContext, auth: Auth, order: Order, slug?: string): Promise<string> {
  const backend = backendFor(context);
  if (order.item.type === "ticket") {
    const types: PaymentType[] = await getTicketPaymentTypes(backend, auth, order.item.ticket_id).catch(() => []);
    const type = types.find((entry) => entry.kind === order.payment_kind);
    return purchasePath(context, { [TICKET_PARAM]: order.item.ticket_id, ...(type ? { [PAYMENT_TYPE_PARAM]: type.id } : {}) });
  }
  const base = slug ? local(context, pathTo("conferencePurchase", { slug })) : purchasePath(context);
  if (order.item.type !== "registration") return base;
  const types: PaymentType[] = await getRegistrablePaymentTypes(
    backend,
    auth,
    order.item.conference_id,
    order.item.registration_uuid,
  ).catch(() => []);
  const type = types.find((entry) => entry.kind === order.payment_kind);
  return type ? `${base}?${new URLSearchParams({ [PAYMENT_TYPE_PARAM]: String(type.id) })}` : base;
}
