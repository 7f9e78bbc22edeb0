// The files the forms accept: extension AND first bytes must agree on one of these types; the type
// sent on is ours, never the browser's claim.

export type FileKind = { mime: string; extensions: readonly string[] };

type Rule = FileKind & { matches: (head: Uint8Array) => boolean };

/** How many first bytes the check reads (the ODT marker sits at byte 30; text is checked this far). */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// An OpenDocument file starts with an uncompressed `mimetype` entry holding its type (ODF 1.2, 3.3).
const ODT_MARKER = /* @__PURE__ */ ascii("mimetypeapplication/vnd.oasis.opendocument.text");

function isPlainText(head: Uint8Array): boolean {
  try {
    // `stream: true`: a character cut by the end of the sample is not an error.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

const RULES: readonly Rule[] = [
  { mime: "application/pdf", extensions: ["pdf"], matches: (head) => startsWith(head, ascii("%PDF-")) },
  { mime: "image/png", extensions: ["png"], matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: "image/jpeg", extensions: ["jpg", "jpeg"], matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { mime: "text/plain", extensions: ["txt"], matches: (head) => head.length > 0 && isPlainText(head) },
  // Word 97-2003: an OLE2 compound file.
  {
    mime: "application/msword",
    extensions: ["doc"],
    matches: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
    matches: (head) => startsWith(head, ZIP),
  },
  {
    mime: "application/vnd.oasis.opendocument.text",
    extensions: ["odt"],
    matches: (head) => startsWith(head, ZIP) && startsWith(head, ODT_MARKER, 30),
  },
];

/** For the file input's `accept`: extensions and types, so pickers filter either way. */
export const ACCEPT = /* @__PURE__ */ [
  ...RULES.flatMap((rule) => rule.extensions.map((ext) => `.${ext}`)),
  ...new Set(RULES.map((rule) => rule.mime)),
].join(",");

export const ALLOWED_EXTENSIONS_TEXT = /* @__PURE__ */ RULES.flatMap((rule) =>
  rule.extensions.filter((ext) => ext !== "jpeg").map((ext) => ext.toUpperCase()),
).join(", ");

export function extensionOf(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return match ? match[1].toLowerCase() : "";
}

/** The accepted type of a file, by its name and first bytes; null when they are not one we accept or do not agree. */
export function detectFileType(name: string, head: Uint8Array): FileKind | null {
  const extension = extensionOf(name);
  const rule = RULES.find((candidate) => candidate.extensions.includes(extension));
  if (!rule || !rule.matches(head)) return null;
  return { mime: rule.mime, extensions: rule.extensions };
}

/** No path, no control characters, at most 150 characters (extension kept). */
export function safeFileName(name: string, fallback = "file"): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .replace(/^\.+/, "");
  if (!clean) return fallback;
  if ([...clean].length <= 150) return clean;
  const extension = extensionOf(clean);
  const stem = [...clean.slice(0, clean.length - (extension ? extension.length + 1 : 0))].slice(0, 140).join("");
  return extension ? `${stem}.${extension}` : stem;
}

/** The types among `mimes` the portal can recognise (a type it cannot check is never accepted). */
function rulesFor(mimes: readonly string[]): readonly Rule[] {
  return RULES.filter((rule) => mimes.includes(rule.mime));
}

export function acceptFor(mimes: readonly string[]): string {
  const rules = rulesFor(mimes);
  return [...rules.flatMap((rule) => rule.extensions.map((ext) => `.${ext}`)), ...rules.map((rule) => rule.mime)].join(",");
}

/** A backend's list of types as people read them (`PDF, JPG, PNG`). */
export function typesText(mimes: readonly string[]): string {
  return rulesFor(mimes)
    .map((rule) => rule.extensions[0]!.toUpperCase())
    .join(", ");
}

/** Megabytes as people read them: 10485760 → "10", 1572864 → "1.5". */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return String(Math.round(mb * 10) / 10);
}
