// The private area's own customer calls (spec doc 2, "Customer"): the tenant's extended profile or
// sections, a section's files, the e-mail change and the account deletion.
import { openAsBlob } from "node:fs";
import { FormData } from "undici";
import { z } from "zod";
import { numberOrText } from "./catalogue.schemas";
import { BackendError, type Auth, type Backend } from "./client.server";
import type { ContactFile } from "./contact.server";
import type { CustomFormField, CustomFormValue } from "./participation.schemas";

const EXTRA_FIELD_TYPES = ["text", "date", "time", "select", "checkbox", "textarea", "file"] as const;

// Option values are mostly codes (text first; see numberOrText).
const optionSchema = z.object({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() });

export const extraFieldSchema = z.object({
  name: z.string().regex(/^[A-Za-z][\w-]*$/),
  type: z.enum(EXTRA_FIELD_TYPES),
  label: z.string().min(1),
  required: z.boolean().optional().default(false),
  options: z.array(optionSchema).optional().default([]),
  max_length: z.number().int().positive().nullable().optional(),
  /** A select whose options another call serves. */
  options_source: z.enum(["types", "transports", "hotels"]).optional(),
  accept: z.array(z.string()).optional().default([]),
  max_bytes: z.number().int().positive().optional(),
});
type ExtraField = z.output<typeof extraFieldSchema>;

function asCustomField({ name, label, required, ...field }: ExtraField): CustomFormField {
  switch (field.type) {
    case "select":
      return { name, label, required, type: "select", options: field.options };
    case "text":
    case "textarea":
      return { name, label, required, type: field.type, max_length: field.max_length ?? undefined };
    case "date":
    case "time":
    case "checkbox":
      return { name, label, required, type: field.type };
    case "file":
      return { name, label, required, type: "file", accept: field.accept, max_bytes: field.max_bytes };
  }
}

/** Field names the portal's own form uses: a structure must not shadow them. */
const RESERVED = new Set(["intent", "website"]);

/** Drops what the portal cannot draw, and file fields outside a section that uploads them. */
function usableFields(items: unknown[], files = false): ExtraField[] {
  return items.flatMap((item) => {
    const field = extraFieldSchema.safeParse(item);
    if (!field.success || RESERVED.has(field.data.name)) return [];
    if (field.data.type === "file" && (!files || !field.data.accept.length)) return [];
    return [field.data];
  });
}

const AREA_SECTION_IDS = ["registration", "lodging", "academic", "logistics"] as const;
export type AreaSectionId = (typeof AREA_SECTION_IDS)[number];

const sectionSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  /** Without it the section takes no files. */
  form_id: z.number().int().positive().optional(),
  fields: z.array(z.unknown()),
});

/** Flat or sectioned; what the portal cannot draw is left out rather than failing the whole private area. */
const structureAnswer = z.union([
  z.object({ data: z.array(z.unknown()) }).transform(({ data }) => ({ fields: usableFields(data), sections: [] })),
  z.array(z.unknown()).transform((data) => ({ fields: usableFields(data), sections: [] })),
  z.object({ data: z.object({ sections: z.array(z.unknown()) }) }).transform(({ data }) => ({
    fields: [] as ExtraField[],
    sections: data.sections.flatMap((item) => {
      const section = sectionSchema.safeParse(item);
      if (!section.success || !(AREA_SECTION_IDS as readonly string[]).includes(section.data.id)) return [];
      const { id, title, form_id: formId, fields } = section.data;
      return [{ id: id as AreaSectionId, title, formId: formId ?? null, fields: usableFields(fields, formId !== undefined) }];
    }),
  })),
]);

type Structure = z.output<typeof structureAnswer>;

export type ExtraValue = string | boolean | null;
export type SavedFile = { id: string; name: string };
const savedFileSchema = z.object({ id: numberOrText.transform(String), name: z.string() });

const extraValuesAnswer = z.object({ data: z.record(z.string(), z.unknown()).nullable() }).transform(({ data }) => {
  const values: Record<string, ExtraValue> = {};
  const files: Record<string, SavedFile> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    const file = savedFileSchema.safeParse(value);
    if (file.success) files[name] = file.data;
    values[name] = file.success
      ? file.data.id
      : typeof value === "string" || typeof value === "boolean"
        ? value
        : typeof value === "number"
          ? String(value)
          : null;
  }
  return { values, files };
});
type ExtraValues = z.output<typeof extraValuesAnswer>;

function absent(error: unknown): boolean {
  return error instanceof BackendError && error.notFound;
}

// Read once per request's `auth`: the loader asks for the flat profile and for the sections.
const structures = new WeakMap<Auth, Promise<Structure | null>>();
function getStructure(backend: Backend, auth: Auth): Promise<Structure | null> {
  let structure = structures.get(auth);
  if (!structure) {
    structure = readStructure(backend, auth);
    structures.set(auth, structure);
  }
  return structure;
}

async function readStructure(backend: Backend, auth: Auth): Promise<Structure | null> {
  try {
    return await backend.call("/customer/structure", { name: "getStructure", auth, schema: structureAnswer });
  } catch (error) {
    if (absent(error)) return null;
    throw error;
  }
}

async function getExtraValues(backend: Backend, auth: Auth): Promise<ExtraValues> {
  try {
    return await backend.call("/customer/extra", { name: "getExtraValues", auth, schema: extraValuesAnswer });
  } catch (error) {
    if (!absent(error)) throw error;
    return { values: {}, files: {} };
  }
}

/** null for a tenant without a flat extended profile. */
export async function getExtendedProfile(
  backend: Backend,
  auth: Auth,
): Promise<{ fields: CustomFormField[]; values: Record<string, ExtraValue> } | null> {
  const structure = await getStructure(backend, auth);
  if (!structure?.fields.length) return null;
  return { fields: structure.fields.map(asCustomField), values: (await getExtraValues(backend, auth)).values };
}

const namedList = z.array(z.object({ id: numberOrText.transform(String), name: z.string() }));
const typesAnswer = z.object({ data: namedList });
const generalDataAnswer = z.object({
  data: z.object({ transports: namedList.optional().default([]), hotels: namedList.optional().default([]) }),
});
type OptionSource = NonNullable<ExtraField["options_source"]>;

async function sourcedOptions(
  backend: Backend,
  auth: Auth,
  fields: readonly ExtraField[],
): Promise<Partial<Record<OptionSource, { value: string; label: string }[]>>> {
  const wanted = new Set(fields.flatMap((field) => (field.options_source ? [field.options_source] : [])));
  const asOptions = (list: z.output<typeof namedList>) => list.map(({ id, name }) => ({ value: id, label: name }));
  const [types, general] = await Promise.all([
    wanted.has("types") ? backend.call("/customer/types", { name: "getCustomerTypes", auth, schema: typesAnswer }) : null,
    wanted.has("transports") || wanted.has("hotels")
      ? backend.call("/customer/general-data", { name: "getGeneralData", auth, schema: generalDataAnswer })
      : null,
  ]);
  return {
    ...(types ? { types: asOptions(types.data) } : {}),
    ...(general ? { transports: asOptions(general.data.transports), hotels: asOptions(general.data.hotels) } : {}),
  };
}

export type AreaSection = {
  id: AreaSectionId;
  title: string;
  formId: number | null;
  fields: CustomFormField[];
  values: Record<string, ExtraValue>;
  files: Record<string, SavedFile>;
};

export async function getAreaSections(backend: Backend, auth: Auth): Promise<AreaSection[]> {
  const structure = await getStructure(backend, auth);
  const sections = (structure?.sections ?? []).filter((section) => section.fields.length);
  if (!sections.length) return [];
  const [{ values, files }, options] = await Promise.all([
    getExtraValues(backend, auth),
    sourcedOptions(
      backend,
      auth,
      sections.flatMap((section) => section.fields),
    ),
  ]);
  const withOptions = (field: ExtraField): ExtraField =>
    field.options_source ? { ...field, options: options[field.options_source] ?? [] } : field;
  return sections.map((section) => ({
    id: section.id,
    title: section.title,
    formId: section.formId,
    fields: section.fields.map(withOptions).map(asCustomField),
    values: Object.fromEntries(section.fields.map((field) => [field.name, values[field.name] ?? null])),
    files: Object.fromEntries(section.fields.flatMap((field) => (files[field.name] ? [[field.name, files[field.name]!]] : []))),
  }));
}

export type UploadFile = ContactFile & { field: string };

const uploadedAnswer = z.object({ data: z.object({ files: z.record(z.string(), savedFileSchema) }) });

export async function uploadSectionFiles(
  backend: Backend,
  auth: Auth,
  formId: number,
  files: readonly UploadFile[],
): Promise<Record<string, SavedFile>> {
  const form = new FormData();
  // Blobs backed by the files, so the upload is never in memory.
  for (const file of files) form.append(file.field, await openAsBlob(file.path, { type: file.type }), file.name);
  const answer = await backend.multipart(`/custom-form/${formId}/upload-files`, form, {
    name: "uploadSectionFiles",
    auth,
    schema: uploadedAnswer,
  });
  return answer.data.files;
}

export async function saveAreaSection(
  backend: Backend,
  auth: Auth,
  section: AreaSectionId,
  values: Record<string, CustomFormValue>,
): Promise<void> {
  if (section === "registration") {
    await backend.call("/customer/profile", { name: "saveProfile", method: "POST", auth, body: values, schema: z.unknown() });
    return;
  }
  await backend.call("/customer/save-personal-information-extra", {
    name: "savePersonalInformationExtra",
    method: "POST",
    auth,
    body: { section, ...values },
    schema: z.unknown(),
  });
}

export async function saveExtendedProfile(backend: Backend, auth: Auth, values: Record<string, CustomFormValue>): Promise<void> {
  await backend.call("/customer/save-personal-information-extra", {
    name: "saveExtendedProfile",
    method: "POST",
    auth,
    body: values,
    schema: z.unknown(),
  });
}

/** The backend mails the new address a validation link and ends the sessions. */
export async function changeEmail(backend: Backend, auth: Auth, input: { email: string; email_confirmation: string }): Promise<void> {
  await backend.call("/customer/change-email", { name: "changeEmail", method: "POST", auth, body: input, schema: z.unknown() });
}

export async function unsubscribe(backend: Backend, auth: Auth): Promise<void> {
  await backend.call("/customer/unsubscribe", { name: "unsubscribe", method: "POST", auth, schema: z.unknown() });
}
