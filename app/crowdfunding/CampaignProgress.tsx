// How far a campaign has come: a bar drawn for the eye (hidden from screen readers) and the same
// numbers in words: raised of the goal and the share, backers, days left (or ended).
import { useTranslation } from "react-i18next";
import { useMoney } from "./money";

type Progress = { raised: number; goal: number; currency: string; backers?: number; daysLeft: number; ended: boolean };

/** `ns`: the catalogue that holds `campaign.progress` on this page (JavaScript budget, decision 019). */
export function CampaignProgress({
  progress,
  compact = false,
  ns = "catalogue",
}: {
  progress: Progress;
  compact?: boolean;
  ns?: "catalogue" | "crowdfunding";
}) {
  const { t } = useTranslation(ns);
  const money = useMoney();
  const share = Math.floor((progress.raised / progress.goal) * 100);
  return (
    <div className={compact ? "campaign-progress campaign-progress-compact" : "campaign-progress"}>
      {/* A <progress>, not a width in a style attribute: the page's CSP drops style attributes. */}
      <progress className="campaign-bar" value={Math.min(100, share)} max={100} aria-hidden="true" />
      <p className="campaign-raised">
        <strong>{money(progress.raised, progress.currency)}</strong>{" "}
        {t("campaign.progress.of", { goal: money(progress.goal, progress.currency), share })}
      </p>
      <ul className="campaign-figures">
        {progress.backers !== undefined ? <li>{t("campaign.progress.backers", { count: progress.backers })}</li> : null}
        <li>{progress.ended ? t("campaign.progress.ended") : t("campaign.progress.daysLeft", { count: progress.daysLeft })}</li>
      </ul>
    </div>
  );
}
