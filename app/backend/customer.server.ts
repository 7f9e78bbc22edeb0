// The customer calls of the backend API (spec doc 2, "Customer"): log in, two-factor, SSO, sign up,
// validation, password reset and change, the customer.
import { BackendError, segment, type Auth, type Backend } from "./client.server";
import { anyAnswer } from "./catalogue.schemas";
import {
  anyData,
  customerAnswer,
  genresAnswer,
  loginAnswer,
  signUpAnswer,
  ssoExtraFieldsAnswer,
  twoFactorAnswer,
  validateAnswer,
  type Customer,
  type Genre,
  type LoginAnswer,
  type LoginData,
} from "./customer.schemas";

export type { Customer, LoginData } from "./customer.schemas";

export type LoginOutcome = { kind: "logged-in"; login: LoginData } | { kind: "two-factor"; twoFactorToken: string };

export type LoginRefusal = "invalid_credentials" | "email_not_verified" | "account_disabled" | "invalid_sso_token";

export function loginRefusal(error: unknown): LoginRefusal | null {
  if (!(error instanceof BackendError) || error.kind !== "http") return null;
  const code = bodyField(error.body, "code");
  if (code === "invalid_credentials" || code === "email_not_verified" || code === "account_disabled" || code === "invalid_sso_token") {
    return code;
  }
  // Backends without codes: the statuses the demo API documents.
  if (error.status === 401) return "invalid_credentials";
  if (error.status === 409) return "email_not_verified";
  if (error.status === 423) return "account_disabled";
  return null;
}

/** A Laravel-style 422: `{message, errors: {field: [messages]}}`; null for any other failure. */
export function fieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof BackendError) || error.kind !== "http" || error.status !== 422) return null;
  const errors = bodyField(error.body, "errors");
  if (!errors || typeof errors !== "object") return {};
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === "string");
    if (list.length) out[name] = list;
  }
  return out;
}

export function errorCode(error: unknown): string | null {
  if (!(error instanceof BackendError)) return null;
  const code = bodyField(error.body, "code");
  return typeof code === "string" ? code : null;
}

function bodyField(body: unknown, name: string): unknown {
  return body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
}

function outcomeOf(answer: LoginAnswer): LoginOutcome {
  const data = answer.data;
  if ("two_factor_required" in data) return { kind: "two-factor", twoFactorToken: data.two_factor_token };
  return { kind: "logged-in", login: data };
}

export async function login(
  backend: Backend,
  input: { email: string; password: string; remember: boolean; acceptPropagation?: boolean },
): Promise<LoginOutcome> {
  const answer = await backend.call("/customer/login", {
    name: "login",
    method: "POST",
    body: {
      user: { email: input.email, password: input.password },
      remember: input.remember,
      ...(input.acceptPropagation ? { accept_propagation: true } : {}),
    },
    schema: loginAnswer,
  });
  return outcomeOf(answer);
}

export async function twoFactor(backend: Backend, input: { twoFactorToken: string; code: string }): Promise<LoginData> {
  const answer = await backend.call("/customer/two-factor-auth", {
    name: "twoFactor",
    method: "POST",
    body: { two_factor_token: input.twoFactorToken, code: input.code },
    schema: twoFactorAnswer,
  });
  return answer.data;
}

export async function loginSso(backend: Backend, ssoToken: string): Promise<LoginOutcome> {
  const answer = await backend.call(`/customer/login-sso/${segment(ssoToken, "token")}`, {
    name: "loginSso",
    method: "POST",
    schema: loginAnswer,
    logPath: "/customer/login-sso/[redacted]",
  });
  return outcomeOf(answer);
}

export async function logout(backend: Backend, auth: Auth): Promise<void> {
  await backend.call("/customer/logout", { name: "logout", method: "POST", auth, schema: anyAnswer });
}

export async function getCustomer(backend: Backend, auth: Auth): Promise<Customer> {
  const answer = await backend.call("/customer", { name: "getCustomer", auth, schema: customerAnswer });
  return "data" in answer && answer.data && typeof answer.data === "object" ? (answer.data as Customer) : (answer as Customer);
}

export async function getGenres(backend: Backend): Promise<Genre[]> {
  const answer = await backend.call("/customer/genres", { name: "getGenres", schema: genresAnswer, cache: true });
  return Array.isArray(answer) ? answer : answer.data;
}

export type SignUpInput = {
  name: string;
  surname: string;
  email: string;
  telephone: string;
  password: string;
  password_confirmation: string;
  gender: string;
  privacy_policy: boolean;
  advertising: boolean;
};

/** Creates the account; `token` is null while the e-mail waits for validation. */
export async function signUp(backend: Backend, input: SignUpInput): Promise<{ token: string | null }> {
  const answer = await backend.call("/customer/signup", { name: "signUp", method: "POST", body: input, schema: signUpAnswer });
  return { token: answer.data.token ?? null };
}

/** Sign-up by invitation: the invitation proves the e-mail, so the answer carries a token. */
export async function invitationSignUp(
  backend: Backend,
  input: SignUpInput & { invitation_token?: string },
): Promise<{ token: string | null }> {
  const answer = await backend.call("/customer/invitation-signup", {
    name: "invitationSignUp",
    method: "POST",
    body: input,
    schema: signUpAnswer,
  });
  return { token: answer.data.token ?? null };
}

export async function registerSsoExtraFields(
  backend: Backend,
  auth: Auth,
  input: Record<string, string | boolean>,
): Promise<{ missingRequiredFields: string[] }> {
  const answer = await backend.call("/customer/register-sso-extra-fields", {
    name: "registerSsoExtraFields",
    method: "POST",
    auth,
    body: input,
    schema: ssoExtraFieldsAnswer,
  });
  return { missingRequiredFields: answer.data.missing_required_fields };
}

export async function validateAccount(backend: Backend, token: string): Promise<{ email: string | null }> {
  const answer = await backend.call("/customer/validate", {
    name: "validateAccount",
    method: "POST",
    body: { token },
    schema: validateAnswer,
  });
  return { email: answer.data.email ?? null };
}

export async function requestPasswordReset(backend: Backend, email: string): Promise<void> {
  await backend.call("/customer/reset-password-request", {
    name: "requestPasswordReset",
    method: "POST",
    body: { email },
    schema: anyData,
  });
}

export async function resetPassword(
  backend: Backend,
  input: { token: string; password: string; password_confirmation: string },
): Promise<void> {
  await backend.call("/customer/reset-password", { name: "resetPassword", method: "POST", body: input, schema: anyData });
}

export async function changePassword(
  backend: Backend,
  auth: Auth,
  input: { old_password: string; password: string; password_confirmation: string },
): Promise<void> {
  await backend.call("/customer/change-password", { name: "changePassword", method: "POST", auth, body: input, schema: anyData });
}

/** What the private area's personal-data form sends (POST /customer); the e-mail is changed elsewhere. */
export type CustomerUpdate = {
  name: string;
  surname: string;
  telephone: string;
  position: string | null;
  company: string | null;
  gender: string;
  advertising: boolean;
  two_factor_method: "NONE" | "EMAIL";
};

export async function updateCustomer(backend: Backend, auth: Auth, input: CustomerUpdate): Promise<Customer> {
  const answer = await backend.call("/customer", { name: "updateCustomer", method: "POST", auth, body: input, schema: customerAnswer });
  return "data" in answer && answer.data && typeof answer.data === "object" ? (answer.data as Customer) : (answer as Customer);
}
