// /iniciar-sesion: e-mail, password, "remember me", with the spec's outcomes (wrong credentials, unverified e-mail, account disabled
// on the web channel, two-factor, missing fields) and, where the tenant shares accounts across portals, accepting that propagation.
// After login the visitor goes back to `origin` (local paths only).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { REACTIVATE, LOGIN } from "~/accounts/intents";
import { submitLogin } from "~/accounts/login.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import type { I18nHandle } from "~/i18n/namespaces";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { authOf } from "~/session/auth.server";
import { homePath } from "~/tenancy/guards.server";
import { locationOf, safeLocalPath } from "~/url/local-path";
import { hasFeature } from "~/tenancy/tenant";
import { CheckboxField, ErrorSummary, FormReplyProvider, HoneypotField, TextField, SubmitButton } from "~/ui/form";
import { pathTo } from "~/paths";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context }, { feature: "login" });
  const origin = safeLocalPath(new URL(request.url).searchParams.get("origin"), "");
  if (await authOf(request, context)) throw redirect(locationOf(origin || homePath(context)));
  return data({ title: getT(context.locale)("account:login.title"), origin });
}

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: "login" });
  return submitLogin({ request, context });
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
  const reactivating = actionData?.intent === REACTIVATE;
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
          <ErrorSummary
            fields={["email", "password", "propagation"]}
            labels={{ email: t("fields.email"), password: t("fields.password"), propagation: t("login.propagation") }}
            extra={refusalHelp}
          />
          <h1>{t("login.title")}</h1>
          {actionData?.refusal === "account_disabled" ? (
            <section className="notice" aria-labelledby="reactivate-title">
              <h2 id="reactivate-title">{t("login.disabledTitle")}</h2>
              <p>{t("login.disabledText")}</p>
              <FormReplyProvider reply={null} idPrefix="reactivate">
                <Form method="post" replace>
                  <input type="hidden" name="intent" value={REACTIVATE} />
                  <input type="hidden" name="email" value={email} />
                  <HoneypotField />
                  <SubmitButton className="button button-secondary">{t("login.reactivate")}</SubmitButton>
                </Form>
              </FormReplyProvider>
            </section>
          ) : null}
          <Form method="post" noValidate className="stack">
            <input type="hidden" name="intent" value={LOGIN} />
            <input type="hidden" name="origin" value={origin} />
            <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" spellCheck={false} required />
            <TextField name="password" type="password" label={t("fields.password")} autoComplete="current-password" required />
            <CheckboxField
              name="remember"
              label={t("login.remember")}
              hint={t("login.rememberHint", { count: root?.rememberDays ?? 30 })}
            />
            {tenant?.propagateUsersPortals ? <CheckboxField name="propagation" label={t("login.propagation")} required /> : null}
            <HoneypotField />
            <div className="form-actions">
              <SubmitButton className="button">{t("login.submit")}</SubmitButton>
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
