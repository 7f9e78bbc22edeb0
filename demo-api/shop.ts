// The shop's state and rules: checkout sessions, orders and idempotency, in memory, per tenant.
// Session states, how they move orders, idempotency: ./API.md, "Shop and payment: state and rules".
import { randomBytes } from "node:crypto";
import { campaignWindow, DAY_MS, madrid, TRANSFER_DAYS } from "./clock";
import type { CustomerAccount, TenantCustomers } from "./customers";
import { tenantCustomers } from "./customers";
import { addShopOrder, ordersOfTenant, recordsOf, type DemoOrder, type DemoRegistration, type OrderContribution } from "./records";
import { findSeedCampaign, type SeedCampaign, type SeedReward } from "./seed/crowdfunding";
import { TICKET_HOLDERS } from "./seed/participation";
import { pick, type Locale } from "./seed/i18n";
import { EVENTOS_HELD_TICKET_ID, PAYMENT_TYPES, shopSeed, type PaymentKind, type SeedPaymentType, type SeedTicket } from "./seed/shop";
import { DEMO_TENANTS } from "./seed/tenants";
import type { DemoTenant } from "./seed/types";

export type SessionState = "open" | "complete" | "failed" | "cancelled";

export interface CheckoutSession {
  id: string;
  tenantToken: string;
  email: string;
  kind: PaymentKind;
  order: DemoOrder;
  /** The registration it pays (a registrable's session). */
  registration: DemoRegistration | null;
  /** Where the provider sends the browser back (card, qr); null for free and bank transfer. */
  successUrl: string | null;
  cancelUrl: string | null;
  /** The language of the call that made it: the provider's pages speak it. */
  locale: Locale;
  state: SessionState;
  createdAt: string;
}

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

interface ShopState {
  sessions: Map<string, CheckoutSession>;
  answers: Map<string, StoredAnswer>;
}

const shops = new WeakMap<TenantCustomers, ShopState>();

function shopOf(customers: TenantCustomers): ShopState {
  let state = shops.get(customers);
  if (!state) {
    state = { sessions: new Map(), answers: new Map() };
    shops.set(customers, state);
  }
  return state;
}

// ------------------------------------------------------------------------------ what is sold --

export const ticketsOf = (tenant: DemoTenant): readonly SeedTicket[] => shopSeed(tenant.token).tickets;

export function findTicket(tenant: DemoTenant, id: number | undefined): SeedTicket | undefined {
  return id === undefined ? undefined : ticketsOf(tenant).find((ticket) => ticket.id === id);
}

export function findPaymentType(id: number | undefined): SeedPaymentType | undefined {
  return id === undefined ? undefined : PAYMENT_TYPES.find((type) => type.id === id);
}

/** The payment types for what costs `price`: free only for 0, the others only for a price. */
export function paymentTypesFor(price: number | undefined): readonly SeedPaymentType[] {
  if (price === undefined) return PAYMENT_TYPES;
  return PAYMENT_TYPES.filter((type) => (type.kind === "free") === (price === 0));
}

export function paymentTypeView(type: SeedPaymentType, locale: Locale) {
  return { id: type.id, kind: type.kind, name: pick(type.name, locale), description: pick(type.description, locale) };
}

/** Whether the account holds the ticket: a paid order of it, or the seed's holders' Eventos ticket. */
export function holdsTicketOf(tenant: DemoTenant, customers: TenantCustomers, account: CustomerAccount, ticketId: number): boolean {
  if (tenant.ticketRequired && ticketId === EVENTOS_HELD_TICKET_ID && TICKET_HOLDERS.includes(account.email)) return true;
  return recordsOf(tenant, customers, account).orders.some((order) => order.ticketId === ticketId && currentStatus(order) === "paid");
}

export function ticketView(ticket: SeedTicket, locale: Locale, bought: boolean) {
  return {
    id: ticket.id,
    name: pick(ticket.name, locale),
    description: pick(ticket.description, locale),
    version: ticket.version,
    includes: ticket.includes.map((line) => pick(line, locale)),
    price: ticket.price,
    currency: ticket.currency,
    sold_out: ticket.soldOut,
    bought,
  };
}

// ------------------------------------------------------------------------------------ orders --

/** The order's status now: a ticket's or contribution's transfer past its deadline is cancelled when read. */
export function currentStatus(order: DemoOrder, now = Date.now()): DemoOrder["status"] {
  const expires = order.ticketId !== null || order.contribution !== null;
  const expired = expires && order.transferDeadline !== null && Date.parse(order.transferDeadline) < now;
  if (order.status === "pending" && expired) order.status = "cancelled";
  return order.status;
}

const nowIso = () => madrid(Date.now());

function transferOf(tenant: DemoTenant, order: DemoOrder) {
  if (order.paymentType !== "bank_transfer") return null;
  const { beneficiary } = shopSeed(tenant.token);
  return {
    beneficiary: beneficiary.name,
    iban: beneficiary.iban,
    bic: beneficiary.bic,
    amount: order.total,
    currency: order.currency,
    reference: order.reference,
    deadline: order.transferDeadline ?? madrid(Date.parse(order.createdAt) + TRANSFER_DAYS * DAY_MS),
  };
}

/** `GET /orders/{id}`'s shape (app/backend/shop.schemas.ts `orderSchema`). */
export function orderView(tenant: DemoTenant, locale: Locale, order: DemoOrder) {
  const status = currentStatus(order);
  let item;
  if (order.contribution !== null) {
    item = contributionItem(tenant, locale, order.contribution);
  } else if (order.ticketId !== null) {
    const ticket = findTicket(tenant, order.ticketId);
    item = {
      type: "ticket" as const,
      ticket_id: order.ticketId,
      name: ticket ? pick(ticket.name, locale) : order.reference,
      version: ticket?.version ?? "virtual",
    };
  } else {
    const activity = tenant.catalogue.activities.find((candidate) => candidate.id === order.activityId);
    item = {
      type: "registration" as const,
      conference_id: order.activityId ?? 0,
      registration_uuid: order.registrationUuid ?? "",
      title: activity ? pick(activity.title, locale) : order.reference,
    };
  }
  return {
    id: order.id,
    reference: order.reference,
    status,
    payment_kind: order.paymentType,
    amount: order.total,
    currency: order.currency,
    item,
    created_at: order.createdAt,
    // The seed's paid orders predate the shop: their payment is dated when they were made.
    paid_at: status === "paid" ? (order.paidAt ?? order.createdAt) : null,
    bank_transfer: transferOf(tenant, order),
  };
}

/** What a contribution order pays, as the order's `item` (shop.schemas.ts, `type: "contribution"`). */
function contributionItem(tenant: DemoTenant, locale: Locale, contribution: OrderContribution) {
  const campaign = findSeedCampaign(tenant.token, contribution.campaignId);
  const reward = campaign?.rewards.find((candidate) => candidate.id === contribution.rewardId);
  return {
    type: "contribution" as const,
    conference_id: tenant.catalogue.activities.find((activity) => activity.slug === campaign?.conferenceSlug)?.id ?? 0,
    conference_slug: campaign?.conferenceSlug ?? "",
    campaign_id: contribution.campaignId,
    campaign_title: campaign ? pick(campaign.title, locale) : String(contribution.campaignId),
    reward_id: contribution.rewardId,
    reward_title: reward ? pick(reward.title, locale) : null,
  };
}

export function findOrder(tenant: DemoTenant, customers: TenantCustomers, account: CustomerAccount, id: number): DemoOrder | undefined {
  return recordsOf(tenant, customers, account).orders.find((order) => order.id === id);
}

// -------------------------------------------------------------------------------- idempotency --

/**
 * A checkout call kept under its key: `run` makes the answer the first time; a repeat with the same
 * fingerprint gets it again (`replayed`), another fingerprint is `reused`. No key: `run` every time.
 */
export function idempotent(
  customers: TenantCustomers,
  account: CustomerAccount,
  call: string,
  key: string | undefined,
  fingerprint: string,
  run: () => { status: number; body: unknown },
): { status: number; body: unknown; replayed: boolean } | "reused" {
  if (key === undefined) return { ...run(), replayed: false };
  const answers = shopOf(customers).answers;
  const slot = `${account.email}\n${call}\n${key}`;
  const stored = answers.get(slot);
  if (stored) return stored.fingerprint === fingerprint ? { status: stored.status, body: stored.body, replayed: true } : "reused";
  const answer = run();
  answers.set(slot, { fingerprint, ...answer });
  return { ...answer, replayed: false };
}

// --------------------------------------------------------------------------------- sessions --

const newSessionId = () => `cs_demo_${randomBytes(18).toString("base64url")}`;

interface SessionInput {
  kind: PaymentKind;
  successUrl: string | null;
  cancelUrl: string | null;
  locale: Locale;
}

/** `lastDayMs`: a transfer's deadline never after it (a campaign's end). */
function openSession(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  order: DemoOrder,
  registration: DemoRegistration | null,
  input: SessionInput,
  lastDayMs = Infinity,
): CheckoutSession {
  const shop = shopOf(customers);
  const session: CheckoutSession = {
    id: newSessionId(),
    tenantToken: tenant.token,
    email: account.email,
    kind: input.kind,
    order,
    registration,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    locale: input.locale,
    state: "open",
    createdAt: nowIso(),
  };
  shop.sessions.set(session.id, session);
  order.paymentType = input.kind;
  if (input.kind === "bank_transfer") {
    order.status = "pending";
    order.transferDeadline = madrid(Math.min(Date.now() + TRANSFER_DAYS * DAY_MS, lastDayMs));
  }
  if (input.kind === "free") settle(session, "complete");
  return session;
}

/** Sessions of the account still open for the same thing are given up: one live attempt at a time. */
function replaceOpenSessions(customers: TenantCustomers, email: string, same: (session: CheckoutSession) => boolean): void {
  for (const session of shopOf(customers).sessions.values()) {
    if (session.email === email && session.state === "open" && same(session)) settle(session, "cancelled");
  }
}

/** A ticket's checkout: a new pending order (earlier unpaid ones of the same ticket are cancelled). */
export function checkoutTicket(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  ticket: SeedTicket,
  input: SessionInput,
): CheckoutSession {
  const records = recordsOf(tenant, customers, account);
  replaceOpenSessions(customers, account.email, (session) => session.order.ticketId === ticket.id);
  for (const order of records.orders) {
    if (order.ticketId === ticket.id && order.status === "pending") order.status = "cancelled";
  }
  const order = addShopOrder(
    customers,
    records,
    { ticketId: ticket.id, total: ticket.price, currency: ticket.currency },
    input.kind,
    nowIso(),
  );
  return openSession(tenant, customers, account, order, null, input);
}

/**
 * A contribution's checkout: a new pending order, with the IP the portal sent. Card/QR sessions of the
 * same campaign and reward are given up; a pending transfer stays (a contribution of its own).
 */
export function checkoutContribution(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  contribution: { campaign: SeedCampaign; reward: SeedReward | null; amount: number; userIp: string },
  input: SessionInput,
): CheckoutSession {
  const { campaign, reward, amount, userIp } = contribution;
  const rewardId = reward?.id ?? null;
  replaceOpenSessions(
    customers,
    account.email,
    (session) =>
      session.kind !== "bank_transfer" &&
      session.order.contribution?.campaignId === campaign.id &&
      session.order.contribution.rewardId === rewardId,
  );
  const records = recordsOf(tenant, customers, account);
  const purchase = { contribution: { campaignId: campaign.id, rewardId }, total: amount, currency: campaign.currency, userIp };
  const order = addShopOrder(customers, records, purchase, input.kind, nowIso());
  return openSession(tenant, customers, account, order, null, input, campaignWindow(campaign).endsAt);
}

/** A registration's checkout: its own order, paid another way from now on. */
export function checkoutRegistration(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  registration: DemoRegistration,
  input: SessionInput,
): CheckoutSession {
  const order = registration.order!;
  replaceOpenSessions(customers, account.email, (session) => session.order === order);
  return openSession(tenant, customers, account, order, registration, input);
}

/** The provider's outcome, recorded once: a finished session does not change again. */
export function settle(session: CheckoutSession, outcome: Exclude<SessionState, "open">): void {
  if (session.state !== "open") return;
  session.state = outcome;
  const { order, registration } = session;
  if (outcome === "complete") {
    order.status = "paid";
    order.paidAt = nowIso();
    if (registration) registration.state = "paid";
  } else if (outcome === "failed") {
    order.status = "failed";
  } else if (!registration) {
    order.status = "cancelled";
  }
}

/** A session by its id, whatever the tenant (the provider's pages get no `X-Tenant`). */
export function findSession(id: string): { session: CheckoutSession; tenant: DemoTenant } | undefined {
  for (const tenant of Object.values(DEMO_TENANTS)) {
    const session = shopOf(tenantCustomers(tenant.token)).sessions.get(id);
    if (session) return { session, tenant };
  }
  return undefined;
}

/** The session of one tenant by id; with `email`, only that customer's. */
export function sessionOf(customers: TenantCustomers, id: string, email?: string): CheckoutSession | undefined {
  const session = shopOf(customers).sessions.get(id);
  return session && (email === undefined || session.email === email) ? session : undefined;
}

/** The latest session that pays `order` (confirming by order id). */
export function latestSessionOf(customers: TenantCustomers, order: DemoOrder): CheckoutSession | undefined {
  return [...shopOf(customers).sessions.values()].filter((session) => session.order === order).at(-1);
}

/** Every order of the tenant, oldest first, whose it is and the sessions that paid it (`/__demo/orders`). */
export function everyOrder(tenant: DemoTenant): { email: string; order: DemoOrder; sessions: CheckoutSession[] }[] {
  const customers = tenantCustomers(tenant.token);
  const sessions = [...shopOf(customers).sessions.values()];
  return ordersOfTenant(customers)
    .map(({ email, order }) => ({ email, order, sessions: sessions.filter((session) => session.order === order) }))
    .sort((a, b) => a.order.id - b.order.id);
}
