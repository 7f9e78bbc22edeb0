// The stream as the server renders it: an allow-listed player in a titled, lazy, restricted frame;
// anything else a link in a new window, said so to screen readers; never a frame of another site.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n.server";
import { Streaming } from "./Streaming";

function render(url: string, locale: "es" | "en" | "pt" | "eus" = "en"): string {
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: getI18n(locale) }, createElement(Streaming, { url, title: "Opening" })),
  );
}

describe("Streaming", () => {
  it("frames an allow-listed player: titled after the activity, lazy, no autoplay, strict referrer, sandboxed", () => {
    const html = render("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"');
    expect(html).toContain('title="Live stream: Opening"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(html).toContain('allow="fullscreen; picture-in-picture; encrypted-media"');
    expect(html).not.toMatch(/autoplay|camera|microphone/);
    expect(html).toMatch(/sandbox="[^"]*allow-scripts[^"]*"/);
    expect(html).not.toMatch(/allow-top-navigation/);
    expect(html).toContain('class="streaming-frame"');
  });

  it("links any other stream, in a new window, and says so", () => {
    const html = render("https://live.congreso.example/euskalduna-auditorio");
    expect(html).not.toContain("<iframe");
    expect(html).toContain('href="https://live.congreso.example/euskalduna-auditorio"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain("Watch the stream on the organiser&#x27;s site");
    expect(html).toMatch(/<span class="visually-hidden"> [^<]*new window[^<]*<\/span>/);
    expect(render("https://live.congreso.example/x", "eus")).toContain("Ikusi emanaldia antolatzailearen webgunean");
  });

  it("renders nothing for a URL that is not a web page", () => {
    expect(render("javascript:alert(1)")).toBe("");
    expect(render("not a url")).toBe("");
  });
});
