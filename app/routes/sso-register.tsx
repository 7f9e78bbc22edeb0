// /registro-sso/:token?: an SSO account completes the required fields it lacks, with the sign-up rules. A token without a session
// logs in first (as /login-sso does) and the page comes back without it; nothing missing: on to `origin` or home.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GenderField, NameFields, TelephoneField, useFieldLabels } from "~/accounts/signup-form";
import { loadSsoRegister, loadSsoTokenLogin, SSO_REGISTER_GUARD, submitSsoRegister } from "~/accounts/signup.server";
import { SsoProblem } from "~/accounts/sso-problem";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { pageMeta } from "~/seo/meta";
import { authOf } from "~/session/auth.server";
import { ErrorSummary, FormReplyProvider, SubmitButton } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const { request, params, context } = args;
  if (params.token && !(await authOf(request, context))) {
    await requirePage(args, SSO_REGISTER_GUARD);
    return loadSsoTokenLogin(args, params.token);
  }
  return loadSsoRegister(args, await requirePage(args, { ...SSO_REGISTER_GUARD, customer: true }));
});

export const action = withPageErrors(async (args: ActionFunctionArgs) =>
  submitSsoRegister(args, await requirePage(args, { ...SSO_REGISTER_GUARD, customer: true })),
);

export default function SsoRegister() {
  const { t } = useTranslation("signup");
  const { problem, fields, genders, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const labels = useFieldLabels();
  if (problem) return <SsoProblem problem={problem} />;
  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="sso-register">
        <ErrorSummary fields={[...fields]} labels={labels} />
        <h1>{t("ssoRegister.title")}</h1>
        <p>{name ? t("ssoRegister.introNamed", { name }) : t("ssoRegister.intro")}</p>
        <Form method="post" noValidate>
          {fields.includes("name") || fields.includes("surname") ? <NameFields only={fields} /> : null}
          {fields.includes("telephone") ? <TelephoneField /> : null}
          {fields.includes("gender") ? <GenderField genders={genders} /> : null}
          <div className="form-actions">
            <SubmitButton className="button">{t("ssoRegister.submit")}</SubmitButton>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
