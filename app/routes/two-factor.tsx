// /factor-de-doble-autenticacion: the code the backend e-mailed after a login that needs it. The login waits in the session (one-time
// token, no bearer yet); a right code starts the real session, a wrong one says so, an expired or exhausted one goes back to log in.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { CODE_LENGTH } from "~/accounts/intents";
import { loginPath, submitTwoFactor } from "~/accounts/login.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { pendingTwoFactor } from "~/session/auth.server";
import { ErrorSummary, FormReplyProvider, HoneypotField, TextField, SubmitButton } from "~/ui/form";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context }, { feature: "login", guest: true });
  const pending = await pendingTwoFactor(request, context);
  if (!pending) throw redirect(loginPath(context));
  return data({ title: getT(context.locale)("account:twoFactor.title"), email: pending.email });
}

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: "login" });
  return submitTwoFactor({ request, context });
});

export default function TwoFactor() {
  const { t } = useTranslation("account");
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const root = useRootData();
  const link = (path: string) => localePath(root?.locale ?? "es", path, root?.defaultLocale ?? "es");
  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="two-factor">
        <ErrorSummary fields={["code"]} labels={{ code: t("twoFactor.code") }} />
        <h1>{t("twoFactor.title")}</h1>
        {/* An SSO login gives no address to name. */}
        <p>{email ? t("twoFactor.intro", { email }) : t("signup:sso.twoFactorIntro")}</p>
        <Form method="post" noValidate>
          <TextField
            name="code"
            label={t("twoFactor.code")}
            hint={t("twoFactor.codeHint", { count: CODE_LENGTH })}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            width="short"
            required
          />
          <HoneypotField />
          <div className="form-actions">
            <SubmitButton className="button">{t("twoFactor.submit")}</SubmitButton>
            <Link to={link(pathTo("login"))}>{t("twoFactor.restart")}</Link>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
