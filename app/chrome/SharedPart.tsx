// A part of a page the same for every visitor with the same inputs: rendered once on the server and
// its HTML reused (shared-parts.server.ts); in the browser it renders and hydrates as usual.
import { useLocation } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import { PART_ATTRIBUTE, PART_END, PART_START } from "./part-markers";

export type SharedPartsRender = {
  /** The part's key; `kept`: its HTML is already kept, and the render writes a marker instead. */
  part(name: string, inputs: unknown, location: string, live?: boolean): { key: string; kept: boolean };
};

export const SharedPartsContext = /* @__PURE__ */ createContext<SharedPartsRender | null>(null);

/**
 * `inputs`: everything the part is drawn from besides the URL and catalogues; the visitor's own state
 * only where the part shows it (their votes), so that only visitors it shows alike share it. `live`:
 * drawn from live answers (the chat), kept only a short while. Children must start and end with an
 * element (a marker between texts would change their separation).
 */
type Props = { name: string; inputs: unknown; live?: boolean; children: ReactNode };

function ServerPart({ name, inputs, live, children }: Props) {
  const parts = useContext(SharedPartsContext);
  const location = useLocation();
  if (!parts) return <>{children}</>;
  const { key, kept } = parts.part(name, inputs, location.pathname + location.search, live);
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
