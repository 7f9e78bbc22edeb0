import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadLocaleResources } from "~/i18n/catalogues.client";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES, isLocale } from "~/i18n/locales";

// A failed chunk load (usually a deploy replaced the assets) reloads the page, at most once a minute.
const CHUNK_RELOAD_KEY = "chunk-reload-at";
const CHUNK_RELOAD_GUARD_MS = 60_000;
function reloadOnChunkError(message: string) {
  if (!/dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(message)) return;
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
}
window.addEventListener("error", (event) => reloadOnChunkError(String(event.message ?? "")));
window.addEventListener("unhandledrejection", (event) => reloadOnChunkError(String(event.reason?.message ?? event.reason ?? "")));

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
