// The activity page's action, always at hand: at the end of the page's content, a bar that sticks
// to the bottom of a phone's screen while the page scrolls (CSS only: it works without JavaScript)
// and is a plain block on wide screens. Its action is the page's own in that state, never a second
// form: a link to the section that holds it, or the same link the section has (log in, pay, get a
// ticket, register elsewhere). Not a landmark: it repeats what the page already says.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Activity } from "~/agenda/conference.server";
import { localePath, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import { seatingOf } from "~/agenda/seating";
import { useActivityStatus, type ActivityStatus } from "~/ui/activity-status";
import { formatPrice } from "~/ui/format";
import { useLoginHref } from "~/ui/login-href";
import type { NextStep } from "./next-step";

export function ActionBar({ step, activity, locale }: { step: NextStep; activity: Activity; locale: Locale }) {
  const { t } = useTranslation(["participation", "catalogue", "common"]);
  const root = useRootData()!;
  const loginHref = useLoginHref({ hash: "registration" });
  const status = useActivityStatus();
  // Beside an offer to register, what decides it (the card's words: full, price, seats left); beside
  // the rest, where the visitor stands.
  const seats = status.seats(seatingOf(activity.seating, activity.details.rooms));
  const statuses: ActivityStatus[] =
    step === "pay"
      ? [{ key: "standing", tone: "neutral", text: t("participation:registration.paymentPending") }]
      : step === "watch"
        ? [{ key: "standing", tone: "neutral", text: t("participation:registration.youAreRegistered") }]
        : step === "external"
          ? []
          : seats?.tone === "full"
            ? [{ ...seats, text: t("catalogue:detail.full") }, status.price(activity, locale)]
            : [status.price(activity, locale), ...(seats ? [seats] : [])];
  const className = "button action-bar-button";
  const action = (() => {
    switch (step) {
      case "external":
        return (
          <a className={className} href={activity.external_url!} target="_blank" rel="noopener noreferrer">
            {t("catalogue:detail.externalLink")}
            <span className="visually-hidden"> {t("common:chrome.opensInNewWindow")}</span>
          </a>
        );
      case "ticket":
        return (
          <Link className={className} to={localePath(locale, pathTo("purchase"), root.defaultLocale)}>
            {t("participation:gate.getTicket")}
          </Link>
        );
      case "login":
        return (
          <Link className={className} to={loginHref}>
            {t("participation:registration.loginLink")}
          </Link>
        );
      case "register":
        return (
          <a className={className} href="#registration">
            {activity.registration_type === "paid" && activity.price
              ? t("participation:registration.registerPaid", { price: formatPrice(activity.price, activity.currency, locale) })
              : t("participation:registration.register")}
          </a>
        );
      case "pay":
        return (
          <Link className={className} to={localePath(locale, pathTo("conferencePurchase", { slug: activity.slug }), root.defaultLocale)}>
            {t("participation:registration.resumePayment")}
          </Link>
        );
      case "watch":
        return (
          <a className={className} href="#stream">
            {t("participation:actionBar.watch")}
          </a>
        );
      case "full":
        return null;
    }
  })();
  return (
    <div className="action-bar">
      {statuses.length ? (
        <ul className="activity-status action-bar-status" aria-label={t("catalogue:card.status")}>
          {statuses.map((item) => (
            <li key={item.key} className={`status status-${item.tone}`}>
              {item.text}
            </li>
          ))}
        </ul>
      ) : null}
      {action}
    </div>
  );
}
