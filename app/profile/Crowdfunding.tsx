// The private area's crowdfunding tab: my contributions (paginated, with their state: confirmed, a
// transfer pending until its deadline — with the way back to its instructions — or lost), and the
// campaigns I follow, each with its progress and the way to unfollow it (the confirmation step).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ContributionsPage, TrackedCampaign } from "~/backend/crowdfunding.server";
import { CampaignProgress } from "~/crowdfunding/CampaignProgress";
import { useMoney } from "~/crowdfunding/money";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { ConfirmLink } from "~/ui/Confirm";
import { Pagination } from "~/ui/Pagination";
import { RecordsTable } from "~/ui/RecordsTable";
import { Time } from "~/ui/Time";
import { useLocales } from "./Credentials";
import type { Loaded } from "~/session/forbidden.server";

export function Crowdfunding({
  crowdfunding,
  anchor,
}: {
  crowdfunding: Loaded<{ contributions: ContributionsPage; tracked: TrackedWithDays[] }>;
  anchor: string;
}) {
  const { t } = useTranslation("crowdfunding");
  if (!crowdfunding.ok)
    return <p className="notice">{t(crowdfunding.reason === "unavailable" ? "profile.unavailable" : "profile.loadFailed")}</p>;
  const { contributions, tracked } = crowdfunding.value;
  return (
    <>
      <h3 id="contributions-title">{t("profile.contributions")}</h3>
      {contributions.data.length ? (
        <>
          <Contributions contributions={contributions} />
          <Pagination
            current={contributions.meta.current_page}
            last={contributions.meta.last_page}
            label={t("profile.pages")}
            hash={anchor}
          />
        </>
      ) : (
        <p>{t("profile.noContributions")}</p>
      )}
      <h3>{t("profile.tracked")}</h3>
      {tracked.length ? <Tracked campaigns={tracked} /> : <p>{t("profile.noTracked")}</p>}
    </>
  );
}

function Contributions({ contributions }: { contributions: ContributionsPage }) {
  const { t } = useTranslation("crowdfunding");
  const { locale, defaultLocale } = useLocales();
  const money = useMoney();
  return (
    <RecordsTable
      labelledBy="contributions-title"
      columns={[
        { header: t("profile.campaign") },
        { header: t("profile.date") },
        { header: t("ok.reward") },
        { header: t("ok.amount"), numeric: true },
        { header: t("profile.state") },
      ]}
      rowHeader={0}
      rows={contributions.data.map((entry) => ({
        key: String(entry.id),
        cells: [
          <>
            <Link to={localePath(locale, pathTo("campaign", { slug: entry.campaign.conference_slug }), defaultLocale)}>
              {entry.campaign.title}
            </Link>
            <br />
            <span className="file-when" translate="no">
              {entry.reference}
            </span>
          </>,
          <Time iso={entry.created_at} locale={locale} format="short" />,
          entry.reward?.title ?? t("ok.noReward"),
          money(entry.amount, entry.currency),
          <>
            <strong className={`badge-state badge-${entry.status}`}>{t(`profile.states.${entry.status}`)}</strong>
            {entry.status === "pending" && entry.deadline ? (
              <>
                <br />
                {t("profile.payBy")} <Time iso={entry.deadline} locale={locale} format="short" />
                <br />
                <Link
                  to={`${localePath(locale, pathTo("rewardsPaymentOk"), defaultLocale)}?${new URLSearchParams({ pedido: String(entry.order_id) })}`}
                >
                  {t("profile.howToPay")}
                </Link>
              </>
            ) : entry.status === "lost" ? (
              <>
                <br />
                {t(entry.reward ? "profile.lostReward" : "profile.lost")}
              </>
            ) : null}
          </>,
        ],
      }))}
    />
  );
}

type TrackedWithDays = TrackedCampaign & { daysLeft: number };

function Tracked({ campaigns }: { campaigns: TrackedWithDays[] }) {
  const { t } = useTranslation("crowdfunding");
  const { locale, defaultLocale } = useLocales();
  return (
    <ul className="records-list">
      {campaigns.map((campaign) => {
        const { daysLeft } = campaign;
        return (
          <li key={campaign.id} className="registration">
            <h4>
              <Link to={localePath(locale, pathTo("campaign", { slug: campaign.conference_slug }), defaultLocale)}>{campaign.title}</Link>
            </h4>
            <CampaignProgress
              compact
              progress={{
                raised: campaign.raised,
                goal: campaign.goal,
                currency: campaign.currency,
                daysLeft,
                ended: campaign.status === "ended" || daysLeft === 0,
              }}
            />
            <ConfirmLink
              to={localePath(locale, pathTo("campaignUnfollow", { slug: campaign.conference_slug }), defaultLocale)}
              className="button button-secondary button-small"
              label={t("follow.unfollowNamed", { title: campaign.title })}
              question={{
                title: t("unfollow.title"),
                body: <p>{t("unfollow.explain", { title: campaign.title })}</p>,
                confirm: t("unfollow.confirm"),
                cancel: t("unfollow.cancel"),
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
