// Changing the e-mail (intent `email`): the new address twice, different from the current one (from the backend, never the form).
// The backend mails a validation link to the new address and the spec logs the customer out until it is verified: the session
// ends here and the visitor lands on the login page, told to check the new inbox.
import type { AppContext } from "~/context";
import { backendFor, type Auth } from "~/backend/client.server";
import { changeEmail } from "~/backend/profile.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { localePath } from "~/i18n/locales";
import { endSession } from "~/session/auth.server";
import { emailSchema } from "./email.schema";
import { throwIfSessionEnded } from "./personal.server";
import { pathTo } from "~/paths";

type Args = { request: Request; context: AppContext };

export async function submitEmail(args: Args, formData: FormData, auth: Auth, current: string) {
  const { request, context } = args;
  const submission = parseForm(formData, emailSchema(current));
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission);
  const address = submission.value.email;
  try {
    await changeEmail(backendFor(context), auth, { email: address, email_confirmation: submission.value.email_confirmation });
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, { fallback: "profile:email.errors.failed", logger: context.logger });
  }
  const login = localePath(context.locale, pathTo("login"), context.defaultLocale);
  return endSession(request, context, login, { kind: "success", message: "profile:email.changed", values: { email: address } });
}
