// For page parts whose code can wait (React.lazy's loader awaits this): the server HTML stays, links and forms working, until one of
// its elements (`ids`) comes within a quarter screen of the viewport or takes focus, or the visitor first presses, touches or types
// anywhere (an update of the page waits for every part not hydrated yet). With none of the elements in the document, at once.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

const INTERACTIONS = ["pointerdown", "touchstart", "keydown"] as const;

export function whenNear(ids: readonly string[]): Promise<void> {
  const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
  if (!elements.length || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "25% 0px",
    });
    const done = () => {
      observer.disconnect();
      for (const element of elements) element.removeEventListener("focusin", done);
      for (const name of INTERACTIONS) document.removeEventListener(name, done, true);
      resolve();
    };
    for (const element of elements) {
      observer.observe(element);
      element.addEventListener("focusin", done);
    }
    for (const name of INTERACTIONS) document.addEventListener(name, done, { capture: true, passive: true });
  });
}

/**
 * A part's code loaded by `load`. When it fails with the network gone (the venue's Wi-Fi), the part's server HTML stays, links
 * and forms working, instead of the page giving way to an error; once the browser is back online the page loads again, whole
 * (a browser keeps a module whose fetch failed as failed: importing it again would not fetch it).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (navigator.onLine) throw error;
      window.addEventListener("online", () => window.location.reload(), { once: true });
      return new Promise<T>(() => {});
    });
}

/**
 * A part's code in the browser, two ways: `near` waits (whenNear), for a visitor who only reads it;
 * `now` comes at once, for one who can act in it (logged in): a page update outside a transition
 * (a form's answer) reaching a part not hydrated yet throws its server HTML away (React error #421).
 */
export function lazyPart<P extends object>(
  ids: readonly string[],
  load: () => Promise<ComponentType<P>>,
): { now: LazyExoticComponent<ComponentType<P>>; near: LazyExoticComponent<ComponentType<P>> } {
  const module = loadWhenOnline(() => load().then((component) => ({ default: component })));
  return { now: lazy(module), near: lazy(() => whenNear(ids).then(module)) };
}
