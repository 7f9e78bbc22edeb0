// The private area's own customer calls (spec doc 2, "Customer"): the tenant's extended profile or
// sections, a section's files, the e-mail change and the account deletion.
import { openAsBlob } from "node:fs";
import { FormData } from "undici";
import { anyAnswer } from "./catalogue.schemas";
import { BackendError, type Auth, type Backend } from "./client.server";
import type { ContactFile } from "./contact.server";
import type { CustomFormField, CustomFormValue } from "./participation.schemas";
import {
  extraValuesAnswer,
  generalDataAnswer,
  structureAnswer,
  typesAnswer,
  uploadedAnswer,
  type AreaSectionId,
  type ExtraField,
  type ExtraValue,
  type ExtraValues,
  type OptionSource,
  type NamedList,
  type SavedFile,
  type Structure,
} from "./profile.schemas";

export type { AreaSectionId } from "./profile.schemas";

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

async function sourcedOptions(
  backend: Backend,
  auth: Auth,
  fields: readonly ExtraField[],
): Promise<Partial<Record<OptionSource, { value: string; label: string }[]>>> {
  const wanted = new Set(fields.flatMap((field) => (field.options_source ? [field.options_source] : [])));
  const asOptions = (list: NamedList) => list.map(({ id, name }) => ({ value: id, label: name }));
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
    await backend.call("/customer/profile", { name: "saveProfile", method: "POST", auth, body: values, schema: anyAnswer });
    return;
  }
  await backend.call("/customer/save-personal-information-extra", {
    name: "savePersonalInformationExtra",
    method: "POST",
    auth,
    body: { section, ...values },
    schema: anyAnswer,
  });
}

export async function saveExtendedProfile(backend: Backend, auth: Auth, values: Record<string, CustomFormValue>): Promise<void> {
  await backend.call("/customer/save-personal-information-extra", {
    name: "saveExtendedProfile",
    method: "POST",
    auth,
    body: values,
    schema: anyAnswer,
  });
}

/** The backend mails the new address a validation link and ends the sessions. */
export async function changeEmail(backend: Backend, auth: Auth, input: { email: string; email_confirmation: string }): Promise<void> {
  await backend.call("/customer/change-email", { name: "changeEmail", method: "POST", auth, body: input, schema: anyAnswer });
}

export async function unsubscribe(backend: Backend, auth: Auth): Promise<void> {
  await backend.call("/customer/unsubscribe", { name: "unsubscribe", method: "POST", auth, schema: anyAnswer });
}
