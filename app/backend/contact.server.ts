// The contact calls of the backend API (spec doc 2, "Custom forms" and "Contact"): the contact
// form's definition and `POST /contact/{formUuid}` as multipart form data, where null fields are
// skipped and object or array values travel as JSON text (the spec's rule).
import { openAsBlob } from "node:fs";
import { FormData } from "undici";
import { z } from "zod";
import type { Backend } from "./client.server";

const contactFormAnswer = z.object({
  data: z.object({ uuid: z.string().trim().min(1) }).passthrough(),
});

/** The uuid of the tenant's contact form (`GET /custom-form/contact`), for a CMS module that names none. */
export async function getContactFormUuid(backend: Backend): Promise<string> {
  const answer = await backend.call("/custom-form/contact", { schema: contactFormAnswer, cache: true });
  return answer.data.uuid;
}

export type ContactFieldValue = string | number | boolean | null | undefined | Record<string, unknown> | unknown[];

/** A file already on disk (the upload's temporary copy): streamed to the backend from there. */
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

/** Sends one contact message; throws BackendError (a 422 carries the field errors) or BackendRedirect. */
export async function sendContact(
  backend: Backend,
  formUuid: string,
  message: { fields: Record<string, ContactFieldValue>; file: ContactFile | null },
): Promise<void> {
  const form = contactFormData(message.fields);
  if (message.file) {
    // A Blob backed by the file: undici reads it as it sends, so the upload is never in memory.
    const blob = await openAsBlob(message.file.path, { type: message.file.type });
    form.append("file", blob, message.file.name);
  }
  await backend.multipart(`/contact/${encodeURIComponent(formUuid)}`, form, { schema: z.unknown() });
}
