// The campaign's rewards, each a card: what it costs, what it is, how many are left (or sold out),
// how many backers chose it, and a link to contribute with it (none when sold out or ended).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Reward } from "~/backend/crowdfunding.server";
import { useMoney } from "./money";

export function Rewards({
  rewards,
  contributeHref,
  ended,
}: {
  rewards: Reward[];
  contributeHref: (rewardId: number) => string;
  ended: boolean;
}) {
  const { t } = useTranslation("crowdfunding");
  const money = useMoney();
  return (
    <ul className="reward-list">
      {rewards.map((reward) => (
        <li key={reward.id} className={reward.sold_out ? "reward-card reward-sold-out" : "reward-card"}>
          <h3 id={`reward-${reward.id}`}>
            <span className="reward-amount">{money(reward.amount, reward.currency)}</span> {reward.title}
          </h3>
          {reward.description ? <p>{reward.description}</p> : null}
          <ul className="reward-facts">
            <li>
              {reward.sold_out ? (
                <strong>{t("rewards.soldOut")}</strong>
              ) : reward.remaining === null ? (
                t("rewards.unlimited")
              ) : (
                t("rewards.left", { count: reward.remaining, limit: reward.limit })
              )}
            </li>
            <li>{t("rewards.backers", { count: reward.backers })}</li>
            {reward.delivery ? <li>{t("rewards.delivery", { when: reward.delivery })}</li> : null}
          </ul>
          {reward.sold_out || ended ? null : (
            <p>
              <Link to={contributeHref(reward.id)} className="button button-secondary" aria-describedby={`reward-${reward.id}`}>
                {t("rewards.choose")}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
