// /registro-invitacion?token=…: the /registro sign-up form for someone invited. The invitation proves the e-mail, so the backend
// answers with a token and the visitor is logged in and goes home. The token travels in a hidden field; the backend judges it.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SignUpForm } from "~/accounts/signup-form";
import { signUpAction, welcomeSession } from "~/accounts/signup.server";
import { backendFor } from "~/backend/client.server";
import { getGenres, invitationSignUp } from "~/backend/customer.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pageMeta } from "~/seo/meta";
import { flashToast } from "~/session/session.server";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

const TOKEN_FIELD = "invitationToken";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  await requirePage({ request, context }, { feature: "invitation_register", guest: true });
  const genders = await getGenres(backendFor(context));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ title: getT(context.locale)("signup:invitation.title"), genders, token });
});

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { feature: "invitation_register", guest: true });
  return signUpAction(
    { request, context },
    {
      send: (backend, input, formData) => {
        const token = formData.get(TOKEN_FIELD);
        return invitationSignUp(backend, { ...input, ...(typeof token === "string" && token ? { invitation_token: token } : {}) });
      },
      success: async ({ token }, value) => {
        if (token) return welcomeSession(context, token, value, "signup:invitation.welcome");
        // A backend that still wants the e-mail validated: as after a plain sign-up.
        return redirect(localePath(context.locale, pathTo("login"), context.defaultLocale), {
          headers: await flashToast(context.sessions, request, {
            kind: "success",
            message: "signup:signUp.sent",
            values: { email: value.email },
          }),
        });
      },
    },
  );
});

export default function InvitationSignUp() {
  const { t } = useTranslation("signup");
  const { genders, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  return (
    <SignUpForm
      reply={actionData?.reply}
      idPrefix="invitation"
      title={t("invitation.title")}
      intro={t("invitation.intro")}
      submitLabel={t("signUp.submit")}
      genders={genders}
      hidden={<input type="hidden" name={TOKEN_FIELD} value={token} />}
    />
  );
}
