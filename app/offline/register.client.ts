// With JavaScript only, after hydration (issue 46): the service worker's registration, and while the
// browser is offline, links become plain navigations (the worker answers them with a saved copy) and
// a form is not sent: every field stays as typed and a note says why. Nothing is queued.
const SERVICE_WORKER_URL = "/sw.js";
const UNSENT_CLASS = "offline-unsent";

export function installOfflineSupport(win: Window, unsentText: () => string) {
  const nav = win.navigator;
  if (!("serviceWorker" in nav)) return;
  // After the page's own work: the worker's install fetches the offline pages.
  win.setTimeout(() => void nav.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined), 1000);
  // Window's capture phase comes before React's listeners on the document: the router never sees these.
  win.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
      if (!nav.onLine && link?.origin === win.location.origin && !link.target && !link.hasAttribute("download")) event.stopPropagation();
    },
    true,
  );
  win.addEventListener(
    "submit",
    (event) => {
      if (nav.onLine) return;
      event.preventDefault();
      event.stopPropagation();
      const form = event.target as HTMLFormElement;
      const note = form.querySelector(`.${UNSENT_CLASS}`) ?? form.insertBefore(win.document.createElement("p"), form.firstChild);
      note.className = UNSENT_CLASS;
      note.setAttribute("role", "alert");
      note.textContent = unsentText();
    },
    true,
  );
}
