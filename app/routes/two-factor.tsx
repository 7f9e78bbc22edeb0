// /factor-de-doble-autenticacion: the code the backend e-mailed after a login that needs it. The
// login waits in the session (the backend's one-time token, no bearer token yet); a right code
// starts the real session, a wrong one says so ("El código introducido es incorrecto"), an
// expired or exhausted login sends the visitor back to log in.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { backendFor } from "~/backend/client.server";
import { fieldErrors, twoFactor } from "~/backend/customer.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { backendFailure, parseForm, refuseSubmission, replyWith, type FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { authOf, pendingTwoFactor, startSession } from "~/session/auth.server";
import { flashToast } from "~/session/session.server";
import { checkRefusal, homePath, requireFeature } from "~/tenancy/guards.server";
import { digits } from "~/validation/rules";
import { ErrorSummary, FormReplyProvider, HoneypotField, TextField } from "~/ui/form";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const CODE_LENGTH = 6;
const schema = z.object({ code: digits(CODE_LENGTH) });

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

function loginPath(context: LoaderFunctionArgs["context"]) {
  return localePath(context.locale, pathTo("login"), context.defaultLocale);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  checkRefusal(context);
  requireFeature(context, "login");
  if (await authOf(request, context)) throw redirect(homePath(context));
  const pending = await pendingTwoFactor(request, context);
  if (!pending) throw redirect(loginPath(context));
  return data({ title: getT(context.locale)("account:twoFactor.title"), email: pending.email });
}

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  checkRefusal(context);
  requireFeature(context, "login");
  const formData = await request.formData();
  const submission = parseForm(formData, schema);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  const pending = await pendingTwoFactor(request, context);
  if (!pending) throw redirect(loginPath(context));
  if (submission.status !== "success") return replyWith(submission);
  try {
    const login = await twoFactor(backendFor(context), { twoFactorToken: pending.token, code: submission.value.code });
    return startSession(context, {
      login,
      remember: pending.remember,
      rememberDays: context.rememberDays,
      to: pending.origin,
      toast: { kind: "success", message: "account:login.welcome" },
    });
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors?.two_factor_token) {
      // Expired, unknown or too many tries: this login is over; start again.
      throw redirect(loginPath(context), {
        headers: await flashToast(context.sessions, request, { kind: "error", message: "account:twoFactor.expired" }),
      });
    }
    if (errors?.code) return replyWith(submission, { fieldErrors: { code: ["account:twoFactor.wrongCode"] }, status: 422 });
    return backendFailure(submission, error, { fallback: "account:login.errors.failed", logger: context.logger });
  }
});

export default function TwoFactor() {
  const { t } = useTranslation("account");
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const root = useRootData();
  const link = (path: string) => localePath(root?.locale ?? "es", path, root?.defaultLocale ?? "es");
  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="two-factor">
        <ErrorSummary fields={["code"]} labels={{ code: t("twoFactor.code") }} />
        <h1>{t("twoFactor.title")}</h1>
        {/* An SSO login gives no address to name. */}
        <p>{email ? t("twoFactor.intro", { email }) : t("signup:sso.twoFactorIntro")}</p>
        <Form method="post" noValidate>
          <TextField
            name="code"
            label={t("twoFactor.code")}
            hint={t("twoFactor.codeHint", { count: CODE_LENGTH })}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            width="short"
            required
          />
          <HoneypotField />
          <div className="form-actions">
            <button type="submit" className="button">
              {t("twoFactor.submit")}
            </button>
            <Link to={link(pathTo("login"))}>{t("twoFactor.restart")}</Link>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
