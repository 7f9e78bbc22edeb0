// /password-reset-confirm/:token: the page the reset e-mail links to. A new password (the spec's
// rules) and its confirmation; the backend checks the token when the form is sent (it has no call
// to check it before). A link without a token, or one the backend refuses (unknown, used or
// expired), says so and offers to request a new one. A reset goes to the login page with a toast;
// it also re-enables an account disabled on the web channel (the demo API does; the text says so).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BACKEND_PASSWORD_FIELDS, PASSWORD_FIELDS, resetPasswordSchema } from "~/accounts/password-schemas";
import { backendFor } from "~/backend/client.server";
import { fieldErrors, resetPassword } from "~/backend/customer.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { backendFailure, parseForm, refuseSubmission, replyWith, type FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { commitSession } from "~/session/session.server";
import { checkRefusal, requireFeature } from "~/tenancy/guards.server";
import { ErrorSummary, FormReplyProvider, HoneypotField, TextField } from "~/ui/form";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";

const FIELDS = ["password", "confirmPassword"];

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "password"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ params, context }: LoaderFunctionArgs) {
  checkRefusal(context);
  requireFeature(context, "login");
  const t = getT(context.locale);
  const hasToken = Boolean(params.token?.trim());
  return data({ title: t(hasToken ? "password:reset.title" : "password:reset.invalidTitle"), hasToken });
}

export const action = withPageErrors(async ({ request, params, context }: ActionFunctionArgs) => {
  checkRefusal(context);
  requireFeature(context, "login");
  const formData = await request.formData();
  const submission = parseForm(formData, resetPasswordSchema);
  const refused = refuseSubmission(submission, formData, context, PASSWORD_FIELDS);
  if (refused) return refused;
  const token = params.token?.trim();
  if (!token) return replyWith(submission, { formErrors: ["password:reset.errors.invalidLink"], hideFields: PASSWORD_FIELDS, status: 422, extra: { invalidLink: true } });
  if (submission.status !== "success") return replyWith(submission, { hideFields: PASSWORD_FIELDS });
  const { password, confirmPassword } = submission.value;
  try {
    await resetPassword(backendFor(context), { token, password, password_confirmation: confirmPassword });
  } catch (error) {
    if (fieldErrors(error)?.token) {
      // Unknown, used or expired: whatever else is wrong, the form cannot succeed with this link.
      return replyWith(submission, { formErrors: ["password:reset.errors.invalidLink"], hideFields: PASSWORD_FIELDS, status: 422, extra: { invalidLink: true } });
    }
    return backendFailure(submission, error, {
      fallback: "password:reset.errors.failed",
      fields: BACKEND_PASSWORD_FIELDS,
      hideFields: PASSWORD_FIELDS,
      logger: context.logger,
    });
  }
  // The backend ended the account's sessions: the toast travels in a fresh session without a
  // token (a session open on this browser would otherwise skip the login page and its toast).
  const session = await context.sessions.getSession();
  session.flash("toast", { kind: "success", message: "password:reset.done" });
  throw redirect(localePath(context.locale, pathTo("login"), context.defaultLocale), {
    headers: { "Set-Cookie": await commitSession(context.sessions, session) },
  });
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
        <ErrorSummary fields={FIELDS} labels={{ password: t("account:fields.newPassword"), confirmPassword: t("account:fields.confirmNewPassword") }} />
        <h1>{t("password:reset.title")}</h1>
        <p>{t("password:reset.intro")}</p>
        <Form method="post" noValidate>
          <TextField
            name="password"
            type="password"
            label={t("account:fields.newPassword")}
            hint={t("account:fields.passwordHint")}
            autoComplete="new-password"
            required
          />
          <TextField name="confirmPassword" type="password" label={t("account:fields.confirmNewPassword")} autoComplete="new-password" required />
          <HoneypotField />
          <div className="form-actions">
            <button type="submit" className="button">
              {t("password:reset.submit")}
            </button>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
