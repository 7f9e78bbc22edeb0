// /proceso-de-compra/error (and /agenda/<slug>/proceso-de-compra/error): the payment did not go
// through (declined, cancelled at the provider) with a retry that keeps the choices, or the spec's
// "twice": the account already holds it, and another purchase needs another account.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { loadPurchaseError } from "~/shop/purchase.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { OutcomeLink } from "~/payments/OutcomeLink";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["shop"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const outcome = await loadPurchaseError({ request, context, slug: params.slug }, await requirePage({ request, context }, { auth: true }));
  return data({ ...outcome, title: getT(context.locale)(outcome.reason === "twice" ? "shop:twice.title" : "shop:error.title") });
});

export default function PurchaseError() {
  const { reason, bought, retryPath, ordersPath, activityPath, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("shop");
  if (reason === "twice") {
    return (
      <div className="purchase purchase-outcome">
        <h1>{title}</h1>
        <p className="notice">{bought ? t("twice.textNamed", { name: bought.name }) : t("twice.text")}</p>
        <p>{t("twice.another")}</p>
        <p>
          {t("ok.whereBefore")} <Link to={ordersPath}>{t("ok.whereLink")}</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="purchase purchase-outcome">
      <h1>{title}</h1>
      <p className="notice notice-error">{t(`error.${reason}`, { name: bought?.name ?? "" })}</p>
      <OutcomeLink to={retryPath} button>
        {t("error.retry")}
      </OutcomeLink>
      <p>{t("error.nothingCharged")}</p>
      <OutcomeLink to={activityPath}>{t("activity.back")}</OutcomeLink>
    </div>
  );
}
