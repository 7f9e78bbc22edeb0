// The private area's own customer calls (spec doc 2, "Customer"): a tenant's extended profile
// (GET /customer/structure, GET /customer/extra, POST /customer/save-personal-information-extra),
// the e-mail change and the account deletion. Shapes are checked here, at the edge.
import { z } from "zod";
import { BackendError, type Auth, type Backend } from "./client.server";
import type { CustomFormField, CustomFormValue } from "./participation.schemas";

const EXTRA_FIELD_TYPES = ["text", "date", "select", "checkbox", "textarea"] as const;

const optionSchema = z.object({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() });

export const extraFieldSchema = z.object({
  name: z.string().regex(/^[A-Za-z][\w-]*$/),
  type: z.enum(EXTRA_FIELD_TYPES),
  label: z.string().min(1),
  required: z.boolean().optional().default(false),
  options: z.array(optionSchema).optional().default([]),
  max_length: z.number().int().positive().nullable().optional(),
});
type ExtraField = z.output<typeof extraFieldSchema>;

/** The structure's field as the portal's one custom-form renderer takes it (app/forms/). */
function asCustomField({ name, label, required, ...field }: ExtraField): CustomFormField {
  switch (field.type) {
    case "select":
      return { name, label, required, type: "select", options: field.options };
    case "text":
    case "textarea":
      return { name, label, required, type: field.type, max_length: field.max_length ?? undefined };
    case "date":
    case "checkbox":
      return { name, label, required, type: field.type };
  }
}

/** Field names the portal's own form uses: a structure must not shadow them. */
const RESERVED = new Set(["intent", "website"]);

/**
 * A field of a type the portal cannot draw (or a malformed one) is left out rather than failing
 * the whole private area; the backend still validates what it needs.
 */
const structureAnswer = z
  .union([z.object({ data: z.array(z.unknown()) }), z.array(z.unknown())])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.data))
  .transform((items) =>
    items.flatMap((item) => {
      const field = extraFieldSchema.safeParse(item);
      return field.success && !RESERVED.has(field.data.name) ? [field.data] : [];
    }),
  );

export type ExtraValue = string | boolean | null;
const extraValuesAnswer = z.object({ data: z.record(z.unknown()).nullable() }).transform(({ data }) =>
  Object.fromEntries(
    Object.entries(data ?? {}).map(([name, value]): [string, ExtraValue] => [
      name,
      typeof value === "string" || typeof value === "boolean" ? value : typeof value === "number" ? String(value) : null,
    ]),
  ),
);

function absent(error: unknown): boolean {
  return error instanceof BackendError && error.notFound;
}

/**
 * The tenant's extended profile: its fields and the customer's saved values. A tenant without one
 * answers 404 (or an empty list): null.
 */
export async function getExtendedProfile(
  backend: Backend,
  auth: Auth,
): Promise<{ fields: CustomFormField[]; values: Record<string, ExtraValue> } | null> {
  let fields: ExtraField[];
  try {
    fields = await backend.call("/customer/structure", { auth, schema: structureAnswer });
  } catch (error) {
    if (absent(error)) return null;
    throw error;
  }
  if (!fields.length) return null;
  let values: Record<string, ExtraValue> = {};
  try {
    values = await backend.call("/customer/extra", { auth, schema: extraValuesAnswer });
  } catch (error) {
    if (!absent(error)) throw error;
  }
  return { fields: fields.map(asCustomField), values };
}

export async function saveExtendedProfile(backend: Backend, auth: Auth, values: Record<string, CustomFormValue>): Promise<void> {
  await backend.call("/customer/save-personal-information-extra", { method: "POST", auth, body: values, schema: z.unknown() });
}

/** Asks for the new address; the backend mails it a validation link and ends the sessions. */
export async function changeEmail(backend: Backend, auth: Auth, input: { email: string; email_confirmation: string }): Promise<void> {
  await backend.call("/customer/change-email", { method: "POST", auth, body: input, schema: z.unknown() });
}

/** Deletes the account (POST /customer/unsubscribe); its sessions end with it. */
export async function unsubscribe(backend: Backend, auth: Auth): Promise<void> {
  await backend.call("/customer/unsubscribe", { method: "POST", auth, schema: z.unknown() });
}
