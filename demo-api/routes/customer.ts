// Customer calls: login, two-factor, SSO, sign-up, validation, passwords (state: ../customers.ts).
// Every call, answer and refusal: ../API.md, "Customer accounts: calls".
import { Router, type Request, type Response } from "express";
import {
  checkCredentials,
  closeSessionsOf,
  createResetToken,
  createValidationToken,
  customerView,
  GENRES,
  mailsTo,
  message,
  missingRequiredFields,
  normalizeEmail,
  opaqueToken,
  openSession,
  sendMail,
  sessionAccount,
  SSO_TOKENS,
  ssoNewEmail,
  startTwoFactor,
  takeOneTimeToken,
  tenantCustomers,
  twoFactorChallenge,
  type CustomerAccount,
  type MessageKey,
  type TenantCustomers,
} from "../customers";
import { getContext, sendData, sendError } from "../middleware";
import { pick, type Locale } from "../seed/i18n";
import { DEMO_PREFIX } from "../stats";

// Helpers.

type Body = Record<string, unknown>;

function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function state(res: Response): { customers: TenantCustomers; locale: Locale; tenant: string } {
  const { tenant, locale } = getContext(res);
  return { customers: tenantCustomers(tenant.token), locale, tenant: tenant.token };
}

/** Collects every failing field, Laravel-style. */
class Validation {
  readonly errors: Record<string, string[]> = {};
  constructor(private readonly locale: Locale) {}

  add(field: string, key: MessageKey): void {
    (this.errors[field] ??= []).push(message(key, this.locale));
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  /** Answers 422 and returns true when something failed. */
  send(res: Response): boolean {
    if (!this.failed) return false;
    const first = Object.values(this.errors)[0]?.[0] ?? message("validationFailed", this.locale);
    res.status(422).json({ message: first, errors: this.errors });
    return true;
  }
}

/** A string field: trimmed; absent, null or "" → undefined; not a string → error. */
function text(body: Body, field: string, v: Validation): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") {
    v.add(field, "string");
    return undefined;
  }
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** Password fields are not trimmed. */
function rawText(body: Body, field: string, v: Validation): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") {
    v.add(field, "string");
    return undefined;
  }
  return value;
}

function requiredText(body: Body, field: string, v: Validation): string | undefined {
  const value = text(body, field, v);
  if (value === undefined && !v.has(field)) v.add(field, "required");
  return value;
}

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_RE = /^[6-9]\d{8}$/;
const PASSWORD_SPECIAL_RE = /[-!@#$%^&*+=(){}.,:;/<>_?¿|¡]/;

function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

function passwordOk(value: string): boolean {
  return value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value) && PASSWORD_SPECIAL_RE.test(value);
}

/** Laravel's `accepted`. */
function accepted(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === "string" && ["1", "true", "on", "yes"].includes(value.toLowerCase()));
}

function booleanish(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return undefined;
}

function genderId(value: unknown): number | undefined {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return GENRES.some((g) => g.id === id) ? id : undefined;
}

/** `password` + `password_confirmation` (+ rules); returns the password when valid. */
function newPassword(body: Body, v: Validation): string | undefined {
  const password = rawText(body, "password", v);
  const confirmation = rawText(body, "password_confirmation", v);
  if (password === undefined) {
    if (!v.has("password")) v.add("password", "required");
    return undefined;
  }
  if (!passwordOk(password)) v.add("password", "passwordRules");
  if (confirmation !== password && !v.has("password_confirmation")) v.add("password_confirmation", "passwordConfirmation");
  return v.has("password") || v.has("password_confirmation") ? undefined : password;
}

function errorWithCode(res: Response, status: number, msg: string, code: string): void {
  res.status(status).json({ message: msg, code });
}

function bearer(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  return match?.[1];
}

/** The session's customer, or answers 403 Forbidden and returns undefined. */
function requireCustomer(req: Request, res: Response): CustomerAccount | undefined {
  const token = bearer(req);
  const account = token === undefined ? undefined : sessionAccount(state(res).customers, token);
  if (!account) sendError(res, 403, "Forbidden");
  return account;
}

function mailValidationLink(account: CustomerAccount, customers: TenantCustomers, tenant: string, locale: Locale): void {
  const link = `/validate/${createValidationToken(customers, account.email)}`;
  sendMail({
    to: account.email,
    tenant,
    subject: message("mailValidateSubject", locale),
    text: message("mailValidateText", locale, { link }),
    link,
  });
}

/**
 * Optional profile fields shared by update, signup and SSO extra fields. `required` fields must
 * be present. Applies nothing: returns the changes.
 */
function profileChanges(body: Body, v: Validation, required: readonly string[]): Partial<CustomerAccount> {
  const changes: Partial<CustomerAccount> = {};
  const present = (field: string): boolean => field in body || required.includes(field);

  for (const field of ["name", "surname"] as const) {
    if (!present(field)) continue;
    const value = requiredText(body, field, v);
    if (value !== undefined) changes[field] = value;
  }
  if (present("telephone")) {
    const value = requiredText(body, "telephone", v);
    if (value !== undefined) {
      const digits = value.replace(/[\s-]/g, "");
      if (PHONE_RE.test(digits)) changes.telephone = digits;
      else v.add("telephone", "phone");
    }
  }
  if (present("gender")) {
    const raw = body.gender;
    if (raw === undefined || raw === null || raw === "") v.add("gender", "required");
    else {
      const id = genderId(raw);
      if (id === undefined) v.add("gender", "gender");
      else changes.gender = id;
    }
  }
  for (const field of ["position", "company"] as const) {
    if (!(field in body)) continue;
    const value = text(body, field, v);
    if (!v.has(field)) changes[field] = value ?? null;
  }
  for (const field of ["networking", "advertising"] as const) {
    if (!(field in body)) continue;
    const value = booleanish(body[field]);
    if (value === undefined) v.add(field, "string");
    else changes[field] = value;
  }
  if ("two_factor_method" in body) {
    const value = body.two_factor_method;
    if (value === "NONE" || value === "EMAIL") changes.twoFactorMethod = value;
    else v.add("two_factor_method", "string");
  }
  return changes;
}

/** Signup-like body → a new account (not stored), or undefined after answering 422. */
function newAccount(req: Request, res: Response, verified: boolean): CustomerAccount | undefined {
  const { customers, locale } = state(res);
  const body = bodyOf(req);
  const v = new Validation(locale);
  const profile = profileChanges(body, v, ["name", "surname", "telephone", "gender"]);
  const emailRaw = requiredText(body, "email", v);
  const email = emailRaw === undefined ? undefined : normalizeEmail(emailRaw);
  if (email !== undefined) {
    if (!isEmail(email)) v.add("email", "email");
    else if (customers.accounts.has(email)) v.add("email", "userExists");
  }
  const password = newPassword(body, v);
  if (!accepted(body.privacy_policy)) v.add("privacy_policy", "accepted");
  if (v.send(res) || email === undefined || password === undefined) return undefined;

  return {
    id: customers.nextId++,
    name: profile.name ?? "",
    surname: profile.surname ?? "",
    email,
    telephone: profile.telephone ?? null,
    position: profile.position ?? null,
    company: profile.company ?? null,
    gender: profile.gender ?? null,
    userType: "attendee",
    networking: profile.networking ?? false,
    advertising: profile.advertising ?? false,
    emailVerified: verified,
    twoFactorMethod: "NONE",
    webEnabled: true,
    password,
  };
}

/** A just-in-time SSO account (see `ssoNewEmail`): verified, telephone and gender missing. */
function justInTimeAccount(customers: TenantCustomers, email: string): CustomerAccount {
  return {
    id: customers.nextId++,
    name: "Sol",
    surname: "Rivas",
    email,
    telephone: null,
    position: null,
    company: null,
    gender: null,
    userType: "attendee",
    networking: false,
    advertising: false,
    emailVerified: true,
    twoFactorMethod: "NONE",
    webEnabled: true,
    // Nobody knows it: this account only ever logs in through SSO.
    password: opaqueToken(),
  };
}

// Routes.

export const customerRouter = Router();

customerRouter.post("/customer/login", (req, res) => {
  const { customers, locale, tenant } = state(res);
  const body = bodyOf(req);
  const user: Body = typeof body.user === "object" && body.user !== null ? (body.user as Body) : body;
  const v = new Validation(locale);
  const email = requiredText(user, "email", v);
  const password = rawText(user, "password", v);
  if (password === undefined && !v.has("password")) v.add("password", "required");
  if (v.send(res) || email === undefined || password === undefined) return;

  const remember = body.remember !== undefined && body.remember !== null && body.remember !== false && body.remember !== 0;
  const account = checkCredentials(customers, email, password);
  if (!account) {
    errorWithCode(res, 401, message("invalidCredentials", locale), "invalid_credentials");
    return;
  }
  if (!account.emailVerified) {
    mailValidationLink(account, customers, tenant, locale);
    errorWithCode(res, 409, message("emailNotVerified", locale), "email_not_verified");
    return;
  }
  if (!account.webEnabled) {
    errorWithCode(res, 423, message("accountDisabled", locale), "account_disabled");
    return;
  }
  if (account.twoFactorMethod === "EMAIL") {
    const challenge = startTwoFactor(customers, account, remember);
    sendMail({
      to: account.email,
      tenant,
      subject: message("mailTwoFactorSubject", locale),
      text: message("mailTwoFactorText", locale, { code: challenge.code }),
      code: challenge.code,
    });
    sendData(res, { two_factor_required: true, two_factor_token: challenge.token });
    return;
  }
  sendData(res, openSession(customers, account, remember));
});

customerRouter.post("/customer/two-factor-auth", (req, res) => {
  const { customers, locale } = state(res);
  const body = bodyOf(req);
  const v = new Validation(locale);
  const token = text(body, "two_factor_token", v);
  const code = text(body, "code", v);
  const challenge = token === undefined ? undefined : twoFactorChallenge(customers, token);
  if (!challenge && !v.has("two_factor_token")) v.add("two_factor_token", "expiredTwoFactor");
  if (code === undefined && !v.has("code")) v.add("code", "required");
  if (v.send(res) || !challenge || token === undefined) return;

  if (code !== challenge.code) {
    challenge.attempts += 1;
    v.add("code", "wrongCode");
    v.send(res);
    return;
  }
  customers.twoFactor.delete(token);
  const account = customers.accounts.get(challenge.email);
  if (!account) {
    sendError(res, 403, "Forbidden");
    return;
  }
  sendData(res, openSession(customers, account, challenge.remember));
});

customerRouter.post("/customer/login-sso/:token", (req, res) => {
  const { customers, locale } = state(res);
  const token = req.params.token;
  const email = Object.prototype.hasOwnProperty.call(SSO_TOKENS, token) ? SSO_TOKENS[token] : ssoNewEmail(token);
  if (email !== undefined && !customers.accounts.has(email) && ssoNewEmail(token) === email) {
    customers.accounts.set(email, justInTimeAccount(customers, email));
  }
  const account = email === undefined ? undefined : customers.accounts.get(email);
  if (!account) {
    errorWithCode(res, 401, message("invalidSso", locale), "invalid_sso_token");
    return;
  }
  if (!account.webEnabled) {
    errorWithCode(res, 423, message("accountDisabled", locale), "account_disabled");
    return;
  }
  sendData(res, openSession(customers, account, false));
});

customerRouter.post("/customer/logout", (req, res) => {
  if (!requireCustomer(req, res)) return;
  const token = bearer(req);
  if (token !== undefined) state(res).customers.sessions.delete(token);
  sendData(res, null);
});

customerRouter.get("/customer/genres", (_req, res) => {
  const { locale } = getContext(res);
  sendData(
    res,
    GENRES.map((g) => ({ id: g.id, name: pick(g.name, locale) })),
  );
});

customerRouter.get("/customer", (req, res) => {
  const account = requireCustomer(req, res);
  if (account) sendData(res, customerView(account));
});

customerRouter.post("/customer", (req, res) => {
  const account = requireCustomer(req, res);
  if (!account) return;
  const v = new Validation(state(res).locale);
  const changes = profileChanges(bodyOf(req), v, []);
  if (v.send(res)) return;
  Object.assign(account, changes);
  sendData(res, customerView(account));
});

customerRouter.post("/customer/register-sso-extra-fields", (req, res) => {
  const account = requireCustomer(req, res);
  if (!account) return;
  const v = new Validation(state(res).locale);
  const changes = profileChanges(bodyOf(req), v, missingRequiredFields(account));
  if (v.send(res)) return;
  Object.assign(account, changes);
  const missing = missingRequiredFields(account);
  sendData(res, { customer: customerView(account), has_missing_fields: missing.length > 0, missing_required_fields: missing });
});

customerRouter.post("/customer/signup", (req, res) => {
  const account = newAccount(req, res, false);
  if (!account) return;
  const { customers, locale, tenant } = state(res);
  const domain = account.email.split("@")[1];
  if (domain === "propagation-error.example") {
    errorWithCode(res, 502, message("propagationError", locale), "propagation_error");
    return;
  }
  if (domain === "generic-error.example") {
    sendError(res, 500, message("signupFailed", locale));
    return;
  }
  customers.accounts.set(account.email, account);
  mailValidationLink(account, customers, tenant, locale);
  sendData(res, { token: null, customer: customerView(account) }, 201);
});

for (const path of ["/customer/invitation-register", "/customer/invitation-signup"]) {
  customerRouter.post(path, (req, res) => {
    const account = newAccount(req, res, true);
    if (!account) return;
    const { customers } = state(res);
    customers.accounts.set(account.email, account);
    const { token } = openSession(customers, account, false);
    sendData(res, { token, customer: customerView(account) }, 201);
  });
}

customerRouter.post("/customer/validate", (req, res) => {
  const { customers, locale } = state(res);
  const v = new Validation(locale);
  const token = requiredText(bodyOf(req), "token", v);
  if (v.send(res) || token === undefined) return;
  const entry = takeOneTimeToken(customers.validations, token);
  const account = entry && customers.accounts.get(entry.email);
  if (!account) {
    v.add("token", "invalidToken");
    v.send(res);
    return;
  }
  account.emailVerified = true;
  sendData(res, { emailVerified: true, email: account.email });
});

customerRouter.post("/customer/reset-password-request", (req, res) => {
  const { customers, locale, tenant } = state(res);
  const v = new Validation(locale);
  const raw = requiredText(bodyOf(req), "email", v);
  const email = raw === undefined ? undefined : normalizeEmail(raw);
  if (email !== undefined && !isEmail(email)) v.add("email", "email");
  if (v.send(res) || email === undefined) return;

  const account = customers.accounts.get(email);
  if (account) {
    const link = `/password-reset-confirm/${createResetToken(customers, account.email)}`;
    sendMail({
      to: account.email,
      tenant,
      subject: message("mailResetSubject", locale),
      text: message(account.webEnabled ? "mailResetText" : "mailResetDisabledText", locale, { link }),
      link,
    });
  }
  sendData(res, { sent: true });
});

customerRouter.post("/customer/reset-password", (req, res) => {
  const { customers, locale } = state(res);
  const body = bodyOf(req);
  const v = new Validation(locale);
  const token = requiredText(body, "token", v);
  const entry = token === undefined ? undefined : customers.resets.get(token);
  const account = entry && entry.expiresAt > Date.now() ? customers.accounts.get(entry.email) : undefined;
  if (token !== undefined && !account) v.add("token", "invalidToken");
  const password = newPassword(body, v);
  if (v.send(res) || token === undefined || !account || password === undefined) return;

  takeOneTimeToken(customers.resets, token);
  account.password = password;
  account.webEnabled = true;
  closeSessionsOf(customers, account.email);
  sendData(res, { reset: true });
});

customerRouter.post("/customer/change-password", (req, res) => {
  const account = requireCustomer(req, res);
  if (!account) return;
  const body = bodyOf(req);
  const v = new Validation(state(res).locale);
  const old = rawText(body, "old_password", v);
  if (old === undefined && !v.has("old_password")) v.add("old_password", "required");
  else if (old !== undefined && old !== account.password) v.add("old_password", "oldPassword");
  const password = newPassword(body, v);
  if (password !== undefined && password === account.password) v.add("password", "samePassword");
  if (v.send(res) || password === undefined) return;
  account.password = password;
  sendData(res, { changed: true });
});

/** `GET /__demo/mailbox?to=ADDRESS[&tenant=TOKEN]` (no tenant header). Mount before stats.router. */
export const demoMailboxRouter = Router();

demoMailboxRouter.get(`${DEMO_PREFIX}/mailbox`, (req, res) => {
  const to = typeof req.query.to === "string" ? req.query.to.trim() : "";
  const tenant = typeof req.query.tenant === "string" && req.query.tenant.trim() !== "" ? req.query.tenant.trim() : undefined;
  res.set("cache-control", "no-store");
  if (to === "") {
    res.status(422).json({ message: "The to field is required.", errors: { to: ["The to field is required."] } });
    return;
  }
  const ssoTokens = Object.fromEntries(Object.entries(SSO_TOKENS).map(([token, email]) => [email, token]));
  res.json({ data: mailsTo(to, tenant), sso_tokens: ssoTokens });
});
