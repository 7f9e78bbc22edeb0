// The contact calls (spec doc 2, "Custom forms" and "Contact"): the form's uuid and sending a
// message as multipart form data.
import { openAsBlob } from "node:fs";
import { FormData } from "undici";
import { anyAnswer } from "./catalogue.schemas";
import type { Backend } from "./client.server";
import { contactFormAnswer } from "./contact.schemas";

/** For a CMS module that names no form. */
export async function getContactFormUuid(backend: Backend): Promise<string> {
  const answer = await backend.call("/custom-form/contact", { name: "getContactFormUuid", schema: contactFormAnswer, cache: true });
  return answer.data.uuid;
}

export type ContactFieldValue = string | number | boolean | null | undefined | Record<string, unknown> | unknown[];

/** The upload's temporary copy on disk. */
export type ContactFile = { path: string; name: string; type: string };

/** The spec's multipart rule: null (and undefined) skipped, objects and arrays as JSON text. */
function contactFormData(fields: Record<string, ContactFieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return form;
}

export async function sendContact(
  backend: Backend,
  formUuid: string,
  message: { fields: Record<string, ContactFieldValue>; file: ContactFile | null },
): Promise<void> {
  const form = contactFormData(message.fields);
  if (message.file) {
    // Backed by the file, so the upload is never in memory.
    const blob = await openAsBlob(message.file.path, { type: message.file.type });
    form.append("file", blob, message.file.name);
  }
  await backend.multipart(`/contact/${encodeURIComponent(formUuid)}`, form, { name: "sendContact", schema: anyAnswer });
}
