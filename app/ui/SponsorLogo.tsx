import { useTranslation } from "react-i18next";
import type { Sponsor } from "~/backend/catalogue.schemas";

/** A class per height: the strict CSP would drop a style attribute. */
export type LogoHeight = 40 | 48 | 56 | 64 | 80 | 100 | 120;

/** The 8:3 box reserved for every logo, whose size the backend does not say (no layout shift). */
const LOGO_RATIO = 8 / 3;

/** A sponsor's logo (alt: the company's name), a link to its site in a new window when it has one. */
export function SponsorLogo({
  sponsor,
  maxHeight = 100,
}: {
  sponsor: Pick<Sponsor, "company_name" | "logo_url" | "url">;
  maxHeight?: LogoHeight;
}) {
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
