// A visitor's own part of a kept catalogue page, rendered for them alone (decision 031); in the
// browser a slot renders and hydrates as usual.
import { UNSAFE_RemixContext } from "@remix-run/react";
import type { Params } from "@remix-run/react";
import { createContext, useContext, type Context, type ReactElement } from "react";
import { I18nContext } from "react-i18next";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router-dom";

/** What a slot's components read from above: captured where the slot stands, to render it again alone. */
const SLOT_CONTEXTS = [
  UNSAFE_RemixContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  I18nContext,
] as Array<Context<unknown>>;

export type SlotCapture = { element: ReactElement; contexts: Array<Context<unknown>>; values: unknown[] };

/** `chromeOnly`: a render made for no one, of a page whose own part is all the visitor's. */
export type PageCapture = { slots: SlotCapture[]; matches: Array<{ id: string; params: Params }>; chromeOnly?: boolean };

/** Set while rendering a page to keep: slots are marked in its HTML and captured here. */
export const PersonalSlotsContext = /* @__PURE__ */ createContext<PageCapture | null>(null);

/** `children`: one element whose components read their data through hooks (loader data, root data). */
function ServerSlot({ children }: { children: ReactElement }) {
  const capture = useContext(PersonalSlotsContext);
  // Always the same calls in the same order (the rules of hooks): one per context.
  const values = [
    useContext(SLOT_CONTEXTS[0]),
    useContext(SLOT_CONTEXTS[1]),
    useContext(SLOT_CONTEXTS[2]),
    useContext(SLOT_CONTEXTS[3]),
    useContext(SLOT_CONTEXTS[4]),
    useContext(SLOT_CONTEXTS[5]),
    useContext(SLOT_CONTEXTS[6]),
    useContext(SLOT_CONTEXTS[7]),
    useContext(SLOT_CONTEXTS[8]),
  ];
  if (!capture) return children;
  capture.slots.push({ element: children, contexts: SLOT_CONTEXTS, values });
  return (
    <>
      <template data-personal-slot="" />
      {capture.chromeOnly ? null : children}
      <template data-personal-slot-end="" />
    </>
  );
}

function BrowserSlot({ children }: { children: ReactElement }) {
  return children;
}

export const PersonalSlot = import.meta.env.SSR ? ServerSlot : BrowserSlot;
