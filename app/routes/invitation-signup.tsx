// /registro-invitacion?token=…: the /registro sign-up form for someone invited. The invitation proves the e-mail, so the backend
// answers with a token and the visitor is logged in and goes home. The token travels in a hidden field; the backend judges it.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SignUpPage } from "~/accounts/signup-form";
import { loadSignUp, SIGN_UP_GUARD, submitSignUp } from "~/accounts/signup.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { pageMeta } from "~/seo/meta";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  await requirePage(args, SIGN_UP_GUARD.invitation);
  return data(await loadSignUp(args, "invitation"));
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args, SIGN_UP_GUARD.invitation);
  return submitSignUp(args, "invitation");
});

export default function InvitationSignUp() {
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  return <SignUpPage kind="invitation" page={useLoaderData<typeof loader>()} reply={answer?.reply} />;
}
