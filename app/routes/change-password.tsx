// /cambiar-contraseña: the current password, a new one (spec rules, different from the current) and its confirmation. Guards:
// feature change_password, then login (with `origin`). A change goes home with a toast; the session stays open.
// Form and action are shared with the private area (app/accounts/).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm, useChangePasswordLabels } from "~/accounts/ChangePasswordForm";
import { CHANGE_PASSWORD_GUARD, submitChangePassword } from "~/accounts/change-password.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { homePath } from "~/tenancy/guards.server";
import { ErrorSummary, FormReplyProvider } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "password"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context }, CHANGE_PASSWORD_GUARD);
  return data({ title: getT(context.locale)("password:change.title") });
}

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  const { auth } = await requirePage({ request, context }, CHANGE_PASSWORD_GUARD);
  const formData = await request.formData();
  return submitChangePassword({ request, context, formData, auth, successTo: homePath(context) });
});

export default function ChangePassword() {
  const { t } = useTranslation("password");
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const labels = useChangePasswordLabels();
  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="change-password">
        <ErrorSummary fields={CHANGE_PASSWORD_FIELDS} labels={labels} />
        <h1>{t("change.title")}</h1>
        <p>{t("change.intro")}</p>
        <ChangePasswordForm />
      </FormReplyProvider>
    </div>
  );
}
