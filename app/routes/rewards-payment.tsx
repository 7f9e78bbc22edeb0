// /RewardsPayment?campana=<slug>[&recompensa=<id>|free]: contributing to a campaign (the spec's
// crowdfunding rewards payment). A reward or a free amount, a payment method, the conditions; card
// and QR go on to the provider's page (a 303), a bank transfer to the feedback page.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { useMoney } from "~/crowdfunding/money";
import { loadContribution, submitContribution } from "~/crowdfunding/contribute.server";
import { AMOUNT_FIELD, FREE_CONTRIBUTION, REWARD_FIELD } from "~/crowdfunding/intents";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { PayForm } from "~/shop/PurchaseForms";
import { RadioGroupField, TextField } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["crowdfunding", "shop"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context }: LoaderFunctionArgs) => {
  const page = await loadContribution({ request, context }, await requirePage({ request, context }, { auth: true }));
  return data({ ...page, title: getT(context.locale)("crowdfunding:contribute.title", { title: page.campaign.title }) });
});

export const action = withPageErrors(async ({ request, context }: ActionFunctionArgs) => {
  return submitContribution({ request, context }, await requirePage({ request, context }, { auth: true }));
});

export default function RewardsPayment() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  const { t } = useTranslation("crowdfunding");
  const currencySymbol = page.campaign.currency === "EUR" ? "€" : page.campaign.currency;
  const money = useMoney();
  const heading = <h1>{page.title}</h1>;
  return (
    <div className="form purchase contribute">
      <p className="back-link">
        <Link to={page.campaignPath}>{t("contribute.back")}</Link>
      </p>
      {page.campaign.ended ? (
        <>
          {heading}
          <p className="notice">{t("errors.ended")}</p>
        </>
      ) : (
        <PayForm
          heading={heading}
          before={{
            fields: [REWARD_FIELD, AMOUNT_FIELD],
            labels: { [REWARD_FIELD]: t("contribute.reward"), [AMOUNT_FIELD]: t("contribute.amount", { currency: currencySymbol }) },
            node: (
              <>
                <RadioGroupField
                  name={REWARD_FIELD}
                  legend={t("contribute.reward")}
                  required
                  defaultValue={page.chosenReward}
                  options={[
                    ...page.rewards.map((reward) => ({
                      value: String(reward.id),
                      disabled: reward.soldOut,
                      label: `${money(reward.amount, reward.currency)} · ${reward.title}${reward.soldOut ? ` · ${t("rewards.soldOut")}` : ""}`,
                      description: reward.description || undefined,
                    })),
                    { value: FREE_CONTRIBUTION, label: t("contribute.free"), description: t("contribute.freeHint") },
                  ]}
                />
                <TextField
                  name={AMOUNT_FIELD}
                  label={t("contribute.amount", { currency: currencySymbol })}
                  hint={t("contribute.amountHint", { amount: money(page.campaign.minAmount, page.campaign.currency) })}
                  inputMode="decimal"
                  width="short"
                  defaultValue={page.chosenAmount}
                />
              </>
            ),
          }}
          submitLabel={t("contribute.submit")}
          paymentTypes={page.paymentTypes}
          chosenPaymentType={page.chosenPaymentType}
          idempotencyKey={page.idempotencyKey}
          conditionsPath={page.conditionsPath}
          reply={answer?.reply}
        />
      )}
    </div>
  );
}
