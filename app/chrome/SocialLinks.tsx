import { useTranslation } from "react-i18next";
import type { SocialNetwork } from "~/tenancy/tenant";

const LABELS: Record<string, string> = {
  x: "X",
  twitter: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  flickr: "Flickr",
  vimeo: "Vimeo",
};

/** Social networks: only those with a URL, as the spec says. */
export function SocialLinks({ networks }: { networks: SocialNetwork[] }) {
  const { t } = useTranslation();
  const withUrl = networks.filter((network) => network.url && /^https?:\/\//.test(network.url));
  if (!withUrl.length) return null;
  return (
    <ul className="social-links" aria-label={t("chrome.socialNetworks")}>
      {withUrl.map((network) => {
        const label = LABELS[network.icon_class.toLowerCase()] ?? network.icon_class;
        return (
          <li key={network.id}>
            <a href={network.url!} target="_blank" rel="noopener noreferrer" className={`social social-${network.icon_class}`}>
              {label}
              <span className="visually-hidden"> {t("chrome.opensInNewWindow")}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
