// An activity's live stream, embedded only from an allow-list of players: YouTube's
// privacy-enhanced domain (no cookies until the visitor plays) and Vimeo's player. Any other URL
// is shown as a link to the organiser's site, never framed. These players are part of the portal's
// one list of framable origins (app/cms/frames.ts), which the CSP's `frame-src` and the fullscreen
// grant are made of (server/security.ts): a provider added here is both embeddable and allowed by
// the headers.
// Pure and free of server-only imports: the component, the Express host and the tests use it.

/** One allow-listed player: the origin it is framed from, and how a URL of it becomes its embed URL (or null). */
type Provider = { origin: string; embed: (url: URL) => string | null };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/;
const YOUTUBE_EMBED = "https://www.youtube-nocookie.com";
const YOUTUBE_WATCH_HOSTS = /* @__PURE__ */ new Set(["www.youtube.com", "youtube.com", "m.youtube.com"]);
const VIMEO_PLAYER = "https://player.vimeo.com";

/** `/embed/<id>` on the no-cookie domain; a live channel's embed keeps its `channel`. */
function youtubeEmbed(id: string, source: URL): string | null {
  if (!YOUTUBE_ID.test(id)) return null;
  const embed = new URL(`/embed/${id}`, YOUTUBE_EMBED);
  const channel = source.searchParams.get("channel");
  if (id === "live_stream") {
    if (!channel || !YOUTUBE_ID.test(channel)) return null;
    embed.searchParams.set("channel", channel);
  }
  const start = source.searchParams.get("start");
  if (start && /^\d{1,6}$/.test(start)) embed.searchParams.set("start", start);
  return embed.href;
}

const PROVIDERS: readonly Provider[] = [
  {
    origin: YOUTUBE_EMBED,
    embed: (url) => {
      // youtube.com/watch?v=<id>: the same video from the no-cookie domain.
      if (YOUTUBE_WATCH_HOSTS.has(url.hostname) && url.pathname === "/watch") return youtubeEmbed(url.searchParams.get("v") ?? "", url);
      if (url.origin !== YOUTUBE_EMBED) return null;
      const match = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
      return match ? youtubeEmbed(match[1], url) : null;
    },
  },
  {
    origin: VIMEO_PLAYER,
    embed: (url) => {
      if (url.origin !== VIMEO_PLAYER) return null;
      const match = /^\/video\/(\d{1,20})\/?$/.exec(url.pathname);
      if (!match) return null;
      const embed = new URL(`/video/${match[1]}`, VIMEO_PLAYER);
      // An unlisted video's privacy hash.
      const hash = url.searchParams.get("h");
      if (hash && /^[A-Za-z0-9]{1,32}$/.test(hash)) embed.searchParams.set("h", hash);
      return embed.href;
    },
  },
];

/** The origins an embedded player may be framed from (part of app/cms/frames.ts's list). */
export const STREAMING_FRAME_ORIGINS: readonly string[] = /* @__PURE__ */ PROVIDERS.map((provider) => provider.origin);

/**
 * The URL to frame for a stream, rebuilt from its parts (only the video and a few known
 * parameters survive), when it is an https URL of an allow-listed player; otherwise null, and the
 * stream is a link.
 */
export function embeddableStreamUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) return null;
  for (const provider of PROVIDERS) {
    const embed = provider.embed(parsed);
    if (embed) return embed;
  }
  return null;
}
