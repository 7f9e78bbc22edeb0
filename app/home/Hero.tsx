import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CmsAnchor, RichText } from "~/cms/parts";
import { LOCALE_ISO, localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import type { Hero } from "./hero.server";

/** The home page's first screen; dates and places come from the agenda, never out of step with it. */
export function HomeHero({ hero }: { hero: Hero }) {
  const { t } = useTranslation();
  const root = useRootData()!;
  const { tenant, locale, defaultLocale } = root;
  const to = (page: "purchase" | "signup" | "agenda") => localePath(locale, pathTo(page), defaultLocale);
  const { picture, highlight, dates, places, status, action } = hero;
  return (
    <section className={`home-hero${picture ? " home-hero-pictured" : ""}`} aria-labelledby="home-title">
      {picture ? (
        <img className="home-hero-picture" src={picture.src} alt={picture.alt} width={1600} height={640} fetchPriority="high" />
      ) : null}
      <div className="home-hero-body">
        <h1 id="home-title">{tenant.name}</h1>
        {tenant.description ? (
          <p className="home-hero-lead" lang={tenant.descriptionLang ? LOCALE_ISO[tenant.descriptionLang] : undefined}>
            {tenant.description}
          </p>
        ) : null}
        {dates || places.length ? (
          <ul className="home-hero-facts">
            {dates ? (
              <li>
                <svg className="home-hero-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z"
                    fill="currentColor"
                  />
                </svg>
                <span className="visually-hidden">{t("home:when")} </span>
                <time dateTime={dates.start.slice(0, 10)}>{dates.text}</time>
              </li>
            ) : null}
            {places.length ? (
              <li>
                <svg className="home-hero-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                    fill="currentColor"
                  />
                </svg>
                <span className="visually-hidden">{t("home:where")} </span>
                <span>{places.join(" · ")}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {status ? (
          <p className="home-hero-status">
            {status.kind === "days"
              ? t("home:startsInDays", { count: status.days })
              : status.kind === "lessThanADay"
                ? t("home:startsInADay")
                : status.kind === "onNow"
                  ? t("home:onNow")
                  : null}
          </p>
        ) : null}
        {highlight ? (
          <div className="home-hero-highlight">
            {highlight.title ? <p className="home-hero-highlight-title">{highlight.title}</p> : null}
            {highlight.text ? <RichText text={highlight.text} /> : null}
          </div>
        ) : null}
        <p className="home-hero-action">
          {action.kind === "cms" ? (
            <CmsAnchor link={action.link} className="button button-large" />
          ) : (
            <Link to={to(action.kind === "ticket" ? "purchase" : action.kind)} className="button button-large">
              {action.kind === "ticket" ? t("chrome.getTicket") : action.kind === "signup" ? t("account.signUp") : t("home:seeAgenda")}
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
