// The extended profile (intent `extra`) of tenants that have one: a custom form whose fields come from GET /customer/structure,
// checked by app/forms/custom-form.ts and saved with POST /customer/save-personal-information-extra. Rules only the backend
// knows come back as a 422 and land beside their fields like ours.
import type { AppContext } from "~/context";
import { backendFor, type Auth } from "~/backend/client.server";
import { getExtendedProfile, saveExtendedProfile } from "~/backend/profile.server";
import { checkCustomForm, customFormErrorFields } from "~/forms/custom-form";
import { backendFailure, refuseSubmission, replyWith } from "~/forms/submission.server";
import { backToPersonalData, throwIfSessionEnded } from "./personal.server";

type Args = { request: Request; context: AppContext };

export async function submitExtra(args: Args, formData: FormData, auth: Auth) {
  const { context } = args;
  const backend = backendFor(context);
  const extended = await getExtendedProfile(backend, auth);
  // The tenant has no extended profile (any more): nothing to save.
  if (!extended) return backToPersonalData(args, { kind: "error", message: "profile:extra.errors.failed" });
  const { submission, values } = checkCustomForm(extended.fields, formData);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (!values) return replyWith(submission);
  try {
    await saveExtendedProfile(backend, auth, values);
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, {
      fallback: "profile:extra.errors.failed",
      fields: customFormErrorFields(extended.fields),
      logger: context.logger,
    });
  }
  return backToPersonalData(args, { kind: "success", message: "profile:extra.saved" });
}
