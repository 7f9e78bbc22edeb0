// Pieces every participation section shares: the login link that comes back to this activity, a
// section that could not be loaded, when a section opens, and the inline message beside an action.
import { Link, useLocation } from "@remix-run/react";
import { useLoginHref } from "~/chrome/login-href";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root-data";
import { formatDay, formatTime } from "~/ui/format";

export function LoginToTakePart({ text, link, hash }: { text: string; link: string; hash?: string }) {
  const href = useLoginHref({ hash });
  return (
    <div className="notice participation-login">
      <p>{text}</p>
      <p>
        <Link to={href} className="button">
          {link}
        </Link>
      </p>
    </div>
  );
}

export function SectionFailed({ reason }: { reason: "unavailable" | "failed" }) {
  const { t } = useTranslation("participation");
  return <p className="notice notice-error">{t(reason === "unavailable" ? "common.unavailable" : "common.loadFailed")}</p>;
}

/**
 * Where a section's form posts: this page, at the section. Without JavaScript the browser shows the
 * answer (the form with its messages) scrolled to the section, not to the top of a long page.
 */
export function useSectionAction(section: string): string {
  const location = useLocation();
  return `${location.pathname}#${section}`;
}

/** When a section not open yet opens (app/participation/opening.ts): "La encuesta se abre el martes, 9 de marzo de 2027, a las 09:30." */
export function OpensAt({ text, iso }: { text: "survey.opensAt" | "streaming.opensAt"; iso: string }) {
  const { t } = useTranslation("participation");
  const locale = useRootData()!.locale;
  return <p className="notice opens-at">{t(text, { day: formatDay(iso, locale), time: formatTime(iso, locale) })}</p>;
}
