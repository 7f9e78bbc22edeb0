import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Resource } from "i18next";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, NAMESPACES, pluralTag, type Locale, type Namespace } from "./locales";
import { rememberTranslations } from "./remember.server";

// Instances live for the whole process, never one per request.
const resources: Resource = {};
for (const [path, mod] of Object.entries(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true }),
)) {
  const [, locale, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (resources[locale] ??= {})[ns] = mod.default;
}
/** Ready when this returns: the catalogues are in memory. */
export function newInstance(options: { lng: Locale; fallbackLng: Locale | false; ns: readonly string[]; resources: Resource }): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    ...options,
    ns: [...options.ns],
    supportedLngs: [...LOCALES],
    defaultNS: DEFAULT_NS,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // Plurals by the language's tag, as translate.ts does: i18next would take bare `pt` (Brazil's rules, 0 singular).
  const plurals = instance.services.pluralResolver as { getRule: (code: string, options?: object) => unknown };
  const getRule = plurals.getRule.bind(plurals);
  plurals.getRule = (code, options) => getRule(pluralTag(code), options);
  rememberTranslations(instance);
  return instance;
}

const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = newInstance({ lng: locale, fallbackLng: DEFAULT_LOCALE, ns: NAMESPACES, resources });
    instances.set(locale, instance);
  }
  return instance;
}

export function getT(locale: Locale) {
  return getI18n(locale).t;
}

const pageInstances = new Map<string, i18n>();

/** Exactly the namespaces the browser gets, so a namespace a route forgot shows its keys on the server too. */
export function getPageI18n(locale: Locale, namespaces: readonly Namespace[]): i18n {
  const key = `${locale}:${namespaces.join(",")}`;
  let instance = pageInstances.get(key);
  if (!instance) {
    const own = { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, resources[locale][ns]])) };
    instance = newInstance({ lng: locale, fallbackLng: false, ns: namespaces, resources: own });
    pageInstances.set(key, instance);
  }
  return instance;
}
