// The demo catalogue's files (public/demo/catalogue/), drawn deterministically for every URL the seed
// uses, by folder: portrait, logo, SDG tile, map, PDF, else an event scene (scenes.ts). After changing
// the seed: `node --import tsx demo-api/generate-assets.ts` (assets.test.ts fails until then).
import { sceneBody, sceneFor } from "./scenes";
import { crowdfundingSeed } from "./seed/crowdfunding";
import type { DemoTenant, SeedFile } from "./seed/types";

const ASSET_PREFIX = "/demo/catalogue/";

/** Every catalogue asset URL used by the seed, sorted. */
export function collectAssetUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (value.startsWith(ASSET_PREFIX)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectAssetUrls(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) collectAssetUrls(item, found);
  }
  return found;
}

/** Every catalogue asset URL of the demo tenants: their catalogues and their crowdfunding campaigns. */
export function demoAssetUrls(tenants: readonly DemoTenant[]): Set<string> {
  return collectAssetUrls([tenants, tenants.map((tenant) => crowdfundingSeed(tenant.token))]);
}

export interface AssetContext {
  /** Display names by asset URL (speaker full name, company name, file name). */
  names: Map<string, string>;
  /** Map labels by map URL. */
  mapLabels: Map<string, string>;
}

export function assetContext(tenants: readonly DemoTenant[]): AssetContext {
  const names = new Map<string, string>();
  const mapLabels = new Map<string, string>();
  for (const tenant of tenants) {
    const { catalogue } = tenant;
    for (const speaker of catalogue.speakers) if (speaker.photo) names.set(speaker.photo, `${speaker.name} ${speaker.surname}`);
    for (const sponsor of catalogue.sponsors) names.set(sponsor.logo, sponsor.companyName);
    const files: SeedFile[] = catalogue.activities.flatMap((activity) => activity.files ?? []);
    for (const file of files) names.set(file.url, file.name);
    for (const page of catalogue.pages) {
      const walk = (modules: typeof page.modules): void => {
        for (const module of modules) {
          if (module.type === "static_map" && !mapLabels.has(module.image)) mapLabels.set(module.image, module.address ?? "");
          if (module.type === "container") walk(module.children);
        }
      };
      walk(page.modules);
    }
  }
  return { names, mapLabels };
}

/** The file for one asset URL: its path under public/ and its bytes. */
export function renderAsset(url: string, context: AssetContext): { path: string; content: string } {
  const relative = url.slice(ASSET_PREFIX.length);
  const [folder = "", fileName = ""] = relative.split("/");
  const base = fileName.replace(/\.[a-z]+$/, "");
  const path = `demo/catalogue/${relative}`;
  const name = context.names.get(url) ?? humanize(base);
  switch (folder) {
    case "speakers":
      return { path, content: portrait(name) };
    case "sponsors":
      return { path, content: logo(name) };
    case "sdg":
      return { path, content: sdgTile(Number(base.replace(/\D/g, "")) || 1) };
    case "maps":
      return { path, content: streetMap(base, context.mapLabels.get(url) ?? "") };
    case "files":
      return { path, content: pdfDocument(name) };
    default:
      return {
        path,
        content: illustration(base, base.startsWith("slide-") ? [1600, 640] : base.startsWith("separador") ? [1600, 200] : [1200, 675]),
      };
  }
}

// ------------------------------------------------------------------------------ utilities --

function humanize(base: string): string {
  const words = base.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** FNV-1a, for a stable seed per asset. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG. */
function random(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function choose<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)];
}

const r1 = (value: number): string => String(Math.round(value * 10) / 10);

const PALETTE = ["#0b4f9c", "#1b998b", "#e4572e", "#f3a712", "#6a4c93", "#2d3047", "#c8553d", "#3c91e6", "#4f772d", "#b5179e"];
const SOFT = ["#dbe9f6", "#d8f3ee", "#fde2d8", "#fdf0d2", "#e8def3", "#e2e4ec", "#f6ddd7", "#d9ebfb", "#e3edd8", "#f6d8ef"];

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

// ------------------------------------------------------------------------------ portraits --

function portrait(name: string): string {
  const rnd = random(`portrait:${name}`);
  const bg = choose(rnd, SOFT);
  const skin = choose(rnd, ["#f1c7a5", "#e0ac83", "#c68863", "#8d5a3b", "#5c3a24", "#f5d5c0"]);
  const hair = choose(rnd, ["#2b1d14", "#4a2f1d", "#7a4e2d", "#b98a4d", "#1c1c1c", "#8f8f8f", "#a3422b"]);
  const shirt = choose(rnd, PALETTE);
  const style = Math.floor(rnd() * 4);
  const glasses = rnd() < 0.35;

  const backHair =
    style === 1
      ? `<path d="M62 90 C58 140 70 160 84 162 L116 162 C130 160 142 140 138 90 Z" fill="${hair}"/>`
      : style === 3
        ? `<circle cx="100" cy="44" r="16" fill="${hair}"/>`
        : "";
  const topHair =
    style === 2
      ? `<path d="M70 78 C72 58 86 50 100 50 C114 50 128 58 130 78 C120 68 110 66 100 66 C90 66 80 68 70 78 Z" fill="${hair}"/>`
      : `<path d="M66 88 C62 52 84 42 100 42 C118 42 140 52 134 88 C128 70 114 62 100 62 C86 62 72 70 66 88 Z" fill="${hair}"/>`;
  const eyes = `<circle cx="88" cy="90" r="3.2" fill="#2b2b2b"/><circle cx="112" cy="90" r="3.2" fill="#2b2b2b"/>`;
  const specs = glasses
    ? `<g fill="none" stroke="#333" stroke-width="2.5"><circle cx="88" cy="90" r="9"/><circle cx="112" cy="90" r="9"/><path d="M97 90 H103"/></g>`
    : "";
  return svg(
    200,
    200,
    name,
    `<rect width="200" height="200" fill="${bg}"/>${backHair}` +
      `<path d="M28 200 C28 152 60 134 100 134 C140 134 172 152 172 200 Z" fill="${shirt}"/>` +
      `<rect x="88" y="112" width="24" height="30" rx="10" fill="${skin}"/>` +
      `<ellipse cx="100" cy="88" rx="32" ry="38" fill="${skin}"/>${topHair}${eyes}${specs}` +
      `<path d="M90 106 Q100 114 110 106" stroke="#7a3b2e" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  );
}

// ---------------------------------------------------------------------------------- logos --

function splitLines(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  return [lines[0], lines.slice(1).join(" ")];
}

function logo(company: string): string {
  const rnd = random(`logo:${company}`);
  const brand = choose(rnd, PALETTE);
  const accent = choose(
    rnd,
    PALETTE.filter((color) => color !== brand),
  );
  const shape = Math.floor(rnd() * 4);
  const emblem = [
    `<circle cx="60" cy="60" r="34" fill="${brand}"/><circle cx="60" cy="60" r="16" fill="${accent}"/>`,
    `<path d="M60 24 L96 88 H24 Z" fill="${brand}"/><path d="M60 52 L76 80 H44 Z" fill="${accent}"/>`,
    `<rect x="28" y="28" width="64" height="64" rx="14" fill="${brand}"/><rect x="48" y="48" width="24" height="24" rx="4" fill="${accent}"/>`,
    `<path d="M60 24 L91 42 V78 L60 96 L29 78 V42 Z" fill="${brand}"/><path d="M44 70 Q60 40 76 70" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  ][shape];
  const label = company.replace(/\s+Demo$/, "");
  const lines = splitLines(label, 15);
  const fontSize = 22;
  const firstY = lines.length === 1 ? 60 : 48;
  const texts = lines
    .map((line, index) => {
      const fit = line.length > 15 ? ` textLength="196" lengthAdjust="spacingAndGlyphs"` : "";
      return `<text x="110" y="${firstY + index * 26}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${brand}"${fit}>${escapeXml(line)}</text>`;
    })
    .join("");
  const demoY = firstY + (lines.length - 1) * 26 + 24;
  return svg(
    320,
    120,
    company,
    `<rect width="320" height="120" rx="12" fill="#ffffff"/>${emblem}${texts}` +
      `<text x="110" y="${demoY}" font-family="Arial, Helvetica, sans-serif" font-size="12" letter-spacing="3" fill="#555555">DEMO</text>`,
  );
}

// ---------------------------------------------------------------------------- SDG tiles --

const SDG_COLORS: Record<number, string> = {
  1: "#E5243B",
  2: "#DDA63A",
  3: "#4C9F38",
  4: "#C5192D",
  5: "#FF3A21",
  6: "#26BDE2",
  7: "#FCC30B",
  8: "#A21942",
  9: "#FD6925",
  10: "#DD1367",
  11: "#FD9D24",
  12: "#BF8B2E",
  13: "#3F7E44",
  14: "#0A97D9",
  15: "#56C02B",
  16: "#00689D",
  17: "#19486A",
};

function sdgTile(goal: number): string {
  const color = SDG_COLORS[goal] ?? "#19486A";
  const dots = Array.from({ length: 17 }, (_, index) => {
    const angle = (index / 17) * Math.PI * 2 - Math.PI / 2;
    const fill = SDG_COLORS[index + 1];
    return `<circle cx="${r1(210 + Math.cos(angle) * 52)}" cy="${r1(210 + Math.sin(angle) * 52)}" r="9" fill="${fill}" stroke="#ffffff" stroke-width="3"/>`;
  }).join("");
  return svg(
    300,
    300,
    `ODS / SDG ${goal}`,
    `<rect width="300" height="300" fill="${color}"/>` +
      `<text x="28" y="110" font-family="Arial, Helvetica, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${goal}</text>` +
      `<circle cx="210" cy="210" r="64" fill="#ffffff" opacity="0.25"/>${dots}`,
  );
}

// ---------------------------------------------------------------------------------- maps --

function streetMap(base: string, address: string): string {
  const rnd = random(`map:${base}`);
  const coast = base === "donostia";
  const streets = Array.from({ length: 9 }, (_, index) => {
    const x = 40 + index * 90 + rnd() * 20;
    return `<path d="M${r1(x)} 0 L${r1(x - 120)} 500" stroke="#ffffff" stroke-width="${index % 3 === 0 ? 10 : 5}"/>`;
  }).join("");
  const avenues = Array.from({ length: 6 }, (_, index) => {
    const y = 30 + index * 85 + rnd() * 15;
    return `<path d="M0 ${r1(y)} L800 ${r1(y - 60)}" stroke="#ffffff" stroke-width="${index % 2 === 0 ? 8 : 4}"/>`;
  }).join("");
  const water = coast
    ? `<path d="M0 0 H800 V120 C700 150 620 90 520 130 C440 160 380 110 300 140 C200 175 90 120 0 150 Z" fill="#a9d2ec"/>` +
      `<path d="M300 140 C380 112 440 160 520 130 L520 150 C440 178 380 130 300 160 Z" fill="#f1dfaa"/>` +
      `<path d="M230 150 C250 260 210 380 240 500" stroke="#a9d2ec" stroke-width="34" fill="none"/>`
    : `<path d="M-20 420 C140 380 200 260 330 250 C470 240 520 330 640 250 C720 200 760 120 820 90" stroke="#a9d2ec" stroke-width="46" fill="none"/>`;
  const [mx, my] = coast ? [420, 200] : [330, 215];
  const label = coast ? "Kursaal" : base === "bilbao" ? "Palacio Euskalduna" : humanize(base);
  return svg(
    800,
    500,
    `${label}${address ? ` · ${address}` : ""}`,
    `<rect width="800" height="500" fill="#eef0e6"/>${streets}${avenues}` +
      `<rect x="560" y="330" width="170" height="110" rx="18" fill="#c8e6b0"/>${water}` +
      `<g transform="translate(${mx} ${my})"><path d="M0 0 C-22 -26 -26 -40 -26 -50 A26 26 0 0 1 26 -50 C26 -40 22 -26 0 0 Z" fill="#d7263d"/><circle cx="0" cy="-50" r="10" fill="#ffffff"/></g>` +
      `<text x="${mx + 34}" y="${my - 44}" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#1d1d1d" stroke="#ffffff" stroke-width="5" paint-order="stroke">${escapeXml(label)}</text>` +
      `<g transform="translate(740 60)"><path d="M0 -26 L10 10 L0 4 L-10 10 Z" fill="#1d1d1d"/><text x="0" y="30" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#1d1d1d">N</text></g>` +
      `<g transform="translate(30 470)"><path d="M0 0 H120" stroke="#1d1d1d" stroke-width="4"/><text x="0" y="-8" font-family="Arial, Helvetica, sans-serif" font-size="14" fill="#1d1d1d">200 m</text></g>`,
  );
}

// ---------------------------------------------------------------------------- event scenes --

/** A flat event scene chosen from the name's words (see scenes.ts); separators get an abstract band. */
function illustration(base: string, [width, height]: [number, number]): string {
  const kind = base.startsWith("separador") ? "band" : sceneFor(base);
  return svg(width, height, humanize(base), sceneBody(kind, width, height, random(`illustration:${base}`)));
}

// ----------------------------------------------------------------------------------- PDFs --

function pdfText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/([\\()])/g, "\\$1");
}

/** A valid one-page PDF (Helvetica, ASCII text) with the document's name as its title. */
function pdfDocument(title: string): string {
  const stream = `BT /F1 20 Tf 72 770 Td (${pdfText(title)}) Tj /F1 11 Tf 0 -28 Td (Documento de ejemplo del portal de eventos / Sample document of the events portal.) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}
