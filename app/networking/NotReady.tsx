import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A customer who cannot ask for meetings yet: why, and the way to the networking hub. */
export function NotReady({ reason, hubHref, title }: { reason: "disabled" | "incomplete"; hubHref: string; title: string }) {
  const { t } = useTranslation("meetings");
  return (
    <>
      <h1>{title}</h1>
      <div className="notice notice-warning">
        <p>{t(reason === "disabled" ? "notReady.disabled" : "notReady.incomplete")}</p>
        <p>
          <Link to={hubHref}>{t("notReady.hub")}</Link>
        </p>
      </div>
    </>
  );
}
