// /registro/formulario: the tenant's registration form, right after a sign-up (app/registration/).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
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
  const view = await loadSignUpRegistration(args);
  if (view instanceof Response) return view;
  return data({ ...view, title: getT(args.context.locale)("signup:registration.title") });
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args, { feature: FEATURES });
  return submitSignUpRegistration(args);
});

export default function SignUpRegistration() {
  const { t } = useTranslation("signup");
  const form = useLoaderData<typeof loader>() as {
    title: string;
    description: string | null;
    fields: Parameters<typeof RegistrationForm>[0]["fields"];
  };
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  return (
    <RegistrationForm
      reply={actionData?.reply}
      title={form.title}
      intro={t("registration.intro")}
      description={form.description}
      fields={form.fields}
      withPerson={false}
      submitLabel={t("registration.submit")}
    />
  );
}
