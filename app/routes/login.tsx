// /iniciar-sesion: e-mail, password, "remember me"; the spec's outcomes (wrong credentials with a
// way to reset, e-mail not verified, account disabled on the web channel with a way to re-enable
// it by e-mail, two-factor, missing fields) and, where the tenant shares accounts across portals,
// the acceptance of that propagation. After login the visitor goes back to `origin` (local only).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { backendFor } from "~/backend/client.server";
import { login, loginRefusal, requestPasswordReset } from "~/backend/customer.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { backendFailure, parseForm, refuseSubmission, replyWith, type FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import type { I18nHandle } from "~/i18n/namespaces";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { authOf, holdTwoFactor, startSession } from "~/session/auth.server";
import { checkRefusal, homePath, locationOf, requireFeature, requireTenant, safeLocalPath } from "~/tenancy/guards.server";
import { hasFeature } from "~/tenancy/tenant";
import { CheckboxField, ErrorSummary, FormReplyProvider, HoneypotField, TextField } from "~/ui/form";
import { checkbox, checkboxRequired, email, requiredText } from "~/validation/rules";
import { pathTo } from "~/paths";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

/**
 * At login the password is only required: the strength rules are for choosing one (sign-up,
 * reset, change), and an account made under older rules must still be able to log in.
 */
function loginSchema(propagation: boolean) {
  return z.object({
    email: email(),
    password: requiredText(),
    remember: checkbox(),
    propagation: propagation ? checkboxRequired() : checkbox(),
    origin: z.string().optional(),
  });
}

const reactivateSchema = z.object({ email: email() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  checkRefusal(context);
  requireFeature(context, "login");
  const origin = safeLocalPath(new URL(request.url).searchParams.get("origin"), "");
  if (await authOf(request, context)) throw redirect(locationOf(origin || homePath(context)));
  return data({ title: getT(context.locale)("account:login.title"), origin });
}

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  checkRefusal(context);
  requireFeature(context, "login");
  const tenant = requireTenant(context);
  const formData = await request.formData();
  const intent = formData.get("intent") ?? "login";
  const backend = backendFor(context);

  if (intent === "reactivate") {
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
  if (intent !== "login") return data({ reply: { status: "error" as const, error: { "": ["account:errors.refused"] } } }, { status: 400 });

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
      return holdTwoFactor(request, context, { token: outcome.twoFactorToken, remember, origin: to, email: address }, localePath(context.locale, pathTo("twoFactor"), context.defaultLocale));
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
});

type LoginActionData = FormActionData & { intent?: string; refusal?: string; email?: string; sent?: string };

export default function Login() {
  const { t } = useTranslation("account");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as LoginActionData | undefined;
  const root = useRootData();
  const tenant = root?.tenant;
  const locale = root?.locale ?? "es";
  const defaultLocale = root?.defaultLocale ?? "es";
  const link = (path: string) => localePath(locale, path, defaultLocale);
  const reactivating = actionData?.intent === "reactivate";
  const loginReply = reactivating ? null : actionData?.reply;
  const email = actionData?.email ?? "";
  const resetLink = `${link(pathTo("passwordResetRequest"))}${email ? `?${new URLSearchParams({ email })}` : ""}`;
  // Checked by the loader: an off-site `?origin=` is never carried into the form.
  const origin = loaderData.origin;

  const refusalHelp =
    actionData?.refusal === "invalid_credentials" ? (
      <p>
        <Link to={resetLink}>{t("login.resetOffer")}</Link>
      </p>
    ) : actionData?.refusal === "email_not_verified" ? (
      <p>{t("login.checkInbox")}</p>
    ) : null;

  return (
    <div className="form-layout">
      <div className="form">
        {actionData?.sent ? (
          <div className="notice" role="status">
            <h2>{t("login.reactivateSentTitle")}</h2>
            <p>{t("login.reactivateSent", { email: actionData.sent })}</p>
          </div>
        ) : null}
        {reactivating && !actionData?.sent ? (
          <FormReplyProvider reply={actionData?.reply} idPrefix="reactivate">
            <ErrorSummary fields={["email"]} labels={{ email: t("fields.email") }} />
          </FormReplyProvider>
        ) : null}
        <FormReplyProvider reply={loginReply} idPrefix="login">
          <ErrorSummary fields={["email", "password", "propagation"]} labels={{ email: t("fields.email"), password: t("fields.password"), propagation: t("login.propagation") }} extra={refusalHelp} />
          <h1>{t("login.title")}</h1>
          {actionData?.refusal === "account_disabled" ? (
            <section className="notice" aria-labelledby="reactivate-title">
              <h2 id="reactivate-title">{t("login.disabledTitle")}</h2>
              <p>{t("login.disabledText")}</p>
              <FormReplyProvider reply={null} idPrefix="reactivate">
                <Form method="post" replace>
                  <input type="hidden" name="intent" value="reactivate" />
                  <input type="hidden" name="email" value={email} />
                  <HoneypotField />
                  <button type="submit" className="button button-secondary">
                    {t("login.reactivate")}
                  </button>
                </Form>
              </FormReplyProvider>
            </section>
          ) : null}
          <Form method="post" noValidate className="stack">
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="origin" value={origin} />
            <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" spellCheck={false} required />
            <TextField name="password" type="password" label={t("fields.password")} autoComplete="current-password" required />
            <CheckboxField name="remember" label={t("login.remember")} hint={t("login.rememberHint", { count: root?.rememberDays ?? 30 })} />
            {tenant?.propagateUsersPortals ? (
              <CheckboxField name="propagation" label={t("login.propagation")} required />
            ) : null}
            <HoneypotField />
            <div className="form-actions">
              <button type="submit" className="button">
                {t("login.submit")}
              </button>
              <Link to={link(pathTo("passwordResetRequest"))}>{t("login.forgot")}</Link>
            </div>
          </Form>
        </FormReplyProvider>
      </div>
      {tenant && hasFeature(tenant, "register") ? (
        <aside className="form-aside">
          <p>
            {t("login.noAccount")} <Link to={link(pathTo("signup"))}>{t("login.signUp")}</Link>
          </p>
        </aside>
      ) : null}
    </div>
  );
}
