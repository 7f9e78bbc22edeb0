/**
 * The customer's records in the demo API: conference registrations, orders, attendance and
 * donations (the endpoints are in routes/records.ts). In memory, per tenant, made on first use:
 *
 *   ana@example.com  three registrations in activities of the tenant's own agenda: a paid one
 *                    (card, attended: its certificate is ready), a free one (not attended yet: its
 *                    certificate answers a JSON message) and one pending manual payment (bank
 *                    transfer, can be discarded); orders for the paid and the pending one; donations
 *                    in the current year and the three before to one foundation (same amount: a
 *                    sustained donation) and one last year to an association.
 *   accounts made by a signup (or an invitation) start with ONE pending registration of their own,
 *                    so the discard journey can be tried without touching ana's data.
 *   bruno, carla, dani, eva: nothing.
 */
import { randomUUID } from "node:crypto";
import type { CustomerAccount, TenantCustomers } from "./customers";
import { isSeedAccount } from "./customers";
import type { DemoTenant, SeedActivity } from "./seed/types";

type RegistrationState = "free" | "paid" | "already_paid" | "pending";
type OrderStatus = "paid" | "pending" | "cancelled";

interface DemoOrder {
  id: number;
  reference: string;
  /** The registration it pays. */
  registrationUuid: string;
  activityId: number;
  createdAt: string;
  status: OrderStatus;
  total: number;
  currency: string;
  paymentType: "card" | "transfer";
}

export interface DemoRegistration {
  uuid: string;
  activityId: number;
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

/** Ana's activities in the main tenant; other tenants get the first suitable ones of their agenda. */
const PICKS: Record<string, { paid: string; free: string; pending: string; fresh: string }> = {
  "demo-congreso-token": {
    paid: "taller-prototipado-ia-generativa",
    free: "mesa-redonda-salud-digital",
    pending: "taller-accesibilidad-web",
    fresh: "ia-diagnostico-precoz",
  },
};

interface TenantRecords {
  byEmail: Map<string, CustomerRecords>;
  nextOrderId: number;
}

// Keyed by the tenant's customer state: `resetDemoState()` makes new ones, so records go with them.
const records = new WeakMap<TenantCustomers, TenantRecords>();

function tenantRecords(customers: TenantCustomers): TenantRecords {
  let state = records.get(customers);
  if (!state) {
    state = { byEmail: new Map(), nextOrderId: 1 };
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

function newOrder(state: TenantRecords, activity: SeedActivity, status: OrderStatus, paymentType: DemoOrder["paymentType"], createdAt: string) {
  return (registrationUuid: string): DemoOrder => {
    const id = state.nextOrderId++;
    return {
      id,
      reference: `PED-${createdAt.slice(0, 4)}-${String(id).padStart(4, "0")}`,
      registrationUuid,
      activityId: activity.id,
      createdAt,
      status,
      ...price(activity),
      paymentType,
    };
  };
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
    out.registrations.push({ uuid, activityId: activity.id, state: state_, attended, createdAt, order });
    if (order) out.orders.push(order);
  };

  if (account.email === "ana@example.com") {
    const paid = activityBy(tenant, picks?.paid, isPaid);
    const free = activityBy(tenant, picks?.free, isFree);
    const pending = activityBy(tenant, picks?.pending, isPaid, paid ? [paid.id] : []);
    if (paid) add(paid, "paid", true, "2027-01-15T10:20:00+01:00", newOrder(state, paid, "paid", "card", "2027-01-15T10:20:00+01:00"));
    add(free, "free", false, "2027-01-20T18:05:00+01:00", null);
    if (pending) add(pending, "pending", false, "2027-02-24T09:40:00+01:00", newOrder(state, pending, "pending", "transfer", "2027-02-24T09:40:00+01:00"));
  } else if (!isSeedAccount(account)) {
    const fresh = activityBy(tenant, picks?.fresh, isPaid) ?? activityBy(tenant, undefined, isFree);
    const now = new Date().toISOString();
    if (fresh) add(fresh, "pending", false, now, newOrder(state, fresh, "pending", "transfer", now));
  }
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

/**
 * Discards a pending registration: it leaves the customer's activities and its order is
 * cancelled. False when the uuid is not one of the customer's pending registrations (unknown,
 * already discarded, or not pending).
 */
export function discardPending(records_: CustomerRecords, uuid: string): boolean {
  const index = records_.registrations.findIndex((r) => r.uuid === uuid && r.state === "pending");
  if (index < 0) return false;
  const [registration] = records_.registrations.splice(index, 1);
  if (registration.order) registration.order.status = "cancelled";
  return true;
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
