// /registro/formulario: the tenant's registration form, right after a sign-up (app/registration/).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { RegistrationForm } from "~/registration/RegistrationForm";
import { loadSignUpRegistration, submitSignUpRegistration } from "~/registration/registration.server";
import { pageMeta } from "~/seo/meta";
import { requirePage } from "~/session/page-guard.server";

const FEATURES = ["register", "hidden_register"] as const;

export const handle = { i18n: ["account", "signup", "forms"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  await requirePage(args, { feature: FEATURES });
  return loadSignUpRegistration(args);
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args, { feature: FEATURES });
  return submitSignUpRegistration(args);
});

export default function SignUpRegistration() {
  const { t } = useTranslation("signup");
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  if (page.done) {
    return (
      <div className="form-layout">
        <div className="form form-wide">
          <div className="notice notice-success" role="status">
            <h1>{page.title}</h1>
            <p>{page.done.next}</p>
          </div>
          <p>
            <Link to={page.done.then}>{t("registration.login")}</Link>
          </p>
        </div>
      </div>
    );
  }
  const form = page.form!;
  return (
    <RegistrationForm
      reply={actionData?.reply}
      title={page.title}
      intro={t("registration.intro")}
      description={form.description}
      fields={form.fields}
      withPerson={false}
      submitLabel={t("registration.submit")}
    />
  );
}
