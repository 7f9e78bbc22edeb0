// /agenda/<slug>/campana/dejar-de-seguir: the confirmation before unfollowing a campaign (spec). GET asks (without JavaScript; with
// it the campaign's page asks in a dialog posting here); POST unfollows and goes back to the campaign, or shows the failure here.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { campaignOf, campaignPath, submitTracking } from "~/crowdfunding/campaign.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { ConfirmStep } from "~/ui/Confirm";
import type { FormReply } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["crowdfunding"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  const { auth } = await requirePage({ request, context }, { auth: true });
  const { campaign } = await campaignOf(request, context, params.slug!, auth);
  return data({
    title: getT(context.locale)("crowdfunding:unfollow.title"),
    campaign: { title: campaign.title },
    back: campaignPath(context, params.slug!, "seguir"),
  });
});

export const action = withPageErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  await requirePage({ request, context });
  return submitTracking({ request, context, slug: params.slug! }, false);
});

export default function Unfollow() {
  const { t } = useTranslation("crowdfunding");
  const { campaign, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  return (
    <ConfirmStep
      idPrefix="unfollow"
      reply={answer?.reply}
      back={back}
      question={{
        title: t("unfollow.title"),
        body: <p>{t("unfollow.explain", { title: campaign.title })}</p>,
        confirm: t("unfollow.confirm"),
        cancel: t("unfollow.cancel"),
      }}
    />
  );
}
