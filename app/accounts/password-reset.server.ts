// The forgotten password's submissions: the link's request (the same answer whether the account
// exists or not) and the new password.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { fieldErrors, requestPasswordReset, resetPassword } from "~/backend/customer.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { localePath } from "~/i18n/locales";
import { commitSession } from "~/session/session.server";
import { locationOf } from "~/url/local-path";
import { pathTo } from "~/paths";
import { BACKEND_PASSWORD_FIELDS, PASSWORD_FIELDS, resetPasswordSchema, resetRequestSchema } from "./password.schema";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

export async function submitResetRequest({ request, context }: Args) {
  const formData = await request.formData();
  const submission = parseForm(formData, resetRequestSchema);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission);
  try {
    await requestPasswordReset(backendFor(context), submission.value.email);
  } catch (error) {
    return backendFailure(submission, error, { fallback: "account:errors.resetSend", logger: context.logger });
  }
  // The address is not put in the URL (it would end up in logs and history).
  throw redirect(locationOf(`${localePath(context.locale, pathTo("passwordResetRequest"), context.defaultLocale)}?sent=1`));
}

/** A link the backend refuses (unknown, used or expired) comes back with `invalidLink`. */
export async function submitResetPassword({ request, context, token: rawToken }: Args & { token: string | undefined }) {
  const formData = await request.formData();
  const submission = parseForm(formData, resetPasswordSchema);
  const refused = refuseSubmission(submission, formData, context, PASSWORD_FIELDS);
  if (refused) return refused;
  const token = rawToken?.trim();
  if (!token)
    return replyWith(submission, {
      formErrors: ["password:reset.errors.invalidLink"],
      hideFields: PASSWORD_FIELDS,
      status: 422,
      extra: { invalidLink: true },
    });
  if (submission.status !== "success") return replyWith(submission, { hideFields: PASSWORD_FIELDS });
  const { password, confirmPassword } = submission.value;
  try {
    await resetPassword(backendFor(context), { token, password, password_confirmation: confirmPassword });
  } catch (error) {
    if (fieldErrors(error)?.token) {
      // Unknown, used or expired: whatever else is wrong, the form cannot succeed with this link.
      return replyWith(submission, {
        formErrors: ["password:reset.errors.invalidLink"],
        hideFields: PASSWORD_FIELDS,
        status: 422,
        extra: { invalidLink: true },
      });
    }
    return backendFailure(submission, error, {
      fallback: "password:reset.errors.failed",
      fields: BACKEND_PASSWORD_FIELDS,
      hideFields: PASSWORD_FIELDS,
      logger: context.logger,
    });
  }
  // The backend ended the account's sessions: the toast travels in a fresh session without a token.
  const session = await context.sessions.getSession();
  session.flash("toast", { kind: "success", message: "password:reset.done" });
  throw redirect(localePath(context.locale, pathTo("login"), context.defaultLocale), {
    headers: { "Set-Cookie": await commitSession(context.sessions, session) },
  });
}
