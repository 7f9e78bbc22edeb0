// A part of a page that is the same for every visitor who sees it with the same inputs (the footer,
// the menu, an activity's description): on the server it is rendered once and its HTML reused
// (app/chrome/shared-parts.server.ts); in the browser it renders and hydrates as usual.
import { useLocation } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";

/** What entry.server hands the render: the key of a part, and whether its HTML is kept. */
export type SharedPartsRender = {
  /** The part's key; `kept`: its HTML is already kept, and the render writes a marker instead. */
  part(name: string, inputs: unknown, location: string): { key: string; kept: boolean };
};

export const SharedPartsContext = createContext<SharedPartsRender | null>(null);

/** The markers the server's stream replaces (a kept part) or keeps what lies between (a new one). */
export const PART_ATTRIBUTE = "data-shared-part";
export const PART_START = `${PART_ATTRIBUTE}-start`;
export const PART_END = `${PART_ATTRIBUTE}-end`;

/**
 * `inputs`: everything the part is drawn from besides the page's URL, language catalogues and the
 * code itself (data, the language, the tenant). Never anything of the visitor's own: a part with
 * personal data stays outside. Its children must start and end with an element (a marker between
 * two texts would change how the server separates them).
 */
export function SharedPart({ name, inputs, children }: { name: string; inputs: unknown; children: ReactNode }) {
  const parts = useContext(SharedPartsContext);
  const location = useLocation();
  if (!parts) return <>{children}</>;
  const { key, kept } = parts.part(name, inputs, location.pathname + location.search);
  if (kept) return <template {...{ [PART_ATTRIBUTE]: key }} />;
  return (
    <>
      <template {...{ [PART_START]: key }} />
      {children}
      <template {...{ [PART_END]: key }} />
    </>
  );
}
