// /RewardsPayment/error?pedido=<id>: the reward payment did not go through (declined, or given up at
// the provider): nothing was charged, and a retry keeps the reward or amount and the way of paying.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { loadContributionError } from "~/crowdfunding/contribute.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import type { I18nHandle } from "~/i18n/namespaces";
import { OutcomeLink } from "~/payments/OutcomeLink";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["crowdfunding"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  const outcome = await loadContributionError({ request, context }, await requirePage({ request, context }, { auth: true }));
  return data({ ...outcome, title: getT(context.locale)("crowdfunding:error.title") });
});

export default function ContributionError() {
  const { reason, contribution, retryPath, campaignPath, profilePath, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("crowdfunding");
  return (
    <div className="purchase purchase-outcome">
      <h1>{title}</h1>
      <p className="notice notice-error">{t(`error.${reason}`, { campaign: contribution?.campaign ?? "" })}</p>
      <p>{t("error.nothingCharged")}</p>
      <OutcomeLink to={retryPath} button>
        {t("error.retry")}
      </OutcomeLink>
      <OutcomeLink to={campaignPath}>{t("ok.back")}</OutcomeLink>
      <p>
        {t("ok.whereBefore")} <Link to={profilePath}>{t("ok.whereLink")}</Link>.
      </p>
    </div>
  );
}
