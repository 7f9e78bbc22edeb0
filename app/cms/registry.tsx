// The blocks drawn by components of other domains (the contact form, the donation calculator): the
// app shell hands them to the CMS (app/cms-blocks.tsx, provided by the routes that render CMS blocks), so cms/ imports no domain.
import { createContext, useContext, type ComponentType } from "react";
import type { CmsBlock } from "./blocks";

type DomainBlockType = "contact_form" | "donation_calculator";

export type CmsDomainComponents = { [T in DomainBlockType]: ComponentType<{ block: Extract<CmsBlock, { type: T }> }> };

const DomainComponents = createContext<CmsDomainComponents | null>(null);

export const CmsComponentsProvider = DomainComponents.Provider;

function Missing(): never {
  throw new Error("a domain's CMS block rendered outside CmsComponentsProvider (app/root.tsx)");
}

export function useDomainComponents(): CmsDomainComponents {
  return useContext(DomainComponents) ?? { contact_form: Missing, donation_calculator: Missing };
}
