// With JavaScript, what a page load tells a screen-reader or keyboard user: after a client-side navigation
// to another page, focus on its heading and its title said; a change of the same page's query leaves focus
// where it is and says the result; a form being sent says so (app/ui/busy.ts). Decision 041.
import { useFetchers, useLocation, useNavigation, type Location } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SUMMARY_ATTRIBUTE, announce } from "~/ui/announce";
import { guardSubmissions, routerBusy } from "~/ui/busy";
import { Announcer } from "./Announcer";

export function AssistiveUpdates() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const said = useRef({ t, location, summary: "" });

  useEffect(() => {
    said.current.t = t;
  }, [t]);

  useEffect(() => guardSubmissions(window, (reading) => said.current.t(reading ? "busy.waitLoading" : "busy.waitSending")), []);

  useEffect(() => routerBusy(busy), [busy]);

  useEffect(() => {
    const before = said.current.location;
    said.current.location = location;
    const summary = pageSummary();
    const summaryBefore = said.current.summary;
    said.current.summary = summary;
    if (before.key === location.key) return;
    if (before.pathname !== location.pathname) {
      focusPageStart(location);
      announce(t("chrome.newPage", { title: document.title }));
    } else if (before.search !== location.search) {
      // The same page with other filters: the visitor stays where they were, and hears what changed.
      if (summary && summary !== summaryBefore) announce(summary);
    } else if (!focusIsOnPage()) {
      // The same page again (after a form's answer) whose focused control is gone: its start, not the document's.
      focusPageStart(location);
    }
  }, [location, t]);

  return <Announcer />;
}

function pageSummary(): string {
  return [...document.querySelectorAll(`main [${SUMMARY_ATTRIBUTE}]`)].map((element) => element.textContent?.trim() ?? "").join(" ");
}

function focusIsOnPage(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active.isConnected;
}

/** The element the address points at, else the page's heading, else its main region; where the router scrolled stays. */
function focusPageStart(location: Location) {
  const hashTarget = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const target = hashTarget ?? document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
}
