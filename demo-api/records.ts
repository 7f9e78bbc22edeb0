// The customer's records (registrations, orders, attendance, donations) and the rules of registering
// for an activity and leaving it; in memory, per tenant. The seeded records: ./API.md.
import { randomUUID } from "node:crypto";
import type { CustomerAccount, TenantCustomers } from "./customers";
import { DAY_MS, daysBeforeStart, madrid, startHourMs, TRANSFER_DAYS } from "./clock";
import { crowdfundingSeed } from "./seed/crowdfunding";
import { TICKET_HOLDERS } from "./seed/participation";
import type { PaymentKind } from "./seed/shop";
import type { DemoTenant, SeedActivity } from "./seed/types";

type RegistrationState = "free" | "paid" | "already_paid" | "pending";
type OrderStatus = "paid" | "pending" | "failed" | "cancelled";

/** What a contribution order pays (./crowdfunding.ts): a reward of a campaign, or a free amount. */
export interface OrderContribution {
  /** The contribution's own id (`GET /customer/contributions`). */
  id: number;
  campaignId: number;
  /** null: a free amount, without a reward. */
  rewardId: number | null;
}

/** An order of the customer's: it pays a registration, a ticket (./shop.ts) or a contribution (./crowdfunding.ts). */
export interface DemoOrder {
  id: number;
  reference: string;
  /** The registration it pays (registration orders); null for a ticket's. */
  registrationUuid: string | null;
  activityId: number | null;
  /** The ticket it buys (ticket orders); null otherwise. */
  ticketId: number | null;
  /** The contribution it pays (contribution orders); null otherwise. */
  contribution: OrderContribution | null;
  createdAt: string;
  status: OrderStatus;
  total: number;
  currency: string;
  /** null: not chosen yet (a registration made here, before the purchase flow). */
  paymentType: PaymentKind | null;
  /** When it became paid (shop payments; null for the seed's and unpaid ones). */
  paidAt: string | null;
  /** A bank transfer's last day to pay (created + 7 days); null for other payments. */
  transferDeadline: string | null;
  /** The customer's IP address the portal sent with the payment (contributions); null otherwise. */
  userIp: string | null;
}

export interface DemoRegistration {
  uuid: string;
  activityId: number;
  /** The room it holds a seat in; null for an activity without rooms. */
  roomId: number | null;
  state: RegistrationState;
  /** Attendance was recorded: the activity's certificate can be printed. */
  attended: boolean;
  createdAt: string;
  /** The order that pays it (none for a free registration). */
  order: DemoOrder | null;
}

export interface CustomerRecords {
  registrations: DemoRegistration[];
  orders: DemoOrder[];
}

export interface DemoDonation {
  year: number;
  recipientCif: string;
  recipientName: string;
  amount: number;
  currency: string;
  donations: number;
}

// Ana's activities (and eva's failed one) in the main tenant; other tenants get the first suitable ones.
const PICKS: Record<string, { paid: string; free: string; pending: string; failed: string }> = {
  "demo-congreso-token": {
    paid: "taller-prototipado-ia-generativa",
    free: "mesa-redonda-salud-digital",
    pending: "taller-accesibilidad-web",
    failed: "taller-datos-abiertos-python",
  },
};

interface TenantRecords {
  byEmail: Map<string, CustomerRecords>;
  nextOrderId: number;
  /** New contributions' ids (the seed's are below it). */
  nextContributionId: number;
  /** Seats taken (+) or freed (−) since the seed, by `activityId:roomId`. */
  seatDelta: Map<string, number>;
}

// Keyed by the tenant's customer state: `resetDemoState()` makes new ones, so records go with them.
const records = new WeakMap<TenantCustomers, TenantRecords>();

function tenantRecords(customers: TenantCustomers): TenantRecords {
  let state = records.get(customers);
  if (!state) {
    state = { byEmail: new Map(), nextOrderId: 1, nextContributionId: 9001, seatDelta: new Map() };
    records.set(customers, state);
  }
  return state;
}

function price(activity: SeedActivity): { total: number; currency: string } {
  return activity.registration.type === "paid"
    ? { total: activity.registration.price, currency: activity.registration.currency ?? "EUR" }
    : { total: 0, currency: "EUR" };
}

function activityBy(tenant: DemoTenant, slug: string | undefined, fallback: (a: SeedActivity) => boolean, skip: number[] = []) {
  const all = tenant.catalogue.activities;
  return (slug ? all.find((a) => a.slug === slug) : undefined) ?? all.find((a) => fallback(a) && !skip.includes(a.id));
}

/** The main room of an activity: where a seeded registration sits. */
const mainRoom = (activity: SeedActivity): number | null => activity.rooms[0]?.roomId ?? null;

const reference = (id: number, createdAt: string) => `PED-${createdAt.slice(0, 4)}-${String(id).padStart(4, "0")}`;

function newOrder(
  state: TenantRecords,
  activity: SeedActivity,
  status: OrderStatus,
  paymentType: DemoOrder["paymentType"],
  createdAt: string,
) {
  return (registrationUuid: string): DemoOrder => {
    const id = state.nextOrderId++;
    return {
      id,
      reference: reference(id, createdAt),
      registrationUuid,
      activityId: activity.id,
      ticketId: null,
      contribution: null,
      createdAt,
      status,
      ...price(activity),
      paymentType,
      paidAt: null,
      transferDeadline: null,
      userIp: null,
    };
  };
}

/** What a shop order buys: a ticket, or a contribution (without its id: the order gives it one). */
export type ShopPurchase =
  | { ticketId: number; total: number; currency: string }
  | { contribution: Omit<OrderContribution, "id">; total: number; currency: string; userIp: string };

/** A new, pending order in the customer's orders (the shop's checkout, ./shop.ts). */
export function addShopOrder(
  customers: TenantCustomers,
  records_: CustomerRecords,
  purchase: ShopPurchase,
  paymentType: PaymentKind,
  createdAt: string,
): DemoOrder {
  const state = tenantRecords(customers);
  const id = state.nextOrderId++;
  const order: DemoOrder = {
    id,
    reference: reference(id, createdAt),
    registrationUuid: null,
    activityId: null,
    ticketId: "ticketId" in purchase ? purchase.ticketId : null,
    contribution: "contribution" in purchase ? { id: state.nextContributionId++, ...purchase.contribution } : null,
    createdAt,
    status: "pending",
    total: purchase.total,
    currency: purchase.currency,
    paymentType,
    paidAt: null,
    transferDeadline: null,
    userIp: "userIp" in purchase ? purchase.userIp : null,
  };
  records_.orders.push(order);
  return order;
}

/** The account's seeded contributions as the orders that paid them, dated on the real clock as campaigns are. */
function seedContributionOrders(tenant: DemoTenant, state: TenantRecords, account: CustomerAccount): DemoOrder[] {
  const campaigns = crowdfundingSeed(tenant.token).campaigns;
  return crowdfundingSeed(tenant.token)
    .contributions.filter((seed) => seed.email === account.email)
    .map((seed) => {
      const id = state.nextOrderId++;
      const createdMs = startHourMs() - seed.daysAgo * DAY_MS;
      const createdAt = madrid(createdMs);
      const transfer = seed.kind === "bank_transfer";
      return {
        id,
        reference: reference(id, createdAt),
        registrationUuid: null,
        activityId: null,
        ticketId: null,
        contribution: { id: seed.id, campaignId: seed.campaignId, rewardId: seed.rewardId },
        createdAt,
        status: seed.state === "confirmed" ? "paid" : seed.state === "pending" ? "pending" : "cancelled",
        total: seed.amount,
        currency: campaigns.find((campaign) => campaign.id === seed.campaignId)?.currency ?? "EUR",
        paymentType: seed.kind,
        paidAt: seed.state === "confirmed" ? createdAt : null,
        transferDeadline: transfer ? madrid(createdMs + TRANSFER_DAYS * DAY_MS) : null,
        userIp: seed.userIp,
      };
    });
}

function seedRecords(tenant: DemoTenant, state: TenantRecords, account: CustomerAccount): CustomerRecords {
  const out: CustomerRecords = { registrations: [], orders: [] };
  const picks = PICKS[tenant.token];
  const isPaid = (a: SeedActivity) => a.registration.type === "paid";
  const isFree = (a: SeedActivity) => a.registration.type === "free";
  const add = (
    activity: SeedActivity | undefined,
    state_: RegistrationState,
    attended: boolean,
    createdAt: string,
    orderFor: ((uuid: string) => DemoOrder) | null,
  ) => {
    if (!activity) return;
    const uuid = randomUUID();
    const order = orderFor ? orderFor(uuid) : null;
    out.registrations.push({ uuid, activityId: activity.id, roomId: mainRoom(activity), state: state_, attended, createdAt, order });
    if (order) out.orders.push(order);
  };

  if (account.email === "ana@example.com") {
    const paid = activityBy(tenant, picks?.paid, isPaid);
    const free = activityBy(tenant, picks?.free, isFree);
    const pending = activityBy(tenant, picks?.pending, isPaid, paid ? [paid.id] : []);
    // Dated before the process started, the transfer 3 days before: 4 of its 7 days left.
    const [paidOn, freeOn, pendingOn] = [daysBeforeStart(50, "10:20"), daysBeforeStart(45, "18:05"), daysBeforeStart(3, "09:40")];
    if (paid) add(paid, "paid", true, paidOn, newOrder(state, paid, "paid", "card", paidOn));
    add(free, "free", false, freeOn, null);
    if (pending) add(pending, "pending", false, pendingOn, newOrder(state, pending, "pending", "bank_transfer", pendingOn));
  } else if (account.email === "eva@example.com") {
    // The last paid activity of the agenda: a card payment the bank refused.
    const failed = tenant.ticketRequired
      ? undefined
      : activityBy(
          tenant,
          picks?.failed,
          isPaid,
          tenant.catalogue.activities
            .filter(isPaid)
            .slice(0, -1)
            .map((a) => a.id),
        );
    const failedAt = daysBeforeStart(8, "19:12");
    if (failed) add(failed, "pending", false, failedAt, newOrder(state, failed, "failed", "card", failedAt));
  }
  out.orders.push(...seedContributionOrders(tenant, state, account));
  return out;
}

/** The records of one account (made on first use). */
export function recordsOf(tenant: DemoTenant, customers: TenantCustomers, account: CustomerAccount): CustomerRecords {
  const state = tenantRecords(customers);
  let found = state.byEmail.get(account.email);
  if (!found) {
    found = seedRecords(tenant, state, account);
    state.byEmail.set(account.email, found);
  }
  return found;
}

/** Every order of the tenant's accounts whose records were made (for the demo's order list). */
export function ordersOfTenant(customers: TenantCustomers): { email: string; order: DemoOrder }[] {
  return [...tenantRecords(customers).byEmail].flatMap(([email, mine]) => mine.orders.map((order) => ({ email, order })));
}

/** Discards a pending registration: frees its seat and cancels its order. False when `uuid` is not one. */
export function discardPending(customers: TenantCustomers, records_: CustomerRecords, uuid: string): boolean {
  const index = records_.registrations.findIndex((r) => r.uuid === uuid && r.state === "pending");
  if (index < 0) return false;
  const [registration] = records_.registrations.splice(index, 1);
  if (registration.order) registration.order.status = "cancelled";
  moveSeat(tenantRecords(customers), registration, -1);
  return true;
}

/** What the customer's activities list says of a registration's payment. */
export function paymentStatus(registration: DemoRegistration): "paid" | "pending" | "failed" | null {
  if (registration.state === "free") return null;
  if (registration.state === "paid" || registration.state === "already_paid") return "paid";
  return registration.order?.status === "failed" ? "failed" : "pending";
}

// Registering for an activity and leaving it (routes/participation.ts).

const seatKey = (activityId: number, roomId: number) => `${activityId}:${roomId}`;

function moveSeat(state: TenantRecords, registration: DemoRegistration, by: 1 | -1): void {
  if (registration.roomId === null) return;
  const key = seatKey(registration.activityId, registration.roomId);
  state.seatDelta.set(key, (state.seatDelta.get(key) ?? 0) + by);
}

/** Seats taken or freed since the seed in one room of one activity (for the catalogue's seating). */
export function seatDeltaOf(customers: TenantCustomers): (activityId: number, roomId: number) => number {
  const state = tenantRecords(customers);
  return (activityId, roomId) => state.seatDelta.get(seatKey(activityId, roomId)) ?? 0;
}

/** Where a ticket is required, whether the account holds one: a seeded holder or a paid ticket order. */
function holdsTicket(tenant: DemoTenant, customers: TenantCustomers, account: CustomerAccount): boolean {
  if (!tenant.ticketRequired || TICKET_HOLDERS.includes(account.email)) return true;
  return recordsOf(tenant, customers, account).orders.some((order) => order.ticketId !== null && order.status === "paid");
}

type RegisterRefusal =
  | "external_registration"
  | "ticket_required"
  | "room_required"
  | "room_invalid"
  | "already_registered"
  | "already_registered_other_room"
  | "overlapping_registration"
  | "room_full";

export type RegisterOutcome =
  | { ok: true; registration: DemoRegistration }
  | { ok: false; refusal: RegisterRefusal; registration?: DemoRegistration; overlapping?: SeedActivity };

const overlaps = (a: SeedActivity, b: SeedActivity): boolean =>
  a.start.slice(0, 10) === b.start.slice(0, 10) && Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

/**
 * Registers the customer in `activity`, in `roomId` (undefined: not chosen); the refusals, in the order
 * checked, are in API.md ("Taking part: calls"). A paid activity gives a pending registration and order.
 */
export function register(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  activity: SeedActivity,
  roomId: number | undefined,
): RegisterOutcome {
  const state = tenantRecords(customers);
  const mine = recordsOf(tenant, customers, account);
  if (activity.registration.type === "external") return { ok: false, refusal: "external_registration" };
  if (!holdsTicket(tenant, customers, account)) return { ok: false, refusal: "ticket_required" };

  let room: SeedActivity["rooms"][number] | undefined = activity.rooms[0];
  if (roomId === undefined) {
    if (activity.rooms.length > 1) return { ok: false, refusal: "room_required" };
  } else {
    room = activity.rooms.find((candidate) => candidate.roomId === roomId);
    if (!room) return { ok: false, refusal: "room_invalid" };
  }
  const chosen = room?.roomId ?? null;

  const existing = mine.registrations.find((registration) => registration.activityId === activity.id);
  if (existing) {
    return {
      ok: false,
      refusal: existing.roomId === chosen ? "already_registered" : "already_registered_other_room",
      registration: existing,
    };
  }
  const overlapping = mine.registrations
    .map((registration) => tenant.catalogue.activities.find((candidate) => candidate.id === registration.activityId))
    .find((other): other is SeedActivity => other !== undefined && overlaps(other, activity));
  if (overlapping) return { ok: false, refusal: "overlapping_registration", overlapping };
  if (room?.seating && room.seating.occupied + (state.seatDelta.get(seatKey(activity.id, room.roomId)) ?? 0) >= room.seating.total) {
    return { ok: false, refusal: "room_full" };
  }

  const createdAt = new Date().toISOString();
  const uuid = randomUUID();
  let registration: DemoRegistration;
  if (activity.registration.type === "free") {
    registration = { uuid, activityId: activity.id, roomId: chosen, state: "free", attended: false, createdAt, order: null };
  } else if (tenant.ticketRequired) {
    registration = { uuid, activityId: activity.id, roomId: chosen, state: "already_paid", attended: false, createdAt, order: null };
  } else {
    const order = newOrder(state, activity, "pending", null, createdAt)(uuid);
    registration = { uuid, activityId: activity.id, roomId: chosen, state: "pending", attended: false, createdAt, order };
    mine.orders.push(order);
  }
  mine.registrations.push(registration);
  moveSeat(state, registration, 1);
  return { ok: true, registration };
}

type UnregisterRefusal = "not_registered" | "unregister_paid" | "unregister_payment_pending" | "unregister_payment_failed";

/** Leaves `activity` and frees the seat; refused once paid and while a payment is pending or failed. */
export function unregister(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  activity: SeedActivity,
  roomId: number | undefined,
): { ok: true; registration: DemoRegistration } | { ok: false; refusal: UnregisterRefusal } {
  const mine = recordsOf(tenant, customers, account);
  const index = mine.registrations.findIndex(
    (registration) => registration.activityId === activity.id && (roomId === undefined || registration.roomId === roomId),
  );
  const registration = mine.registrations[index];
  if (!registration) return { ok: false, refusal: "not_registered" };
  const payment = paymentStatus(registration);
  if (payment === "paid") return { ok: false, refusal: "unregister_paid" };
  if (payment === "pending") return { ok: false, refusal: "unregister_payment_pending" };
  if (payment === "failed") return { ok: false, refusal: "unregister_payment_failed" };
  mine.registrations.splice(index, 1);
  moveSeat(tenantRecords(customers), registration, -1);
  return { ok: true, registration };
}

export function isConfirmed(registration: DemoRegistration): boolean {
  return registration.state !== "pending";
}

/** The calendar year in Madrid: "the current year" of the donation certificates. */
export function currentYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Madrid", year: "numeric" }).format(now));
}

/** Ana's donations, relative to the current year so that every query option has answers. */
export function donationsOf(account: CustomerAccount, now = new Date()): DemoDonation[] {
  if (account.email !== "ana@example.com") return [];
  const year = currentYear(now);
  const foundation = { recipientCif: "G48123456", recipientName: "Fundación Cultura Abierta", amount: 150, currency: "EUR", donations: 3 };
  return [
    { year, ...foundation },
    { year: year - 1, ...foundation },
    { year: year - 1, recipientCif: "G95876543", recipientName: "Asociación Ría Limpia", amount: 60, currency: "EUR", donations: 1 },
    { year: year - 2, ...foundation },
    { year: year - 3, ...foundation },
  ];
}
