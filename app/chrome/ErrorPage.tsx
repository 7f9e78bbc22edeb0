import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PageErrorReason } from "~/backend/page-errors.server";
import { useRootData } from "~/root-data";
import { HomeLink } from "./Chrome";

const KNOWN = new Set([400, 403, 404, 405, 413, 500, 503]);

/** The error page: a translated title for the status, the code, an image and a link home (back, for a body too large). */
export function pageErrorKey(status: number, reason?: PageErrorReason): string {
  if (reason === "maintenance") return "maintenance";
  if (reason === "unavailable") return "unavailable";
  if (reason === "cross-site") return "crossSite";
  if (reason === "too-large") return "tooLarge";
  if (reason === "bad-request") return "400";
  return String(codeOf(status));
}

function codeOf(status: number): number {
  return KNOWN.has(status) ? status : status >= 500 ? 500 : 404;
}

export function ErrorPage({ status, reason, messageKey }: { status: number; reason?: PageErrorReason; messageKey: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { pathname, search } = useLocation();
  const code = codeOf(status);
  const key = messageKey;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <img src={`/images/error-${code === 400 || code === 405 ? 404 : code}.svg`} alt="" width={240} height={160} className="error-image" />
      <p className="error-code">{t("errors.code", { code: status })}</p>
      <h1 id="error-title">{t(`errors.${key}.title`)}</h1>
      <p>{t(`errors.${key}.text`)}</p>
      {/* No way home during maintenance, nor on a host that has no portal at all. */}
      {reason === "too-large" ? (
        <p>
          {/* The page that was sent, to send it again without the file. */}
          <Link to={pathname + search} className="button">
            {t("errors.tooLarge.back")}
          </Link>
        </p>
      ) : reason === "maintenance" || (!root && code === 404) ? null : (
        <p>
          <HomeLink className="button">{t("errors.home")}</HomeLink>
        </p>
      )}
    </section>
  );
}
