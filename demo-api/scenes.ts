// Flat event scenes (keynote, concert, workshop, posters, campus, welcome desk...) for the demo
// catalogue's pictures, chosen from the words of the asset's name (`sceneFor`) and drawn with a PRNG
// seeded by it, so a name always gives the same picture. No text inside, no external references.

export type SceneKind =
  | "keynote"
  | "panel"
  | "orchestra"
  | "choir"
  | "organ"
  | "workshop"
  | "poster"
  | "campus"
  | "reception"
  | "tickets"
  | "networking"
  | "venue";

/**
 * The first rule with a word of the name starting with one of its stems wins (accents and case
 * ignored); no match gives "venue".
 */
const RULES: readonly (readonly [SceneKind, readonly string[]])[] = [
  ["organ", ["organo", "organ"]],
  ["choir", ["coro", "choir", "cancion", "cuna", "bertso", "kanta", "abesbatza"]],
  ["campus", ["campus", "universidad", "university", "unibertsitate", "leioa", "moverse", "llegar", "transporte", "viaje"]],
  ["orchestra", ["concierto", "concert", "orquesta", "orchestra", "musica", "music", "kontzertu", "donostia", "kursaal"]],
  ["poster", ["poster", "ciencia", "science", "investiga"]],
  ["workshop", ["taller", "workshop", "tailer", "datos", "data", "hackathon", "prototip", "aprend", "curso"]],
  ["tickets", ["entrada", "ticket", "venta", "sarrera"]],
  [
    "reception",
    ["inscripcion", "preinscripcion", "registro", "acredita", "voluntar", "bienvenida", "acogida", "primeras", "accesibilidad"],
  ],
  ["networking", ["networking", "equipo", "team", "encuentro", "comunidad", "campana", "mecenazgo"]],
  ["panel", ["panel", "mesa", "debate", "dialogo", "clausura", "conclusion"]],
  ["keynote", ["keynote", "inauguracion", "conferencia", "ponencia", "charla", "programa", "ia", "ai", "bilbao", "balance"]],
];

function words(base: string): string[] {
  return base
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && word !== "slide");
}

/** The scene for an asset's base name (file name without extension). */
export function sceneFor(base: string): SceneKind {
  const list = words(base);
  for (const [kind, stems] of RULES) {
    if (list.some((word) => stems.some((stem) => (stem.length <= 3 ? word === stem : word.startsWith(stem))))) return kind;
  }
  return "venue";
}

// ------------------------------------------------------------------------------ helpers --

type Rnd = () => number;

/** Coordinates: whole units are fine at these sizes, tenths below 10 (local shapes, strokes). */
const n = (value: number): string => String(Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
const between = (rnd: Rnd, low: number, high: number): number => low + rnd() * (high - low);

function at(x: number, y: number, k: number, body: string, extra = ""): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(k * 1000) / 1000})"${extra}>${body}</g>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function vGradient(id: string, stops: readonly (readonly [string, number?])[]): string {
  const list = stops
    .map(
      ([color, opacity], index) =>
        `<stop offset="${n(index / Math.max(1, stops.length - 1))}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${list}</linearGradient>`;
}

/** Palettes: an accent pair for clothes and details, a light wall and floor, a dark room. */
const ACCENTS = [
  ["#e4572e", "#1b998b"],
  ["#0b4f9c", "#f3a712"],
  ["#6a4c93", "#1b998b"],
  ["#c8553d", "#3c91e6"],
  ["#b5179e", "#f3a712"],
  ["#4f772d", "#e4572e"],
  ["#3c91e6", "#e4572e"],
  ["#1b998b", "#6a4c93"],
] as const;
const WALLS = [
  ["#fdf0d2", "#f3dfb8"],
  ["#dbe9f6", "#c3d6ea"],
  ["#d8f3ee", "#bfe3dc"],
  ["#fde2d8", "#f1cbbd"],
  ["#e8def3", "#d5c7e8"],
  ["#e3edd8", "#cfdfc0"],
] as const;
const NIGHTS = [
  ["#141a33", "#2b3157", "#3a2448"],
  ["#1d1233", "#3b2a5c", "#5a2a4a"],
  ["#0f2233", "#1f4566", "#2b3a5c"],
  ["#2a1426", "#4a2342", "#2f2a55"],
] as const;
const SKIN = ["#f1c7a5", "#e0ac83", "#c68863", "#8d5a3b", "#5c3a24", "#f5d5c0"];
const HAIR = ["#2b1d14", "#4a2f1d", "#7a4e2d", "#b98a4d", "#1c1c1c", "#8f8f8f", "#a3422b"];
const PANTS = ["#2d3047", "#3d405b", "#4a3f35", "#1f2a44", "#555b6e"];

interface Look {
  shirt: string;
  pants: string;
  skin: string;
  hair: string;
  long: boolean;
  skirt: boolean;
}

function look(rnd: Rnd, shirts: readonly string[]): Look {
  return {
    shirt: pick(rnd, shirts),
    pants: pick(rnd, PANTS),
    skin: pick(rnd, SKIN),
    hair: pick(rnd, HAIR),
    long: rnd() < 0.4,
    skirt: rnd() < 0.25,
  };
}

type Pose = "rest" | "point" | "wave" | "hold" | "cheer" | "lectern";

/**
 * A standing person, feet at (0, 0), about 170 units tall; `back` shows the back of the head,
 * otherwise a faceless front. A badge on a lanyard when `badge` is a colour.
 */
function person(
  l: Look,
  { back = false, pose = "rest", badge = "", cup = false }: { back?: boolean; pose?: Pose; badge?: string; cup?: boolean } = {},
): string {
  const left = pose === "cheer" ? ["M-18-124Q-34-150-30-176", "-30-178"] : ["M-19-124Q-27-100-25-78", "-25-76"];
  const right =
    pose === "point"
      ? ["M18-124L48-150", "51-153"]
      : pose === "wave" || pose === "cheer"
        ? ["M18-124Q34-150 30-176", "30-178"]
        : pose === "hold"
          ? ["M19-124Q26-100 8-98", "6-98"]
          : pose === "lectern"
            ? ["M18-124Q40-112 42-92", "42-90"]
            : ["M19-124Q27-100 25-78", "25-76"];
  const arms =
    `<path d="${left[0]}${right[0]}" stroke="${l.shirt}" stroke-width="10" stroke-linecap="round" fill="none"/>` +
    `<path d="M${left[1]}h0M${right[1]}h0" stroke="${l.skin}" stroke-width="10" stroke-linecap="round"/>`;
  const legs = l.skirt
    ? `<path d="M-10 0V-40M10 0V-40" stroke="${l.pants}" stroke-width="9" stroke-linecap="round"/><path d="M-20-88L-28-38H28L20-88Z" fill="${l.shirt}"/>`
    : `<path d="M-9-2V-78M9-2V-78" stroke="${l.pants}" stroke-width="14" stroke-linecap="round"/>`;
  const torso = `<path d="M-21-76V-120Q-21-134-6-135H6Q21-134 21-120V-76Z" fill="${l.shirt}"/>`;
  const longHair = l.long ? `<path d="M-16-150Q-18-122-13-116H13Q18-122 16-150Z" fill="${l.hair}"/>` : "";
  const head = back
    ? `<circle cy="-150" r="15" fill="${l.hair}"/>`
    : `<circle cy="-150" r="15" fill="${l.skin}"/><path d="M-15.5-148Q-16-167 0-167Q16-167 15.5-148Q8-160-15.5-148Z" fill="${l.hair}"/>`;
  const tag =
    badge && !back
      ? `<path d="M-9-133L5-108L12-133" stroke="${badge}" stroke-width="2.5" fill="none"/><rect x="-2" y="-110" width="15" height="18" rx="2" fill="#fff" stroke="${badge}" stroke-width="3"/>`
      : "";
  const drink = cup && pose === "hold" && !back ? `<path d="M-1-112H13L11-96H1Z" fill="#ffffff"/>` : "";
  return (back ? "" : longHair) + legs + torso + tag + arms + drink + head + (back ? longHair : "");
}

/** A choir singer in a robe with a white collar and a black folder, feet at (0, 0). */
function singer(robe: string, skin: string, hair: string): string {
  return `<path d="M-22-132Q0-140 22-132L30 0H-30Z" fill="${robe}"/><path d="M-8-134L0-112L8-134Z" fill="#f3f3f3"/><rect x="-16" y="-104" width="30" height="20" rx="2" fill="#0b0b12"/><circle cy="-150" r="15" fill="${skin}"/><path d="M-15.5-148Q-16-167 0-167Q16-167 15.5-148Q8-160-15.5-148Z" fill="${hair}"/>`;
}

/** Head and shoulders seen from behind (one of an audience), base centre at (x, y), as path data. */
function headFromBehind(rnd: Rnd, x: number, y: number, k: number): string {
  const r = between(rnd, 14, 17.5) * k;
  const w = 62 * k;
  const bun = rnd() < 0.2 ? `M${n(x - 8 * k)} ${n(y - 50 * k - r)}a${n(8 * k)} ${n(8 * k)} 0 1 0 ${n(16 * k)} 0z` : "";
  return `M${n(x - 31 * k)} ${n(y)}c0 ${n(-44 * k)} ${n(w)} ${n(-44 * k)} ${n(w)} 0zM${n(x - r)} ${n(y - 50 * k)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z${bun}`;
}

/** Rows of audience heads across the width, back row first, one path a row. */
function audience(rnd: Rnd, W: number, H: number, u: number, fills: readonly string[]): string {
  let out = "";
  const rows: [number, number][] = [
    [H - 108 * u, 1.15 * u],
    [H - 58 * u, 1.5 * u],
    [H + 8 * u, 2 * u],
  ];
  rows.forEach(([y, k], index) => {
    const step = 72 * k;
    const offset = (index % 2) * step * 0.5 - between(rnd, 0, step * 0.5);
    let d = "";
    for (let x = offset; x < W + step; x += step)
      d += headFromBehind(rnd, x + between(rnd, -6, 6) * k, y + between(rnd, -4, 4) * k, k * between(rnd, 0.94, 1.06));
    out += `<path d="${d}" fill="${fills[index]}"/>`;
  });
  return out;
}

/** A light beam from (x, 0) widening to `spread` at y. */
function beam(x: number, tx: number, y: number, spread: number, fill: string): string {
  return `<path d="M${n(x - 10)} 0 L${n(x + 10)} 0 L${n(tx + spread)} ${n(y)} L${n(tx - spread)} ${n(y)} Z" fill="${fill}"/>`;
}

function note(x: number, y: number, k: number, fill: string, double: boolean): string {
  const body = double
    ? `<ellipse cx="0" cy="0" rx="9" ry="6.5" transform="rotate(-20)"/><ellipse cx="30" cy="-8" rx="9" ry="6.5" transform="rotate(-20 30 -8)"/><path d="M7 -3 V-42 L37 -50 V-11" stroke="${fill}" stroke-width="3.5" fill="none"/><path d="M7 -42 L37 -50 V-42 L7 -34 Z"/>`
    : `<ellipse cx="0" cy="0" rx="9" ry="6.5" transform="rotate(-20)"/><path d="M7 -3 V-44 Q10 -30 22 -26" stroke="${fill}" stroke-width="3.5" fill="none"/>`;
  return at(x, y, k, body, ` fill="${fill}"`);
}

function pendantLamps(rnd: Rnd, W: number, u: number, color: string, count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = (W / count) * (i + 0.5) + between(rnd, -20, 20) * u;
    const len = between(rnd, 40, 90) * u;
    out += `<path d="M${n(x)} 0 V${n(len)}" stroke="#555b6e" stroke-width="${n(2 * u)}"/><path d="M${n(x - 26 * u)} ${n(len + 24 * u)} Q${n(x)} ${n(len - 20 * u)} ${n(x + 26 * u)} ${n(len + 24 * u)} Z" fill="${color}"/><circle cx="${n(x)}" cy="${n(len + 26 * u)}" r="${n(7 * u)}" fill="#fff6d5"/>`;
  }
  return out;
}

/** A light room: wall gradient and floor, with its defs. */
function room(W: number, H: number, floorY: number, wall: readonly [string, string], floor: string): string {
  return (
    `<defs>${vGradient("wall", [[wall[0]], [wall[1]]])}</defs>` +
    rect(0, 0, W, H, "url(#wall)") +
    rect(0, floorY, W, H - floorY, floor) +
    rect(0, floorY, W, 4, "#ffffff", ` opacity="0.5"`)
  );
}

function plant(x: number, y: number, k: number, leaf: string): string {
  return at(
    x,
    y,
    k,
    `<path d="M0 -40 Q-34 -70 -26 -112 Q-4 -86 0 -40 Z M0 -40 Q30 -80 20 -124 Q-2 -92 0 -40 Z M0 -40 Q-8 -96 6 -140 Q16 -96 0 -40 Z" fill="${leaf}"/><path d="M-18 -44 H18 L13 0 H-13 Z" fill="#c8553d"/>`,
  );
}

/** A roll-up banner stand, base at (x, y), about 300 units tall. */
function rollUp(x: number, y: number, k: number, top: string, mid: string): string {
  return at(
    x,
    y,
    k,
    `<rect x="-52" y="-300" width="104" height="294" fill="#ffffff"/><rect x="-52" y="-300" width="104" height="110" fill="${top}"/><circle cx="0" cy="-190" r="34" fill="${mid}"/><circle cx="0" cy="-190" r="14" fill="#ffffff"/><rect x="-34" y="-128" width="68" height="10" rx="5" fill="${top}" opacity="0.5"/><rect x="-34" y="-108" width="48" height="10" rx="5" fill="${top}" opacity="0.3"/><path d="M-52 -40 Q0 -80 52 -50 V-6 H-52 Z" fill="${mid}" opacity="0.8"/><rect x="-58" y="-8" width="116" height="8" rx="3" fill="#555b6e"/>`,
  );
}

/** A hanging banner, top at (x, y). */
function hangingBanner(x: number, y: number, w: number, h: number, fill: string, mark: string): string {
  return `<path d="M${n(x)} 0 V${n(y)} M${n(x + w)} 0 V${n(y)}" stroke="#8a8fa3" stroke-width="2"/><path d="M${n(x)} ${n(y)} H${n(x + w)} V${n(y + h)} L${n(x + w / 2)} ${n(y + h - w * 0.3)} L${n(x)} ${n(y + h)} Z" fill="${fill}"/><circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.35)}" r="${n(w * 0.24)}" fill="${mark}"/>`;
}

/** A slide on a screen: a title block and a bar, line or pie chart. */
function slideChart(rnd: Rnd, x: number, y: number, w: number, h: number, colors: readonly string[]): string {
  let out =
    rect(x + w * 0.07, y + h * 0.1, w * 0.42, h * 0.07, colors[0], ` rx="${n(h * 0.03)}"`) +
    rect(x + w * 0.07, y + h * 0.21, w * 0.26, h * 0.04, "#c3c8d4", ` rx="${n(h * 0.02)}"`);
  const kind = Math.floor(rnd() * 3);
  const base = y + h * 0.86;
  if (kind === 0) {
    const bars = 6;
    for (let i = 0; i < bars; i += 1) {
      const bh = h * (0.18 + 0.08 * i + between(rnd, 0, 0.12));
      out += rect(x + w * (0.1 + i * 0.135), base - bh, w * 0.09, bh, colors[i % 2 === 0 ? 1 : 2], ` rx="${n(w * 0.01)}"`);
    }
  } else if (kind === 1) {
    let d = "";
    for (let i = 0; i < 7; i += 1)
      d += `${i === 0 ? "M" : "L"}${n(x + w * (0.1 + i * 0.13))} ${n(base - h * (0.12 + 0.06 * i + between(rnd, 0, 0.14)))}`;
    out += `<path d="${d} V${n(base)} H${n(x + w * 0.1)} Z" fill="${colors[2]}" opacity="0.25"/><path d="${d}" stroke="${colors[1]}" stroke-width="${n(h * 0.025)}" fill="none" stroke-linejoin="round"/>`;
  } else {
    const r = h * 0.25;
    const cx = x + w * 0.3;
    const cy = y + h * 0.58;
    const c = 2 * Math.PI * r;
    const share = between(rnd, 0.45, 0.7);
    out +=
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colors[2]}" stroke-width="${n(r * 0.6)}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colors[1]}" stroke-width="${n(r * 0.6)}" stroke-dasharray="${n(c * share)} ${n(c)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`;
    for (let i = 0; i < 3; i += 1)
      out +=
        rect(x + w * 0.6, y + h * (0.42 + i * 0.13), w * 0.05, h * 0.07, [colors[1], colors[2], "#c3c8d4"][i]) +
        rect(x + w * 0.68, y + h * (0.43 + i * 0.13), w * between(rnd, 0.12, 0.22), h * 0.05, "#dde1ea");
  }
  return out;
}

/** The stage of a dark hall: back wall down to floorY, the lit stage edge, truss and beams. */
function darkHall(rnd: Rnd, W: number, H: number, u: number, floorY: number, night: readonly string[], stageEdge: string): string {
  return (
    rect(0, 0, W, H, "url(#night)") +
    rect(0, floorY, W, 16 * u, stageEdge) +
    rect(0, floorY + 16 * u, W, 70 * u, "url(#front)") +
    rect(0, floorY + 86 * u, W, H, night[0]) +
    `<path d="M0 ${n(24 * u)} H${W}" stroke="#0b0b12" stroke-width="${n(8 * u)}"/>` +
    Array.from({ length: Math.round(W / (150 * u)) }, (_, i) =>
      rect((i + 0.5) * 150 * u - 12 * u + between(rnd, -8, 8), 22 * u, 24 * u, 20 * u, "#0b0b12", ` rx="${n(5 * u)}"`),
    ).join("")
  );
}

function darkDefs(night: readonly string[], light: string, front: string): string {
  return (
    `<defs>${vGradient("night", [[night[0]], [night[1]], [night[2]]])}` +
    vGradient("beam", [
      [light, 0.55],
      [light, 0.04],
    ]) +
    vGradient("front", [[front], [night[0]]]) +
    `<radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.45"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>`
  );
}

// ------------------------------------------------------------------------------- scenes --

interface Frame {
  W: number;
  H: number;
  u: number;
  rnd: Rnd;
  accent: readonly [string, string];
}

function keynote({ W, H, u, rnd, accent }: Frame): string {
  const night = pick(rnd, NIGHTS);
  const floorY = H * 0.62;
  const sw = Math.min(W * 0.46, 560 * u);
  const sh = sw * 0.5625;
  const sx = W * 0.57 - sw / 2;
  const sy = Math.max(56 * u, floorY - sh - 96 * u);
  const lx = sx - 120 * u;
  const speaker = look(rnd, [accent[1], "#2d3047", "#f3f3f3"]);
  let out = darkDefs(night, "#ffd89a", "#6b4a3a") + darkHall(rnd, W, H, u, floorY, night, "#8a6a52");
  out += `<ellipse cx="${n(sx + sw / 2)}" cy="${n(sy + sh / 2)}" rx="${n(sw * 0.8)}" ry="${n(sh * 0.9)}" fill="url(#glow)"/>`;
  out += `<path d="M${n(sx + sw * 0.2)} ${n(28 * u)} V${n(sy)} M${n(sx + sw * 0.8)} ${n(28 * u)} V${n(sy)}" stroke="#0b0b12" stroke-width="${n(3 * u)}"/>`;
  out += rect(sx - 10 * u, sy - 10 * u, sw + 20 * u, sh + 20 * u, "#0b0b12", ` rx="${n(6 * u)}"`) + rect(sx, sy, sw, sh, "#f6f7fb");
  out += slideChart(rnd, sx, sy, sw, sh, [accent[0], accent[0], accent[1]]);
  out +=
    beam(lx - 240 * u, lx, floorY + 10 * u, 90 * u, "url(#beam)") + beam(lx + 330 * u, lx + 10 * u, floorY + 10 * u, 70 * u, "url(#beam)");
  out += `<ellipse cx="${n(lx)}" cy="${n(floorY + 8 * u)}" rx="${n(110 * u)}" ry="${n(12 * u)}" fill="#ffe6b8" opacity="0.5"/>`;
  out += at(lx + 6 * u, floorY + 6 * u, 1.45 * u, person(speaker, { pose: "lectern", badge: accent[0] }));
  out += at(
    lx,
    floorY + 8 * u,
    1.15 * u,
    `<path d="M-50 -118 H50 L40 0 H-40 Z" fill="${accent[0]}"/><rect x="-56" y="-128" width="112" height="14" rx="4" fill="#f3f3f3"/><circle cx="0" cy="-70" r="16" fill="#ffffff" opacity="0.85"/><path d="M-20 -128 Q-26 -150 -10 -160" stroke="#1c1c1c" stroke-width="3" fill="none"/>`,
  );
  out += at(W - 90 * u, floorY + 6 * u, 0.8 * u, plantBody("#4f772d")) + at(70 * u, floorY + 6 * u, 0.8 * u, plantBody("#4f772d"));
  out += audience(rnd, W, H, u, ["#2a2336", "#1c1826", "#100d18"]);
  return out;
}

/** A person seated in an armchair, facing us, feet at (0, 0). */
function seated(l: Look, chair: string, mic: boolean): string {
  const right = mic ? ["M19-104Q34-108 10-124", "9-124"] : ["M19-104Q26-80 12-64", "11-63"];
  return (
    `<rect x="-42" y="-128" width="84" height="96" rx="16" fill="${chair}"/><path d="M-40-32V0M40-32V0" stroke="#0b0b12" stroke-width="5"/>` +
    (l.long ? `<path d="M-16-130Q-18-102-13-96H13Q18-102 16-130Z" fill="${l.hair}"/>` : "") +
    `<path d="M-20-58V-100Q-20-114-6-115H6Q20-114 20-100V-58Z" fill="${l.shirt}"/><rect x="-52" y="-66" width="104" height="30" rx="12" fill="${chair}"/>` +
    `<rect x="-22" y="-68" width="44" height="22" rx="9" fill="${l.pants}"/><path d="M-11-46V-3M11-46V-3" stroke="${l.pants}" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M-19-104Q-26-80-12-64${right[0]}" stroke="${l.shirt}" stroke-width="10" stroke-linecap="round" fill="none"/><path d="M-11-63h0M${right[1]}h0" stroke="${l.skin}" stroke-width="10" stroke-linecap="round"/>` +
    (mic ? `<rect x="4" y="-136" width="7" height="18" rx="3" fill="#0b0b12" transform="rotate(-30 8 -127)"/>` : "") +
    `<circle cy="-130" r="15" fill="${l.skin}"/><path d="M-15.5-128Q-16-147 0-147Q16-147 15.5-128Q8-140-15.5-128Z" fill="${l.hair}"/>`
  );
}

/** A panel: guests in armchairs under the screen, a low table with water. */
function panel({ W, H, u, rnd, accent }: Frame): string {
  const night = pick(rnd, NIGHTS);
  const floorY = H * 0.64;
  const sw = Math.min(W * 0.4, 470 * u);
  const sh = sw * 0.5625;
  const sx = W / 2 - sw / 2;
  const sy = 56 * u;
  let out = darkDefs(night, "#ffd89a", "#6b4a3a") + darkHall(rnd, W, H, u, floorY, night, "#8a6a52");
  out += `<ellipse cx="${n(W / 2)}" cy="${n(sy + sh / 2)}" rx="${n(sw * 0.9)}" ry="${n(sh)}" fill="url(#glow)"/>`;
  out += rect(sx - 10 * u, sy - 10 * u, sw + 20 * u, sh + 20 * u, "#0b0b12", ` rx="${n(6 * u)}"`) + rect(sx, sy, sw, sh, "#f6f7fb");
  out += slideChart(rnd, sx, sy, sw, sh, [accent[1], accent[0], accent[1]]);
  const guests = W > 1400 * u ? 4 : 3;
  const step = 210 * u;
  out +=
    beam(W * 0.15, W / 2 - step * 0.6, floorY + 10 * u, 120 * u, "url(#beam)") +
    beam(W * 0.85, W / 2 + step * 0.6, floorY + 10 * u, 120 * u, "url(#beam)");
  out += `<ellipse cx="${n(W / 2)}" cy="${n(floorY + 8 * u)}" rx="${n(step * guests * 0.6)}" ry="${n(14 * u)}" fill="#ffe6b8" opacity="0.45"/>`;
  const chair = pick(rnd, ["#f3f3f3", accent[0], "#e8dcc0"]);
  const talking = Math.floor(rnd() * guests);
  for (let g = 0; g < guests; g += 1) {
    const x = W / 2 + (g - (guests - 1) / 2) * step;
    out += at(x, floorY + 6 * u, 1.35 * u, seated(look(rnd, [accent[1], "#2d3047", "#f3f3f3", accent[0]]), chair, g === talking));
    if (g < guests - 1)
      out += at(
        x + step / 2,
        floorY + 6 * u,
        1.2 * u,
        `<ellipse cy="-44" rx="30" ry="6" fill="#f3f3f3"/><path d="M0-44V0M-16 0H16" stroke="#f3f3f3" stroke-width="4"/><rect x="-14" y="-62" width="9" height="16" rx="2" fill="#bfe3ff"/><rect x="4" y="-62" width="9" height="16" rx="2" fill="#bfe3ff"/>`,
      );
  }
  out += at(W - 90 * u, floorY + 6 * u, 0.8 * u, plantBody("#4f772d")) + at(70 * u, floorY + 6 * u, 0.8 * u, plantBody("#4f772d"));
  out += audience(rnd, W, H, u, ["#2a2336", "#1c1826", "#100d18"]);
  return out;
}

function plantBody(leaf: string): string {
  return `<path d="M0 -40 Q-34 -70 -26 -112 Q-4 -86 0 -40 Z M0 -40 Q30 -80 20 -124 Q-2 -92 0 -40 Z M0 -40 Q-8 -96 6 -140 Q16 -96 0 -40 Z" fill="${leaf}"/><path d="M-18 -44 H18 L13 0 H-13 Z" fill="#c8553d"/>`;
}

/** Stage lights of several colours and floating notes, shared by the concerts. */
function concertLights(rnd: Rnd, W: number, u: number, floorY: number, colors: readonly string[]): string {
  let out = "";
  const count = Math.round(W / (300 * u));
  for (let i = 0; i < count; i += 1) {
    const x = (W / count) * (i + 0.5);
    out += beam(x, x + between(rnd, -160, 160) * u, floorY + 12 * u, between(rnd, 70, 110) * u, `url(#b${i % colors.length})`);
  }
  return out;
}

function concertDefs(night: readonly string[], colors: readonly string[]): string {
  return (
    `<defs>${vGradient("night", [[night[0]], [night[1]], [night[2]]])}` +
    colors
      .map((color, i) =>
        vGradient(`b${i}`, [
          [color, 0.5],
          [color, 0.03],
        ]),
      )
      .join("") +
    vGradient("front", [["#5a3b3b"], [night[0]]]) +
    vGradient("pipe", [["#f4f4f6"], ["#a9adb8"]]) +
    `</defs>`
  );
}

function notes(rnd: Rnd, W: number, H: number, u: number, fills: readonly string[], count: number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = (W / count) * (i + between(rnd, 0.2, 0.8));
    out += note(x, between(rnd, 0.14, 0.38) * H, between(rnd, 0.9, 1.5) * u, pick(rnd, fills), rnd() < 0.45);
  }
  return out;
}

function curtain(W: number, floorY: number, u: number, fill: string, fold: string): string {
  const step = 60 * u;
  let d = "";
  for (let x = step / 2; x < W; x += step) d += `M${n(x)} 0 V${n(floorY)}`;
  let valance = `M0 0 H${W} V${n(40 * u)}`;
  for (let x = W; x > 0; x -= step * 2) valance += ` Q${n(x - step)} ${n(80 * u)} ${n(x - step * 2)} ${n(40 * u)}`;
  return (
    rect(0, 0, W, floorY, fill) +
    `<path d="${d}" stroke="${fold}" stroke-width="${n(22 * u)}" opacity="0.6"/><path d="${valance} Z" fill="${fold}"/>`
  );
}

function orchestra({ W, H, u, rnd, accent }: Frame): string {
  const night = pick(rnd, NIGHTS);
  const lights = ["#ffd89a", "#ffffff", accent[1] === "#f3a712" ? "#ffb3c7" : "#9fd8ff"];
  const floorY = H * 0.66;
  const dark: Look = { shirt: "#15121c", pants: "#15121c", skin: "#e0ac83", hair: "#1c1c1c", long: false, skirt: false };
  const wood = "#c27c3a";
  let out = concertDefs(night, lights) + rect(0, 0, W, H, "url(#night)");
  out += curtain(W, floorY, u, "#6d1f33", "#4b1424");
  out +=
    rect(0, floorY, W, 16 * u, "#9a6a4a") + rect(0, floorY + 16 * u, W, 70 * u, "url(#front)") + rect(0, floorY + 86 * u, W, H, night[0]);
  out += concertLights(rnd, W, u, floorY, lights);
  // Risers with the players: violins in front, cellos and a double bass behind, a piano on the side.
  const cx = W / 2;
  const players: string[] = [];
  for (let i = -3; i <= 3; i += 1) {
    if (i === 0) continue;
    const x = cx + i * 105 * u;
    const me = { ...dark, skin: pick(rnd, SKIN), long: rnd() < 0.4, hair: pick(rnd, HAIR) };
    if (Math.abs(i) === 3) {
      players.push(
        at(
          x,
          floorY - 2 * u,
          1.05 * u,
          person(me) +
            `<path d="M34 -8 C54 -8 58 -40 46 -56 C56 -74 52 -104 36 -110 L40 -150 H30 L32 -110 C14 -104 12 -74 22 -56 C10 -40 14 -8 34 -8 Z" fill="${wood}"/><path d="M34 -150 V-14" stroke="#3a2414" stroke-width="2"/>`,
        ),
      );
    } else {
      players.push(
        at(
          x,
          floorY + 2 * u,
          1.15 * u,
          person(me, { pose: "hold" }) +
            `<path d="M-4 -134 Q-20 -140 -30 -128 Q-38 -118 -26 -112 Q-14 -110 -4 -124 Z" fill="${wood}"/><path d="M-50 -150 L30 -112" stroke="#e8dcc0" stroke-width="2.5"/>`,
        ),
      );
    }
  }
  out += players.join("");
  out += at(
    cx - W * 0.36,
    floorY + 4 * u,
    1.1 * u,
    `<path d="M-90 -70 H70 Q110 -70 110 -96 Q110 -118 70 -116 L-40 -110 Q-90 -106 -90 -90 Z" fill="#0b0b12"/><path d="M-90 -96 L40 -170 L50 -164 L-70 -100 Z" fill="#1c1c28"/><path d="M-80 -70 V0 M60 -70 V0 M0 -70 V-10" stroke="#0b0b12" stroke-width="7"/><rect x="-90" y="-80" width="140" height="8" fill="#f3f3f3"/>`,
  );
  // The conductor on a podium, seen from behind, arms up.
  out += at(
    cx,
    floorY + 40 * u,
    1.3 * u,
    rect(-40, -20, 80, 20, "#2b1d14") +
      at(0, -20, 1, person({ ...dark, hair: "#8f8f8f" }, { back: true, pose: "cheer" })) +
      `<path d="M30 -198 L62 -232" stroke="#f3f3f3" stroke-width="2.5"/>`,
  );
  out += notes(rnd, W, H, u, ["#ffe6a8", "#ffffff", lights[2]], Math.round(W / (260 * u)));
  out += audience(rnd, W, H, u, ["#231d2c", "#17131f", "#0c0a12"]);
  return out;
}

function choir({ W, H, u, rnd, accent }: Frame): string {
  const night = pick(rnd, NIGHTS);
  const lights = ["#ffd89a", "#ffffff", "#ffc2a8"];
  const floorY = H * 0.68;
  const robe = accent[0];
  let out = concertDefs(night, lights) + rect(0, 0, W, H, "url(#night)");
  out += curtain(W, floorY, u, "#23305a", "#18213f");
  out +=
    rect(0, floorY, W, 16 * u, "#9a6a4a") + rect(0, floorY + 16 * u, W, 70 * u, "url(#front)") + rect(0, floorY + 86 * u, W, H, night[0]);
  out += concertLights(rnd, W, u, floorY, lights);
  const cx = W / 2;
  const tiers = [
    [floorY - 110 * u, 0.85 * u, 5],
    [floorY - 55 * u, 0.92 * u, 6],
    [floorY, 1 * u, 5],
  ] as const;
  tiers.forEach(([y, k, count], t) => {
    out += rect(cx - (count * 70 + 40) * k, y - 4 * u, (count * 140 + 80) * k, H * 0.2, ["#3a2a22", "#4a3428", "#5a4030"][t]);
    for (let i = 0; i < count; i += 1) {
      const x = cx + (i - (count - 1) / 2) * 120 * k;
      out += at(x, y, k, singer(robe, pick(rnd, SKIN), pick(rnd, HAIR)));
    }
  });
  out += at(
    cx - W * 0.03,
    floorY + 60 * u,
    1.1 * u,
    person(
      { shirt: "#15121c", pants: "#15121c", skin: "#e0ac83", hair: pick(rnd, HAIR), long: rnd() < 0.5, skirt: false },
      { back: true, pose: "cheer" },
    ),
  );
  out += notes(rnd, W, H, u, ["#ffe6a8", "#ffffff", "#ffc2a8"], Math.round(W / 300 / u));
  out += audience(rnd, W, H, u, ["#231d2c", "#17131f", "#0c0a12"]);
  return out;
}

function organ({ W, H, u, rnd, accent }: Frame): string {
  const night = pick(rnd, NIGHTS);
  const lights = ["#ffd89a", "#ffffff", "#ffe0b0"];
  const floorY = H * 0.68;
  const cx = W / 2;
  const caseW = Math.min(W * 0.7, 900 * u);
  const top = 40 * u;
  let out = concertDefs(night, lights) + rect(0, 0, W, H, "url(#night)");
  out += `<path d="M${n(cx - caseW / 2)} ${n(floorY)} V${n(top + 120 * u)} L${n(cx - caseW / 4)} ${n(top + 60 * u)} L${n(cx)} ${n(top)} L${n(cx + caseW / 4)} ${n(top + 60 * u)} L${n(cx + caseW / 2)} ${n(top + 120 * u)} V${n(floorY)} Z" fill="#6b3f22"/>`;
  // Pipe towers: tallest in the middle of each flat, mouths as small dark chevrons.
  const towers = 5;
  for (let t = 0; t < towers; t += 1) {
    const tw = (caseW * 0.88) / towers;
    const x0 = cx - caseW * 0.44 + t * tw;
    const pipes = 7;
    const towerTop = top + (Math.abs(t - 2) * 40 + 40) * u;
    for (let p = 0; p < pipes; p += 1) {
      const px = x0 + (p + 0.5) * (tw / pipes);
      const py = towerTop + Math.abs(p - 3) * 14 * u;
      const pw = (tw / pipes) * 0.7;
      const bottom = floorY - 150 * u;
      out +=
        rect(px - pw / 2, py, pw, bottom - py, "url(#pipe)", ` rx="${n(pw / 2)}"`) +
        `<path d="M${n(px - pw / 3)} ${n(bottom - 50 * u)} L${n(px)} ${n(bottom - 40 * u)} L${n(px + pw / 3)} ${n(bottom - 50 * u)} Z" fill="#3a3d4a"/>`;
    }
  }
  out +=
    rect(cx - caseW / 2, floorY - 150 * u, caseW, 16 * u, "#4a2a16") +
    rect(cx - caseW / 2 - 10 * u, floorY - 6 * u, caseW + 20 * u, 10 * u, "#4a2a16");
  out += rect(0, floorY, W, 12 * u, "#9a6a4a") + rect(0, floorY + 12 * u, W, H, night[0]);
  out += beam(cx - W * 0.3, cx - 60 * u, floorY, 140 * u, "url(#b0)") + beam(cx + W * 0.3, cx + 60 * u, floorY, 140 * u, "url(#b2)");
  // The console and the organist from behind; a singer beside.
  out += at(
    cx,
    floorY + 2 * u,
    1.1 * u,
    `<rect x="-80" y="-120" width="160" height="120" rx="6" fill="#3d2314"/><rect x="-70" y="-100" width="140" height="8" fill="#f3f3f3"/><rect x="-70" y="-84" width="140" height="8" fill="#f3f3f3"/>` +
      at(0, 0, 1, person({ ...look(rnd, [accent[0]]), skirt: false }, { back: true, pose: "hold" })) +
      `<rect x="-44" y="-78" width="88" height="12" rx="4" fill="#2b1d14"/>`,
  );
  out += at(
    cx + caseW * 0.34,
    floorY + 2 * u,
    1.05 * u,
    person({ ...look(rnd, [accent[1]]), skirt: true }, { pose: "hold" }) +
      `<rect x="-4" y="-106" width="26" height="18" rx="2" fill="#0b0b12" transform="rotate(-12 9 -97)"/>`,
  );
  out += notes(rnd, W, H, u, ["#ffe6a8", "#ffffff"], Math.round(W / 300 / u));
  out += audience(rnd, W, H, u, ["#231d2c", "#17131f", "#0c0a12"]);
  return out;
}

function whiteboard(rnd: Rnd, x: number, y: number, w: number, h: number, u: number, accent: readonly string[]): string {
  const notesColors = ["#ffd65c", "#ff9ec4", "#8fd3ff", "#a8e6a1"];
  let out = rect(x - 8 * u, y - 8 * u, w + 16 * u, h + 16 * u, "#8a8fa3", ` rx="${n(6 * u)}"`) + rect(x, y, w, h, "#ffffff");
  const cols = 4;
  const rows = 3;
  const size = Math.min((w * 0.55) / cols, (h * 0.8) / rows) * 0.8;
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      if (rnd() < 0.2) continue;
      const nx = x + w * 0.05 + c * size * 1.25;
      const ny = y + h * 0.1 + r * size * 1.25;
      out += rect(
        nx,
        ny,
        size,
        size,
        notesColors[(c + r) % 4],
        ` transform="rotate(${n(between(rnd, -6, 6))} ${n(nx + size / 2)} ${n(ny + size / 2)})"`,
      );
    }
  }
  const gx = x + w * 0.66;
  let d = "";
  for (let i = 0; i < 5; i += 1) d += `${i === 0 ? "M" : "L"}${n(gx + i * w * 0.06)} ${n(y + h * (0.7 - 0.1 * i - between(rnd, 0, 0.1)))}`;
  out += `<path d="${d}" stroke="${accent[0]}" stroke-width="${n(5 * u)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M${n(gx - 10 * u)} ${n(y + h * 0.15)} V${n(y + h * 0.8)} H${n(gx + w * 0.28)}" stroke="#555b6e" stroke-width="${n(3 * u)}" fill="none"/>`;
  return out;
}

function laptopBack(x: number, y: number, k: number, lid: string): string {
  return at(
    x,
    y,
    k,
    `<path d="M-34 0 L-30 -44 H30 L34 0 Z" fill="${lid}"/><circle cy="-22" r="5" fill="#ffffff" opacity="0.7"/><rect x="-42" y="-2" width="84" height="5" rx="2" fill="#8a8fa3"/>`,
  );
}

function workshop({ W, H, u, rnd, accent }: Frame): string {
  const wall = pick(rnd, WALLS);
  const floorY = H * 0.72;
  const shirts = [accent[0], accent[1], "#f3f3f3", "#555b6e"];
  let out = room(W, H, floorY, wall, "#d9c7a8");
  const bw = Math.min(W * 0.42, 520 * u);
  out += whiteboard(rnd, W * 0.1, H * 0.12, bw, bw * 0.5, u, accent);
  out +=
    rect(W * 0.1 + bw + 50 * u, H * 0.14, 110 * u, 150 * u, "#ffffff", ` rx="${n(4 * u)}"`) +
    rect(W * 0.1 + bw + 50 * u, H * 0.14, 110 * u, 24 * u, accent[1]);
  out += pendantLamps(rnd, W, u, accent[1], Math.max(2, Math.round(W / (420 * u))));
  // A presenter at the board.
  out += at(W * 0.07, floorY + 20 * u, 1.45 * u, person(look(rnd, shirts), { pose: "point", badge: accent[1] }));
  // Tables: people behind them, laptops, people in front seen from behind.
  const tables = W > 1400 * u ? 2 : 1;
  const left = W * 0.16;
  const tw = (W - left) / tables;
  for (let t = 0; t < tables; t += 1) {
    const x0 = left + tw * (t + 0.5);
    const tableY = H * 0.76;
    const width = Math.min(tw * 0.8, 640 * u);
    const seats = Math.max(3, Math.round(width / (150 * u)));
    for (let s = 0; s < seats; s += 1) {
      const x = x0 - width / 2 + (s + 0.5) * (width / seats) + between(rnd, -10, 10) * u;
      out += at(
        x,
        tableY + 70 * u,
        1.45 * u,
        person(look(rnd, shirts), { pose: rnd() < 0.3 ? "wave" : "rest", badge: rnd() < 0.6 ? accent[0] : "" }),
      );
    }
    out +=
      rect(x0 - width / 2 - 20 * u, tableY, width + 40 * u, 14 * u, "#f4efe6", ` rx="${n(4 * u)}"`) +
      rect(x0 - width / 2, tableY + 14 * u, width, H, "#b98a4d");
    for (let s = 0; s < seats; s += 1) {
      const x = x0 - width / 2 + (s + 0.5) * (width / seats);
      if (rnd() < 0.75) out += laptopBack(x + between(rnd, -20, 20) * u, tableY, 1.2 * u, pick(rnd, ["#c9ced8", "#2d3047", "#e2e4ec"]));
      else
        out += at(
          x,
          tableY,
          u,
          `<rect x="-10" y="-22" width="20" height="22" rx="3" fill="${accent[0]}"/><path d="M10 -16 Q20 -12 10 -6" stroke="${accent[0]}" stroke-width="4" fill="none"/>`,
        );
    }
    for (let s = 0; s < seats - 1; s += 1) {
      const x = x0 - width / 2 + (s + 1) * (width / seats) + between(rnd, -20, 20) * u;
      out += at(x, H + 170 * u, 2 * u, person(look(rnd, shirts), { back: true }));
    }
  }
  out += plant(W - 60 * u, floorY + 30 * u, 1.1 * u, "#4f772d");
  return out;
}

function poster(rnd: Rnd, x: number, y: number, w: number, h: number, colors: readonly string[]): string {
  let out = rect(x, y, w, h, "#ffffff") + rect(x, y, w, h * 0.14, colors[0]);
  const col = (w - w * 0.12) / 2;
  for (let c = 0; c < 2; c += 1) {
    const cx = x + w * 0.04 + c * (col + w * 0.04);
    let cy = y + h * 0.2;
    for (let b = 0; b < 3; b += 1) {
      const kind = Math.floor(rnd() * 3);
      const bh = h * 0.2;
      if (kind === 0) for (let l = 0; l < 4; l += 1) out += rect(cx, cy + l * bh * 0.24, col * between(rnd, 0.6, 1), bh * 0.1, "#c3c8d4");
      else if (kind === 1)
        for (let l = 0; l < 4; l += 1)
          out += rect(
            cx + l * col * 0.25,
            cy + bh * (0.9 - (0.3 + l * 0.15)),
            col * 0.18,
            bh * (0.3 + l * 0.15),
            colors[l % 2 === 0 ? 1 : 0],
          );
      else out += `<circle cx="${n(cx + col / 2)}" cy="${n(cy + bh / 2)}" r="${n(bh * 0.42)}" fill="${colors[1]}" opacity="0.8"/>`;
      cy += bh * 1.2;
    }
  }
  return out;
}

function posterSession({ W, H, u, rnd, accent }: Frame): string {
  const wall = pick(rnd, WALLS);
  const floorY = H * 0.7;
  const shirts = [accent[0], accent[1], "#f3f3f3", "#2d3047"];
  let out = room(W, H, floorY, wall, "#cfd3dc");
  out += pendantLamps(rnd, W, u, accent[0], Math.max(2, Math.round(W / (400 * u))));
  const boards = Math.max(3, Math.round(W / (380 * u)));
  const bw = Math.min(230 * u, (W / boards) * 0.72);
  const bh = bw * 1.3;
  const boardY = floorY - bh - 60 * u;
  for (let b = 0; b < boards; b += 1) {
    const x = (W / boards) * (b + 0.5);
    out += `<path d="M${n(x - bw * 0.4)} ${n(boardY + bh)} L${n(x - bw * 0.45)} ${n(floorY + 10 * u)} M${n(x + bw * 0.4)} ${n(boardY + bh)} L${n(x + bw * 0.45)} ${n(floorY + 10 * u)}" stroke="#555b6e" stroke-width="${n(6 * u)}"/>`;
    out += rect(x - bw / 2 - 10 * u, boardY - 10 * u, bw + 20 * u, bh + 20 * u, "#8a8fa3", ` rx="${n(4 * u)}"`);
    out += poster(rnd, x - bw / 2, boardY, bw, bh, b % 2 === 0 ? [accent[0], accent[1]] : [accent[1], accent[0]]);
    // The author beside the board, visitors in front.
    out += at(
      x + bw / 2 + 20 * u,
      floorY + 30 * u,
      1.3 * u,
      person(look(rnd, shirts), { pose: rnd() < 0.5 ? "point" : "hold", badge: accent[1] }),
    );
  }
  for (let b = 0; b < boards; b += 1) {
    const x = (W / boards) * (b + 0.5);
    const count = 1 + Math.floor(rnd() * 2);
    for (let p = 0; p < count; p += 1)
      out += at(
        x - 60 * u + p * 90 * u + between(rnd, -20, 20) * u,
        H + 80 * u + p * 20 * u,
        1.75 * u,
        person(look(rnd, shirts), { back: true, pose: rnd() < 0.3 ? "point" : "rest" }),
      );
  }
  return out;
}

function tree(x: number, y: number, k: number, leaf: string): string {
  return at(
    x,
    y,
    k,
    `<rect x="-6" y="-70" width="12" height="70" fill="#6b4a3a"/><circle cy="-110" r="48" fill="${leaf}"/><circle cx="-28" cy="-86" r="30" fill="${leaf}"/><circle cx="30" cy="-84" r="32" fill="${leaf}"/>`,
  );
}

function cloud(x: number, y: number, k: number): string {
  return at(
    x,
    y,
    k,
    `<g fill="#ffffff" opacity="0.9"><circle cx="-30" cy="0" r="22"/><circle cx="0" cy="-14" r="30"/><circle cx="34" cy="-2" r="22"/><rect x="-52" y="0" width="108" height="22" rx="11"/></g>`,
  );
}

function campus({ W, H, u, rnd, accent }: Frame): string {
  const groundY = H * 0.72;
  const cx = W / 2;
  const bw = Math.min(W * 0.62, 820 * u);
  const top = H * 0.26;
  const windowColor = "#9fc4e6";
  let out = `<defs>${vGradient("sky", [["#8fc8f2"], ["#e6f3fb"]])}</defs>` + rect(0, 0, W, H, "url(#sky)");
  out +=
    `<circle cx="${n(W * 0.84)}" cy="${n(H * 0.16)}" r="${n(46 * u)}" fill="#fff1b8"/>` +
    cloud(W * 0.14, H * 0.16, 1.2 * u) +
    cloud(W * 0.66, H * 0.1, 0.9 * u);
  out += `<path d="M0 ${n(groundY - 60 * u)} Q${n(W * 0.25)} ${n(groundY - 140 * u)} ${n(W * 0.5)} ${n(groundY - 70 * u)} T${W} ${n(groundY - 90 * u)} V${n(groundY)} H0 Z" fill="#a8cf8e"/>`;
  // The building: two wings, a central block with a portico and a pediment.
  out +=
    rect(cx - bw / 2, top + 60 * u, bw, groundY - top - 60 * u, "#efe6d6") +
    rect(cx - bw / 2 - 8 * u, top + 52 * u, bw + 16 * u, 14 * u, "#d8c9ae");
  const rows = 3;
  const wingCols = Math.max(3, Math.round(bw / (130 * u)) - 2);
  for (const side of [-1, 1]) {
    for (let c = 0; c < wingCols; c += 1) {
      for (let r = 0; r < rows; r += 1) {
        const x = cx + side * (bw * 0.2 + (c + 0.2) * ((bw * 0.3) / wingCols)) - (side < 0 ? ((bw * 0.3) / wingCols) * 0.6 : 0);
        out += rect(x, top + 90 * u + r * 70 * u, ((bw * 0.3) / wingCols) * 0.6, 44 * u, windowColor, ` rx="${n(3 * u)}"`);
      }
    }
  }
  const pw = bw * 0.36;
  out += rect(cx - pw / 2, top + 40 * u, pw, groundY - top - 40 * u, "#f7f0e3");
  out += `<path d="M${n(cx - pw / 2 - 16 * u)} ${n(top + 44 * u)} L${n(cx)} ${n(top - 30 * u)} L${n(cx + pw / 2 + 16 * u)} ${n(top + 44 * u)} Z" fill="#d8c9ae"/><circle cx="${n(cx)}" cy="${n(top + 14 * u)}" r="${n(14 * u)}" fill="${accent[0]}"/>`;
  for (let c = 0; c < 6; c += 1)
    out += rect(cx - pw / 2 + 10 * u + c * ((pw - 34 * u) / 5), top + 54 * u, 14 * u, groundY - top - 84 * u, "#ffffff");
  out += `<path d="M${n(cx - 40 * u)} ${n(groundY - 30 * u)} V${n(groundY - 100 * u)} A${n(40 * u)} ${n(40 * u)} 0 0 1 ${n(cx + 40 * u)} ${n(groundY - 100 * u)} V${n(groundY - 30 * u)} Z" fill="#6b4a3a"/>`;
  out +=
    rect(cx - pw / 2 - 20 * u, groundY - 30 * u, pw + 40 * u, 12 * u, "#e2d6c0") +
    rect(cx - pw / 2 - 36 * u, groundY - 18 * u, pw + 72 * u, 18 * u, "#d8c9ae");
  // Event banners and a flag.
  out +=
    rect(cx - pw / 2 - 44 * u, top + 80 * u, 36 * u, 150 * u, accent[0]) +
    rect(cx + pw / 2 + 8 * u, top + 80 * u, 36 * u, 150 * u, accent[1]);
  out += `<path d="M${n(cx)} ${n(top - 30 * u)} V${n(top - 110 * u)}" stroke="#555b6e" stroke-width="${n(3 * u)}"/><path d="M${n(cx)} ${n(top - 110 * u)} H${n(cx + 60 * u)} L${n(cx + 48 * u)} ${n(top - 92 * u)} L${n(cx + 60 * u)} ${n(top - 74 * u)} H${n(cx)} Z" fill="${accent[1]}"/>`;
  out += rect(0, groundY, W, H - groundY, "#8cc084");
  out += `<path d="M${n(cx - pw / 2)} ${n(groundY)} H${n(cx + pw / 2)} L${n(cx + pw * 1.3)} ${H} H${n(cx - pw * 1.3)} Z" fill="#e8e2d4"/>`;
  out +=
    tree(W * 0.08, groundY + 10 * u, 1.3 * u, "#4f772d") +
    tree(W * 0.92, groundY + 14 * u, 1.4 * u, "#5b8c3a") +
    tree(cx - bw / 2 - 20 * u, groundY, 0.9 * u, "#6a9e4a");
  const shirts = [accent[0], accent[1], "#f3f3f3", "#2d3047"];
  for (let i = 0; i < 8; i += 1) {
    const depth = between(rnd, 0, 1);
    const y = groundY + 20 * u + depth * (H - groundY - 30 * u);
    const spread = pw * (0.5 + depth * 0.8);
    out += at(
      cx + between(rnd, -spread, spread),
      y,
      (0.55 + depth * 0.7) * u,
      person(look(rnd, shirts), { back: rnd() < 0.6, pose: rnd() < 0.2 ? "wave" : "rest" }),
    );
  }
  return out;
}

function ticket(x: number, y: number, k: number, angle: number, color: string, second: string): string {
  let bars = "";
  for (let i = 0; i < 12; i += 1) bars += rect(150 + i * 7 + (i % 3) * 2, 26, i % 2 === 0 ? 4 : 2, 60, "#2d3047");
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${Math.round(k * 1000) / 1000})"><path d="M0 0 H260 A14 14 0 0 0 288 0 H320 V44 A14 14 0 0 0 320 72 V112 H288 A14 14 0 0 0 260 112 H0 V72 A14 14 0 0 0 0 44 Z" fill="${color}"/><path d="M274 18 V96" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 6"/><rect x="20" y="20" width="110" height="72" rx="8" fill="#ffffff" opacity="0.9"/><path d="M75 34 L82 50 L99 52 L86 63 L90 80 L75 71 L60 80 L64 63 L51 52 L68 50 Z" fill="${second}"/>${bars}</g>`;
}

function reception({ W, H, u, rnd, accent }: Frame, withTicket: boolean): string {
  const wall = pick(rnd, WALLS);
  const floorY = H * 0.7;
  const shirts = [accent[0], accent[1], "#f3f3f3", "#2d3047"];
  let out = room(W, H, floorY, wall, "#d8d2c8");
  // A backdrop wall of the event behind the desk.
  const cx = W * 0.5;
  const dw = Math.min(W * 0.5, 620 * u);
  out +=
    rect(cx - dw * 0.6, H * 0.1, dw * 1.2, floorY - H * 0.1, accent[1]) +
    `<circle cx="${n(cx)}" cy="${n(H * 0.3)}" r="${n(60 * u)}" fill="#ffffff" opacity="0.9"/><circle cx="${n(cx)}" cy="${n(H * 0.3)}" r="${n(30 * u)}" fill="${accent[0]}"/>`;
  out += `<path d="M${n(cx - dw * 0.6)} ${n(floorY)} Q${n(cx)} ${n(H * 0.42)} ${n(cx + dw * 0.6)} ${n(floorY - 90 * u)} V${n(floorY)} Z" fill="#ffffff" opacity="0.18"/>`;
  out += pendantLamps(rnd, W, u, accent[0], Math.max(2, Math.round(W / (450 * u))));
  // Staff behind the desk.
  for (let s = 0; s < 2; s += 1)
    out += at(
      cx + (s === 0 ? -1 : 1) * dw * 0.22,
      floorY + 40 * u,
      1.45 * u,
      person(look(rnd, [accent[0], "#f3f3f3"]), { pose: s === 0 ? "wave" : "rest", badge: accent[0] }),
    );
  const deskTop = floorY - 20 * u;
  out +=
    rect(cx - dw / 2 - 10 * u, deskTop, dw + 20 * u, 14 * u, "#f4efe6", ` rx="${n(4 * u)}"`) +
    rect(cx - dw / 2, deskTop + 14 * u, dw, 120 * u, accent[0]) +
    rect(cx - dw / 2, deskTop + 54 * u, dw, 16 * u, "#ffffff", ` opacity="0.85"`);
  out += laptopBack(cx + dw * 0.32, deskTop, 1.1 * u, "#c9ced8");
  for (let b = 0; b < 4; b += 1)
    out +=
      rect(cx - dw * 0.38 + b * 26 * u, deskTop - 22 * u, 20 * u, 24 * u, "#ffffff", ` rx="${n(2 * u)}"`) +
      rect(cx - dw * 0.38 + b * 26 * u, deskTop - 22 * u, 20 * u, 7 * u, [accent[0], accent[1]][b % 2]);
  out += rollUp(W * 0.1, floorY + 30 * u, 1.1 * u, accent[0], accent[1]) + rollUp(W * 0.9, floorY + 30 * u, 1.1 * u, accent[1], accent[0]);
  out += plant(cx + dw / 2 + 60 * u, floorY + 20 * u, 1 * u, "#4f772d");
  // Visitors at the desk, from behind, one holding up a ticket.
  const visitors = W > 1400 * u ? 4 : 3;
  for (let v = 0; v < visitors; v += 1) {
    const x = cx + (v - (visitors - 1) / 2) * 230 * u + between(rnd, -20, 20) * u;
    out += at(x, H + 110 * u, 1.9 * u, person(look(rnd, shirts), { back: true, pose: withTicket && v === 1 ? "cheer" : "rest" }));
  }
  if (withTicket)
    out +=
      ticket(W * 0.62, H * 0.1, 1.1 * u, -8, "#f3a712" === accent[0] ? accent[1] : "#f3a712", accent[0]) +
      ticket(W * 0.06, H * 0.36, 0.7 * u, 10, accent[1], "#f3a712");
  return out;
}

function bubble(x: number, y: number, k: number, fill: string, dot: string): string {
  return at(
    x,
    y,
    k,
    `<path d="M-50 -60 H50 Q64 -60 64 -46 V-14 Q64 0 50 0 H-6 L-22 16 L-20 0 H-50 Q-64 0 -64 -14 V-46 Q-64 -60 -50 -60 Z" fill="${fill}"/><circle cx="-24" cy="-30" r="7" fill="${dot}"/><circle cy="-30" r="7" fill="${dot}"/><circle cx="24" cy="-30" r="7" fill="${dot}"/>`,
  );
}

function highTable(x: number, y: number, k: number, top: string): string {
  return at(
    x,
    y,
    k,
    `<rect x="-5" y="-104" width="10" height="100" fill="#555b6e"/><ellipse cy="-2" rx="30" ry="6" fill="#555b6e"/><ellipse cy="-106" rx="52" ry="10" fill="${top}"/><rect x="-30" y="-128" width="14" height="20" rx="3" fill="#ffffff"/><rect x="14" y="-132" width="12" height="24" rx="3" fill="#f3a712"/>`,
  );
}

function bunting(W: number, u: number, colors: readonly string[]): string {
  let out = `<path d="M0 ${n(30 * u)} Q${n(W / 2)} ${n(110 * u)} ${W} ${n(30 * u)}" stroke="#8a8fa3" stroke-width="${n(2 * u)}" fill="none"/>`;
  const count = Math.round(W / (60 * u));
  for (let i = 1; i < count; i += 1) {
    const t = i / count;
    const x = W * t;
    const y = 30 * u + 2 * t * (1 - t) * 80 * u;
    out += `<path d="M${n(x - 16 * u)} ${n(y)} H${n(x + 16 * u)} L${n(x)} ${n(y + 36 * u)} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

function networking({ W, H, u, rnd, accent }: Frame): string {
  const wall = pick(rnd, WALLS);
  const floorY = H * 0.66;
  const shirts = [accent[0], accent[1], "#f3f3f3", "#2d3047", "#f3a712"];
  let out = room(W, H, floorY, wall, "#d8d2c8");
  // Big windows onto the sky.
  const panes = Math.round(W / (200 * u));
  for (let p = 0; p < panes; p += 1)
    out += rect((W / panes) * p + 14 * u, H * 0.14, W / panes - 28 * u, floorY - H * 0.14 - 20 * u, "#cfe6f7", ` rx="${n(4 * u)}"`);
  out += `<path d="M0 ${n(floorY - 70 * u)} Q${n(W * 0.3)} ${n(floorY - 150 * u)} ${n(W * 0.6)} ${n(floorY - 90 * u)} T${W} ${n(floorY - 110 * u)} V${n(floorY - 20 * u)} H0 Z" fill="#b9d9a3" opacity="0.8"/>`;
  out += bunting(W, u, [accent[0], accent[1], "#f3a712", "#ffffff"]);
  const groups = W > 1400 * u ? 4 : 3;
  for (let g = 0; g < groups; g += 1) {
    const gx = (W / groups) * (g + 0.5);
    const near = g % 2 === 1;
    const y = near ? H + 40 * u : floorY + 150 * u;
    const k = (near ? 1.9 : 1.45) * u;
    out += highTable(gx, floorY + 120 * u, 1.3 * u, "#ffffff");
    const members = 2 + (rnd() < 0.5 ? 1 : 0);
    for (let m = 0; m < members; m += 1) {
      const x = gx + (m - (members - 1) / 2) * 75 * k + between(rnd, -8, 8) * u;
      out += at(
        x,
        y,
        k,
        person(look(rnd, shirts), {
          pose: pick(rnd, ["hold", "wave", "rest", "point", "hold"] as const),
          badge: pick(rnd, [accent[0], accent[1]]),
          back: near && m === 1,
          cup: true,
        }),
      );
    }
    if (g % 2 === 0) out += bubble(gx + between(rnd, -40, 40) * u, y - 190 * k, 0.9 * u, "#ffffff", accent[g % 2]);
  }
  return out;
}

function venue({ W, H, u, rnd, accent }: Frame): string {
  const wall = pick(rnd, WALLS);
  const floorY = H * 0.6;
  const shirts = [accent[0], accent[1], "#f3f3f3", "#2d3047"];
  let out = room(W, H, floorY, wall, "#d2cbc0");
  const panes = Math.round(W / (160 * u));
  for (let p = 0; p < panes; p += 1)
    out += rect((W / panes) * p + 8 * u, H * 0.08, W / panes - 16 * u, floorY - H * 0.08 - 10 * u, "#ffffff", ` opacity="0.45"`);
  let lines = "";
  for (let i = -6; i <= 6; i += 1) lines += `M${n(W / 2 + i * 40 * u)} ${n(floorY)} L${n(W / 2 + i * 260 * u)} ${H}`;
  out += `<path d="${lines}" stroke="#ffffff" stroke-width="${n(2 * u)}" opacity="0.5"/>`;
  const banners = Math.max(3, Math.round(W / (400 * u)));
  for (let b = 0; b < banners; b += 1)
    out += hangingBanner(
      W * (0.2 + (0.6 * (b + 0.5)) / banners) - 45 * u,
      40 * u + (b % 2) * 20 * u,
      90 * u,
      230 * u,
      [accent[0], accent[1]][b % 2],
      "#ffffff",
    );
  out +=
    rollUp(W * 0.08, floorY + 60 * u, 1.2 * u, accent[0], accent[1]) + rollUp(W * 0.92, floorY + 60 * u, 1.2 * u, accent[1], accent[0]);
  // People at three depths: small far away, big in front.
  const layers = [
    [floorY + 30 * u, 0.8 * u, 7],
    [floorY + 130 * u, 1.2 * u, 5],
    [H + 60 * u, 1.9 * u, 3],
  ] as const;
  for (const [y, k, count] of layers) {
    const scaled = Math.round((count * W) / (1200 * u));
    for (let p = 0; p < scaled; p += 1) {
      const x = (W / scaled) * (p + between(rnd, 0.15, 0.85));
      out += at(
        x,
        y + between(rnd, -10, 10) * u,
        k,
        person(look(rnd, shirts), {
          back: rnd() < 0.5,
          pose: pick(rnd, ["rest", "rest", "hold", "wave", "point"] as const),
          badge: rnd() < 0.5 ? accent[0] : "",
          cup: true,
        }),
      );
    }
  }
  return out;
}

/** A soft abstract band (the separators): waves in the accent colours. */
function band({ W, H, rnd, accent }: Frame): string {
  let out =
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${accent[0]}"/><stop offset="1" stop-color="${accent[1]}"/></linearGradient></defs>` +
    rect(0, 0, W, H, "url(#band)");
  for (let i = 0; i < 3; i += 1) {
    const y = H * (0.45 + i * 0.18);
    const a = H * between(rnd, 0.08, 0.16);
    let d = `M0 ${n(y)}`;
    for (let s = 0; s < 4; s += 1) d += ` Q${n((W / 4) * s + W / 8)} ${n(y + (s % 2 === 0 ? -a : a))} ${n((W / 4) * (s + 1))} ${n(y)}`;
    out += `<path d="${d} V${H} H0 Z" fill="#ffffff" opacity="${n(0.12 + i * 0.06)}"/>`;
  }
  return out;
}

/** The picture's body (everything inside `<svg>` after its title): a scene of that kind drawn with `rnd`. */
export function sceneBody(kind: SceneKind | "band", W: number, H: number, rnd: Rnd): string {
  const frame: Frame = { W, H, u: H / 675, rnd, accent: pick(rnd, ACCENTS) };
  // Half of the pictures are mirrored, so that scenes of one kind differ more.
  const mirrored = rnd() < 0.5 && kind !== "band";
  const body = draw(kind, frame);
  // The kind is named on the outer group (tests, curious readers); path data needs no space before a minus.
  return `<g data-scene="${kind}"${mirrored ? ` transform="matrix(-1 0 0 1 ${W} 0)"` : ""}>${body}</g>`.replace(/ d="[^"]*"/g, (data) =>
    data.replace(/ -/g, "-"),
  );
}

function draw(kind: SceneKind | "band", frame: Frame): string {
  switch (kind) {
    case "band":
      return band(frame);
    case "keynote":
      return keynote(frame);
    case "panel":
      return panel(frame);
    case "orchestra":
      return orchestra(frame);
    case "choir":
      return choir(frame);
    case "organ":
      return organ(frame);
    case "workshop":
      return workshop(frame);
    case "poster":
      return posterSession(frame);
    case "campus":
      return campus(frame);
    case "reception":
      return reception(frame, false);
    case "tickets":
      return reception(frame, true);
    case "networking":
      return networking(frame);
    case "venue":
      return venue(frame);
  }
}
