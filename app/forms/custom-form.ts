// A backend custom form checked on the server: its zod schema from app/validation/'s rules, and the
// backend's payload. `prefix` nests names as conform does (`survey.overall`), as the backend's 422 does.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { CustomFormField, CustomFormValue, FileFormField } from "~/backend/participation.schemas";
import {
  checkbox,
  checkboxRequired,
  date,
  formatIssues,
  ruleErrors,
  integerBetween,
  oneOf,
  optionalText,
  requiredText,
  someOf,
  time,
} from "~/validation/rules";

function formName(prefix: string | undefined, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

type DataField = Exclude<CustomFormField, FileFormField>;

/** The fields posted as text (a file is checked and sent apart: app/profile/area.server.ts). */
function dataFields(fields: readonly CustomFormField[]): DataField[] {
  return fields.filter((field): field is DataField => field.type !== "file");
}

/** The rules of one field, by its type; each gives the value the backend takes (or undefined when left empty). */
function fieldRules(field: DataField): z.ZodTypeAny {
  const required = field.required;
  switch (field.type) {
    case "text":
    case "textarea":
      return required ? requiredText({ max: field.max_length }) : optionalText({ max: field.max_length });
    case "radio":
    case "select":
      return oneOf({ values: field.options.map((option) => option.value), required });
    case "checkboxes":
      return someOf(
        field.options.map((option) => option.value),
        { required },
      );
    case "scale":
      return integerBetween(field.min, field.max, { required });
    case "date":
      return date({ required });
    case "time":
      return time({ required });
    case "checkbox":
      return required ? checkboxRequired() : checkbox();
  }
}

/** The whole form's schema: one entry per field, under `prefix` when there is one, beside the page's own `extra` fields. */
function customFormSchema(fields: readonly CustomFormField[], prefix?: string, extra: z.ZodRawShape = {}) {
  const shape = z.object(Object.fromEntries(dataFields(fields).map((field) => [field.name, fieldRules(field)])));
  // A prefix with nothing posted under it (only unticked boxes) is an empty answer, not a missing object.
  return prefix ? z.object({ ...extra, [prefix]: z.preprocess((value) => value ?? {}, shape) }) : shape.extend(extra);
}

/** What passed the rules as the backend takes it: every text field present, an empty one as null (a box as false, a group as []). */
function payloadOf(fields: readonly CustomFormField[], parsed: Record<string, unknown>): Record<string, CustomFormValue> {
  return Object.fromEntries(
    dataFields(fields).map((field): [string, CustomFormValue] => {
      const value = parsed[field.name];
      if (field.type === "checkbox") return [field.name, value === true];
      if (field.type === "checkboxes") return [field.name, Array.isArray(value) ? value.map(String) : []];
      return [field.name, value === undefined || value === "" ? null : (value as CustomFormValue)];
    }),
  );
}

/** What an empty required field asks for, by its type: the GOV.UK "Enter…", "Choose…", "Tick…" with the field's label. */
const REQUIRED_ASK: Record<CustomFormField["type"], string> = {
  text: "text",
  textarea: "text",
  radio: "choose",
  select: "choose",
  scale: "choose",
  checkboxes: "some",
  checkbox: "tick",
  date: "date",
  time: "time",
  file: "file",
};

/** The message of an empty required field: which field and what to enter. */
export function requiredAsk(field: Pick<CustomFormField, "type" | "label">): string {
  return `forms:required.${REQUIRED_ASK[field.type]}?${new URLSearchParams({ label: field.label })}`;
}

/** A bare "required" says which field and what to enter (`forms:required.choose?label=Category`). */
function namedRequired(
  fields: readonly CustomFormField[],
  prefix: string | undefined,
  errors: Record<string, string[] | null> | null | undefined,
) {
  for (const field of fields) {
    const name = formName(prefix, field.name);
    const messages = errors?.[name];
    if (errors && messages) errors[name] = messages.map((message) => (message === "required" ? requiredAsk(field) : message));
  }
}

/** `values` is the backend's payload, or null when a rule failed. */
export function checkCustomForm(
  fields: readonly CustomFormField[],
  formData: FormData,
  options: { prefix?: string; extra?: z.ZodRawShape } = {},
) {
  const { prefix, extra } = options;
  const submission = parseWithZod(formData, {
    schema: customFormSchema(fields, prefix, extra),
    error: ruleErrors,
    formatError: formatIssues,
  });
  if (submission.status !== "success") {
    namedRequired(fields, prefix, submission.error);
    return { submission, values: null, extraValues: null };
  }
  const all = submission.value as Record<string, unknown>;
  const parsed = (prefix ? all[prefix] : all) as Record<string, unknown>;
  // The page's own fields (a name, an e-mail) as their rules gave them, checked in the same pass.
  const extraValues = Object.fromEntries(Object.keys(extra ?? {}).map((name) => [name, all[name]]));
  return { submission, values: payloadOf(fields, parsed), extraValues };
}

/** For `backendFailure`'s `fields`: each name maps to itself, even for a field that posted nothing. */
export function customFormErrorFields(fields: readonly CustomFormField[], prefix?: string): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [formName(prefix, field.name), formName(prefix, field.name)]));
}
