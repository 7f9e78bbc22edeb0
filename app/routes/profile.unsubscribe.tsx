// /usuario/baja: the confirmation before deleting the account (POST /customer/unsubscribe); the session ends and the visitor lands
// on the localized home with a toast. Tenants taking deletions by contact form (customerLowType `contact`) send to that page instead.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { personalDataPath } from "~/profile/personal.server";
import { submitUnsubscribe } from "~/profile/unsubscribe.server";
import { AREA } from "~/profile/profile.server";
import { requirePage } from "~/session/page-guard.server";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FormReplyProvider, SubmitButton } from "~/ui/form";
import { pathTo, CMS_SLUGS } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["profile"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

async function requireDeletable(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const { context } = args;
  const { auth, customer, tenant } = await requirePage(args, AREA);
  if (tenant.customerLowType === "contact") {
    throw redirect(localePath(context.locale, pathTo("page", { slug: CMS_SLUGS.contact }), context.defaultLocale));
  }
  return { auth, customer };
}

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const { context } = args;
  const { customer } = await requireDeletable(args);
  return data({
    title: getT(context.locale)("profile:unsubscribe.confirmTitle"),
    email: customer.email,
    back: personalDataPath(context),
  });
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  const { auth } = await requireDeletable(args);
  return submitUnsubscribe(args, auth);
});

export default function Unsubscribe() {
  const { t } = useTranslation("profile");
  const { email, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormActionData | undefined;
  return (
    <div className="form form-wide">
      <FormReplyProvider reply={actionData?.reply} idPrefix="unsubscribe">
        <ErrorSummary fields={[]} />
        <h1>{t("unsubscribe.confirmTitle")}</h1>
        <p>{t("unsubscribe.confirmIntro", { email })}</p>
        <ul>
          <li>{t("unsubscribe.consequences.data")}</li>
          <li>{t("unsubscribe.consequences.activities")}</li>
          <li>{t("unsubscribe.consequences.logout")}</li>
          <li>{t("unsubscribe.consequences.final")}</li>
        </ul>
        <Form method="post" className="form-actions">
          <SubmitButton className="button button-danger">{t("unsubscribe.confirm")}</SubmitButton>
          <Link to={back}>{t("unsubscribe.cancel")}</Link>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
