// The one sign-up schema and submit (/registro, /registro-invitacion), and the fields an SSO
// registration may still lack (/registro-sso).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError, backendFor, type Backend } from "~/backend/client.server";
import { errorCode, fieldErrors, registerSsoExtraFields, type Customer, type SignUpInput } from "~/backend/customer.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { currentCustomer, loginRedirect, requireAuthOf, startSession } from "~/session/auth.server";
import { flashToast } from "~/session/session.server";
import { homePath } from "~/tenancy/guards.server";
import { EMAIL_REJECTED, type SignUpField } from "./signup-form";
import { COMPLETABLE_FIELDS, completionSchema, signUpSchema, type CompletableField, type SignUpValue } from "./signup.schema";
import { originOf } from "./sso.server";

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

/** Rules first, then `send`; `success` turns the backend's answer into the redirect. */
export async function signUpAction(
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

/** The logged-in customer's missing fields (a session the backend refused: log in again). */
export async function sessionMissingFields(request: Request, context: AppContext): Promise<CompletableField[]> {
  await requireAuthOf(request, context);
  const customer = await currentCustomer(request, context);
  if (!customer) throw loginRedirect(request, context);
  return missingFieldsOf(customer);
}

/** /registro-sso's POST: the missing fields with the sign-up rules, then on to `origin` or home. */
export async function submitSsoRegister({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  const auth = await requireAuthOf(request, context);
  const fields = await sessionMissingFields(request, context);
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
export function welcomeSession(context: AppContext, token: string, value: SignUpValue, message: string): Promise<Response> {
  return startSession(context, {
    login: { token, has_missing_fields: false, missing_required_fields: [] },
    remember: false,
    rememberDays: context.rememberDays,
    to: homePath(context),
    toast: { kind: "success", message },
    credentials: { email: value.email, password: value.password },
  });
}
