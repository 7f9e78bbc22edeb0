import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuLink } from "~/backend/cms.server";
import { LOCALE_ISO, LOCALE_NAMES, localePath, type Locale } from "~/i18n/locales";
import type { RootData } from "~/root-data";
import { languageHomePath, menuHref } from "./links";
import { SocialLinks } from "./SocialLinks";
import { hasFeature } from "~/tenancy/tenant";
import { pathTo, VENUE_PREFERENCE_PATH } from "~/paths";

export function Header({ root, compact }: { root: RootData; compact: boolean }) {
  const { t } = useTranslation();
  const { tenant, locale, defaultLocale } = root;
  const home = localePath(locale, "/", defaultLocale);
  const location = useLocation();
  // The menu is open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={home} className="site-logo">
          {/* A 220x48 box whatever the logo's own shape (app.css: object-fit), so nothing moves when it arrives. */}
          {tenant.logo ? <img src={tenant.logo} alt={t("chrome.logoHome", { name: tenant.name })} width={220} height={48} /> : <span>{tenant.name}</span>}
        </Link>
        {compact ? <AccountMenu root={root} /> : null}
        {compact ? null : (
          <>
            <nav aria-label={t("chrome.mainMenu")} className="main-nav">
              {/*
                On narrow screens the list folds behind the button when the browser runs scripts
                (app.css: `scripting: enabled`); without them the button is hidden and the list open.
                Both come folded from the server, so nothing moves when React hydrates (a layout
                shift Lighthouse counted on every page).
              */}
              <button
                type="button"
                className="menu-toggle button button-small"
                aria-expanded={menuOpen}
                aria-controls="main-menu-list"
                onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
              >
                {t("chrome.menu")}
              </button>
              <ul id="main-menu-list" className={menuOpen ? "menu-js" : "menu-js menu-collapsible"}>
                {root.headerMenu.map((item, index) => (
                  <MenuItem key={`${index}-${item.text}`} item={item} locale={locale} defaultLocale={defaultLocale} />
                ))}
              </ul>
            </nav>
            <div className="header-tools">
              <AccountMenu root={root} />
              {root.venues.length > 1 ? <VenueSelector root={root} /> : null}
              {tenant.languages.length > 1 ? <LanguageSelector languages={tenant.languages} current={locale} /> : null}
              <div className="header-social">
                <SocialLinks networks={tenant.socialNetworks} />
              </div>
            </div>
          </>
        )}
      </div>
    </header>
  );
}

function MenuItem({ item, locale, defaultLocale }: { item: MenuLink; locale: Locale; defaultLocale: Locale }) {
  if (item.children.length > 0) {
    // A dropdown that opens without JavaScript and is announced as a disclosure.
    return (
      <li className="menu-dropdown">
        <details>
          <summary>{item.text}</summary>
          <ul>
            {item.children.map((child, index) => (
              <MenuItem key={`${index}-${child.text}`} item={child} locale={locale} defaultLocale={defaultLocale} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li>
      <MenuAnchor text={item.text} target={item.target} locale={locale} defaultLocale={defaultLocale} />
    </li>
  );
}

export function MenuAnchor({ text, target, locale, defaultLocale }: { text: string; target: string; locale: Locale; defaultLocale: Locale }) {
  const { t } = useTranslation();
  const link = menuHref(target, locale, defaultLocale);
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden"> {t("chrome.opensInNewWindow")}</span>
      </a>
    );
  }
  return <Link to={link.href}>{text}</Link>;
}

export function LanguageSelector({ languages, current }: { languages: Locale[]; current: Locale }) {
  const { t } = useTranslation();
  // Plain links, so it works without JavaScript; a full page load, so the new language's
  // catalogue and menus come from the server (the spec: a language switch goes home).
  return (
    <nav aria-label={t("chrome.language")} className="language-selector">
      <ul>
        {languages.map((lng) => (
          <li key={lng}>
            <a
              href={languageHomePath(lng)}
              hrefLang={LOCALE_ISO[lng]}
              lang={LOCALE_ISO[lng]}
              aria-current={lng === current ? "true" : undefined}
            >
              {LOCALE_NAMES[lng]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VenueSelector({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action={VENUE_PREFERENCE_PATH} className="venue-selector" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="venue-select">{t("chrome.venue")}</label>
      <select id="venue-select" name="venueId" defaultValue={root.venueId ?? ""}>
        {root.venueId ? null : <option value="">{t("chrome.chooseVenue")}</option>}
        {root.venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-small">
        {t("chrome.changeVenue")}
      </button>
    </Form>
  );
}

/**
 * The visitor's account: a greeting, the private area and a logout form (a POST: logging out
 * changes state) when logged in; otherwise log in (back to this page afterwards) and sign up.
 */
function AccountMenu({ root }: { root: RootData }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const { tenant, locale, defaultLocale, customer } = root;
  const link = (path: string) => localePath(locale, path, defaultLocale);
  const here = location.pathname + location.search;
  if (customer) {
    return (
      <div className="account-menu">
        <span className="account-greeting">{t("header.greeting", { name: customer.name })}</span>
        {hasFeature(tenant, "user_profile") ? <Link to={link(pathTo("profile"))}>{t("header.privateArea")}</Link> : null}
        <Form method="post" action={link(pathTo("logout"))}>
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="button button-small button-secondary">
            {t("header.logout")}
          </button>
        </Form>
      </div>
    );
  }
  if (!hasFeature(tenant, "login")) return null;
  const onLogin = /\/iniciar-sesion$/.test(decodeURIPath(location.pathname));
  return (
    <div className="account-menu">
      <Link to={onLogin ? here : `${link(pathTo("login"))}?${new URLSearchParams({ origin: here })}`}>{t("header.login")}</Link>
      {hasFeature(tenant, "register") ? <Link to={link(pathTo("signup"))}>{t("header.signUp")}</Link> : null}
    </div>
  );
}

function decodeURIPath(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
