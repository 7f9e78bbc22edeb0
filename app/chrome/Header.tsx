import { ProgressBar } from "./ProgressBar";
import { Form, Link, NavLink, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { MenuLink } from "~/backend/cms.server";
import { LOCALE_ISO, LOCALE_NAMES, languageCode, localePath, type Locale } from "~/i18n/locales";
import type { RootData } from "~/root-data";
import { languageHomePath, menuHref } from "./links";
import { layoutTraits } from "./layouts";
import { SocialLinks } from "./SocialLinks";
import { hasFeature } from "~/tenancy/tenant";
import { Icon, type IconName } from "~/ui/icons";
import { closeDetailsOnEscape } from "~/ui/disclosure";
import { isRouteOf, pathTo, VENUE_PREFERENCE_PATH } from "~/paths";
import { SharedPart } from "./SharedPart";
import { PersonalSlot } from "./PersonalSlot";
import { useLoginHref } from "./login-href";
import { useRootData } from "~/root-data";
import { SubmitButton } from "~/ui/form";

const MENU_ID = "site-menu";

/** On phones the menu panel is an HTML popover, so it works without JavaScript (decision 009). */
export function Header({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const { tenant, locale, defaultLocale } = root;
  const traits = layoutTraits(tenant.layout);
  const home = localePath(locale, "/", defaultLocale);
  const headerRef = useRef<HTMLElement>(null);
  useCloseOnNavigation(headerRef);
  useMenuFocus(headerRef);
  const logo = (
    <>
      <Link to={home} className="site-logo">
        {tenant.logo ? (
          <img src={tenant.logo} alt={t("chrome.logoHome", { name: tenant.name })} width={220} height={48} />
        ) : (
          <span>{tenant.name}</span>
        )}
      </Link>
      <PrintSource name={tenant.name} origin={root.origin} />
    </>
  );
  if (traits.logoOnly) {
    return (
      <header className="site-header" ref={headerRef}>
        <ProgressBar />
        <div className="site-header-inner">
          {logo}
          <div className="header-tools">
            <PersonalSlot>
              <Personal />
            </PersonalSlot>
          </div>
        </div>
      </header>
    );
  }
  const tools = <HeaderTools root={root} />;
  return (
    <header className="site-header" ref={headerRef}>
      {/* Inside the banner landmark, like everything on the page (axe's region rule). */}
      <ProgressBar />
      {traits.toolStrip ? (
        <div className="header-strip">
          <div className="header-strip-inner">{tools}</div>
        </div>
      ) : null}
      <div className="site-header-inner">
        {logo}
        <button type="button" className="menu-button" {...{ popovertarget: MENU_ID }}>
          <Icon name="menu" />
          <span>{t("chrome.menu")}</span>
        </button>
        <div id={MENU_ID} className="site-menu" {...{ popover: "auto" }}>
          <div className="site-menu-top">
            <span className="site-menu-title" aria-hidden="true">
              {t("chrome.menu")}
            </span>
            <button type="button" className="menu-close" {...{ popovertarget: MENU_ID, popovertargetaction: "hide" }}>
              <Icon name="close" />
              <span className="visually-hidden">{t("chrome.closeMenu")}</span>
            </button>
          </div>
          <SharedPart name="header-menu" inputs={[root.headerMenu, locale, defaultLocale]}>
            <nav aria-label={t("chrome.mainMenu")} className="main-nav">
              <ul>
                {root.headerMenu.map((item, index) => (
                  <MenuItem key={`${index}-${item.text}`} item={item} locale={locale} defaultLocale={defaultLocale} />
                ))}
              </ul>
            </nav>
          </SharedPart>
          {/* In the strip layouts the controls stay in the strip, on phones too (a slim row above the logo). */}
          {traits.toolStrip ? null : <div className="menu-tools">{tools}</div>}
        </div>
      </div>
    </header>
  );
}

/** On paper only (app/styles/print.css): whose page this is and its address, since the site's own links print without theirs. */
function PrintSource({ name, origin }: { name: string; origin: string }) {
  const { pathname } = useLocation();
  return (
    <p className="print-only print-source">
      {name}
      <br />
      {origin}
      {readablePath(pathname)}
    </p>
  );
}

function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Where a ticket is required to take part: the way to get one always in sight, or the visitor's own once bought. */
function TicketLink() {
  const { t } = useTranslation();
  const { tenant, locale, defaultLocale, customer } = useRootData()!;
  if (!tenant.ticketRequired) return null;
  const held = customer?.ticket;
  return (
    <Link to={held ?? localePath(locale, pathTo("purchase"), defaultLocale)} className="button button-small header-ticket">
      {t(held ? "chrome.yourTicket" : "chrome.getTicket")}
    </Link>
  );
}

/** The visitor's own part of the header (rendered for them alone on a kept page): their ticket and account. */
function Personal() {
  return (
    <>
      <TicketLink />
      <Account />
    </>
  );
}

function HeaderTools({ root }: { root: RootData }) {
  return (
    <div className="header-tools">
      <PersonalSlot>
        <Personal />
      </PersonalSlot>
      <SharedPart
        name="header-place"
        inputs={[root.tenant.languages, root.tenant.socialNetworks, root.locale, root.defaultLocale, root.venues, root.venueId]}
      >
        <LanguageAndVenue root={root} />
        <SocialLinks networks={root.tenant.socialNetworks} />
      </SharedPart>
    </div>
  );
}

/** The language control and the venue control, side by side (issue 48: one "ES · Sede" label mixed them); each only when there is a choice. */
function LanguageAndVenue({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const { tenant, locale, venues } = root;
  const venue = venues.find((candidate) => candidate.id === root.venueId);
  return (
    <>
      {tenant.languages.length > 1 ? (
        <Dropdown
          icon="globe"
          hiddenPrefix={`${t("chrome.language")}: ${LOCALE_NAMES[locale]}.`}
          label={<span aria-hidden="true">{languageCode(locale).toUpperCase()}</span>}
          className="language-dropdown"
        >
          <LanguageSelector languages={tenant.languages} current={locale} />
        </Dropdown>
      ) : null}
      {venues.length > 1 ? (
        <Dropdown
          icon="pin"
          hiddenPrefix={`${t("chrome.venue")}: ${venue?.name ?? t("chrome.chooseVenue")}.`}
          label={<span aria-hidden="true">{venue?.name ?? t("chrome.venue")}</span>}
          className="venue-dropdown"
        >
          <VenueSelector root={root} />
        </Dropdown>
      ) : null}
    </>
  );
}

/** A client navigation (not hydration) closes the header's open menu and dropdowns. */
function useCloseOnNavigation(headerRef: RefObject<HTMLElement>) {
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || shownKey.current === location.key) return;
    shownKey.current = location.key;
    header.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
    const menu = header.querySelector<HTMLElement>(`#${MENU_ID}`);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [location.key, headerRef]);
  useEffect(() => {
    const closeOutside = (event: Event) => {
      headerRef.current?.querySelectorAll("details.header-dropdown[open], .menu-dropdown details[open]").forEach((details) => {
        if (!details.contains(event.target as Node)) details.removeAttribute("open");
      });
    };
    const header = headerRef.current;
    document.addEventListener("click", closeOutside);
    header?.addEventListener("keydown", closeDetailsOnEscape);
    return () => {
      document.removeEventListener("click", closeOutside);
      header?.removeEventListener("keydown", closeDetailsOnEscape);
    };
  }, [headerRef]);
}

/**
 * The phone menu is a non-modal popover (decision 040). The drawer covers its button, so focus moves to
 * its close button when it opens, and it closes when focus leaves it: a Tab never lands behind it.
 * Escape and the close button put focus back on the Menu button by themselves (the browser's popover).
 */
function useMenuFocus(headerRef: RefObject<HTMLElement>) {
  useEffect(() => {
    const menu = headerRef.current?.querySelector<HTMLElement>(`#${MENU_ID}`);
    if (!menu || !("hidePopover" in menu)) return;
    const focusIn = (event: Event) => {
      if ((event as ToggleEvent).newState === "open" && !menu.contains(document.activeElement)) {
        menu.querySelector<HTMLElement>(".menu-close")?.focus();
      }
    };
    const closeWhenLeft = (event: FocusEvent) => {
      if (menu.matches(":popover-open") && !menu.contains(event.target as Node)) menu.hidePopover();
    };
    menu.addEventListener("toggle", focusIn);
    document.addEventListener("focusin", closeWhenLeft);
    return () => {
      menu.removeEventListener("toggle", focusIn);
      document.removeEventListener("focusin", closeWhenLeft);
    };
  }, [headerRef]);
}

function Dropdown({
  icon,
  label,
  hiddenPrefix,
  className,
  children,
}: {
  icon: IconName;
  label: ReactNode;
  hiddenPrefix?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={className ? `header-dropdown ${className}` : "header-dropdown"}>
      <summary>
        <Icon name={icon} />
        {hiddenPrefix ? <span className="visually-hidden">{hiddenPrefix} </span> : null}
        <span className="header-dropdown-label">{label}</span>
        <Icon name="chevronDown" className="icon-chevron" />
      </summary>
      <div className="header-dropdown-panel">{children}</div>
    </details>
  );
}

function MenuItem({ item, locale, defaultLocale }: { item: MenuLink; locale: Locale; defaultLocale: Locale }) {
  if (item.children.length > 0) {
    // A dropdown that opens without JavaScript and is announced as a disclosure.
    return (
      <li className="menu-dropdown">
        <details>
          <summary>
            {item.text}
            <Icon name="chevronDown" className="icon-chevron" />
          </summary>
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

export function MenuAnchor({
  text,
  target,
  locale,
  defaultLocale,
}: {
  text: string;
  target: string;
  locale: Locale;
  defaultLocale: Locale;
}) {
  const { t } = useTranslation();
  const link = menuHref(target, locale, defaultLocale);
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {text}
        <Icon name="external" className="icon-small" />
        <span className="visually-hidden"> {t("chrome.opensInNewWindow")}</span>
      </a>
    );
  }
  // The current page's entry is marked (aria-current="page"); home only on home itself.
  return (
    <NavLink to={link.href} end={link.href === localePath(locale, "/", defaultLocale)}>
      {text}
    </NavLink>
  );
}

/** Plain links with a full page load: the new language's catalogue and menus come from the server. */
export function LanguageSelector({ languages, current }: { languages: Locale[]; current: Locale }) {
  const { t } = useTranslation();
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
  const selectId = "venue-select";
  return (
    <Form method="post" action={VENUE_PREFERENCE_PATH} className="venue-selector" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={selectId}>{t("chrome.venue")}</label>
      <select id={selectId} name="venueId" defaultValue={root.venueId ?? ""}>
        {root.venueId ? null : <option value="">{t("chrome.chooseVenue")}</option>}
        {root.venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </select>
      <SubmitButton className="button button-small">{t("chrome.changeVenue")}</SubmitButton>
    </Form>
  );
}

/** The account control: the visitor's own (a slot), so it reads the root's data itself. */
function Account() {
  return <AccountMenu root={useRootData()!} />;
}

function AccountMenu({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const { tenant, locale, defaultLocale, customer } = root;
  const link = (path: string) => localePath(locale, path, defaultLocale);
  const here = location.pathname + location.search;
  const loginHref = useLoginHref({ origin: here });
  if (customer) {
    return (
      <div className="account-menu">
        <Dropdown icon="user" label={t("account.greeting", { name: customer.name })} className="account-dropdown">
          <ul>
            {hasFeature(tenant, "user_profile") ? (
              <li>
                <Link to={link(pathTo("profile"))}>{t("account.privateArea")}</Link>
              </li>
            ) : null}
            <li>
              <Form method="post" action={link(pathTo("logout"))}>
                <input type="hidden" name="redirectTo" value={here} />
                <SubmitButton className="button-link">{t("account.logout")}</SubmitButton>
              </Form>
            </li>
          </ul>
        </Dropdown>
      </div>
    );
  }
  if (!hasFeature(tenant, "login")) return null;
  const onLogin = matches.some((match) => isRouteOf(match.id, "login"));
  return (
    <div className="account-menu">
      <Link to={onLogin ? here : loginHref} className="account-login">
        <Icon name="user" />
        {t("account.login")}
      </Link>
      {hasFeature(tenant, "register") ? (
        <Link to={link(pathTo("signup"))} className="account-signup">
          {t("account.signUp")}
        </Link>
      ) : null}
    </div>
  );
}
