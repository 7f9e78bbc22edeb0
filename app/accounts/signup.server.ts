// The one sign-up schema and submit, shared by /registro (e-mail validated afterwards) and
// /registro-invitacion (the invitation proves the e-mail: logged in at once), and the fields an SSO
// registration may still lack (/registro-sso). The form's names are ours; `BACKEND_NAMES` maps the
// backend's 422 field names back to them.
import { z } from "zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { BackendError, backendFor, type Backend } from "~/backend/client.server";
import { errorCode, fieldErrors, type Customer, type SignUpInput } from "~/backend/customer.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { checkbox, checkboxRequired, email, matches, password, phone, requiredText } from "~/validation/rules";
import { EMAIL_REJECTED, type SignUpField } from "./signup-form";

type Ctx = z.RefinementCtx;

/** The confirmation is compared as typed (passwords are never trimmed); empty is `required`. */
function confirmation() {
  return z.unknown().transform((raw, ctx: Ctx) => {
    const value = typeof raw === "string" ? raw : "";
    if (value.trim() === "") ctx.addIssue({ code: z.ZodIssueCode.custom, message: "required" });
    return value;
  });
}

/** Each field's rules (spec §5); the gender's id is checked by the backend against its list. */
const FIELDS = {
  name: requiredText(),
  surname: requiredText(),
  email: email(),
  telephone: phone(),
  password: password({ signUp: true }),
  confirmPassword: confirmation(),
  gender: requiredText(),
  privacy: checkboxRequired(),
  advertising: checkbox(),
} satisfies Record<SignUpField, z.ZodTypeAny>;

export const signUpSchema = z.object(FIELDS).superRefine(matches("confirmPassword", "password", "passwordMatch"));
export type SignUpValue = z.output<typeof signUpSchema>;

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

/**
 * The sign-up action of both pages: rules first (every failure at once), then `send`; `success`
 * turns the backend's answer into the redirect. Failures come back beside the fields or in the
 * summary with the values kept (never the passwords):
 *  - 422 on `email` (user exists, or an address the backend refuses): the catalogue's message
 *    ("user already exists or e-mail invalid"), beside the e-mail, with ways to log in or reset;
 *  - `propagation_error` (the account could not be shared with the tenant's other portals):
 *    "contact the administrator";
 *  - any other failure: the generic "could not create the account" (no answer: "try later").
 */
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

// ---- SSO registration: the required fields an SSO account may lack.

/** The fields /registro-sso can ask for, in the form's order. */
const COMPLETABLE_FIELDS = ["name", "surname", "telephone", "gender"] as const satisfies readonly SignUpField[];
export type CompletableField = (typeof COMPLETABLE_FIELDS)[number];

/** What the customer lacks among the fields we can ask for. */
export function missingFieldsOf(customer: Customer): CompletableField[] {
  return COMPLETABLE_FIELDS.filter((field) => {
    const value = customer[field];
    return value === null || value === undefined || String(value).trim() === "";
  });
}

/** The same rules as at sign-up, for the missing fields only. */
export function completionSchema(fields: readonly CompletableField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field, FIELDS[field]])) as Partial<Record<CompletableField, z.ZodTypeAny>>);
}
