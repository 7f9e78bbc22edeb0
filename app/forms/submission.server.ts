// What every form action does with a submission: parse it, refuse bots and floods, and turn a
// backend failure into messages beside the right fields, keeping what was typed (never passwords).
import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/dom";
import { z } from "zod";
import type { AppContext } from "~/context";
import { BackendError } from "~/backend/client.server";
import { fieldErrors } from "~/backend/customer.server";
import { formatIssues, ruleErrors } from "~/validation/rules";
import { HONEYPOT_FIELD, TYPED, type FormReply } from "~/ui/form";

/** A form that is a button: no fields (its submission only carries a failure's message back). */
export const buttonFormSchema = z.object({});

export type FormActionData = { reply: FormReply; [extra: string]: unknown };

export function parseForm<S extends z.ZodTypeAny>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema, error: ruleErrors, formatError: formatIssues });
}

type ReplyOptions = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
  status?: number;
  headers?: HeadersInit;
  extra?: Record<string, unknown>;
};

/**
 * Long typed values ride in a non-enumerable property: the server's render reads it, the serialized
 * reply skips it. Short values (`intent`, a checkbox's `on`) still travel.
 */
const SHORT_VALUE = 64;

const isShort = (value: unknown): boolean =>
  typeof value === "string"
    ? value.length <= SHORT_VALUE
    : Array.isArray(value)
      ? value.every(isShort)
      : value === null || typeof value !== "object";

/** The short values, nested ones too (a custom form's `survey.overall`). */
function shortOnly(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value && typeof value === "object" && !Array.isArray(value)) out[name] = shortOnly(value as Record<string, unknown>);
    else if (isShort(value)) out[name] = value;
  }
  return out;
}

export function echoOnce(reply: FormReply): FormReply {
  const typed = reply.initialValue;
  if (!typed) return reply;
  const out: FormReply = { ...reply, initialValue: shortOnly(typed) as FormReply["initialValue"] };
  Object.defineProperty(out, TYPED, { value: typed, enumerable: false });
  return out;
}

export function replyWith(submission: Submission<unknown, string[]>, options: ReplyOptions = {}) {
  const reply = submission.reply({
    formErrors: options.formErrors,
    fieldErrors: options.fieldErrors,
    hideFields: options.hideFields,
  });
  return data<FormActionData>({ reply: echoOnce(reply), ...options.extra }, { status: options.status ?? 400, headers: options.headers });
}

/** An empty required field's "required" becomes its own message (`messages[name]`), saying which field and what to enter. */
export function namedRequired(submission: Submission<unknown, string[]>, messages: Record<string, string>): Record<string, string[]> {
  const errors = submission.status === "success" ? {} : (submission.error ?? {});
  const named: Record<string, string[]> = {};
  for (const [name, ask] of Object.entries(messages)) {
    const failing = errors[name];
    if (failing?.includes("required")) named[name] = failing.map((message) => (message === "required" ? ask : message));
  }
  return named;
}

/** A 422's errors go beside the fields (names mapped by `fields`); other failures get `fallback`. */
export function backendFailure(
  submission: Submission<unknown, string[]>,
  error: unknown,
  options: {
    fallback: string;
    fields?: Record<string, string>;
    hideFields?: string[];
    logger?: AppContext["logger"];
    /** More action data to send back with the form (e.g. the contact form's challenge). */
    extra?: Record<string, unknown>;
  },
) {
  if (!(error instanceof BackendError)) throw error;
  const { hideFields, extra } = options;
  const errors = fieldErrors(error);
  if (errors) {
    const byField: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const [name, messages] of Object.entries(errors)) {
      const field = options.fields?.[name] ?? (submission.payload && name in submission.payload ? name : null);
      if (field) byField[field] = [...(byField[field] ?? []), ...messages];
      else formErrors.push(...messages);
    }
    if (!formErrors.length && !Object.keys(byField).length) formErrors.push(options.fallback);
    return replyWith(submission, { formErrors, fieldErrors: byField, hideFields, status: 422, extra });
  }
  options.logger?.[error.logLevel](error.logged, "form submit failed");
  if (error.unavailable) return replyWith(submission, { formErrors: ["account:errors.unavailable"], hideFields, status: 503, extra });
  return replyWith(submission, { formErrors: [options.fallback], hideFields, status: error.status >= 500 ? 502 : 400, extra });
}

/** Refusals before any validation: a filled honeypot, and the host's rate limit (429). */
export function refuseSubmission(
  submission: Submission<unknown, string[]>,
  formData: FormData,
  context: Pick<AppContext, "rateLimited" | "logger">,
  hideFields: string[] = [],
) {
  if (context.rateLimited) {
    const minutes = Math.max(1, Math.ceil(context.rateLimited.retryAfterSeconds / 60));
    return replyWith(submission, {
      formErrors: [
        context.rateLimited.scope === "account"
          ? `account:errors.accountLocked?count=${minutes}`
          : `account:errors.rateLimited?count=${minutes}`,
      ],
      hideFields,
      status: 429,
      headers: { "Retry-After": String(context.rateLimited.retryAfterSeconds) },
    });
  }
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") {
    context.logger.info("honeypot filled: submission refused");
    return replyWith(submission, { formErrors: ["account:errors.refused"], hideFields, status: 400 });
  }
  return null;
}
