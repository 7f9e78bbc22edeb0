// /recuperar-contraseña: the e-mail of the account whose password was forgotten (from the login page, which may pass `?email=`).
// Like the backend, it answers the same whether the account exists or not: after a send (PRG, `?sent=1`), "a link is on its way".
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { submitResetRequest } from "~/accounts/password-reset.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FormReplyProvider, HoneypotField, TextField, SubmitButton } from "~/ui/form";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

const PATH = pathTo("passwordResetRequest");

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "password"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context }, { feature: "login" });
  const params = new URL(request.url).searchParams;
  return data({
    title: getT(context.locale)("password:request.title"),
    email: (params.get("email") ?? "").trim().slice(0, 254),
    sent: params.get("sent") === "1",
  });
}

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: "login" });
  return submitResetRequest({ request, context });
});

export default function PasswordResetRequest() {
  const { t } = useTranslation(["password", "account"]);
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const root = useRootData();
  const link = (path: string) => localePath(root?.locale ?? "es", path, root?.defaultLocale ?? "es");
  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="reset-request">
        <ErrorSummary fields={["email"]} labels={{ email: t("account:fields.email") }} />
        {loaderData.sent && !actionData ? (
          <div className="notice" role="status">
            <h2>{t("password:request.sentTitle")}</h2>
            <p>{t("password:request.sent")}</p>
            <p>{t("password:request.notReceived")}</p>
          </div>
        ) : null}
        <h1>{t("password:request.title")}</h1>
        <p>{t("password:request.intro")}</p>
        <Form method="post" action={link(PATH)} noValidate>
          <TextField
            name="email"
            type="email"
            label={t("account:fields.email")}
            autoComplete="email"
            spellCheck={false}
            defaultValue={loaderData.email}
            required
          />
          <HoneypotField />
          <div className="form-actions">
            <SubmitButton className="button">
              {t(loaderData.sent ? "password:request.submitAgain" : "password:request.submit")}
            </SubmitButton>
            <Link to={link(pathTo("login"))}>{t("password:request.backToLogin")}</Link>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
