// The login's submissions: /iniciar-sesion (LOGIN, or REACTIVATE) and the two-factor code.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { AppContext } from "~/context";
import { backendFor } from "~/backend/client.server";
import { fieldErrors, login, loginRefusal, requestPasswordReset, twoFactor } from "~/backend/customer.server";
import { backendFailure, parseForm, refuseSubmission, replyWith, type FormActionData } from "~/forms/submission.server";
import { localePath } from "~/i18n/locales";
import { holdTwoFactor, pendingTwoFactor, startSession } from "~/session/auth.server";
import { flashToast } from "~/session/session.server";
import { homePath, requireTenant } from "~/tenancy/guards.server";
import { safeLocalPath } from "~/url/local-path";
import { pathTo } from "~/paths";
import { LOGIN, REACTIVATE } from "./intents";
import { loginSchema, reactivateSchema } from "./login.schema";
import { twoFactorSchema } from "./two-factor.schema";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

export function loginPath(context: Pick<AppContext, "locale" | "defaultLocale">): string {
  return localePath(context.locale, pathTo("login"), context.defaultLocale);
}

/** Refusals come back beside the e-mail; a login that needs a code waits for it in the session. */
export async function submitLogin({ request, context }: Args) {
  const tenant = requireTenant(context);
  const formData = await request.formData();
  const intent = formData.get("intent") ?? LOGIN;
  const backend = backendFor(context);

  if (intent === REACTIVATE) {
    const submission = parseForm(formData, reactivateSchema);
    const refused = refuseSubmission(submission, formData, context);
    if (refused) return refused;
    if (submission.status !== "success") return replyWith(submission, { extra: { intent } });
    try {
      await requestPasswordReset(backend, submission.value.email);
    } catch (error) {
      return backendFailure(submission, error, { fallback: "account:errors.resetSend", logger: context.logger });
    }
    return data<FormActionData>({ reply: submission.reply({ resetForm: true }), intent, sent: submission.value.email });
  }
  if (intent !== LOGIN) return data({ reply: { status: "error" as const, error: { "": ["account:errors.refused"] } } }, { status: 400 });

  const submission = parseForm(formData, loginSchema(tenant.propagateUsersPortals));
  const hide = ["password"];
  const refused = refuseSubmission(submission, formData, context, hide);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission, { hideFields: hide });
  const { email: address, password, remember, propagation } = submission.value;
  const to = safeLocalPath(submission.value.origin, "") || homePath(context);
  try {
    const outcome = await login(backend, { email: address, password, remember, acceptPropagation: propagation });
    if (outcome.kind === "two-factor") {
      return holdTwoFactor(
        request,
        context,
        { token: outcome.twoFactorToken, remember, origin: to, email: address },
        localePath(context.locale, pathTo("twoFactor"), context.defaultLocale),
      );
    }
    return startSession(context, {
      login: outcome.login,
      remember,
      rememberDays: context.rememberDays,
      to,
      toast: { kind: "success", message: "account:login.welcome" },
      // For the tenant's forum, if it has one; not kept once the login is done.
      credentials: { email: address, password },
    });
  } catch (error) {
    const refusal = loginRefusal(error);
    if (refusal) {
      // GOV.UK: each summary entry links to the field to fix; the account is named by its e-mail.
      return replyWith(submission, {
        fieldErrors: { email: [`account:login.errors.${refusal}`] },
        hideFields: hide,
        status: refusal === "account_disabled" ? 403 : 401,
        extra: { refusal, email: address },
      });
    }
    return backendFailure(submission, error, {
      fallback: "account:login.errors.failed",
      fields: { "user.email": "email", "user.password": "password" },
      hideFields: hide,
      logger: context.logger,
    });
  }
}

/** An expired or exhausted two-factor login (or none waiting) sends the visitor back to log in. */
export async function submitTwoFactor({ request, context }: Args) {
  const formData = await request.formData();
  const submission = parseForm(formData, twoFactorSchema);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  const pending = await pendingTwoFactor(request, context);
  if (!pending) throw redirect(loginPath(context));
  if (submission.status !== "success") return replyWith(submission);
  try {
    const login = await twoFactor(backendFor(context), { twoFactorToken: pending.token, code: submission.value.code });
    return startSession(context, {
      login,
      remember: pending.remember,
      rememberDays: context.rememberDays,
      to: pending.origin,
      toast: { kind: "success", message: "account:login.welcome" },
    });
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors?.two_factor_token) {
      // Expired, unknown or too many tries: this login is over; start again.
      throw redirect(loginPath(context), {
        headers: await flashToast(context.sessions, request, { kind: "error", message: "account:twoFactor.expired" }),
      });
    }
    if (errors?.code) return replyWith(submission, { fieldErrors: { code: ["account:twoFactor.wrongCode"] }, status: 422 });
    return backendFailure(submission, error, { fallback: "account:login.errors.failed", logger: context.logger });
  }
}
