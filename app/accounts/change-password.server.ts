// The change-password submission, wherever its form is shown (/cambiar-contraseña now, the
// private area later): checks the form, asks the backend, puts its 422 answers beside the fields
// (a wrong current password beside "current password"), and on success redirects with a toast.
// A backend 403 means the session is no longer valid: it is cleared and the visitor logs in again.
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { backendFor, BackendError, type Auth } from "~/backend/client.server";
import { changePassword, fieldErrors } from "~/backend/customer.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { clearedSessionCookie, loginRedirect } from "~/session/auth.server";
import { flashToast } from "~/session/session.server";
import { BACKEND_PASSWORD_FIELDS, PASSWORD_FIELDS, changePasswordSchema } from "./password-schemas";

const CHANGE_PASSWORD_DONE = "password:change.done";

type Input = {
  request: Request;
  context: AppContext;
  formData: FormData;
  auth: Auth;
  /** Where to go after a change (a local path). */
  successTo: string;
};

/**
 * Every answer but the redirect is the form's reply (values kept, passwords never). A page with
 * several forms tells them apart by the form's `intent` field, which the reply's `initialValue`
 * carries back (see ChangePasswordForm).
 */
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
      // The token was refused: end the session here (the redirect skips the document render that
      // would otherwise remove the cookie) and log in again, back to this page afterwards.
      const response = loginRedirect(request, context);
      const cookie = await clearedSessionCookie(context);
      if (cookie) response.headers.append("Set-Cookie", cookie);
      throw response;
    }
    const errors = fieldErrors(error);
    if (errors?.old_password) {
      // The spec's "wrong current password", in our words beside that field; the backend's other
      // 422 messages (already in the visitor's language) beside theirs.
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
