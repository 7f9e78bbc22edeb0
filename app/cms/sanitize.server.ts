// HTML written in the CMS reaches the page only through here, on the server: the browser never sees
// the raw markup. An allow-list of text tags and attributes; everything else is dropped.
import sanitize, { type IOptions } from "sanitize-html";
import { LRUCache } from "lru-cache";

const TEXT_TAGS = [
  "p",
  "br",
  "hr",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "abbr",
  "q",
  "cite",
  "code",
  "pre",
  "kbd",
  "span",
  "div",
  "blockquote",
  "figure",
  "figcaption",
  // h1 is allowed in so that it can be demoted to h2 (the page has its own h1).
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

/** Tags dropped with their content: code, foreign namespaces (parser-confusion tricks), nested documents. */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "xmp",
  "plaintext",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "textarea",
  "select",
  "option",
  "title",
  "head",
];

/** An href kept by the scheme rules below: http(s), mailto, tel or relative (not protocol-relative). */
function linkable(href: string | undefined): boolean {
  if (!href) return false;
  const value = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!value || /^[/\\]{2}/.test(value)) return false;
  const scheme = /^([^/?#]*?):/.exec(value)?.[1]?.toLowerCase();
  return scheme === undefined || ["http", "https", "mailto", "tel"].includes(scheme);
}

/** Raster images only: an SVG data URL is a document of its own. */
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: IOptions = {
  allowedTags: TEXT_TAGS,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  // No class, id or style: CMS markup must not borrow the page's classes and ids.
  allowedAttributes: {
    "*": ["lang", "dir", "title"],
    // rel: only ever the value the transform below sets (the CMS's own rel is replaced).
    a: ["href", "hreflang", { name: "target", multiple: false, values: ["_blank"] }, "rel"],
    img: ["src", "alt", "width", "height"],
    abbr: ["title"],
    blockquote: ["cite"],
    q: ["cite"],
    ol: ["start", "reversed", "type"],
    li: ["value"],
    th: ["colspan", "rowspan", "scope", "headers", "abbr"],
    td: ["colspan", "rowspan", "headers"],
    col: ["span"],
    colgroup: ["span"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // data: only for raster images (checked in the img transform below).
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  enforceHtmlBoundary: false,
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      // A link whose href will not survive becomes plain text rather than a link that goes nowhere.
      if (!linkable(attribs.href)) return { tagName: "span", attribs: {} };
      const { rel: _rel, target, ...rest } = attribs;
      // A new window (the only target kept) cannot reach back to this page through window.opener.
      return {
        tagName,
        attribs: target?.trim().toLowerCase() === "_blank" ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
      };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs, alt: attribs.alt ?? "" };
      if (/^\s*data:/i.test(next.src ?? "") && !DATA_IMAGE.test(next.src.trim())) delete next.src;
      return { tagName, attribs: next };
    },
  },
  // An image whose src did not survive is dropped rather than left broken.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

// The same CMS texts come on every render: each is sanitized once.
const sanitized = new LRUCache<string, string>({ max: 2000 });

/** CMS HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  let safe = sanitized.get(html);
  if (safe === undefined) {
    safe = sanitize(html, OPTIONS).trim();
    sanitized.set(html, safe);
  }
  return safe;
}

/** True when a CMS text field holds markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i.test(text);
}

/** The text of an HTML fragment: no tags at all, entities decoded, blocks separated by a space. */
export function plainText(html: string | null): string {
  if (!html) return "";
  const text = sanitize(html.replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, "$& "), {
    allowedTags: [],
    allowedAttributes: {},
  });
  // sanitize-html escapes what it keeps as text; whoever renders it escapes again, so undo it.
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
