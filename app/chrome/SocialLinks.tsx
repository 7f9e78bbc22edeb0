import { useTranslation } from "react-i18next";
import type { SocialNetwork } from "~/tenancy/tenant";
import { Icon, isIconName } from "~/ui/icons";

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

/** Social networks: only those with a URL, as the spec says; each an icon named by hidden words. */
export function SocialLinks({ networks }: { networks: SocialNetwork[] }) {
  const { t } = useTranslation();
  const withUrl = networks.filter((network) => network.url && /^https?:\/\//.test(network.url));
  if (!withUrl.length) return null;
  return (
    <ul className="social-links" aria-label={t("chrome.socialNetworks")}>
      {withUrl.map((network) => {
        const kind = network.icon_class.toLowerCase();
        const label = LABELS[kind] ?? network.icon_class;
        const icon = kind === "twitter" ? "x" : kind;
        return (
          <li key={network.id}>
            <a href={network.url!} target="_blank" rel="noopener noreferrer" className={`social social-${kind}`} title={label}>
              <Icon name={isIconName(icon) ? icon : "link"} />
              <span className="visually-hidden">
                {label} {t("chrome.opensInNewWindow")}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
