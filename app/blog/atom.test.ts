import { describe, expect, it } from "vitest";
import { childrenNamed, parseXml, textOf } from "../../tests/xml";
import { atomFeed, type AtomFeed } from "./atom";

const FEED: AtomFeed = {
  id: "tag:localhost,2026:blog:es",
  title: 'Congreso <Demo> & "amigos" — Blog',
  selfUrl: "http://localhost/blog/atom.xml?a=1&b=2",
  pageUrl: "http://localhost/blog",
  lang: "es",
  author: "Congreso Demo",
  entries: [
    {
      id: "tag:localhost,2026:blog:7:es",
      title: "I+D & <personas>\u0001",
      url: "http://localhost/blog/i-d?x=1&y=2",
      published: "2027-03-09T09:30:00+01:00",
      author: "Ane",
      summary: "Menos de 5 < 6, y ]]> no rompe nada",
      contentHtml: '<p>Hola <a href="/x?a=1&amp;b=2">enlace</a></p>',
    },
    { id: "tag:localhost,2026:blog:8:es", title: "Otra", url: "http://localhost/blog/otra", published: "2027-04-01T00:00:00.500Z" },
  ],
};

describe("atomFeed", () => {
  const xml = atomFeed(FEED);
  const feed = parseXml(xml);
  const [first, second] = childrenNamed(feed, "entry");

  it("is well-formed Atom with its own address and its page's", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">')).toBe(true);
    expect(textOf(childrenNamed(feed, "title")[0])).toBe(FEED.title);
    const links = childrenNamed(feed, "link").map((link) => [link.attrs.rel, link.attrs.href]);
    expect(links).toEqual([
      ["self", FEED.selfUrl],
      ["alternate", FEED.pageUrl],
    ]);
    expect(textOf(childrenNamed(feed, "author")[0])).toBe("Congreso Demo");
  });

  it("escapes every text, keeps HTML content as escaped text, and drops what XML forbids", () => {
    expect(textOf(childrenNamed(first, "title")[0])).toBe("I+D & <personas>");
    expect(textOf(childrenNamed(first, "summary")[0])).toBe(FEED.entries[0].summary);
    const content = childrenNamed(first, "content")[0];
    expect(content.attrs.type).toBe("html");
    expect(content.children).toEqual([FEED.entries[0].contentHtml]);
    expect(childrenNamed(first, "link")[0].attrs.href).toBe(FEED.entries[0].url);
  });

  it("writes dates in RFC 3339 UTC, the feed updated at its newest entry", () => {
    expect(textOf(childrenNamed(first, "published")[0])).toBe("2027-03-09T08:30:00Z");
    expect(textOf(childrenNamed(first, "updated")[0])).toBe("2027-03-09T08:30:00Z");
    expect(textOf(childrenNamed(second, "published")[0])).toBe("2027-04-01T00:00:00Z");
    expect(textOf(childrenNamed(feed, "updated")[0])).toBe("2027-04-01T00:00:00Z");
  });

  it("leaves out what an entry lacks and refuses a date that is not one", () => {
    expect(childrenNamed(second, "author")).toEqual([]);
    expect(childrenNamed(second, "summary")).toEqual([]);
    expect(childrenNamed(second, "content")).toEqual([]);
    const empty = parseXml(atomFeed({ ...FEED, entries: [], fallbackUpdated: new Date("2026-11-27T10:00:00Z") }));
    expect(textOf(childrenNamed(empty, "updated")[0])).toBe("2026-11-27T10:00:00Z");
    expect(() => atomFeed({ ...FEED, entries: [{ ...FEED.entries[1], published: "mañana" }] })).toThrow(RangeError);
  });
});
