import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "~/chrome/chunk-reload";
import { installOfflineSupport } from "~/offline/register.client";
import { DEFAULT_LOCALE, DEFAULT_NS, isLocale } from "~/i18n/locales";
import { RESOURCES_ELEMENT_ID } from "~/i18n/namespaces";
import { BrowserI18n, I18nextProvider } from "~/i18n/react-i18next.client";
import type { Bundles } from "~/i18n/translate";

installChunkReloadGuard(window);

const lang = document.documentElement.dataset.locale;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
// The page's language and the namespaces its routes declare, as the server rendered them: hydration waits for nothing.
const pageCatalogues = JSON.parse(document.getElementById(RESOURCES_ELEMENT_ID)?.textContent || "{}") as Bundles;

/** Namespaces the page did not bring along come as chunks, on demand (app/i18n/catalogues.client.ts). */
const i18n = new BrowserI18n(
  locale,
  pageCatalogues,
  (language, namespace) =>
    isLocale(language)
      ? import("~/i18n/catalogues.client").then(({ loadCatalogue }) => loadCatalogue(language, namespace))
      : Promise.resolve({}),
  DEFAULT_NS,
);

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});

// Not in development: there the code changes under the worker (app/offline/register.client.ts).
if (import.meta.env.PROD) installOfflineSupport(window, () => i18n.getFixedT(DEFAULT_NS)("chrome.unsent"));
