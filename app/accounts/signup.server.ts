// The one sign-up schema and submit (/registro, /registro-invitacion), and the fields an SSO
// registration may still lack (/registro-sso).
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError, backendFor, type Backend } from "~/backend/client.server";
import {
  errorCode,
  fieldErrors,
  getGenres,
  invitationSignUp,
  registerSsoExtraFields,
  signUp,
  type Customer,
  type SignUpInput,
} from "~/backend/customer.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { startSession } from "~/session/auth.server";
import type { CustomerPage } from "~/session/page-guard.server";
import { flashToast, type Toast } from "~/session/session.server";
import { homePath } from "~/tenancy/guards.server";
import { INVITATION_TOKEN_FIELD, type SignUpKind } from "./intents";
import { EMAIL_REJECTED, type GenderOption, type SignUpField } from "./signup-form";
import { COMPLETABLE_FIELDS, completionSchema, signUpSchema, type CompletableField, type SignUpValue } from "./signup.schema";
import { loginWithSso, originOf, problemStatus } from "./sso.server";

/** Never sent back to the browser after a failed submit. */
const HIDDEN_FIELDS = ["password", "confirmPassword"];

/** Backend field names (422 `errors`) that differ from the form's. */
const BACKEND_NAMES: Record<string, SignUpField> = {
  password_confirmation: "confirmPassword",
  privacy_policy: "privacy",
};

export function toBackend(value: SignUpValue): SignUpInput {
  return {
    name: value.name,
    surname: value.surname,
    email: value.email,
    telephone: value.telephone,
    password: value.password,
    password_confirmation: value.confirmPassword,
    gender: value.gender,
    privacy_policy: value.privacy,
    advertising: value.advertising,
  };
}

/** Each sign-up page's guard (`requirePage`'s options): its feature, and a logged-in visitor goes home. */
export const SIGN_UP_GUARD = {
  open: { feature: ["register", "hidden_register"], guest: true },
  invitation: { feature: "invitation_register", guest: true },
} as const;

const TEXTS = {
  open: { title: "signup:signUp.title", welcome: "signup:signUp.welcome" },
  invitation: { title: "signup:invitation.title", welcome: "signup:invitation.welcome" },
} as const satisfies Record<SignUpKind, unknown>;

type Args = Pick<ActionFunctionArgs, "request" | "context">;

export async function loadSignUp({ request, context }: Args, kind: SignUpKind) {
  const genders = await getGenres(backendFor(context));
  const token = kind === "invitation" ? (new URL(request.url).searchParams.get("token") ?? "") : null;
  return { title: getT(context.locale)(TEXTS[kind].title), genders, token };
}

/**
 * A backend that answers with a token logs in at once and goes home; otherwise the e-mail waits for its validation link:
 * `next` may send somewhere first (a registration form), else on to the login page with a toast.
 */
export function submitSignUp(
  args: Args,
  kind: SignUpKind,
  next?: (value: SignUpValue, login: string, sent: Toast) => Promise<Response | null>,
) {
  const { request, context } = args;
  return signUpAction(args, {
    send: (backend, input, formData) => {
      if (kind === "open") return signUp(backend, input);
      const token = formData.get(INVITATION_TOKEN_FIELD);
      return invitationSignUp(backend, { ...input, ...(typeof token === "string" && token ? { invitation_token: token } : {}) });
    },
    success: async ({ token }, value) => {
      if (token) return welcomeSession(context, token, value, TEXTS[kind].welcome);
      const login = localePath(context.locale, pathTo("login"), context.defaultLocale);
      const sent = { kind: "success", message: "signup:signUp.sent", values: { email: value.email } } as const;
      const step = await next?.(value, login, sent);
      return step ?? redirect(login, { headers: await flashToast(context.sessions, request, sent) });
    },
  });
}

/** Rules first, then `send`; `success` turns the backend's answer into the redirect. */
async function signUpAction(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  options: {
    send: (backend: Backend, input: SignUpInput, formData: FormData) => Promise<{ token: string | null }>;
    success: (answer: { token: string | null }, value: SignUpValue) => Promise<Response>;
  },
) {
  const formData = await request.formData();
  const submission = parseForm(formData, signUpSchema);
  const refused = refuseSubmission(submission, formData, context, HIDDEN_FIELDS);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission, { hideFields: HIDDEN_FIELDS });
  try {
    const answer = await options.send(backendFor(context), toBackend(submission.value), formData);
    return await options.success(answer, submission.value);
  } catch (error) {
    if (errorCode(error) === "propagation_error") {
      context.logger.error({ err: { message: (error as Error).message } }, "sign-up: propagation to the other portals failed");
      return replyWith(submission, { formErrors: ["signup:errors.propagation"], hideFields: HIDDEN_FIELDS, status: 502 });
    }
    return backendFailure(submission, withCatalogueEmailError(error), {
      fallback: "signup:errors.failed",
      fields: BACKEND_NAMES,
      hideFields: HIDDEN_FIELDS,
      logger: context.logger,
    });
  }
}

/** The catalogue names one situation for a refused e-mail; its text replaces the backend's. */
function withCatalogueEmailError(error: unknown): unknown {
  const errors = fieldErrors(error);
  if (!(error instanceof BackendError) || !errors?.email) return error;
  const body = { ...(error.body as object), errors: { ...errors, email: [EMAIL_REJECTED] } };
  return new BackendError(error.kind, error.status, body, error.message, error.path);
}

export function missingFieldsOf(customer: Customer): CompletableField[] {
  return COMPLETABLE_FIELDS.filter((field) => {
    const value = customer[field];
    return value === null || value === undefined || String(value).trim() === "";
  });
}

/** /registro-sso's guard (`requirePage`'s options); the form itself needs a customer the backend knows. */
export const SSO_REGISTER_GUARD = { feature: "sso_register" } as const;

/** /registro-sso/:token without a session: logged in as /login-sso does, back here without the token (or on), else why not. */
export async function loadSsoTokenLogin({ request, context }: Args, token: string) {
  const result = await loginWithSso(request, context, token, originOf(request));
  if (result instanceof Response) throw result;
  return data(
    {
      title: getT(context.locale)("signup:sso.failedTitle"),
      problem: result.problem,
      fields: [] as CompletableField[],
      genders: [] as GenderOption[],
      name: "",
    },
    { status: problemStatus(result.problem) },
  );
}

/** The fields the customer still lacks; nothing missing: on to `origin` or home. */
export async function loadSsoRegister({ request, context }: Args, { customer }: CustomerPage) {
  const fields = missingFieldsOf(customer);
  if (!fields.length) throw redirect(originOf(request) || homePath(context));
  const genders = fields.includes("gender") ? await getGenres(backendFor(context)) : [];
  return data({ title: getT(context.locale)("signup:ssoRegister.title"), problem: null, fields, genders, name: customer.name ?? "" });
}

/** /registro-sso's POST: the missing fields with the sign-up rules, then on to `origin` or home. */
export async function submitSsoRegister({ request, context }: Args, { auth, customer }: CustomerPage) {
  const fields = missingFieldsOf(customer);
  const origin = originOf(request);
  const to = origin || homePath(context);
  if (!fields.length) throw redirect(to);
  const formData = await request.formData();
  const submission = parseForm(formData, completionSchema(fields));
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission);
  try {
    await registerSsoExtraFields(backendFor(context), auth, submission.value as Record<string, string>);
  } catch (error) {
    return backendFailure(submission, error, { fallback: "signup:ssoRegister.failed", logger: context.logger });
  }
  throw redirect(to, { headers: await flashToast(context.sessions, request, { kind: "success", message: "signup:ssoRegister.done" }) });
}

/** A sign-up the backend answered with a token: logged in at once and welcomed home. */
function welcomeSession(context: AppContext, token: string, value: SignUpValue, message: string): Promise<Response> {
  return startSession(context, {
    login: { token, has_missing_fields: false, missing_required_fields: [] },
    remember: false,
    rememberDays: context.rememberDays,
    to: homePath(context),
    toast: { kind: "success", message },
    credentials: { email: value.email, password: value.password },
  });
}
