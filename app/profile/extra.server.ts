// The extended profile of the tenants that have one (intent `extra`): its form is drawn from the
// backend's field list (GET /customer/structure), checked here (required fields, real dates,
// offered options, lengths) and saved with POST /customer/save-personal-information-extra. Rules
// only the backend knows (an expiry date after the issue date...) come back as a 422 and land
// beside their fields like ours.
import { z } from "zod";
import type { AppContext } from "~/context";
import { backendFor, type Auth } from "~/backend/client.server";
import { getExtendedProfile, saveExtendedProfile, type ExtraField, type ExtraValue } from "~/backend/profile.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { checkbox, checkboxRequired, optionalText, requiredText } from "~/validation/rules";
import { backToPersonalData, throwIfSessionEnded } from "./personal.server";

export const DATE_ERROR = "profile:extra.errors.date";

function choice(values: readonly string[], required: boolean) {
  return (required ? requiredText() : optionalText()).superRefine((value, ctx) => {
    if (value && !values.includes(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "invalid" });
  });
}

/** One zod field per backend field; dates are checked apart (see `parseDate`). */
function extraSchema(fields: readonly ExtraField[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const field of fields) {
    const max = field.max_length ?? undefined;
    switch (field.type) {
      case "checkbox":
        shape[field.name] = field.required ? checkboxRequired() : checkbox();
        break;
      case "select":
        shape[field.name] = choice(
          field.options.map((option) => option.value),
          field.required,
        );
        break;
      default:
        shape[field.name] = field.required ? requiredText({ max }) : optionalText({ max });
    }
  }
  return z.object(shape);
}

/**
 * A real date as `YYYY-MM-DD`: what a date input sends, or what someone types where there is no
 * date picker (`27/03/1990`, `27-3-1990`, `27.03.1990`, `1990/03/27`). Null when it is not a real date.
 */
export function parseDate(input: string): string | null {
  const value = input.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Checks the form against the fields: the values to send (checkboxes as booleans, dates as
 * `YYYY-MM-DD`, empty as null), or the form's errors, every one of them.
 */
export function checkExtra(fields: readonly ExtraField[], formData: FormData) {
  const submission = parseForm(formData, extraSchema(fields));
  const dateErrors: Record<string, string[]> = {};
  const values: Record<string, ExtraValue> = {};
  for (const field of fields) {
    const raw = formData.get(field.name);
    const text = typeof raw === "string" ? raw.trim() : "";
    if (field.type === "checkbox") values[field.name] = text !== "" && text !== "off" && text !== "false";
    else if (field.type === "date" && text !== "") {
      const date = parseDate(text);
      if (date) values[field.name] = date;
      else dateErrors[field.name] = [DATE_ERROR];
    } else values[field.name] = text === "" ? null : text;
  }
  const valid = submission.status === "success" && !Object.keys(dateErrors).length;
  return { submission, dateErrors, values: valid ? values : null };
}

type Args = { request: Request; context: AppContext };

export async function submitExtra(args: Args, formData: FormData, auth: Auth) {
  const { context } = args;
  const backend = backendFor(context);
  const extended = await getExtendedProfile(backend, auth);
  // The tenant has no extended profile (any more): nothing to save.
  if (!extended) return backToPersonalData(args, { kind: "error", message: "profile:extra.errors.failed" });
  const { submission, dateErrors, values } = checkExtra(extended.fields, formData);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (!values) return replyWith(submission, { fieldErrors: dateErrors });
  try {
    await saveExtendedProfile(backend, auth, values);
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, { fallback: "profile:extra.errors.failed", logger: context.logger });
  }
  return backToPersonalData(args, { kind: "success", message: "profile:extra.saved" });
}
