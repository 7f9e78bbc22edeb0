import { useSyncExternalStore } from "react";
import { currentAnnouncement, noAnnouncement, subscribeAnnouncements } from "~/ui/announce";

/**
 * The page's polite status region for what JavaScript changes (app/ui/announce.ts). Rendered empty by
 * the server, so it is in the document before anything is said in it (a region added with its text
 * is not read). Every other announcement a no-break space apart, so the same words are read again.
 */
export function Announcer() {
  const { text, serial } = useSyncExternalStore(subscribeAnnouncements, currentAnnouncement, noAnnouncement);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-announcer="">
      {text ? `${text}${serial % 2 ? "\u00a0" : ""}` : null}
    </div>
  );
}
