import sanitize from "sanitize-html";
import { describe, expect, it } from "vitest";
import { looksLikeHtml, sanitizeHtml } from "./sanitize.server";

/** Every element of `html` with its attributes, as a browser-like parser sees them (sanitize-html's own). */
function elements(html: string): { tag: string; attribs: Record<string, string> }[] {
  const found: { tag: string; attribs: Record<string, string> }[] = [];
  sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Report every URL as written: no scheme filtering in this parse.
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) => {
      found.push({ tag: frame.tag, attribs: frame.attribs });
      return false;
    },
  });
  return found;
}

const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => ({ colon: ":", tab: "\t", newline: "\n" })[name.toLowerCase() as "colon"]);

const ALLOWED = new Set(
  "p br hr strong em b i u s small sub sup mark abbr q cite code pre kbd span div blockquote figure figcaption h2 h3 h4 h5 h6 ul ol li dl dt dd a img table caption colgroup col thead tbody tfoot tr th td".split(
    " ",
  ),
);

// OWASP XSS filter evasion cheat sheet style payloads, plus parser-confusion tricks.
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="x" onerror="alert(1)" alt="a">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<img src=javascript:alert(1)>`,
  `<img """><script>alert("XSS")</script>">`,
  `<img src=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<a xlink:href="javascript:alert(1)">x</a>`,
  `<body onload=alert(1)>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="  JaVaScRiPt:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="jav	ascript:alert(1)">x</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href=" &#14; javascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="livescript:alert(1)">x</a>`,
  `<a href="#" onclick="alert(1)">x</a>`,
  `<a href="https://ok.example" onmouseover="alert(1)">x</a>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<div srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">x</div>`,
  `<object data="javascript:alert(1)"></object>`,
  `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><input type="submit"></form>`,
  `<form><button formaction="javascript:alert(1)">go</button></form>`,
  `<input onfocus=alert(1) autofocus>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<math><a href="javascript:alert(1)">x</a></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<textarea><img src=x onerror=alert(1)></textarea>`,
  `<template><script>alert(1)</script></template>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<title><img src=x onerror=alert(1)></title>`,
  `"><script>alert(1)</script>`,
  `'><img src=x onerror=alert(1)>`,
  `<p title="x" "><script>alert(1)</script>">y</p>`,
  `<img src=x onerror=alert(1)`,
  `<script>alert(1)`,
  `<a href="javascript:alert(1)"`,
  `<<script>alert(1);//<</script>`,
  `<p>unclosed <b>bold <i>italic`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<blockquote cite="javascript:alert(1)">q</blockquote>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<a href="java&#0;script:alert(1)">x</a>`,
  `<a href="java\u0000script:alert(1)">x</a>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><set attributeName="href" to="javascript:alert(1)"/></svg>`,
];

describe("sanitizeHtml: XSS payloads", () => {
  for (const payload of PAYLOADS) {
    it(`neutralises ${JSON.stringify(payload).slice(0, 90)}`, () => {
      const output = sanitizeHtml(payload);
      const decoded = decode(output);
      expect(output).not.toMatch(/<\s*script/i);
      expect(decoded).not.toMatch(/<\s*script/i);
      expect(decoded.replace(/\s/g, "")).not.toMatch(/(java|vb|live)script:/i);
      expect(output).not.toMatch(/\son[a-z]+\s*=/i);
      for (const { tag, attribs } of elements(output)) {
        expect(ALLOWED.has(tag), `tag <${tag}> in ${output}`).toBe(true);
        for (const [name, value] of Object.entries(attribs)) {
          expect(name, `attribute ${name} in ${output}`).not.toMatch(
            /^on|^style$|^srcdoc$|^formaction$|^xlink:|^action$|^data$|^background$/i,
          );
          if (/^(href|src|cite)$/.test(name)) {
            const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u001f]/g, ""))?.[1]?.toLowerCase();
            expect(["http", "https", "mailto", "tel", undefined, ...(tag === "img" ? ["data"] : [])], `${name}="${value}"`).toContain(
              scheme,
            );
            if (scheme === "data") expect(value).toMatch(/^data:image\/(png|jpe?g|gif|webp|avif);base64,/i);
          }
        }
      }
    });
  }
});

describe("sanitizeHtml: benign HTML", () => {
  it("keeps text formatting, lists, quotes, tables and code as written", () => {
    const html = [
      `<h2>Section</h2>`,
      `<p>Some <strong>bold</strong>, <em>emphasis</em>, <b>b</b>, <i>i</i>, <u>u</u> and <code>code</code>.<br />Next line.</p>`,
      `<ul><li>one</li><li>two</li></ul>`,
      `<ol start="3"><li>three</li></ol>`,
      `<blockquote cite="https://example.com/q"><p>Quote</p></blockquote>`,
      `<figure><img src="https://example.com/a.jpg" alt="A photo" width="300" height="200" /><figcaption>Caption</figcaption></figure>`,
      `<table><caption>Prices</caption><thead><tr><th scope="col">Item</th></tr></thead><tbody><tr><td colspan="2">1 €</td></tr></tbody></table>`,
      `<pre><code>const a = 1;</code></pre>`,
      `<hr />`,
      `<div><span lang="eu">Kaixo</span></div>`,
      `<h3>Sub</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>`,
    ].join("");
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps safe links: https, http, mailto, tel, relative and fragment", () => {
    const html = `<p><a href="https://example.com/a?b=1&amp;c=2">a</a> <a href="http://example.com">b</a> <a href="mailto:info@example.com">c</a> <a href="tel:+34900000000">d</a> <a href="/agenda">e</a> <a href="contacto">f</a> <a href="#top">g</a></p>`;
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("gives a link to a new window rel=noopener noreferrer, replacing the CMS's rel; other targets are dropped", () => {
    expect(sanitizeHtml(`<a href="https://example.com" target="_blank">x</a>`)).toBe(
      `<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>`,
    );
    expect(sanitizeHtml(`<a href="https://example.com" target="_BLANK" rel="opener">x</a>`)).toBe(
      `<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>`,
    );
    expect(sanitizeHtml(`<a href="https://example.com" target="_top" rel="opener">x</a>`)).toBe(`<a href="https://example.com">x</a>`);
  });

  it("turns a link that would go nowhere (no href, or a refused one) into plain text", () => {
    expect(
      sanitizeHtml(`<p><a href="javascript:alert(1)">a</a> <a>b</a> <a href="//evil.example">c</a> <a href="/\\evil.example">d</a></p>`),
    ).toBe(`<p><span>a</span> <span>b</span> <span>c</span> <span>d</span></p>`);
  });

  it("demotes h1 to h2: the page has its own h1", () => {
    expect(sanitizeHtml(`<h1 title="t">Title</h1>`)).toBe(`<h2 title="t">Title</h2>`);
  });

  it("keeps an image's alt, and marks an image without alt as decorative", () => {
    expect(sanitizeHtml(`<img src="/a.png" alt="A chart">`)).toBe(`<img src="/a.png" alt="A chart" />`);
    expect(sanitizeHtml(`<img src="/a.png">`)).toBe(`<img src="/a.png" alt="" />`);
  });

  it("keeps raster data: images, drops SVG data: images and images without a usable src", () => {
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    expect(sanitizeHtml(`<img src="${png}" alt="dot">`)).toBe(`<img src="${png}" alt="dot" />`);
    expect(sanitizeHtml(`<p>a<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="s">b</p>`)).toBe(`<p>ab</p>`);
    expect(sanitizeHtml(`<p>a<img src="javascript:alert(1)">b<img alt="none">c</p>`)).toBe(`<p>abc</p>`);
  });

  it("drops classes, ids and inline styles but keeps the text", () => {
    expect(sanitizeHtml(`<p class="visually-hidden" id="main-content" style="color:red">Text</p>`)).toBe(`<p>Text</p>`);
  });

  it("keeps the text of unknown tags, drops code and embedded documents with their content", () => {
    expect(sanitizeHtml(`<article><section>Text</section></article>`)).toBe(`Text`);
    expect(sanitizeHtml(`<p>a<script>b</script><style>c</style><iframe>d</iframe>e</p>`)).toBe(`<p>ae</p>`);
  });

  it("closes unclosed tags", () => {
    expect(sanitizeHtml(`<p>unclosed <b>bold`)).toBe(`<p>unclosed <b>bold</b></p>`);
  });
});

describe("looksLikeHtml", () => {
  it("tells markup from plain text", () => {
    expect(looksLikeHtml("<p>Hello</p>")).toBe(true);
    expect(looksLikeHtml("Hello<br>world")).toBe(true);
    expect(looksLikeHtml("Tom &amp; Jerry")).toBe(true);
    expect(looksLikeHtml("Plain text\n\nwith paragraphs")).toBe(false);
    expect(looksLikeHtml("2 < 3 and 4 > 1")).toBe(false);
    expect(looksLikeHtml("Tom & Jerry")).toBe(false);
  });
});
