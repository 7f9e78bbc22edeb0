// /inscripcion: registering for the congress without an account, through the tenant's registration
// form (app/registration/); a tenant without one answers 404.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import type { I18nHandle } from "~/i18n/namespaces";
import { pathTo } from "~/paths";
import { RegistrationForm } from "~/registration/RegistrationForm";
import { loadExternalRegistration, submitExternalRegistration } from "~/registration/registration.server";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { requirePage } from "~/session/page-guard.server";

export const handle = { i18n: ["account", "signup", "forms"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  await requirePage(args);
  const view = await loadExternalRegistration(args);
  return data({ ...view, title: getT(args.context.locale)("signup:external.title") });
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args);
  return submitExternalRegistration(args);
});

export default function ExternalRegistration() {
  const { t } = useTranslation("signup");
  const root = useRootData();
  const form = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const signUp = localePath(root?.locale ?? "es", pathTo("signup"), root?.defaultLocale ?? "es");
  return (
    <RegistrationForm
      reply={actionData?.reply}
      title={form.title}
      intro={t("external.intro")}
      description={form.description}
      fields={form.fields}
      withPerson
      submitLabel={t("external.submit")}
      aside={
        <p>
          {t("external.withAccount")} <Link to={signUp}>{t("external.signUp")}</Link>
        </p>
      }
    />
  );
}
