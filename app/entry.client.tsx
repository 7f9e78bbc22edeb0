import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceLanguage } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { installChunkReloadGuard } from "~/chrome/chunk-reload";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, isLocale } from "~/i18n/locales";
import { RESOURCES_ELEMENT_ID } from "~/i18n/namespaces";

installChunkReloadGuard(window);

/** Namespaces the page did not bring along come as chunks, on demand (app/i18n/catalogues.client.ts). */
const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language)) return callback(null, {});
    import("~/i18n/catalogues.client")
      .then(({ loadCatalogue }) => loadCatalogue(language, namespace))
      .then(
        (resources) => callback(null, resources),
        (error) => callback(error as Error, null),
      );
  },
};

const lang = document.documentElement.dataset.locale;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
// The page's language and the namespaces its routes declare, as the server rendered them.
const pageCatalogues = JSON.parse(document.getElementById(RESOURCES_ELEMENT_ID)?.textContent || "{}") as ResourceLanguage;

// Synchronous: everything the first render needs is in the document, so hydration waits for nothing.
void i18next
  .use(initReactI18next)
  .use(lazyCatalogues)
  .init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: Object.keys(pageCatalogues),
    defaultNS: DEFAULT_NS,
    resources: { [locale]: pageCatalogues },
    partialBundledLanguages: true,
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
