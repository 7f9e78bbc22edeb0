import { RemixBrowser } from "@remix-run/react";
import i18next, { type ResourceLanguage } from "i18next";
import { StrictMode, Suspense, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { installChunkReloadGuard } from "~/chrome/chunk-reload";
import { bannerReady } from "~/consent/ConsentBanner";
import { holdNavigationsForCatalogues } from "~/i18n/catalogue-gate.client";
import { DEFAULT_LOCALE, DEFAULT_NS, LOCALES, isLocale } from "~/i18n/locales";
import { RESOURCES_ELEMENT_ID } from "~/i18n/namespaces";

installChunkReloadGuard(window);

const lang = document.documentElement.dataset.locale;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
// The page's language and the namespaces its routes declare, as the server rendered them.
const pageCatalogues = JSON.parse(document.getElementById(RESOURCES_ELEMENT_ID)?.textContent || "{}") as ResourceLanguage;

// Synchronous: everything the first render needs is in the document, so hydration waits for nothing.
// What a later page needs comes before that page shows (app/i18n/catalogue-gate.client.ts).
void i18next
  .use(initReactI18next)
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

holdNavigationsForCatalogues(i18next);

/**
 * Preact hydrates into the children of the node it is given, and `document` stands for its
 * `<html>` element (preactjs/preact#3794): the tree Remix renders starts at `<html>`, so it is given
 * a stand-in parent whose one child is the page's `<html>` (remix-run/remix#425). Leaving a root
 * error page for a page (or the reverse) makes a new `<html>`: it takes the old one's place.
 */
function documentParent(): Element {
  const place = (node: Node) => {
    const html = document.documentElement;
    if (html) document.replaceChild(node, html);
    else document.appendChild(node);
    return node;
  };
  return {
    get childNodes() {
      return [document.documentElement];
    },
    get firstChild() {
      return document.documentElement;
    },
    insertBefore: place,
    appendChild: place,
  } as unknown as Element;
}

// A page that shows the cookie banner brings its code first (app/consent/ConsentBanner.tsx); if
// that fails, the page hydrates all the same and the banner's form still posts without JavaScript.
void bannerReady()
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        documentParent(),
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <Suspense>
              <RemixBrowser />
            </Suspense>
          </StrictMode>
        </I18nextProvider>,
      );
    }),
  );
