// /registro-sso/:token?: an SSO account completes the required fields it lacks, with the sign-up rules. A token without a session
// logs in first (as /login-sso does) and the page comes back without it; nothing missing: on to `origin` or home.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GenderField, NameFields, TelephoneField, useFieldLabels } from "~/accounts/signup-form";
import type { CompletableField } from "~/accounts/signup.schema";
import { sessionMissingFields, submitSsoRegister } from "~/accounts/signup.server";
import { SsoProblem } from "~/accounts/sso-problem";
import { loginWithSso, originOf, problemStatus } from "~/accounts/sso.server";
import { backendFor } from "~/backend/client.server";
import { getGenres } from "~/backend/customer.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { authOf, currentCustomer } from "~/session/auth.server";
import { homePath } from "~/tenancy/guards.server";
import { ErrorSummary, FormReplyProvider, SubmitButton } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, params, context }: LoaderFunctionArgs) => {
  await requirePage({ request, context }, { feature: "sso_register" });
  const t = getT(context.locale);
  const origin = originOf(request);
  if (params.token && !(await authOf(request, context))) {
    const result = await loginWithSso(request, context, params.token, origin);
    // Logged in: back here without the token when fields are missing, else on to origin or home.
    if (result instanceof Response) throw result;
    return data(
      { title: t("signup:sso.failedTitle"), problem: result.problem, fields: [] as CompletableField[], genders: [], name: "" },
      { status: problemStatus(result.problem) },
    );
  }
  const fields = await sessionMissingFields(request, context);
  if (!fields.length) throw redirect(origin || homePath(context));
  const customer = await currentCustomer(request, context);
  const genders = fields.includes("gender") ? await getGenres(backendFor(context)) : [];
  return data({ title: t("signup:ssoRegister.title"), problem: null, fields, genders, name: customer?.name ?? "" });
});

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: "sso_register" });
  return submitSsoRegister({ request, context });
});

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
