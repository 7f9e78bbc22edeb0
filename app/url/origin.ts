// Origins as a Content-Security-Policy source names them: the config and the framing list check with this.

/** An https origin as the browser writes it, or null: as a CSP source it must never let in more. */
export function httpsOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.pathname !== "/" || url.search || url.hash) return null;
  // `new URL` accepts `*` in a host name; a CSP source would read it as a wildcard.
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(url.hostname)) return null;
  // Written out with a path or query, it was not meant as an origin.
  if (!/^https:\/\/[^/?#]+\/?$/i.test(value.trim())) return null;
  return url.origin;
}
