// A client navigation shows its page only once the catalogues that page declares are loaded: the
// router's new state reaches the components when they are there (a navigation keeps showing the
// page it leaves meanwhile, with the progress bar). React could do this by suspending inside the
// router's transition; Preact, which runs the production build in the browser (decision 024), has
// no transitions: a suspension there would take the whole page down.
import type { Router, RouterState } from "@remix-run/router";
import type { i18n } from "i18next";
import { isLocale, splitLocalePrefix, type Locale } from "./locales";
import { namespacesOf } from "./namespaces";

type Subscriber = Parameters<Router["subscribe"]>[0];
type Options = Parameters<Subscriber>[1];

/** The catalogues a state's pages declare and the browser does not have yet, as [language, namespace]. */
function missingCatalogues(i18next: i18n, state: RouterState): [Locale, string][] {
  const root = state.loaderData.root as { defaultLocale?: string; consent?: unknown } | undefined;
  const prefix = splitLocalePrefix(state.location.pathname).prefix;
  const language = prefix ?? (isLocale(root?.defaultLocale) ? root.defaultLocale : undefined);
  if (!language) return [];
  const namespaces = namespacesOf(
    state.matches.map((match) => match.route.handle),
    root?.consent === null,
  );
  return namespaces.filter((namespace) => !i18next.hasResourceBundle(language, namespace)).map((namespace) => [language, namespace]);
}

async function load(i18next: i18n, catalogues: [Locale, string][]): Promise<void> {
  const { loadCatalogue } = await import("./catalogues.client");
  await Promise.all(
    catalogues.map(async ([language, namespace]) => i18next.addResourceBundle(language, namespace, await loadCatalogue(language, namespace), true, true)),
  );
}

export function gated(i18next: i18n, subscriber: Subscriber): Subscriber {
  // The newest state held back, with what the updates skipped meanwhile asked to clean up.
  let held: { state: RouterState; options: Options } | null = null;
  return (state, options) => {
    const deletedFetchers = [...(held?.options.deletedFetchers ?? []), ...options.deletedFetchers];
    const missing = missingCatalogues(i18next, state);
    if (!missing.length) {
      held = null;
      return subscriber(state, { ...options, deletedFetchers });
    }
    const mine = { state, options: { ...options, deletedFetchers } };
    held = mine;
    // A catalogue that cannot be loaded shows its keys rather than keeping the page from changing.
    void load(i18next, missing)
      .catch(() => undefined)
      .then(() => {
        if (held !== mine) return;
        held = null;
        subscriber(mine.state, mine.options);
      });
  };
}

/**
 * Remix creates its router as the page hydrates and keeps it in `window.__remixRouter`; the
 * components subscribe to it. Each subscription is gated (above). To be called before hydrating.
 */
export function holdNavigationsForCatalogues(i18next: i18n): void {
  let router: Router | undefined;
  Object.defineProperty(window, "__remixRouter", {
    configurable: true,
    get: () => router,
    set(value: Router) {
      router = value;
      const subscribe = value.subscribe.bind(value);
      value.subscribe = (subscriber) => subscribe(gated(i18next, subscriber));
    },
  });
}
