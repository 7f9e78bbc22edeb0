// /validate/:token?: the sign-up e-mail's link. The token is single-use and mail scanners open links first, so GET changes nothing:
// a "Validate my account" button POSTs to spend it, then on to login with a toast. A refused token leads to /validate without it,
// which says the link is no longer valid and that logging in mails a fresh one.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { submitValidation } from "~/accounts/validate.server";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FormReplyProvider, SubmitButton } from "~/ui/form";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

type State = "ready" | "invalid";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

function titleOf(locale: LoaderFunctionArgs["context"]["locale"], state: State) {
  return getT(locale)(state === "ready" ? "signup:validate.title" : "signup:validate.invalidTitle");
}

// No feature gate: whatever way the account was made, its e-mail link must work.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePage({ request, context }, { tenant: true });
  const state: State = params.token ? "ready" : "invalid";
  return data({ state, title: titleOf(context.locale, state) }, { status: state === "ready" ? 200 : 404 });
}

export const action = withPageErrors(async ({ request, params, context }: ActionFunctionArgs) => {
  await requirePage({ request, context }, { tenant: true });
  return submitValidation({ request, context, token: params.token });
});

export default function Validate() {
  const { t } = useTranslation("signup");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  const root = useRootData();
  const login = localePath(root?.locale ?? "es", pathTo("login"), root?.defaultLocale ?? "es");
  if (loaderData.state === "invalid") {
    return (
      <div className="form">
        <h1>{t("validate.invalidTitle")}</h1>
        <p>{t("validate.invalidText")}</p>
        <p>{t("validate.invalidHelp")}</p>
        <p>
          <Link to={login}>{t("validate.login")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="form">
      <FormReplyProvider reply={actionData?.reply} idPrefix="validate">
        <ErrorSummary fields={[]} />
        <h1>{t("validate.title")}</h1>
        <p>{t("validate.intro")}</p>
        <Form method="post">
          <div className="form-actions">
            <SubmitButton className="button">{t("validate.submit")}</SubmitButton>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
