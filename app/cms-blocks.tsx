// The domain components that CMS pages render (app/cms/registry.tsx), handed in by the routes that
// render CMS blocks. Lazy chunks in the browser, rendered at once on the server (decision 019); the
// browser build drops the static imports (vite.config.ts: our modules do nothing on import).
import { lazy, type ReactNode } from "react";
import { CmsComponentsProvider, type CmsDomainComponents } from "~/cms/registry";
import { ContactForm as ContactFormNow } from "~/contact/ContactForm";
import { TaxCalculator as TaxCalculatorNow } from "~/tax/TaxCalculator";
import { loadWhenOnline } from "~/ui/when-near";

const cmsDomainComponents: CmsDomainComponents = {
  contact_form: import.meta.env.SSR
    ? ContactFormNow
    : lazy(loadWhenOnline(() => import("~/contact/ContactForm").then((module) => ({ default: module.ContactForm })))),
  donation_calculator: import.meta.env.SSR
    ? TaxCalculatorNow
    : lazy(loadWhenOnline(() => import("~/tax/TaxCalculator").then((module) => ({ default: module.TaxCalculator })))),
};

export function CmsDomainBlocks({ children }: { children: ReactNode }) {
  return <CmsComponentsProvider value={cmsDomainComponents}>{children}</CmsComponentsProvider>;
}
