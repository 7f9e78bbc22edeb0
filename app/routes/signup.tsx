// /registro: create an account, with feature `register` (advertised) or `hidden_register` (by address only). The backend creates it
// unverified and mails a validation link: on to login with a toast (first the tenant's registration form, if any: app/registration/).
// A backend that answers with a token logs in at once.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SignUpForm } from "~/accounts/signup-form";
import { signUpAction, welcomeSession } from "~/accounts/signup.server";
import { backendFor } from "~/backend/client.server";
import { getGenres, signUp } from "~/backend/customer.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { getRegistrationForm } from "~/backend/registration.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { continueToRegistration } from "~/registration/registration.server";
import { pageMeta } from "~/seo/meta";
import { flashToast } from "~/session/session.server";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

const FEATURES = ["register", "hidden_register"] as const;

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  await requirePage({ request, context }, { feature: FEATURES, guest: true });
  const backend = backendFor(context);
  // A registration form that cannot be read only hides the link to registering without an account.
  const [genders, registrationForm] = await Promise.all([getGenres(backend), getRegistrationForm(backend).catch(() => null)]);
  return data({ title: getT(context.locale)("signup:signUp.title"), genders, withoutAccount: registrationForm !== null });
});

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: FEATURES, guest: true });
  return signUpAction(
    { request, context },
    {
      send: (backend, input) => signUp(backend, input),
      success: async ({ token }, value) => {
        if (token) return welcomeSession(context, token, value, "signup:signUp.welcome");
        const login = localePath(context.locale, pathTo("login"), context.defaultLocale);
        const sent = { kind: "success", message: "signup:signUp.sent", values: { email: value.email } } as const;
        // A tenant with a registration form asks for it first, then goes on to the login page.
        const step = await continueToRegistration({ request, context }, { email: value.email, then: login, toast: sent });
        if (step) return step;
        return redirect(login, { headers: await flashToast(context.sessions, request, sent) });
      },
    },
  );
});

export default function SignUp() {
  const { t } = useTranslation("signup");
  const { genders, withoutAccount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  return (
    <SignUpForm
      reply={actionData?.reply}
      idPrefix="signup"
      title={t("signUp.title")}
      intro={t("signUp.intro")}
      submitLabel={t("signUp.submit")}
      genders={genders}
      withoutAccount={withoutAccount}
    />
  );
}
