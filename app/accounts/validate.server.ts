// /validate/:token's POST: spends the sign-up e-mail's single-use token. Done: to the login page
// with a toast; a token the backend refuses (unknown, used or expired): to /validate without it.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { fieldErrors, validateAccount } from "~/backend/customer.server";
import { backendFailure, buttonFormSchema, parseForm } from "~/forms/submission.server";
import { localePath } from "~/i18n/locales";
import { flashToast } from "~/session/session.server";
import { pathTo } from "~/paths";

export async function submitValidation({
  request,
  context,
  token,
}: Pick<ActionFunctionArgs, "request" | "context"> & { token: string | undefined }) {
  const invalid = () => redirect(localePath(context.locale, pathTo("validate"), context.defaultLocale));
  if (!token) throw invalid();
  const submission = parseForm(await request.formData(), buttonFormSchema);
  try {
    await validateAccount(backendFor(context), token);
  } catch (error) {
    if (fieldErrors(error)?.token) throw invalid();
    return backendFailure(submission, error, { fallback: "signup:validate.failed", logger: context.logger });
  }
  throw redirect(localePath(context.locale, pathTo("login"), context.defaultLocale), {
    headers: await flashToast(context.sessions, request, { kind: "success", message: "signup:validate.done" }),
  });
}
