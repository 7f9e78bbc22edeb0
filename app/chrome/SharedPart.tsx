// A part of a page that is the same for every visitor who sees it with the same inputs (the footer,
// the menu, an activity's description): on the server it is rendered once and its HTML reused
// (app/chrome/shared-parts.server.ts); in the browser it renders and hydrates as usual.
import { useLocation } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import { PART_ATTRIBUTE, PART_END, PART_START } from "./part-markers";

/** What entry.server hands the render: the key of a part, and whether its HTML is kept. */
export type SharedPartsRender = {
  /** The part's key; `kept`: its HTML is already kept, and the render writes a marker instead. */
  part(name: string, inputs: unknown, location: string): { key: string; kept: boolean };
};

export const SharedPartsContext = /* @__PURE__ */ createContext<SharedPartsRender | null>(null);

/**
 * `inputs`: everything the part is drawn from besides the page's URL, language catalogues and the
 * code itself (data, the language, the tenant). Never anything of the visitor's own: a part with
 * personal data stays outside. Its children must start and end with an element (a marker between
 * two texts would change how the server separates them).
 */
type Props = { name: string; inputs: unknown; children: ReactNode };

function ServerPart({ name, inputs, children }: Props) {
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

function BrowserPart({ children }: Props) {
  return <>{children}</>;
}

export const SharedPart = import.meta.env.SSR ? ServerPart : BrowserPart;
