import { describe, expect, it, vi } from "vitest";
import { pathTo } from "~/paths";
import { cmsPageSchema } from "~/backend/catalogue.schemas";
import type { CmsBlock } from "./blocks";
import { frameOrigins } from "./frames";
import { below, cardLevel } from "./headings";
import { prepareBlocks, richText, type PrepareContext } from "./prepare.server";

const NOW = Date.parse("2027-03-01T10:00:00Z");

function prepare(
  modules: unknown[],
  configuredFrameOrigins: string[] = [],
  taxRegimes: PrepareContext["taxRegimes"] = ["common", "navarra"],
) {
  const info = vi.fn();
  const page = cmsPageSchema.parse({ slug: "test", title: "Test", modules });
  const ctx: PrepareContext = {
    logger: { info } as unknown as PrepareContext["logger"],
    page: "test",
    locale: "en",
    defaultLocale: "es",
    now: NOW,
    frameOrigins: frameOrigins(configuredFrameOrigins),
    taxRegimes,
  };
  return { blocks: prepareBlocks(page.modules, ctx), info };
}

/** The heading levels in reading order, as the components render them. */
function outline(blocks: CmsBlock[]): number[] {
  return blocks.flatMap((block): number[] => {
    if (block.type === "title") return [block.level];
    const own = block.title ? [block.level] : [];
    const inner = block.title ? below(block.level) : block.level;
    switch (block.type) {
      case "container":
        return [...own, ...outline(block.children)];
      case "activities":
      case "blog":
      case "speakers":
      case "sponsors":
        return [...own, ...block.items.map(() => cardLevel(inner))];
      case "slide":
        return [...own, ...block.slides.filter((slide) => slide.title).map(() => inner)];
      default:
        return own;
    }
  });
}

function expectValidOutline(levels: number[]) {
  let previous = 1;
  for (const level of levels) {
    expect(level, `h${level} after h${previous} in ${levels.join(",")}`).toBeLessThanOrEqual(previous + 1);
    expect(level).toBeGreaterThanOrEqual(2);
    previous = level;
  }
}

const speaker = { id: 1, name: "Ane", surname: "Etxeberria", photo: null, position: null, company: null };

describe("prepareBlocks", () => {
  it("logs and drops modules the portal does not support", () => {
    const { blocks, info } = prepare([
      { id: 1, type: "poll_widget", title: "Vote", fields: [] },
      { id: 2, type: "text", title: null, text: "Hello" },
    ]);
    expect(blocks.map((block) => block.type)).toEqual(["text"]);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ module: "poll_widget", page: "test" }),
      expect.stringMatching(/^CMS module skipped/),
    );
  });

  it("keeps the donation calculator with the regimes both it and the tenant offer, and this year in Madrid", () => {
    const { blocks } = prepare([
      {
        id: 1,
        type: "donation_calculator",
        title: "How much do you get back?",
        intro: "Try it.",
        regimes: ["navarra", "common"],
        default_regime: "navarra",
      },
      { id: 2, type: "donation_calculator", title: null },
    ]);
    expect(blocks).toMatchObject([
      {
        type: "donation_calculator",
        title: "How much do you get back?",
        level: 2,
        intro: { paragraphs: [["Try it."]] },
        regimes: ["common", "navarra"],
        defaultRegime: "navarra",
        year: 2027,
      },
      // No list: every regime the tenant offers, the first one chosen.
      { type: "donation_calculator", title: null, intro: null, regimes: ["common", "navarra"], defaultRegime: "common" },
    ]);
  });

  it("leaves out of a calculator the regimes the tenant does not offer, and drops one left with none", () => {
    const { blocks, info } = prepare(
      [
        { id: 1, type: "donation_calculator", regimes: ["bizkaia", "common"], default_regime: "bizkaia" },
        { id: 2, type: "donation_calculator", regimes: ["navarra"] },
      ],
      [],
      ["common"],
    );
    expect(blocks).toMatchObject([{ type: "donation_calculator", regimes: ["common"], defaultRegime: "common" }]);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ id: 1, regimes: ["bizkaia"] }), expect.stringContaining("taxRegimes"));
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), expect.stringMatching(/^CMS module skipped/));
  });

  it("keeps the contact form with its form uuid (or none, for /custom-form/contact)", () => {
    const { blocks } = prepare([
      { id: 1, type: "contact_form", title: "Write to us", form_uuid: "5b0e3c1e-6f2a-4a8e-9d53-2f7c1a9e4b10" },
      { id: 2, type: "contact_form", title: null },
    ]);
    expect(blocks).toMatchObject([
      { type: "contact_form", title: "Write to us", level: 2, formUuid: "5b0e3c1e-6f2a-4a8e-9d53-2f7c1a9e4b10" },
      { type: "contact_form", title: null, formUuid: null },
    ]);
  });

  it("sanitizes the HTML of html, text and card modules", () => {
    const { blocks } = prepare([
      { id: 1, type: "html", html: `<h1>Big</h1><p onclick="x()">ok</p><script>alert(1)</script>` },
      { id: 2, type: "text", text: `<p>Rich <a href="javascript:alert(1)">link</a></p>` },
      { id: 3, type: "card", title: "Card", text: `<img src=x onerror=alert(1)>Card text` },
    ]);
    expect(blocks[0]).toMatchObject({ type: "html", safeHtml: "<h2>Big</h2><p>ok</p>" });
    expect(blocks[1]).toMatchObject({ type: "text", text: { safeHtml: "<p>Rich <span>link</span></p>" } });
    expect(blocks[2]).toMatchObject({ type: "card", text: { safeHtml: `<img src="x" alt="" />Card text` } });
  });

  it("turns plain text into paragraphs and lines", () => {
    expect(richText("First line\nsecond line\n\n  Second paragraph  ")).toEqual({
      paragraphs: [["First line", "second line"], ["Second paragraph"]],
    });
    expect(richText("   ")).toBeNull();
  });

  it("refuses embeds that are not https and links with script URLs", () => {
    const { blocks, info } = prepare([
      { id: 1, type: "iframe", url: "http://example.com/embed" },
      { id: 2, type: "video", url: "http://example.com/video", video_title: "A video" },
      { id: 3, type: "link", text: "Click", url: "javascript:alert(1)" },
      { id: 4, type: "iframe", url: "https://example.com/embed", height: 300 },
    ]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ type: "iframe", src: "https://example.com/embed", height: 300 });
    expect(info.mock.calls.filter(([, message]) => /^CMS module skipped/.test(message))).toHaveLength(3);
  });

  it("frames embeds from the framable origins only; any other is a link to its content, and the log says why", () => {
    const osm = "https://www.openstreetmap.org/export/embed.html?bbox=-2.95%2C43.26%2C-2.93%2C43.27&layer=mapnik";
    const modules = [
      { id: 1, type: "iframe", title: "Map", url: osm, height: 450 },
      { id: 2, type: "video", url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", video_title: "Sample" },
      { id: 3, type: "video", url: "https://player.vimeo.com/video/76979871", video_title: "Vimeo" },
      { id: 4, type: "iframe", title: "Google map", url: "https://www.google.com/maps?q=Kursaal&output=embed", height: 450 },
      // youtube.com refuses to be framed and is not in frame-src: only its no-cookie embeds are.
      { id: 5, type: "video", url: "https://www.youtube.com/embed/aqz-KE-bpKQ", video_title: "YouTube" },
      // A look-alike host is another origin.
      { id: 6, type: "iframe", url: "https://www.openstreetmap.org.evil.example/export/embed.html", height: 300 },
    ];
    const { blocks, info } = prepare(modules);
    expect(blocks.map((block) => (block as { framed?: boolean }).framed)).toEqual([true, true, true, false, false, false]);
    // The link goes to the content itself.
    expect(blocks[3]).toMatchObject({ type: "iframe", src: "https://www.google.com/maps?q=Kursaal&output=embed", framed: false });
    expect(blocks[4]).toMatchObject({
      type: "video",
      src: "https://www.youtube.com/embed/aqz-KE-bpKQ",
      videoTitle: "YouTube",
      framed: false,
    });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ module: "iframe", id: 4, origin: "https://www.google.com" }),
      expect.stringContaining("FRAME_ORIGINS"),
    );
    expect(info).toHaveBeenCalledTimes(3);

    // An origin the operator adds with FRAME_ORIGINS is framed.
    const configured = prepare(modules, ["https://www.google.com"]);
    expect(configured.blocks.map((block) => (block as { framed?: boolean }).framed)).toEqual([true, true, true, true, false, false]);
  });

  it("marks an image without alt as decorative and keeps the CMS's alt otherwise", () => {
    const { blocks } = prepare([
      { id: 1, type: "image", url: "/a.png", alt: null },
      { id: 2, type: "image", url: "/b.png", alt: "A map of the venue", caption: "The venue" },
    ]);
    expect(blocks[0]).toMatchObject({ image: { src: "/a.png", alt: "" }, caption: null });
    expect(blocks[1]).toMatchObject({ image: { src: "/b.png", alt: "A map of the venue" }, caption: "The venue" });
  });

  it("computes the countdown's status with the server's clock", () => {
    const { blocks } = prepare([
      { id: 1, type: "countdown", target_date: "2027-03-11T12:00:00+01:00" },
      { id: 2, type: "countdown", target_date: "2027-02-01T12:00:00+01:00" },
    ]);
    expect(blocks[0]).toMatchObject({ status: { kind: "days", days: 10 } });
    expect(blocks[1]).toMatchObject({ status: { kind: "ended" } });
  });

  it("builds the static map's OpenStreetMap link", () => {
    const { blocks } = prepare([
      { id: 1, type: "static_map", image: "/map.png", alt: "Map of Bilbao", address: "Gran Vía 1", latitude: 43.26, longitude: -2.93 },
    ]);
    expect(blocks[0]).toMatchObject({
      image: { alt: "Map of Bilbao" },
      mapUrl: "https://www.openstreetmap.org/?mlat=43.26&mlon=-2.93#map=16/43.26/-2.93",
    });
  });

  it("localizes CMS links to pages of this site", () => {
    const { blocks } = prepare([{ id: 1, type: "link", text: "Agenda", url: pathTo("agenda") }]);
    expect(blocks[0]).toMatchObject({ link: { href: `/en${pathTo("agenda")}`, external: false, text: "Agenda" } });
  });

  it("keeps a valid heading outline: module titles h2, container children h3, title modules clamped", () => {
    const { blocks } = prepare([
      { id: 1, type: "title", text: "Deep", level: 4 },
      { id: 2, type: "title", text: "Sub", level: 3 },
      { id: 3, type: "speakers", title: "Speakers", items: [speaker] },
      {
        id: 4,
        type: "container",
        title: "Columns",
        columns: 2,
        children: [
          { id: 5, type: "title", text: "Inside", level: 2 },
          { id: 6, type: "card", title: "Card" },
          { id: 7, type: "container", title: null, children: [{ id: 8, type: "speakers", title: "Nested", items: [speaker] }] },
        ],
      },
      { id: 9, type: "speakers", title: null, items: [speaker] },
    ]);
    const levels = outline(blocks);
    expect(levels).toEqual([2, 3, 2, 3, 2, 3, 3, 3, 4, 2]);
    expectValidOutline(levels);
  });

  it("keeps the outline valid for any order of titles", () => {
    const kinds = [
      { type: "title", text: "T2", level: 2 },
      { type: "title", text: "T4", level: 4 },
      { type: "title", text: "T3", level: 3 },
      { type: "card", title: "Card" },
      { type: "speakers", title: null, items: [speaker] },
      {
        type: "container",
        title: "C",
        children: [
          { id: "x", type: "title", text: "In", level: 4 },
          { id: "y", type: "card", title: "In card" },
        ],
      },
      { type: "container", title: null, children: [{ id: "z", type: "title", text: "In", level: 3 }] },
    ];
    // Every sequence of three modules.
    for (const a of kinds)
      for (const b of kinds)
        for (const c of kinds) {
          const { blocks } = prepare([a, b, c].map((module, index) => ({ id: index, ...module })));
          expectValidOutline(outline(blocks));
        }
  });
});
