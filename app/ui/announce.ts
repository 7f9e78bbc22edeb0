// What the page says to screen readers with JavaScript (a new page after a client-side navigation,
// a form still being sent): one polite region in the chrome (app/chrome/Announcer.tsx) reads it.

/** Marks what a page's query changes (a result count, "page 2 of 5"): said after such a change. */
export const SUMMARY_ATTRIBUTE = "data-page-summary";

type Announcement = { text: string; serial: number };

const NONE: Announcement = { text: "", serial: 0 };
let current = NONE;
const listeners = new Set<() => void>();

/** Says `text` once; the same text again is said again (the region's content still changes). */
export function announce(text: string): void {
  current = { text, serial: current.serial + 1 };
  for (const listener of listeners) listener();
}

export function subscribeAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAnnouncement(): Announcement {
  return current;
}

export function noAnnouncement(): Announcement {
  return NONE;
}
