// /proceso-de-compra/ok?pedido=<id> (and /agenda/<slug>/proceso-de-compra/ok): the purchase went
// through, free or paid, or waits for a bank transfer (its instructions and EPC QR code, drawn by
// the loader). What was bought and where to find it in the private area.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { BankTransfer } from "~/shop/BankTransfer";
import { loadPurchaseOk } from "~/shop/purchase.server";
import { usePrice } from "~/shop/PurchaseForms";
import type { I18nHandle } from "~/i18n/namespaces";
import { OutcomeLink } from "~/payments/OutcomeLink";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["shop"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const outcome = await loadPurchaseOk({ request, context, slug: params.slug }, await requirePage({ request, context }, { auth: true }));
  const t = getT(context.locale);
  return data({ ...outcome, title: outcome.order.status === "paid" ? t("shop:ok.title") : t("shop:ok.pendingTitle") });
});

export default function PurchaseOk() {
  const { order, bought, transfer, ordersPath, activityPath, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("shop");
  const price = usePrice();
  return (
    <div className="purchase purchase-outcome">
      <h1>{title}</h1>
      <p className="notice">
        {order.status === "paid"
          ? bought.kind === "ticket"
            ? t("ok.paidTicket", { name: bought.name })
            : t("ok.paidActivity", { name: bought.name })
          : transfer
            ? t("ok.pendingTransfer")
            : t("ok.pending")}
      </p>
      <dl className="details-list">
        <div className="details-row">
          <dt>{bought.kind === "ticket" ? t("pay.ticket") : t("pay.activity")}</dt>
          <dd>
            {bought.name}
            {bought.kind === "ticket" && t(`versions.${bought.version}`) !== bought.name ? ` (${t(`versions.${bought.version}`)})` : null}
          </dd>
        </div>
        <div className="details-row">
          <dt>{t("ok.reference")}</dt>
          <dd translate="no">{order.reference}</dd>
        </div>
        <div className="details-row">
          <dt>{t("pay.total")}</dt>
          <dd>{price(order.amount, order.currency)}</dd>
        </div>
        <div className="details-row">
          <dt>{t("ok.status")}</dt>
          <dd>{t(`ok.statuses.${order.status}`)}</dd>
        </div>
      </dl>
      {transfer ? <BankTransfer transfer={transfer.details} qrSvg={transfer.qrSvg} /> : null}
      <p>
        {t("ok.whereBefore")} <Link to={ordersPath}>{t("ok.whereLink")}</Link>.
      </p>
      <OutcomeLink to={activityPath}>{t("activity.back")}</OutcomeLink>
    </div>
  );
}
