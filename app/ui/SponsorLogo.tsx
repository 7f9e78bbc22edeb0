import { useTranslation } from "react-i18next";
import type { Sponsor } from "~/backend/catalogue.schemas";

/**
 * The heights a logo may be given. A class per height rather than a style attribute: the strict
 * CSP (no 'unsafe-inline' for styles) would drop a style attribute in the server's HTML.
 */
export type LogoHeight = 40 | 48 | 56 | 64 | 80 | 100 | 120;

/**
 * The box every logo is drawn in, 8:3 (the demo's logos are 320x120): the backend does not say a
 * logo's size, so the page reserves this box before the image arrives (no layout shift) and a logo
 * of another shape is contained in it, centred (people.css: object-fit).
 */
const LOGO_RATIO = 8 / 3;

/** A sponsor's logo (alt: the company's name), a link to its site in a new window when it has one. */
export function SponsorLogo({ sponsor, maxHeight = 100 }: { sponsor: Pick<Sponsor, "company_name" | "logo_url" | "url">; maxHeight?: LogoHeight }) {
  const { t } = useTranslation();
  const image = (
    <img
      className={`sponsor-logo-img logo-h-${maxHeight}`}
      src={sponsor.logo_url}
      alt={sponsor.company_name}
      width={Math.round(maxHeight * LOGO_RATIO)}
      height={maxHeight}
      loading="lazy"
    />
  );
  if (!sponsor.url) return <span className="sponsor-logo">{image}</span>;
  return (
    <a className="sponsor-logo" href={sponsor.url} target="_blank" rel="noopener noreferrer">
      {image}
      <span className="visually-hidden"> {t("common:chrome.opensInNewWindow")}</span>
    </a>
  );
}
