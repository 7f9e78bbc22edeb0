// /agenda/<slug>/campana: the activity's crowdfunding campaign (goal, raised, backers, days left,
// rewards, updates, comments), following it and commenting (app/crowdfunding/campaign.server.ts).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { CampaignProgress } from "~/crowdfunding/CampaignProgress";
import { useMoney } from "~/crowdfunding/money";
import { loadCampaign, submitCampaign } from "~/crowdfunding/campaign.server";
import { Comments } from "~/crowdfunding/Comments";
import { CAMPAIGN_PARAM, FOLLOW, FREE_CONTRIBUTION, REWARD_PARAM } from "~/crowdfunding/intents";
import { Rewards } from "~/crowdfunding/Rewards";
import { LoginToTakePart } from "~/participation/common";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ConfirmLink } from "~/ui/Confirm";
import { FormLevelError, FormReplyProvider, SubmitButton, type FormReply } from "~/ui/form";
import { Time } from "~/ui/Time";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["blog", "crowdfunding", "participation"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.campaign.title, description: args.data?.campaign.summary, preview: args.data?.preview });

export const loader = withPageErrors(async ({ request, context, params }: LoaderFunctionArgs) => {
  await requirePage({ request, context });
  return data(await loadCampaign({ request, context, slug: params.slug! }));
});

export const action = withPageErrors(async ({ request, context, params }: ActionFunctionArgs) => {
  await requirePage({ request, context });
  return submitCampaign({ request, context, slug: params.slug! });
});

type Answer = { section?: "follow" | "comments"; reply?: FormReply } | undefined;

export default function CampaignPage() {
  const { activity, campaign, comments, loggedIn, contributePath, unfollowPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const { t } = useTranslation("crowdfunding");
  const root = useRootData()!;
  const money = useMoney();
  const ended = campaign.status === "ended" || campaign.daysLeft === 0;
  const contributeHref = (reward: number | typeof FREE_CONTRIBUTION) =>
    `${contributePath}${new URLSearchParams({ [CAMPAIGN_PARAM]: activity.slug, [REWARD_PARAM]: String(reward) })}`;
  return (
    <article className="campaign">
      <p className="back-link">
        <Link to={activity.path}>{t("campaign.back", { title: activity.title })}</Link>
      </p>
      <header className="campaign-header">
        <p className="campaign-kicker">{t("campaign.kicker")}</p>
        <h1>{campaign.title}</h1>
        {campaign.summary ? <p className="campaign-summary">{campaign.summary}</p> : null}
      </header>
      <div className="campaign-layout">
        <div className="campaign-main">
          {campaign.image ? <img className="campaign-image" src={campaign.image} alt="" /> : null}
          <section className="campaign-section" aria-labelledby="about-title">
            <h2 id="about-title">{t("campaign.about")}</h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: campaign.description }} />
          </section>
        </div>
        <aside className="campaign-side" aria-labelledby="status-title">
          <h2 id="status-title" className="visually-hidden">
            {t("campaign.status")}
          </h2>
          <CampaignProgress
            ns="crowdfunding"
            progress={{
              raised: campaign.raised,
              goal: campaign.goal,
              currency: campaign.currency,
              backers: campaign.backers,
              daysLeft: campaign.daysLeft,
              ended,
            }}
          />
          <p className="campaign-dates">
            {t("campaign.ends")} <Time iso={campaign.ends_at} locale={root.locale} format="day" />
          </p>
          {ended ? (
            <p className="notice">{t("campaign.endedNote")}</p>
          ) : (
            <p>
              <Link to={contributeHref(FREE_CONTRIBUTION)} className="button">
                {t("campaign.contribute")}
              </Link>
            </p>
          )}
          <div id="seguir" className="campaign-follow">
            {!loggedIn ? (
              <LoginToTakePart text={t("follow.login")} link={t("login")} hash="seguir" />
            ) : (
              <FormReplyProvider reply={answer?.section === "follow" ? answer.reply : undefined} idPrefix="follow">
                {campaign.tracked ? (
                  <p>
                    <span className="campaign-following">{t("follow.following")}</span>{" "}
                    <ConfirmLink
                      to={unfollowPath}
                      className="button button-secondary"
                      label={t("follow.unfollow")}
                      question={{
                        title: t("unfollow.title"),
                        body: <p>{t("unfollow.explain", { title: campaign.title })}</p>,
                        confirm: t("unfollow.confirm"),
                        cancel: t("unfollow.cancel"),
                      }}
                    />
                  </p>
                ) : (
                  <Form method="post" action="#seguir" replace>
                    <SubmitButton name="intent" value={FOLLOW} className="button button-secondary">
                      {t("follow.follow")}
                    </SubmitButton>
                    <p className="field-hint">{t("follow.hint")}</p>
                  </Form>
                )}
                <FormLevelError />
              </FormReplyProvider>
            )}
          </div>
        </aside>
      </div>
      <section id="recompensas" className="campaign-section" aria-labelledby="rewards-title">
        <h2 id="rewards-title">{t("rewards.title")}</h2>
        {campaign.rewards.length ? (
          <Rewards rewards={campaign.rewards} contributeHref={contributeHref} ended={ended} />
        ) : (
          <p>{t("rewards.none")}</p>
        )}
        {ended ? null : (
          <p>
            {t("rewards.freeBefore")}{" "}
            <Link to={contributeHref(FREE_CONTRIBUTION)}>
              {t("rewards.freeLink", { amount: money(campaign.min_amount, campaign.currency) })}
            </Link>
          </p>
        )}
      </section>
      {campaign.updates.length ? (
        <section id="novedades" className="campaign-section" aria-labelledby="updates-title">
          <h2 id="updates-title">{t("updates.title")}</h2>
          <ol className="update-list">
            {campaign.updates.map((update) => (
              <li key={update.id}>
                <article aria-labelledby={`update-${update.id}`}>
                  <h3 id={`update-${update.id}`}>{update.title}</h3>
                  <p className="update-date">
                    <Time iso={update.published_at} locale={root.locale} format="day" />
                  </p>
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: update.body }} />
                </article>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Comments
        comments={comments}
        total={campaign.comments_count}
        loggedIn={loggedIn}
        reply={answer?.section === "comments" ? answer.reply : undefined}
        ended={ended}
      />
      {ended ? null : (
        // On a phone, the progress and the action stay at the bottom of the screen (the activity page's bar, agenda.css).
        <div className="action-bar campaign-action-bar">
          <p className="action-bar-status">
            <strong>{t("campaign.progress.ofGoal", { share: Math.floor((campaign.raised / campaign.goal) * 100) })}</strong> ·{" "}
            {t("campaign.progress.daysLeft", { count: campaign.daysLeft })}
          </p>
          <a className="button action-bar-button" href="#rewards-title">
            {t("campaign.contribute")}
          </a>
        </div>
      )}
    </article>
  );
}
