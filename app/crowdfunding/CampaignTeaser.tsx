// The activity's page, when the activity has a crowdfunding campaign: its title, how it is going
// and the way to it.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CampaignProgress } from "./CampaignProgress";

type Teaser = { title: string; summary: string; path: string; progress: Parameters<typeof CampaignProgress>[0]["progress"] };

export function CampaignTeaser({ campaign }: { campaign: Teaser }) {
  const { t } = useTranslation("catalogue");
  return (
    <section className="section campaign-teaser" id="campana" aria-labelledby="campaign-teaser-title">
      <p className="campaign-kicker">{t("campaign.kicker")}</p>
      <h2 id="campaign-teaser-title">{campaign.title}</h2>
      {campaign.summary ? <p>{campaign.summary}</p> : null}
      <CampaignProgress progress={campaign.progress} compact />
      <p>
        <Link to={campaign.path} className="button">
          {campaign.progress.ended ? t("campaign.see") : t("campaign.support")}
        </Link>
      </p>
    </section>
  );
}
