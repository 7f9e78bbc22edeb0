// Our extension of the backend: each customer's secret calendar-feed token (decision 032). Kept only
// as its SHA-256 hash, so a lookup is a map read, never a string comparison that leaks timing.
import { createHash, randomBytes } from "node:crypto";
import type { CustomerAccount, TenantCustomers } from "./customers";

export interface CalendarFeed {
  /** The secret itself: only in the answer that made it (and the owner's own `GET`). */
  token: string;
  createdAt: string;
}

interface FeedState {
  byHash: Map<string, CustomerAccount>;
  byAccount: WeakMap<CustomerAccount, CalendarFeed & { hash: string }>;
}

const states = new WeakMap<TenantCustomers, FeedState>();

function stateOf(customers: TenantCustomers): FeedState {
  let state = states.get(customers);
  if (!state) {
    state = { byHash: new Map(), byAccount: new WeakMap() };
    states.set(customers, state);
  }
  return state;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function feedOf(customers: TenantCustomers, account: CustomerAccount): CalendarFeed | null {
  const feed = stateOf(customers).byAccount.get(account);
  return feed ? { token: feed.token, createdAt: feed.createdAt } : null;
}

/** A new secret (256 random bits, base64url), replacing the account's previous one. */
export function makeFeed(customers: TenantCustomers, account: CustomerAccount, now = new Date()): CalendarFeed {
  revokeFeed(customers, account);
  const token = randomBytes(32).toString("base64url");
  const feed = { token, createdAt: now.toISOString(), hash: hashOf(token) };
  const state = stateOf(customers);
  state.byHash.set(feed.hash, account);
  state.byAccount.set(account, feed);
  return { token, createdAt: feed.createdAt };
}

/** False when the account had no feed. */
export function revokeFeed(customers: TenantCustomers, account: CustomerAccount): boolean {
  const state = stateOf(customers);
  const feed = state.byAccount.get(account);
  if (!feed) return false;
  state.byHash.delete(feed.hash);
  state.byAccount.delete(account);
  return true;
}

/** The feed's owner, while the token is current and the account still exists under its address. */
export function feedOwner(customers: TenantCustomers, token: string): CustomerAccount | undefined {
  const account = stateOf(customers).byHash.get(hashOf(token));
  return account && customers.accounts.get(account.email) === account ? account : undefined;
}
