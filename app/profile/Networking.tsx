// The private area's networking tab: where the customer stands in a sentence (networkingType 1) and
// the way to the networking hub (type 2: the hub is where the conference is chosen).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { NetworkingTab } from "~/networking/joining.server";

const STANDING = { "not-enabled": "tab.notEnabled", "profile-missing": "tab.profileMissing", ready: "tab.ready" } as const;

export function Networking({ tab }: { tab: NetworkingTab }) {
  const { t } = useTranslation("networking");
  return (
    <>
      <p>{t("tab.intro")}</p>
      {tab.standing === null ? (
        <p>{t("tab.chooseConference")}</p>
      ) : tab.standing.ok ? (
        <p>
          <strong>{t(STANDING[tab.standing.value])}</strong>
        </p>
      ) : (
        <p className="notice">{t("tab.unavailable")}</p>
      )}
      <p>
        <Link to={tab.hub} className="button button-secondary">
          {t("tab.go")}
        </Link>
      </p>
    </>
  );
}
