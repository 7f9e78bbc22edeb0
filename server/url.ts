/** `/cambiar-contrase%F1a` (latin1) → `/cambiar-contrase%C3%B1a`; valid UTF-8 paths are left alone. */
export function normalizeLatin1Path(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const fixed = path.replace(/%([89A-Fa-f][0-9A-Fa-f])/g, (_m, hex: string) => encodeURIComponent(String.fromCharCode(parseInt(hex, 16))));
    return fixed + (query === -1 ? "" : url.slice(query));
  }
}
