import { isIPv6 } from "node:net";

/** `/cambiar-contrase%F1a` (latin1) → `/cambiar-contrase%C3%B1a`; valid UTF-8 paths are left alone. */
export function normalizeLatin1Path(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const fixed = path.replace(/%([89A-Fa-f][0-9A-Fa-f])/g, (_m, hex: string) =>
      encodeURIComponent(String.fromCharCode(parseInt(hex, 16))),
    );
    return fixed + (query === -1 ? "" : url.slice(query));
  }
}

/** As the router reads it (dot segments resolved, `\` as `/`); null for a target that is not a path. */
export function canonicalTarget(target: string): string | null {
  if (!target.startsWith("/")) return null;
  try {
    const url = new URL(`http://h${target}`);
    return url.host === "h" ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

const LABEL = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const HOSTNAME = new RegExp(`^(?:${LABEL}\\.)*${LABEL}\\.?$`, "i");

/** `evil.example@localhost:3000`, `localhost:99999`, `[::1` and `a, b` are not. */
export function isValidHost(value: string | undefined): boolean {
  if (!value) return false;
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  if (match[2] !== undefined && Number(match[2]) > 65535) return false;
  const host = match[1]!;
  return host.startsWith("[") ? isIPv6(host.slice(1, -1)) : HOSTNAME.test(host);
}
