// /RewardsPayment/ok?pedido=<id>: the reward payment's feedback (spec doc 1 §4): the contribution is
// confirmed, or waits for the bank transfer: its instructions, the EPC QR code, and the rule in
// plain words (7 days to pay, otherwise the contribution is not confirmed and the reward is lost).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { useMoney } from "~/crowdfunding/money";
import { loadContributionOk } from "~/crowdfunding/contribute.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { BankTransfer } from "~/shop/BankTransfer";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["crowdfunding", "shop"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  const outcome = await loadContributionOk({ request, context }, await requirePage({ request, context }, { auth: true }));
  const t = getT(context.locale);
  return data({ ...outcome, title: outcome.order.status === "paid" ? t("crowdfunding:ok.title") : t("crowdfunding:ok.pendingTitle") });
});

export default function ContributionOk() {
  const { order, contribution, transfer, campaignPath, profilePath, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("crowdfunding");
  const money = useMoney();
  const amount = money(order.amount, order.currency);
  return (
    <div className="purchase purchase-outcome">
      <h1>{title}</h1>
      <p className="notice">
        {order.status === "paid"
          ? t("ok.paid", { amount, campaign: contribution.campaign })
          : transfer
            ? t("ok.pendingTransfer", { amount, campaign: contribution.campaign })
            : t("ok.pending")}
      </p>
      <dl className="details-list contribution-facts">
        <div className="details-row">
          <dt>{t("ok.campaign")}</dt>
          <dd>{contribution.campaign}</dd>
        </div>
        <div className="details-row">
          <dt>{t("ok.reward")}</dt>
          <dd>{contribution.reward ?? t("ok.noReward")}</dd>
        </div>
        <div className="details-row">
          <dt>{t("ok.amount")}</dt>
          <dd>{amount}</dd>
        </div>
        <div className="details-row">
          <dt>{t("ok.reference")}</dt>
          <dd translate="no">{order.reference}</dd>
        </div>
      </dl>
      {transfer ? (
        <BankTransfer transfer={transfer.details} qrSvg={transfer.qrSvg} rule={t(contribution.reward ? "ok.rule" : "ok.ruleFree")} />
      ) : null}
      <p>
        {t("ok.whereBefore")} <Link to={profilePath}>{t("ok.whereLink")}</Link>.
      </p>
      <p>
        <Link to={campaignPath}>{t("ok.back")}</Link>
      </p>
    </div>
  );
}
