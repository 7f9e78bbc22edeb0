// The sectioned private area of the tenants whose structure has sections (Universidad Demo):
// registration, lodging and travel, academic registration, logistics. Each section is a custom
// form drawn from GET /customer/structure, checked by app/forms/custom-form.ts and saved alone with
// POST /customer/save-personal-information-extra (`section` names it); the backend's 422 lands
// beside its fields with everything typed kept.
import type { AppContext } from "~/context";
import { backendFor, type Auth } from "~/backend/client.server";
import { getAreaSections, saveAreaSection, type AreaSection, type AreaSectionId } from "~/backend/profile.server";
import { checkCustomForm, customFormErrorFields } from "~/forms/custom-form";
import { backendFailure, refuseSubmission, replyWith } from "~/forms/submission.server";
import { redirect } from "@remix-run/node";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { flashToast, type Toast } from "~/session/session.server";
import { throwIfSessionEnded } from "./personal.server";
import { AREA_TABS } from "./area";

type Args = { request: Request; context: AppContext };

/** Post/redirect/get back to the section's tab, with a toast. */
async function backToSection({ request, context }: Args, id: AreaSectionId, toast: Toast): Promise<Response> {
  const anchor = getT(context.locale)(`profile:tabs.${AREA_TABS[id]}.anchor`);
  const to = `${localePath(context.locale, pathTo("profile"), context.defaultLocale)}#${anchor}`;
  return redirect(to, { headers: await flashToast(context.sessions, request, toast) });
}

export async function loadAreaSections({ context }: Args, auth: Auth): Promise<AreaSection[]> {
  return getAreaSections(backendFor(context), auth);
}

export async function submitAreaSection(args: Args, formData: FormData, auth: Auth, id: AreaSectionId) {
  const { context } = args;
  const backend = backendFor(context);
  const section = (await getAreaSections(backend, auth)).find((candidate) => candidate.id === id);
  // The tenant has no such section (any more): nothing to save.
  if (!section) return backToSection(args, id, { kind: "error", message: "profile:area.errors.failed" });
  const { submission, values } = checkCustomForm(section.fields, formData);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (!values) return replyWith(submission);
  try {
    await saveAreaSection(backend, auth, id, values);
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, { fallback: "profile:area.errors.failed", fields: customFormErrorFields(section.fields), logger: context.logger });
  }
  return backToSection(args, id, { kind: "success", message: "profile:area.saved" });
}
