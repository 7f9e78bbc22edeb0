// What the browser runs for `react-i18next` (vite.config.ts resolves it here, decision 039): its hooks
// and provider over the page's catalogues, with ./translate.ts's strings. The server keeps i18next.
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { keyExists, translate, type Bundles, type TranslateOptions } from "./translate";

type Load = (language: string, namespace: string) => Promise<Record<string, unknown>>;
type T = (key: string, options?: TranslateOptions | string | null) => string;

/** The translations of the page's language, more namespaces or another language loaded on demand. */
export class BrowserI18n {
  language: string;
  private wanted: string;
  private readonly store: Record<string, Bundles> = {};
  private readonly loading = new Map<string, Promise<void>>();
  /** What i18next's `reportNamespaces` holds: a change of language loads them all. */
  readonly used: Set<string>;
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, T>();

  constructor(
    language: string,
    bundles: Bundles,
    private readonly load: Load,
    /** i18next's `defaultNS`: where `useTranslation()` and `exists` look. */
    readonly defaultNS: string,
  ) {
    this.language = this.wanted = language;
    this.store[language] = { ...bundles };
    this.used = new Set(Object.keys(bundles));
  }

  /** i18next's `getFixedT(null, namespace)`: the language at the time of each call, and the options it adds. */
  getFixedT(namespace: string): T {
    return (key, options) => {
      const own: TranslateOptions = typeof options === "string" ? { defaultValue: options } : { ...options };
      const all = {
        ...own,
        lng: own.lng || undefined,
        lngs: own.lngs || null,
        ns: own.ns || namespace,
        keyPrefix: own.keyPrefix || undefined,
      };
      const full = all.keyPrefix ? `${all.keyPrefix as string}.${key}` : String(key);
      return translate(this.store[this.language] ?? {}, this.language, namespace, full, all);
    };
  }

  /** The same `t` for a namespace until the language changes: effects and memos may depend on it. */
  fixedT(namespace: string): T {
    const id = `${this.language}|${namespace}`;
    let t = this.fixed.get(id);
    if (!t) this.fixed.set(id, (t = this.getFixedT(namespace)));
    return t;
  }

  exists(key: string, options: TranslateOptions = {}): boolean {
    return keyExists(this.store[this.language] ?? {}, this.language, this.defaultNS, key, options);
  }

  getResourceBundle(language: string, namespace: string) {
    return this.store[language]?.[namespace];
  }

  hasLoaded(namespace: string, language = this.language): boolean {
    return this.store[language]?.[namespace] !== undefined;
  }

  /** A failed load leaves the namespace empty (its keys show) and rejects: the chunk guard may reload the page. */
  loadNamespaces(namespaces: Iterable<string>, language = this.language): Promise<void> {
    const bundles = (this.store[language] ??= {});
    const loads = [...namespaces]
      .filter((ns) => bundles[ns] === undefined)
      .map((ns) => {
        const id = `${language}|${ns}`;
        let loading = this.loading.get(id);
        if (!loading) {
          loading = this.load(language, ns).then(
            (bundle) => void (bundles[ns] = bundle),
            (error: unknown) => {
              bundles[ns] = {};
              throw error;
            },
          );
          this.loading.set(id, loading);
        }
        return loading;
      });
    return Promise.all(loads).then(() => undefined);
  }

  async changeLanguage(language: string): Promise<void> {
    this.wanted = language;
    await this.loadNamespaces(this.used, language);
    if (this.wanted !== language || this.language === language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = () => this.language;
}

type Context = { i18n: BrowserI18n; defaultNS?: string };

/** @public react-i18next's context (app/chrome/PersonalSlot.tsx captures it). */
export const I18nContext = createContext<Context>(null as unknown as Context);

export function I18nextProvider({ i18n, defaultNS, children }: Context & { children: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * @public react-i18next's hook: `t` looks in the first namespace asked (or the one a key names); with
 * `useSuspense` it suspends until every one is loaded, without it it renders keys until then.
 */
export function useTranslation(ns?: string | readonly string[], props: { useSuspense?: boolean } = {}) {
  const { i18n, defaultNS } = useContext(I18nContext);
  const namespaces: readonly string[] = ns === undefined ? [defaultNS ?? i18n.defaultNS] : typeof ns === "string" ? [ns] : ns;
  for (const namespace of namespaces) i18n.used.add(namespace);
  // A change of language renders again every component that translates.
  useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  const [, loaded] = useState(0);
  const ready = namespaces.every((namespace) => i18n.hasLoaded(namespace));
  useEffect(() => {
    if (!ready && !props.useSuspense) void i18n.loadNamespaces(namespaces).then(() => loaded((n) => n + 1));
  });
  if (!ready && props.useSuspense) throw i18n.loadNamespaces(namespaces);
  return { t: i18n.fixedT(namespaces[0]), i18n, ready };
}
