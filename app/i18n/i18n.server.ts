import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Resource } from "i18next";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES, type Locale } from "./locales";

// One initialised instance per language for the life of the process: creating one per request
// cost a measurable share of CPU.
const resources: Resource = {};
for (const [path, mod] of Object.entries(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true }),
)) {
  const [, locale, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (resources[locale] ??= {})[ns] = mod.default;
}
const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NS,
      resources,
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function getT(locale: Locale) {
  return getI18n(locale).t;
}
