// /registro: create an account, with feature `register` (advertised) or `hidden_register` (by address only). The backend creates it
// unverified and mails a validation link: on to login with a toast (first the tenant's registration form, if any: app/registration/).
// A backend that answers with a token logs in at once.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignUpPage } from "~/accounts/signup-form";
import { SIGN_UP_GUARD } from "~/accounts/signup.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadOpenSignUp, submitOpenSignUp } from "~/registration/registration.server";
import { pageMeta } from "~/seo/meta";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  await requirePage(args, SIGN_UP_GUARD.open);
  return data(await loadOpenSignUp(args));
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args, SIGN_UP_GUARD.open);
  return submitOpenSignUp(args);
});

export default function SignUp() {
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  return <SignUpPage kind="open" page={useLoaderData<typeof loader>()} reply={answer?.reply} />;
}
