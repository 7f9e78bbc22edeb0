// An activity's live stream: an allow-listed player in a 16:9 frame, or a link for any other URL.
import { useTranslation } from "react-i18next";
import { webUrl } from "~/cms/urls";
import { embeddableStreamUrl } from "~/cms/streaming";

/** Needs the host's Permissions-Policy to grant fullscreen to the same providers (server/security.ts). */
const PLAYER_ALLOW = "fullscreen; picture-in-picture; encrypted-media";

/** `title`: the activity's, for the frame's accessible name. */
export function Streaming({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("participation");
  const embed = embeddableStreamUrl(url);
  if (embed) {
    return (
      <div className="streaming-frame">
        <iframe
          src={embed}
          title={t("streaming.frameTitle", { title })}
          allow={PLAYER_ALLOW}
          allowFullScreen
          loading="lazy"
          // The players want the embedding site's origin (not the page's path) to agree to play.
          referrerPolicy="strict-origin-when-cross-origin"
          // The player runs its scripts but cannot navigate this page; its own links open new windows.
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        />
      </div>
    );
  }
  const href = webUrl(url);
  if (!href) return null;
  return (
    <p className="streaming-link">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t("streaming.watchElsewhere")}
        <span className="visually-hidden"> {t("common:chrome.opensInNewWindow")}</span>
      </a>
    </p>
  );
}
