// The sectioned private area: each section a custom form from GET /customer/structure, saved alone;
// file fields post multipart, each file checked (size, type by its first bytes) then uploaded.
import type { AppContext } from "~/context";
import { backendFor, type Auth } from "~/backend/client.server";
import { pageError } from "~/backend/page-errors.server";
import {
  getAreaSections,
  saveAreaSection,
  uploadSectionFiles,
  type AreaSection,
  type AreaSectionId,
  type UploadFile,
} from "~/backend/profile.server";
import type { FileFormField } from "~/backend/participation.schemas";
import { bodyCap } from "~/config.server";
import { checkCustomForm, customFormErrorFields, requiredAsk } from "~/forms/custom-form";
import { detectFileType, megabytes, safeFileName, typesText } from "~/forms/filetypes";
import { backendFailure, refuseSubmission, replyWith } from "~/forms/submission.server";
import { BodyTooLargeError, parseUpload, type ParsedUpload } from "~/forms/upload.server";
import { redirect } from "@remix-run/node";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { flashToast, type Toast } from "~/session/session.server";
import { throwIfSessionEnded } from "./personal.server";
import { AREA_INTENTS, areaSectionOf } from "./intents";

type Args = { request: Request; context: AppContext };
type Files = ParsedUpload["files"];

/** Post/redirect/get back to the section's tab, with a toast. */
async function backToSection({ request, context }: Args, id: AreaSectionId | null, toast: Toast): Promise<Response> {
  const anchor = id ? `#${getT(context.locale)(`profile:tabs.${AREA_INTENTS[id]}.anchor`)}` : "";
  const to = `${localePath(context.locale, pathTo("profile"), context.defaultLocale)}${anchor}`;
  return redirect(to, { headers: await flashToast(context.sessions, request, toast) });
}

/** Whether a post carries files (a section with file fields posts multipart; every other form does not). */
export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
}

/** A file field takes at most what the backend says and what the portal accepts (UPLOAD_MAX_BYTES). */
function withUploadLimit(sections: AreaSection[], uploadMaxBytes: number): AreaSection[] {
  const limit = (field: FileFormField) => Math.min(field.max_bytes ?? uploadMaxBytes, uploadMaxBytes);
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => (field.type === "file" ? { ...field, max_bytes: limit(field) } : field)),
  }));
}

export async function loadAreaSections({ context }: Args, auth: Auth): Promise<AreaSection[]> {
  return withUploadLimit(await getAreaSections(backendFor(context), auth), context.uploadMaxBytes);
}

/** The private area's multipart post: read as a stream, then saved as its section says. */
export async function submitAreaUpload(args: Args, auth: Auth) {
  const { request, context } = args;
  const sections = await loadAreaSections(args, auth);
  const fileFields = sections.flatMap((section) => section.fields.flatMap((field) => (field.type === "file" ? [field.name] : [])));
  let upload: ParsedUpload;
  try {
    upload = await parseUpload(request, { fileFields, maxFileBytes: context.uploadMaxBytes, capBytes: bodyCap(context.uploadMaxBytes) });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw pageError(413, "too-large", { Connection: "close" });
    context.logger.info({ err: { message: (error as Error).message } }, "private area: unreadable upload");
    return backToSection(args, null, { kind: "error", message: "profile:area.errors.failed" });
  }
  try {
    const formData = new FormData();
    for (const [name, value] of upload.fields) formData.append(name, value);
    const id = areaSectionOf(String(formData.get("intent") ?? ""));
    if (!id) return backToSection(args, null, { kind: "error", message: "profile:area.errors.failed" });
    return await submitAreaSection(args, formData, auth, id, upload.files, sections);
  } finally {
    await upload.cleanup();
  }
}

/** Each chosen file's refusal, beside its field: too large, of a type the field does not take, empty, or missing. */
function fileErrors(section: AreaSection, files: Files): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of section.fields) {
    if (field.type !== "file") continue;
    const file = files[field.name];
    const max = field.max_bytes ?? Infinity;
    const kind = file && !file.tooLarge ? detectFileType(file.name, file.head) : null;
    if (!file) {
      if (field.required && !section.files[field.name]) errors[field.name] = [requiredAsk(field)];
    } else if (file.tooLarge || file.size > max) errors[field.name] = [`forms:file.tooLarge?size=${megabytes(max)}`];
    else if (file.size === 0) errors[field.name] = ["forms:file.empty"];
    else if (!kind || !field.accept.includes(kind.mime))
      errors[field.name] = [`forms:file.type?types=${encodeURIComponent(typesText(field.accept))}`];
  }
  return errors;
}

/** The chosen files to upload, with the type their first bytes show (checked by fileErrors). */
function toUpload(section: AreaSection, files: Files): UploadFile[] {
  return section.fields.flatMap((field) => {
    const file = files[field.name];
    const kind = file?.path ? detectFileType(file.name, file.head) : null;
    return file?.path && kind ? [{ field: field.name, path: file.path, name: safeFileName(file.name), type: kind.mime }] : [];
  });
}

export async function submitAreaSection(
  args: Args,
  formData: FormData,
  auth: Auth,
  id: AreaSectionId,
  files: Files = {},
  sections?: AreaSection[],
) {
  const { context } = args;
  const backend = backendFor(context);
  const section = (sections ?? (await loadAreaSections(args, auth))).find((candidate) => candidate.id === id);
  // The tenant has no such section (any more): nothing to save.
  if (!section) return backToSection(args, id, { kind: "error", message: "profile:area.errors.failed" });
  // A chosen file comes back as its name, so that the form can ask for it again after a refusal.
  for (const [name, file] of Object.entries(files)) if (file) formData.set(name, safeFileName(file.name));
  const { submission, values } = checkCustomForm(section.fields, formData);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  const refusedFiles = fileErrors(section, files);
  if (!values || Object.keys(refusedFiles).length) return replyWith(submission, { fieldErrors: refusedFiles });
  const errorFields = customFormErrorFields(section.fields);
  try {
    const chosen = toUpload(section, files);
    const uploaded = chosen.length && section.formId ? await uploadSectionFiles(backend, auth, section.formId, chosen) : {};
    // A file field keeps its saved file unless another was chosen.
    for (const field of section.fields)
      if (field.type === "file") values[field.name] = uploaded[field.name]?.id ?? section.files[field.name]?.id ?? null;
    await saveAreaSection(backend, auth, id, values);
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, { fallback: "profile:area.errors.failed", fields: errorFields, logger: context.logger });
  }
  return backToSection(args, id, { kind: "success", message: "profile:area.saved" });
}
