// /password-reset-confirm/:token: the reset e-mail's page: a new password and its confirmation; the backend checks the token only
// when the form is sent. A missing or refused token says so and offers a new request. A reset goes to login with a toast and also
// re-enables an account disabled on the web channel.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewPasswordFields } from "~/accounts/NewPasswordFields";
import { submitResetPassword } from "~/accounts/password-reset.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FormReplyProvider, HoneypotField, SubmitButton } from "~/ui/form";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

const FIELDS = ["password", "confirmPassword"];

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "password"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePage({ request, context }, { feature: "login" });
  const t = getT(context.locale);
  const hasToken = Boolean(params.token?.trim());
  return data({ title: t(hasToken ? "password:reset.title" : "password:reset.invalidTitle"), hasToken });
}

export const action = withPageErrors(async ({ request, params, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: "login" });
  return submitResetPassword({ request, context, token: params.token });
});

type ResetActionData = FormActionData & { invalidLink?: boolean };

export default function PasswordResetConfirm() {
  const { t } = useTranslation(["password", "account"]);
  const { hasToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ResetActionData | undefined;
  const root = useRootData();
  const link = (path: string) => localePath(root?.locale ?? "es", path, root?.defaultLocale ?? "es");
  const requestLink = (
    <Link to={link(pathTo("passwordResetRequest"))} className="button">
      {t("password:reset.requestNew")}
    </Link>
  );

  if (!hasToken || actionData?.invalidLink) {
    return (
      <div className="form">
        <FormReplyProvider reply={actionData?.reply} idPrefix="reset">
          <ErrorSummary fields={[]} />
        </FormReplyProvider>
        <h1>{t("password:reset.invalidTitle")}</h1>
        <p>{t("password:reset.invalidText")}</p>
        <p>{requestLink}</p>
      </div>
    );
  }

  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="reset">
        <ErrorSummary
          fields={FIELDS}
          labels={{ password: t("account:fields.newPassword"), confirmPassword: t("account:fields.confirmNewPassword") }}
        />
        <h1>{t("password:reset.title")}</h1>
        <p>{t("password:reset.intro")}</p>
        <Form method="post" noValidate>
          <NewPasswordFields replacing />
          <HoneypotField />
          <div className="form-actions">
            <SubmitButton className="button">{t("password:reset.submit")}</SubmitButton>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
