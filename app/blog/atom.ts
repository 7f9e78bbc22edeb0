// An Atom feed (RFC 4287), written by hand: a few elements, every text escaped for XML and every
// date in RFC 3339.
import { instant, utcSeconds } from "~/ui/format";

type AtomEntry = {
  /** A URI that stays the entry's for good (a reader shows an entry with a new id as new). */
  id: string;
  title: string;
  /** The entry's page. */
  url: string;
  published: string | Date;
  updated?: string | Date | null;
  author?: string | null;
  /** Plain text. */
  summary?: string | null;
  /** HTML, already sanitized: written as escaped text (`type="html"`), never as markup of the feed. */
  contentHtml?: string | null;
};

export type AtomFeed = {
  id: string;
  title: string;
  /** The feed's own address (`rel="self"`) and the page it mirrors (`rel="alternate"`). */
  selfUrl: string;
  pageUrl: string;
  /** The language as BCP 47 (`xml:lang`). */
  lang: string;
  /** Who writes it when an entry names no author (Atom wants one for every entry). */
  author: string;
  entries: readonly AtomEntry[];
  /** When nothing has been published yet; otherwise the newest entry's date. */
  fallbackUpdated?: Date;
};

export function atomFeed(feed: AtomFeed): string {
  const dates = feed.entries.map((entry) => instant(entry.updated ?? entry.published));
  const newest = dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : (feed.fallbackUpdated ?? new Date());
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${attribute(feed.lang)}">`,
    `  <id>${text(feed.id)}</id>`,
    `  <title type="text">${text(feed.title)}</title>`,
    `  <updated>${utcSeconds(newest)}</updated>`,
    `  <author><name>${text(feed.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${attribute(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${attribute(feed.pageUrl)}"/>`,
  ];
  feed.entries.forEach((entry, index) => {
    lines.push(
      "  <entry>",
      `    <id>${text(entry.id)}</id>`,
      `    <title type="text">${text(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${attribute(entry.url)}"/>`,
      `    <published>${utcSeconds(instant(entry.published))}</published>`,
      `    <updated>${utcSeconds(dates[index])}</updated>`,
    );
    if (entry.author) lines.push(`    <author><name>${text(entry.author)}</name></author>`);
    if (entry.summary) lines.push(`    <summary type="text">${text(entry.summary)}</summary>`);
    if (entry.contentHtml) lines.push(`    <content type="html">${text(entry.contentHtml)}</content>`);
    lines.push("  </entry>");
  });
  lines.push("</feed>");
  return lines.join("\n") + "\n";
}

/** Characters XML 1.0 does not allow at all (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are dropped. */
function text(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function attribute(value: string): string {
  return text(value).replace(/"/g, "&quot;");
}
