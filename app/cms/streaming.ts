// An activity's live stream, framed only from allow-listed players (YouTube no-cookie, Vimeo); any
// other URL is a link. Part of ./frames.ts's list, which the CSP's `frame-src` is made of.

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

/** The embed URL rebuilt from an allow-listed https URL's known parts; otherwise null. */
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
