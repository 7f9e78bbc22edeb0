// Networking's state and rules, in memory, per tenant and scope.
// The rules: ./API.md, "Networking: state and rules".
import { madrid, shiftIntoPastMs } from "./clock";
import { paginate } from "./crowdfunding";
import type { CustomerAccount, TenantCustomers } from "./customers";
import { pick, type Locale } from "./seed/i18n";
import {
  ACCOUNT_ANSWERS,
  ANA_ID,
  ATTENDEE_PROFILES,
  BRUNO_ID,
  networkingSeed,
  SEED_REQUESTS,
  TERMS_VERSION,
  type SeedNetworkingEvent,
  type SeedRequest,
  type SeedNetworkingScope,
  type SeedProfileForm,
  type TenantNetworkingSeed,
} from "./seed/networking";
import type { DemoTenant } from "./seed/types";

const PER_PAGE = 10;
const BLOCK_MINUTES = 15;
const MINUTE_MS = 60_000;
/** The window of every networking day (spec doc 2 §9), Central European time (+01:00 in March 2027). */
const WINDOW = { start: "16:00", end: "18:00" } as const;
/** How many networking calls the inspection route keeps. */
const CALL_LOG_SIZE = 200;

type RequestStatus = "created" | "validated" | "rejected" | "cancelled";

interface Participation {
  enabled: boolean;
  acceptedVersion: string | null;
  /** The profile form's answers, or null before it is answered. */
  answers: Record<string, unknown> | null;
  /** Networking event id → when registered. */
  registrations: Map<number, string>;
}

export interface DemoRequest {
  id: number;
  scope: string;
  eventId: number;
  /** The block's start, ms. */
  start: number;
  from: number;
  to: number;
  message: string | null;
  status: RequestStatus;
  reason: string | null;
  closedBy: "sender" | "receiver" | null;
  createdAt: string;
  updatedAt: string;
}

export interface LoggedCall {
  at: string;
  method: string;
  path: string;
  /** `X-Networking-Conference` as received; null when the header was absent. */
  header: string | null;
  status: number;
}

interface NetworkingState {
  /** Scope → participant id → participation. */
  participations: Map<string, Map<number, Participation>>;
  requests: DemoRequest[];
  nextRequestId: number;
  calls: LoggedCall[];
}

const states = new WeakMap<TenantCustomers, NetworkingState>();

const HHMM = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** `YYYY-MM-DD` + `HH:MM` in Madrid's winter time, as ms. */
const cetMs = (date: string, time: string) => Date.parse(`${date}T${time}:00+01:00`);

export function tenantNetworking(tenant: DemoTenant): TenantNetworkingSeed | undefined {
  return networkingSeed(tenant.token);
}

function stateOf(tenant: DemoTenant, customers: TenantCustomers): NetworkingState {
  let state = states.get(customers);
  if (!state) {
    const seed = networkingSeed(tenant.token);
    state = { participations: new Map(), requests: [], nextRequestId: 1, calls: [] };
    for (const scope of seed?.scopes ?? []) {
      const people = new Map<number, Participation>();
      const registrations = () => new Map(scope.events.map((event) => [event.id, "2027-03-01T10:00:00+01:00"]));
      for (const id of [ANA_ID, BRUNO_ID]) {
        people.set(id, {
          enabled: true,
          acceptedVersion: TERMS_VERSION,
          answers: { ...ACCOUNT_ANSWERS[id] },
          registrations: registrations(),
        });
      }
      for (const profile of ATTENDEE_PROFILES) {
        people.set(profile.id, {
          enabled: true,
          acceptedVersion: TERMS_VERSION,
          answers: { ...profile.answers },
          registrations: registrations(),
        });
      }
      state.participations.set(scope.conference, people);
      // Made before the process started, whatever the real date (clock.ts).
      const seededAt = (request: SeedRequest) => Date.parse(`${request.createdAt}:00+01:00`);
      const shift = shiftIntoPastMs(Math.max(...SEED_REQUESTS.map(seededAt)));
      for (const seeded of SEED_REQUESTS) {
        const event = scope.events[seeded.event];
        const createdAt = madrid(seededAt(seeded) - shift);
        state.requests.push({
          id: scope.requestBase + seeded.n,
          scope: scope.conference,
          eventId: event.id,
          start: cetMs(event.days[seeded.day], seeded.time),
          from: seeded.from,
          to: seeded.to,
          message: seeded.message,
          status: seeded.status,
          reason: seeded.reason,
          closedBy: seeded.closedBy,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    state.nextRequestId = Math.max(9000, ...state.requests.map((request) => request.id)) + 1;
    states.set(customers, state);
  }
  return state;
}

// -------------------------------------------------------------------------------- call log --

export function logCall(tenant: DemoTenant, customers: TenantCustomers, call: LoggedCall): void {
  const calls = stateOf(tenant, customers).calls;
  calls.push(call);
  if (calls.length > CALL_LOG_SIZE) calls.splice(0, calls.length - CALL_LOG_SIZE);
}

// ---------------------------------------------------------------------------------- scopes --

export function scopeSeed(tenant: DemoTenant, conference: string): SeedNetworkingScope | undefined {
  return networkingSeed(tenant.token)?.scopes.find((scope) => scope.conference === conference);
}

/** `GET /networking/conferences`: the activities that have networking (type 2), else []. */
export function networkingConferences(tenant: DemoTenant, locale: Locale) {
  const seed = networkingSeed(tenant.token);
  if (!seed || seed.type !== 2) return [];
  return seed.scopes.flatMap((scope) => {
    const activity = tenant.catalogue.activities.find((candidate) => candidate.slug === scope.conference);
    return activity
      ? [{ id: activity.id, slug: activity.slug, title: pick(activity.title, locale), starts_at: activity.start, ends_at: activity.end }]
      : [];
  });
}

// ---------------------------------------------------------------------------- participants --

function participation(tenant: DemoTenant, customers: TenantCustomers, scope: string, id: number): Participation | undefined {
  return stateOf(tenant, customers).participations.get(scope)?.get(id);
}

function participationFor(tenant: DemoTenant, customers: TenantCustomers, scope: string, id: number): Participation {
  const state = stateOf(tenant, customers);
  let people = state.participations.get(scope);
  if (!people) {
    people = new Map();
    state.participations.set(scope, people);
  }
  let entry = people.get(id);
  if (!entry) {
    entry = { enabled: false, acceptedVersion: null, answers: null, registrations: new Map() };
    people.set(id, entry);
  }
  return entry;
}

/** Enabled, terms accepted and profile answered: listed, may ask and be asked. */
function canRequest(entry: Participation | undefined): boolean {
  return entry !== undefined && entry.enabled && entry.acceptedVersion === TERMS_VERSION && entry.answers !== null;
}

export function isEnabled(tenant: DemoTenant, customers: TenantCustomers, scope: string, account: CustomerAccount): boolean {
  return participation(tenant, customers, scope, account.id)?.enabled === true;
}

export function canAccountRequest(tenant: DemoTenant, customers: TenantCustomers, scope: string, account: CustomerAccount): boolean {
  return canRequest(participation(tenant, customers, scope, account.id));
}

/** A participant who can be asked for a meeting in the scope (not the customer). */
export function canBeAsked(tenant: DemoTenant, customers: TenantCustomers, scope: string, id: number): boolean {
  return canRequest(participation(tenant, customers, scope, id));
}

/** Anyone the id names in this tenant: an account or a seed profile. */
export function personExists(customers: TenantCustomers, id: number): boolean {
  return ATTENDEE_PROFILES.some((profile) => profile.id === id) || [...customers.accounts.values()].some((account) => account.id === id);
}

type Person = { id: number; name: string; surname: string; position: string | null; company: string | null; email: string | null };

function personOf(customers: TenantCustomers, id: number): Person {
  const profile = ATTENDEE_PROFILES.find((candidate) => candidate.id === id);
  if (profile)
    return { id, name: profile.name, surname: profile.surname, position: profile.position, company: profile.company, email: null };
  const account = [...customers.accounts.values()].find((candidate) => candidate.id === id);
  if (account)
    return { id, name: account.name, surname: account.surname, position: account.position, company: account.company, email: account.email };
  // An account deleted since (its requests stay with the other side).
  return { id, name: "—", surname: "", position: null, company: null, email: null };
}

function choice(form: SeedProfileForm, name: string, value: unknown, locale: Locale) {
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field || !("options" in field) || typeof value !== "string") return null;
  const option = field.options.find((candidate) => candidate.value === value);
  return option ? { value: option.value, label: pick(option.label, locale) } : null;
}

function attendeeView(tenant: DemoTenant, customers: TenantCustomers, scope: string, id: number, locale: Locale) {
  const person = personOf(customers, id);
  const form = networkingSeed(tenant.token)!.form;
  const answers = participation(tenant, customers, scope, id)?.answers ?? {};
  const interests = Array.isArray(answers.interests) ? (answers.interests as unknown[]) : [];
  const lookingFor = typeof answers.looking_for === "string" && answers.looking_for.trim() !== "" ? answers.looking_for : null;
  return {
    id,
    name: person.name,
    surname: person.surname,
    position: person.position,
    company: person.company,
    avatar: null,
    sector: choice(form, "sector", answers.sector, locale),
    interests: interests.flatMap((value) => choice(form, "interests", value, locale) ?? []),
    looking_for: lookingFor,
  };
}

/** Lower case without accents, for `?search=`. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export interface AttendeeFilter {
  search?: string;
  sector?: string;
  interest?: string;
  eventId?: number;
}

/** `GET /networking/customers`: who can be asked in the scope, the customer excluded, by surname and name. */
export function attendeesPage(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
  filter: AttendeeFilter,
  page: number,
  locale: Locale,
) {
  const people = stateOf(tenant, customers).participations.get(scope) ?? new Map<number, Participation>();
  const rows = [...people.entries()]
    .filter(([id, entry]) => id !== account.id && canRequest(entry) && personExists(customers, id))
    .filter(([, entry]) => filter.sector === undefined || entry.answers?.sector === filter.sector)
    .filter(
      ([, entry]) =>
        filter.interest === undefined ||
        (Array.isArray(entry.answers?.interests) && (entry.answers.interests as unknown[]).includes(filter.interest)),
    )
    .filter(([, entry]) => filter.eventId === undefined || entry.registrations.has(filter.eventId))
    .map(([id]) => attendeeView(tenant, customers, scope, id, locale))
    .filter((attendee) => {
      if (filter.search === undefined) return true;
      const haystack = folded([attendee.name, attendee.surname, attendee.position ?? "", attendee.company ?? ""].join(" "));
      return folded(filter.search)
        .split(/\s+/)
        .every((word) => haystack.includes(word));
    })
    .sort((a, b) => a.surname.localeCompare(b.surname, "es") || a.name.localeCompare(b.name, "es") || a.id - b.id);
  return paginate(rows, page, PER_PAGE);
}

// ------------------------------------------------------------------------------------ state --

function activeRequests(tenant: DemoTenant, customers: TenantCustomers) {
  return stateOf(tenant, customers).requests;
}

const involves = (request: DemoRequest, id: number) => request.from === id || request.to === id;

/** `GET /networking/customer/extra-networking`, and what enable and unsubscribe answer. */
export function networkingStateView(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
  locale: Locale,
) {
  const entry = participation(tenant, customers, scope, account.id);
  const enabled = entry?.enabled === true;
  const accepted = enabled && entry.acceptedVersion === TERMS_VERSION;
  const mine = activeRequests(tenant, customers).filter((request) => request.scope === scope && involves(request, account.id));
  return {
    conference: scope === "" ? null : scope,
    enabled,
    accepted_terms: accepted,
    accepted_version: enabled ? (entry.acceptedVersion ?? null) : null,
    terms_version: TERMS_VERSION,
    profile_completed: enabled && entry.answers !== null,
    custom_form_id: networkingSeed(tenant.token)!.form.id,
    can_request: canRequest(entry),
    attendee: enabled ? attendeeView(tenant, customers, scope, account.id, locale) : null,
    pending_received: enabled ? mine.filter((request) => request.to === account.id && request.status === "created").length : 0,
    validated_meetings: enabled ? mine.filter((request) => request.status === "validated").length : 0,
  };
}

/** Opting in accepts the current terms (idempotent). */
export function enable(tenant: DemoTenant, customers: TenantCustomers, scope: string, account: CustomerAccount): void {
  const entry = participationFor(tenant, customers, scope, account.id);
  entry.enabled = true;
  entry.acceptedVersion = TERMS_VERSION;
  account.networking = true;
}

/** The validated meetings that keep the customer from leaving the scope (or an event of it). */
export function validatedMeetingsOf(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
  eventId?: number,
): DemoRequest[] {
  return activeRequests(tenant, customers).filter(
    (request) =>
      request.scope === scope &&
      request.status === "validated" &&
      involves(request, account.id) &&
      (eventId === undefined || request.eventId === eventId),
  );
}

/** Leaves the scope (the caller checked there is no validated meeting): created requests cancelled, everything else dropped. */
export function leave(tenant: DemoTenant, customers: TenantCustomers, scope: string, account: CustomerAccount): void {
  const now = madrid(Date.now());
  for (const request of activeRequests(tenant, customers)) {
    if (request.scope !== scope || request.status !== "created" || !involves(request, account.id)) continue;
    request.status = "cancelled";
    request.closedBy = request.from === account.id ? "sender" : "receiver";
    request.reason = null;
    request.updatedAt = now;
  }
  const entry = participationFor(tenant, customers, scope, account.id);
  entry.enabled = false;
  entry.acceptedVersion = null;
  entry.answers = null;
  entry.registrations.clear();
  const elsewhere = [...stateOf(tenant, customers).participations.values()].some((people) => people.get(account.id)?.enabled === true);
  account.networking = elsewhere;
}

// ------------------------------------------------------------------------------ profile form --

export function profileForm(tenant: DemoTenant): SeedProfileForm {
  return networkingSeed(tenant.token)!.form;
}

export function answersOf(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
): Record<string, unknown> | null {
  const answers = participation(tenant, customers, scope, account.id)?.answers;
  return answers ? { ...answers } : null;
}

export function saveAnswers(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
  answers: Record<string, unknown>,
  locale: Locale,
) {
  participationFor(tenant, customers, scope, account.id).answers = { ...answers };
  return attendeeView(tenant, customers, scope, account.id, locale);
}

// ---------------------------------------------------------------------------------- events --

export function eventsOf(tenant: DemoTenant, scope: string): readonly SeedNetworkingEvent[] {
  return scopeSeed(tenant, scope)?.events ?? [];
}

export function findEvent(tenant: DemoTenant, scope: string, id: number | undefined): SeedNetworkingEvent | undefined {
  return eventsOf(tenant, scope).find((event) => event.id === id);
}

export function eventView(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  event: SeedNetworkingEvent,
  account: CustomerAccount,
  locale: Locale,
) {
  return {
    id: event.id,
    conference: scope === "" ? null : scope,
    title: pick(event.title, locale),
    place: pick(event.place, locale),
    description: event.description ? pick(event.description, locale) : null,
    days: event.days.map((date) => ({ date, starts_at: madrid(cetMs(date, WINDOW.start)), ends_at: madrid(cetMs(date, WINDOW.end)) })),
    block_minutes: BLOCK_MINUTES,
    tables: event.tables,
    registered: participation(tenant, customers, scope, account.id)?.registrations.has(event.id) === true,
  };
}

export function registrationsOf(tenant: DemoTenant, customers: TenantCustomers, scope: string, account: CustomerAccount) {
  const entry = participation(tenant, customers, scope, account.id);
  return [...(entry?.registrations.entries() ?? [])].map(([id, at]) => ({ networking_event_id: id, registered_at: at }));
}

export function setRegistered(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  id: number,
  eventId: number,
  registered: boolean,
): void {
  const registrations = participationFor(tenant, customers, scope, id).registrations;
  if (!registered) registrations.delete(eventId);
  else if (!registrations.has(eventId)) registrations.set(eventId, madrid(Date.now()));
}

// ---------------------------------------------------------------------------------- blocks --

/** The starts (ms) of the event's blocks, by day. */
function blockStarts(event: SeedNetworkingEvent): { date: string; starts: number[] }[] {
  const count = (HHMM(WINDOW.end) - HHMM(WINDOW.start)) / BLOCK_MINUTES;
  return event.days.map((date) => ({
    date,
    starts: Array.from({ length: count }, (_, index) => cetMs(date, WINDOW.start) + index * BLOCK_MINUTES * MINUTE_MS),
  }));
}

/** Whether `start` (ms) is a block of the event. */
export function isBlockOf(event: SeedNetworkingEvent, start: number): boolean {
  return blockStarts(event).some((day) => day.starts.includes(start));
}

const overlaps = (a: number, b: number) => Math.abs(a - b) < BLOCK_MINUTES * MINUTE_MS;

/** Validated meetings in the event's block, other than `except`. */
function tablesTaken(tenant: DemoTenant, customers: TenantCustomers, eventId: number, start: number, except?: DemoRequest): number {
  return activeRequests(tenant, customers).filter(
    (request) => request !== except && request.status === "validated" && request.eventId === eventId && request.start === start,
  ).length;
}

/** Someone's validated meeting at that time, in any scope of the tenant (a person is in one place at a time). */
function busy(tenant: DemoTenant, customers: TenantCustomers, id: number, start: number, except?: DemoRequest): boolean {
  return activeRequests(tenant, customers).some(
    (request) => request !== except && request.status === "validated" && involves(request, id) && overlaps(request.start, start),
  );
}

/** Why a meeting of `people` in the block cannot be: occupied (the space), overlapping (a person), or null. */
export function meetingConflict(
  tenant: DemoTenant,
  customers: TenantCustomers,
  event: SeedNetworkingEvent,
  start: number,
  people: number[],
  except?: DemoRequest,
): "occupied" | "overlapping" | null {
  if (tablesTaken(tenant, customers, event.id, start, except) >= event.tables) return "occupied";
  if (people.some((id) => busy(tenant, customers, id, start, except))) return "overlapping";
  return null;
}

/** `POST /networking/events/blocks`. */
export function blocksOf(tenant: DemoTenant, customers: TenantCustomers, event: SeedNetworkingEvent, people: number[]) {
  return blockStarts(event).map(({ date, starts }) => ({
    date,
    blocks: starts.map((start) => {
      const unavailable =
        tablesTaken(tenant, customers, event.id, start) >= event.tables
          ? "occupied"
          : people.some((id) => busy(tenant, customers, id, start))
            ? "busy"
            : null;
      return { start: madrid(start), end: madrid(start + BLOCK_MINUTES * MINUTE_MS), available: unavailable === null, unavailable };
    }),
  }));
}

// -------------------------------------------------------------------------------- requests --

export function findRequest(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  id: number | undefined,
): DemoRequest | undefined {
  return activeRequests(tenant, customers).find((request) => request.id === id && request.scope === scope);
}

export function createRequest(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  input: { eventId: number; start: number; from: number; to: number; message: string | null },
): DemoRequest {
  const state = stateOf(tenant, customers);
  const now = madrid(Date.now());
  const request: DemoRequest = {
    id: state.nextRequestId++,
    scope,
    ...input,
    status: "created",
    reason: null,
    closedBy: null,
    createdAt: now,
    updatedAt: now,
  };
  state.requests.push(request);
  setRegistered(tenant, customers, scope, input.from, input.eventId, true);
  return request;
}

export function updateRequest(
  tenant: DemoTenant,
  customers: TenantCustomers,
  request: DemoRequest,
  input: { eventId: number; start: number; message: string | null },
): void {
  request.eventId = input.eventId;
  request.start = input.start;
  request.message = input.message;
  request.updatedAt = madrid(Date.now());
  setRegistered(tenant, customers, request.scope, request.from, input.eventId, true);
}

export function closeRequest(
  tenant: DemoTenant,
  customers: TenantCustomers,
  request: DemoRequest,
  status: "validated" | "rejected" | "cancelled",
  by: "sender" | "receiver",
  reason: string | null,
): void {
  request.status = status;
  request.closedBy = status === "validated" ? null : by;
  request.reason = status === "validated" ? null : reason;
  request.updatedAt = madrid(Date.now());
  if (status === "validated") setRegistered(tenant, customers, request.scope, request.to, request.eventId, true);
}

export function requestView(tenant: DemoTenant, customers: TenantCustomers, request: DemoRequest, viewer: number, locale: Locale) {
  const event = findEvent(tenant, request.scope, request.eventId)!;
  return {
    id: request.id,
    networking_event: { id: event.id, title: pick(event.title, locale), place: pick(event.place, locale) },
    start: madrid(request.start),
    end: madrid(request.start + BLOCK_MINUTES * MINUTE_MS),
    from: attendeeView(tenant, customers, request.scope, request.from, locale),
    to: attendeeView(tenant, customers, request.scope, request.to, locale),
    direction: request.from === viewer ? ("sent" as const) : ("received" as const),
    message: request.message,
    status: request.status,
    reason: request.reason,
    closed_by: request.closedBy,
    created_at: request.createdAt,
    updated_at: request.updatedAt,
  };
}

const newestFirst = (a: DemoRequest, b: DemoRequest) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/** `GET /networking/events/received|sent?page=`. */
export function requestsPage(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
  direction: "received" | "sent",
  page: number,
  locale: Locale,
) {
  const rows = activeRequests(tenant, customers)
    .filter((request) => request.scope === scope && (direction === "sent" ? request.from : request.to) === account.id)
    .sort(newestFirst)
    .map((request) => requestView(tenant, customers, request, account.id, locale));
  return paginate(rows, page, PER_PAGE);
}

/** `GET /networking/events/{id}/registrations/validated`: the customer's meetings there, by time. */
export function validatedIn(
  tenant: DemoTenant,
  customers: TenantCustomers,
  scope: string,
  account: CustomerAccount,
  eventId: number,
  locale: Locale,
) {
  return validatedMeetingsOf(tenant, customers, scope, account, eventId)
    .sort((a, b) => a.start - b.start || a.id - b.id)
    .map((request) => requestView(tenant, customers, request, account.id, locale));
}

/** For `GET /__demo/networking`: every request of the tenant, with who is who. */
export function inspection(tenant: DemoTenant, customers: TenantCustomers) {
  const state = stateOf(tenant, customers);
  const who = (id: number) => {
    const person = personOf(customers, id);
    return { id, name: `${person.name} ${person.surname}`.trim(), email: person.email };
  };
  return {
    networking_type: networkingSeed(tenant.token)?.type ?? null,
    conferences: (networkingSeed(tenant.token)?.scopes ?? []).map((scope) => scope.conference),
    requests: [...state.requests]
      .sort((a, b) => a.id - b.id)
      .map((request) => ({
        id: request.id,
        conference: request.scope === "" ? null : request.scope,
        networking_event_id: request.eventId,
        start: madrid(request.start),
        from: who(request.from),
        to: who(request.to),
        status: request.status,
        reason: request.reason,
        closed_by: request.closedBy,
        created_at: request.createdAt,
      })),
    calls: [...state.calls],
  };
}
