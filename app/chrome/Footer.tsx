import { Link, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootData } from "~/root-data";
import { LanguageSelector, MenuAnchor } from "./Header";
import { SocialLinks } from "./SocialLinks";
import { layoutTraits } from "./layouts";
import { SponsorLogo } from "~/ui/SponsorLogo";
import { LOCALE_ISO, localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";

/** The footer: sponsor logos, the CMS link sections, social links, the copyright (variants: app/chrome/layouts.ts). */
export function Footer({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const { tenant, locale, defaultLocale } = root;
  const traits = layoutTraits(tenant.layout);
  const brandLogo = tenant.alternate_logo ?? tenant.logo;
  const year = new Date().getFullYear();
  // The sponsors page already shows every logo.
  const onSponsorsPage = useMatches().some((match) => /^sponsors(\.|$)/.test(match.id));
  return (
    <footer className="site-footer">
      {root.footerSponsors.length && !onSponsorsPage ? (
        <div className="footer-sponsors">
          <h2 className="visually-hidden">{t("chrome.sponsors")}</h2>
          <ul>
            {root.footerSponsors.map((sponsor) => (
              <li key={sponsor.id}>
                <SponsorLogo sponsor={sponsor} maxHeight={64} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="site-footer-inner">
        {traits.footerBrand ? (
          <div className="footer-brand">
            {brandLogo ? (
              <img src={brandLogo} alt={tenant.name} width={155} height={40} className="footer-logo" />
            ) : (
              <p className="footer-brand-name">{tenant.name}</p>
            )}
            {tenant.description ? (
              <p className="footer-brand-text" lang={tenant.descriptionLang ? LOCALE_ISO[tenant.descriptionLang] : undefined}>
                {tenant.description}
              </p>
            ) : null}
          </div>
        ) : null}
        {root.footerMenu.map((section, index) => {
          const heading = section.title || t(section.kind === 1 ? "chrome.footerLegal" : "chrome.footerCommunication");
          const id = `footer-section-${index}`;
          return (
            <nav key={id} aria-labelledby={id} className={`footer-section footer-kind-${section.kind}`}>
              <h2 id={id}>{heading}</h2>
              <ul>
                {section.links.map((link, linkIndex) => (
                  <li key={`${linkIndex}-${link.text}`}>
                    <MenuAnchor text={link.text} target={link.target} locale={locale} defaultLocale={defaultLocale} />
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
        <SocialLinks networks={tenant.socialNetworks} />
        {/* A header with only the logo: its language selector lives here. */}
        {traits.logoOnly && tenant.languages.length > 1 ? <LanguageSelector languages={tenant.languages} current={locale} /> : null}
      </div>
      <div className="site-footer-bottom">
        {tenant.alternate_logo && !traits.footerBrand ? (
          <img src={tenant.alternate_logo} alt={tenant.name} width={155} height={40} className="footer-logo" />
        ) : null}
        <p className="copyright">{t("chrome.copyright", { year, name: tenant.name })}</p>
        {/* The cookie choice can be changed or withdrawn from every page. */}
        <p className="footer-cookie-settings">
          <Link to={localePath(locale, pathTo("cookieSettings"), defaultLocale)}>{t("chrome.cookieSettings")}</Link>
        </p>
      </div>
    </footer>
  );
}
