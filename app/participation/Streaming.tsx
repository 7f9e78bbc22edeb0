// An activity's live stream: the player of an allow-listed provider (app/participation/streaming.ts)
// in a responsive 16:9 frame, or, for any other URL, a link to the organiser's page in a new window.
// Nothing else is ever framed, and the CSP's frame-src would refuse it anyway.
import { useTranslation } from "react-i18next";
import { webUrl } from "~/cms/urls";
import { embeddableStreamUrl } from "./streaming";

/**
 * What the player may use: fullscreen, picture-in-picture and DRM (encrypted-media); no autoplay,
 * camera, microphone or anything else. The host's Permissions-Policy grants fullscreen to the same
 * providers (server/security.ts), or the frame's `allow` could not give it.
 */
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
