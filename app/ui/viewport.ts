// The screen's width as Chromium reports it once a page of the origin asked for it (the host's
// `Accept-CH: Sec-CH-Viewport-Width`): a page whose default differs by width reads it here.

/** The request header (lower case, as Express and Fetch both accept). */
export const VIEWPORT_WIDTH_HINT = "sec-ch-viewport-width";

/** From this many CSS pixels a screen counts as wide (a laptop; a tablet held upright is not). */
const WIDE_MIN_PX = 1024;

/** Whether the hint says the screen is wide; no hint (first visit, other browsers) is not wide. */
export function isWideViewport(hint: string | string[] | null | undefined): boolean {
  const width = Number(Array.isArray(hint) ? hint[0] : hint);
  return Number.isFinite(width) && width >= WIDE_MIN_PX;
}
