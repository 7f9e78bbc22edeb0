import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { installChunkReloadGuard } from "~/chrome/chunk-reload";
import { loadLocaleResources } from "~/i18n/catalogues.client";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES, isLocale } from "~/i18n/locales";

installChunkReloadGuard(window);

const bundledCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isLocale(language)) return callback(null, {});
    loadLocaleResources(language).then(
      (resources) => callback(null, resources[namespace] ?? {}),
      (error) => callback(error as Error, null),
    );
  },
};

async function hydrate() {
  const lang = document.documentElement.dataset.locale;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  await i18next
    .use(initReactI18next)
    .use(bundledCatalogues)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NS,
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
}

void hydrate();
