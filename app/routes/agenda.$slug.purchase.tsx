// /agenda/<slug>/proceso-de-compra: paying the visitor's pending registration in a paid activity
// ("complete the payment" on the activity's page and in the private area). Login needed.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { loadActivityPurchase, submitActivityPurchase } from "~/shop/purchase.server";
import { PayForm } from "~/shop/PurchaseForms";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["shop"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const page = await requirePage({ request, context }, { auth: true });
  const step = await loadActivityPurchase({ request, context, slug: params.slug! }, page);
  return data({ ...step, title: getT(context.locale)("shop:activity.title", { title: step.activity.title }) });
});

export const action = withPageErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  return submitActivityPurchase({ request, context, slug: params.slug! }, await requirePage({ request, context }, { auth: true }));
});

export default function ActivityPurchase() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  const { t } = useTranslation("shop");
  return (
    <div className="form purchase">
      <p className="back-link">
        <Link to={page.activityPath}>{t("activity.back")}</Link>
      </p>
      {page.step === "nothing" ? (
        <>
          <h1>{page.title}</h1>
          <p className="notice">{t("activity.nothing")}</p>
        </>
      ) : (
        <>
          <PayForm
            heading={
              <>
                <h1>{page.title}</h1>
                {page.pending.failed ? <p className="notice">{t("activity.failedBefore")}</p> : null}
              </>
            }
            summary={{ label: t("pay.activity"), name: page.activity.title, amount: page.pending.amount, currency: page.pending.currency }}
            paymentTypes={page.paymentTypes}
            chosenPaymentType={page.chosenPaymentType}
            idempotencyKey={page.idempotencyKey}
            conditionsPath={page.conditionsPath}
            reply={answer?.reply}
          />
        </>
      )}
    </div>
  );
}
