// A link preview's card image as SVG (1200×630): a label, the title wrapped to a few lines, a date or
// description, and the tenant's logo and name on a light strip. Pure, so the server turns it into PNG.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_FONT = "Inter";

export type CardColours = { primary: string; soft: string; text: string; surface: string };

/** A logo: its SVG document (`svg`, already stripped of outside references) or a raster image's data URL (`href`). */
export type CardLogo = { svg?: string; href?: string; width: number; height: number };

export type CardInput = {
  label: string | null;
  title: string;
  /** The date (activities, posts, campaigns) or the tenant's description (its own card). */
  subtitle: string | null;
  /** Where it happens ("Kursaal, Donostia"), under the date. */
  place?: string | null;
  /** The page's picture, drawn on the right of the coloured area. */
  picture?: CardLogo | null;
  footer: string;
  logo: CardLogo | null;
  colours: CardColours;
};

const PAD = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD;
const STRIP_TOP = 500;
/** The least room above the block (and kept below it) in the coloured area. */
const MIN_TOP = 40;
/** Where the picture starts: the text keeps the left part, a little over half the card. */
const PICTURE_LEFT = 740;
/** A map pin (24-unit box) before the place, and the room it takes. */
const PIN_PATH = "M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z";
const PIN_WIDTH = 40;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A short, stable hash (FNV-1a) of text: a card's version in its URL and its cache key. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** A character's advance in Inter Bold, in ems, close enough to wrap without measuring glyphs. */
function advance(char: string): number {
  if (/[ilj.,:;'’!|]/.test(char)) return 0.28;
  if (/[ frt()\-«»"“”]/.test(char)) return 0.36;
  if (/[mwMW@]/.test(char)) return 0.86;
  if (/[A-ZÁÉÍÓÚÑÇÀÈÒÃÕÂÊÔ0-9]/.test(char)) return 0.66;
  return 0.57;
}

export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += advance(char);
  return ems * fontSize;
}

/** Words in lines no wider than `width`; past `maxLines` the last line ends with an ellipsis. */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  let i = 0;
  for (; i < words.length; i++) {
    let word = words[i]!;
    // A word wider than a line is cut to fit.
    while (textWidth(word, fontSize) > width && word.length > 1) word = word.slice(0, -1);
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines) break;
    line = word;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    return { lines, cut: false };
  }
  if (i >= words.length) return { lines, cut: false };
  let last = lines[maxLines - 1]!;
  while (last && textWidth(`${last}…`, fontSize) > width) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.replace(/[\s,.;:–-]+$/, "")}…`;
  return { lines, cut: true };
}

const titleHeightOf = (size: number, lines: number) => size + (lines - 1) * Math.round(size * 1.16);

/** The largest of the title sizes at which it fits whole in `width` and `height`; at the smallest it is cut to fit. */
function titleLines(title: string, width: number, height: number): { size: number; lines: string[] } {
  const sizes: Array<[number, number]> = [
    [72, 3],
    [60, 3],
    [52, 4],
  ];
  for (const [size, maxLines] of sizes) {
    const wrapped = wrapText(title, size, width, maxLines);
    if (!wrapped.cut && titleHeightOf(size, wrapped.lines.length) <= height) return { size, lines: wrapped.lines };
  }
  const size = 52;
  const maxLines = Math.max(1, Math.min(4, Math.floor((height - size) / Math.round(size * 1.16)) + 1));
  return { size, lines: wrapText(title, size, width, maxLines).lines };
}

function textLines(lines: string[], x: number, y: number, lineHeight: number, attributes: string): string {
  const spans = lines.map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeXml(line)}</tspan>`).join("");
  return `<text ${attributes}>${spans}</text>`;
}

/** A logo's or picture's own SVG drawn inside the card (an <image> of SVG would lose its text), or a raster one; `slice` fills the box. */
function placeLogo(logo: CardLogo, x: number, y: number, width: number, height: number, fit = "xMinYMid meet"): string {
  const box = `x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="${fit}"`;
  if (logo.href) return `<image href="${escapeXml(logo.href)}" ${box}/>`;
  const svg = logo.svg ?? "";
  const open = svg.match(/<svg\b[^>]*>/i);
  const close = svg.lastIndexOf("</svg>");
  if (!open || close < 0) return "";
  const viewBox = open[0].match(/\sviewBox\s*=\s*["']([^"']*)["']/i)?.[1] ?? `0 0 ${logo.width} ${logo.height}`;
  const inner = svg.slice(open.index! + open[0].length, close);
  // Visible overflow for a logo: drawn in our font rather than its own, it may come out wider; a sliced picture is clipped.
  const overflow = fit.endsWith("slice") ? "hidden" : "visible";
  return `<svg ${box} viewBox="${escapeXml(viewBox)}" overflow="${overflow}">${inner}</svg>`;
}

function footer(input: CardInput): string {
  const middle = STRIP_TOP + (CARD_HEIGHT - STRIP_TOP) / 2;
  const { logo } = input;
  if (logo && logo.width > 0 && logo.height > 0) {
    const height = 64;
    const width = Math.min(CARD_WIDTH - 2 * PAD, (logo.width / logo.height) * height);
    return placeLogo(logo, PAD, middle - height / 2, width, height);
  }
  const name = wrapText(input.footer, 32, TEXT_WIDTH, 1).lines;
  return textLines(name, PAD, middle + 12, 0, `font-size="32" font-weight="700" fill="${escapeXml(input.colours.text)}"`);
}

/** The bar, label, title and subtitle as one block, centred in the coloured area. */
export function cardSvg(input: CardInput): string {
  const { primary, soft, surface } = input.colours;
  const picture = input.picture && input.picture.width > 0 && input.picture.height > 0 ? input.picture : null;
  const width = picture ? PICTURE_LEFT - PAD - 48 : TEXT_WIDTH;
  const subtitle = input.subtitle ? wrapText(input.subtitle, 34, width, 2).lines : [];
  const place = input.place ? wrapText(input.place, 30, width - PIN_WIDTH, 1).lines : [];
  const labelHeight = input.label ? 26 + 30 : 0;
  const subtitleHeight = subtitle.length ? 40 + 34 + (subtitle.length - 1) * 46 : 0;
  const placeHeight = place.length ? 18 + 30 : 0;
  const rest = 8 + 44 + labelHeight + subtitleHeight + placeHeight;
  const title = titleLines(input.title, width, STRIP_TOP - 2 * MIN_TOP - rest);
  const lineHeight = Math.round(title.size * 1.16);
  const titleHeight = titleHeightOf(title.size, title.lines.length);
  const height = rest + titleHeight;
  const top = Math.max(MIN_TOP, Math.round((STRIP_TOP - height) / 2));
  let cursor = top + 8 + 44;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${CARD_FONT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${escapeXml(primary)}"/>`,
    `<circle cx="${CARD_WIDTH - 40}" cy="40" r="300" fill="${escapeXml(soft)}" fill-opacity="0.08"/>`,
    `<circle cx="${CARD_WIDTH - 40}" cy="40" r="180" fill="${escapeXml(soft)}" fill-opacity="0.08"/>`,
    `<rect x="${PAD}" y="${top}" width="96" height="8" rx="4" fill="${escapeXml(soft)}"/>`,
  ];
  if (input.label) {
    const attributes = `font-size="26" font-weight="700" letter-spacing="3" fill="${escapeXml(soft)}"`;
    parts.push(textLines([input.label.toUpperCase()], PAD, cursor + 20, 0, attributes));
    cursor += labelHeight;
  }
  parts.push(
    textLines(
      title.lines,
      PAD,
      cursor + Math.round(title.size * 0.76),
      lineHeight,
      `font-size="${title.size}" font-weight="700" fill="#ffffff"`,
    ),
  );
  cursor += titleHeight + 40;
  if (subtitle.length) parts.push(textLines(subtitle, PAD, cursor + 26, 46, `font-size="34" font-weight="400" fill="${escapeXml(soft)}"`));
  cursor += subtitleHeight ? subtitleHeight - 40 : -40;
  if (place.length) {
    const placeTop = cursor + 18;
    parts.push(
      `<path transform="translate(${PAD} ${placeTop}) scale(1.25)" d="${PIN_PATH}" fill="${escapeXml(soft)}"/>`,
      textLines(place, PAD + PIN_WIDTH, placeTop + 24, 0, `font-size="30" font-weight="400" fill="${escapeXml(soft)}"`),
    );
  }
  if (picture) parts.push(placeLogo(picture, PICTURE_LEFT, 0, CARD_WIDTH - PICTURE_LEFT, STRIP_TOP, "xMidYMid slice"));
  parts.push(`<rect y="${STRIP_TOP}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - STRIP_TOP}" fill="${escapeXml(surface)}"/>`);
  parts.push(footer(input), "</svg>");
  return parts.join("");
}

/** The app icons of the web app manifest: their sizes, and whether the platform masks them to its own shape. */
export const APP_ICONS = {
  "192": { size: 192, maskable: false },
  "512": { size: 512, maskable: false },
  maskable: { size: 512, maskable: true },
  apple: { size: 180, maskable: true },
} as const;

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, "")][0] ?? "")
    .join("")
    .toUpperCase();
}

/**
 * A square app icon: a squarish logo on the header's colour, or the tenant's initials on its primary
 * colour. A maskable one (and Apple's, which iOS rounds) fills the square and keeps its content
 * inside the central safe circle; the others are rounded squares.
 */
export function iconSvg(input: { name: string; logo: CardLogo | null; colours: CardColours; size: number; maskable: boolean }): string {
  const { size, maskable, logo, colours } = input;
  const squarish = logo && logo.width > 0 && logo.height > 0 && logo.width / logo.height <= 1.5 ? logo : null;
  const box = Math.round(size * (maskable ? 0.5 : 0.64));
  const offset = Math.round((size - box) / 2);
  const background = squarish ? colours.surface : colours.primary;
  const corner = maskable ? 0 : Math.round(size * 0.18);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="${CARD_FONT}">`,
    `<rect width="${size}" height="${size}" rx="${corner}" fill="${escapeXml(background)}"/>`,
  ];
  if (squarish) {
    const width = Math.min(box, (squarish.width / squarish.height) * box);
    const height = (squarish.height / squarish.width) * width;
    parts.push(placeLogo(squarish, offset + (box - width) / 2, offset + (box - height) / 2, width, height));
  } else {
    const initials = initialsOf(input.name) || "·";
    const fontSize = Math.round(box / Math.max(1.4, initials.length * 0.72));
    parts.push(
      `<text x="${size / 2}" y="${size / 2 + fontSize * 0.36}" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}

/** A picture chat apps and search results show (PNG, JPEG, GIF, WebP); null for SVG, which gets the drawn card instead. */
export function rasterPicture(url: string | null | undefined): string | null {
  return url && /\.(png|jpe?g|gif|webp)(\?.*)?$/i.test(url) ? url : null;
}
