// The change-password submission, wherever its form is shown; a backend 403 clears the session.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { backendFor, BackendError, type Auth } from "~/backend/client.server";
import { changePassword, fieldErrors } from "~/backend/customer.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { clearedSessionCookie, loginRedirect } from "~/session/auth.server";
import { flashToast } from "~/session/session.server";
import { BACKEND_PASSWORD_FIELDS, PASSWORD_FIELDS, changePasswordSchema } from "./password.schema";

const CHANGE_PASSWORD_DONE = "password:change.done";

/** The form's guard (`requirePage`'s options), on its own page and in the private area: the feature on, a login. */
export const CHANGE_PASSWORD_GUARD = { feature: "change_password", auth: true } as const;

type Input = {
  request: Request;
  context: AppContext;
  formData: FormData;
  auth: Auth;
  successTo: string;
};

/** Every answer but the redirect is the form's reply; its `intent` tells a page's forms apart. */
export async function submitChangePassword({ request, context, formData, auth, successTo }: Input) {
  const submission = parseForm(formData, changePasswordSchema);
  const refused = refuseSubmission(submission, formData, context, PASSWORD_FIELDS);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission, { hideFields: PASSWORD_FIELDS });
  const { currentPassword, password, confirmPassword } = submission.value;
  try {
    await changePassword(backendFor(context), auth, {
      old_password: currentPassword,
      password,
      password_confirmation: confirmPassword,
    });
  } catch (error) {
    if (error instanceof BackendError && error.forbidden) {
      // Ended here: this redirect skips the document render that would remove the cookie.
      const response = loginRedirect(request, context);
      const cookie = await clearedSessionCookie(context);
      if (cookie) response.headers.append("Set-Cookie", cookie);
      throw response;
    }
    const errors = fieldErrors(error);
    if (errors?.old_password) {
      // The spec's "wrong current password" in our words; other 422 messages as the backend's.
      const byField: Record<string, string[]> = { currentPassword: ["password:change.errors.wrongCurrent"] };
      const formErrors: string[] = [];
      for (const [name, messages] of Object.entries(errors)) {
        const field = BACKEND_PASSWORD_FIELDS[name];
        if (!field) formErrors.push(...messages);
        else if (field !== "currentPassword") byField[field] = messages;
      }
      return replyWith(submission, { formErrors, fieldErrors: byField, hideFields: PASSWORD_FIELDS, status: 422 });
    }
    return backendFailure(submission, error, {
      fallback: "password:change.errors.failed",
      fields: BACKEND_PASSWORD_FIELDS,
      hideFields: PASSWORD_FIELDS,
      logger: context.logger,
    });
  }
  return redirect(successTo, {
    headers: await flashToast(context.sessions, request, { kind: "success", message: CHANGE_PASSWORD_DONE }),
  });
}
