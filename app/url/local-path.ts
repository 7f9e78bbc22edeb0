// Paths a redirect may take: one on this site only, written as a Location header can carry it.

/** Only a path on this site (not `//evil.example`, `/\evil`, `..`, control characters) is accepted. */
export function safeLocalPath(to: unknown, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  const path = to.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("..")) return fallback;
  const base = "http://portal.invalid";
  return new URL(path, base).origin === base ? path : fallback;
}

/** Non-ASCII percent-encoded as UTF-8: headers are byte strings (latin1, or a throw above U+00FF). */
export function locationOf(path: string): string {
  const utf8 = new TextEncoder();
  return path.replace(/[^\x00-\x7f]+/g, (chars) =>
    Array.from(utf8.encode(chars), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
}
