// A custom form's field names for the error summary, apart so a page need not ship the renderer.
import type { CustomFormField } from "~/backend/participation.schemas";

/** A field's name in the form: nested under `prefix` as conform reads it (`survey.overall`). */
export function formName(prefix: string | undefined, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/** For the page's ErrorSummary: the form's names in order, and the labels that tell same messages apart. */
export function customFormSummary(
  fields: readonly CustomFormField[],
  prefix?: string,
): { fields: string[]; labels: Record<string, string> } {
  return {
    fields: fields.map((field) => formName(prefix, field.name)),
    labels: Object.fromEntries(fields.map((field) => [formName(prefix, field.name), field.label])),
  };
}
