// A logged-in visitor's catalogue page, composed: the kept anonymous page (server/page-cache.ts)
// with its slots (app/chrome/PersonalSlot.tsx) rendered again alone with the visitor's own data,
// which the page also carries for hydration (`mergePersonalData`). The host calls
// `composePersonalPage` through entry.server, so it runs with the server build's own modules.
import type { Params } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { loadActivityFor } from "~/agenda/conference.server";
import { NonceProvider } from "~/chrome/nonce";
import type { PageCapture, SlotCapture } from "~/chrome/PersonalSlot";
import { PERSONAL_DATA_ID } from "~/chrome/part-markers";
import type { AppContext } from "~/context";
import { LOCALES } from "~/i18n/locales";
import { loadTakingPart } from "~/participation/taking-part.server";
import type { PageId } from "~/paths";
import { loadProfile } from "~/profile/profile.server";
import { loadGreeting } from "~/session/auth.server";

type PersonalLoader = (args: { request: Request; params: Params; context: AppContext }) => Promise<Record<string, unknown> | null>;

/**
 * The loader fields of a visitor's own, for the pages that have any beyond the root's greeting:
 * the same functions their loaders use. Every other kept page reads nothing of the visitor's
 * (tests/integration/personal-pages.test.ts compares each with a whole render).
 */
const PERSONAL: Partial<Record<PageId, PersonalLoader>> = {
  conference: async ({ request, params, context }) =>
    loadTakingPart(request, context, await loadActivityFor(request, context, params.slug!)),
  // All of the page is the visitor's (its kept chrome is rendered for no one); a query with errors renders whole.
  profile: async (args) => {
    const profile = await loadProfile(args);
    return profile.invalid ? null : profile;
  },
};

type LoaderData = Record<string, unknown>;

const LOCALE_SUFFIX = new RegExp(`\\.(${LOCALES.join("|")})$`);

/**
 * Whether a visitor's page may be composed at all: a customer, and nothing in the session to show
 * and take (a toast, the missing-fields notice). Asked before the kept page is looked up or made.
 */
export async function mayComposePersonalPage(request: Request, context: AppContext): Promise<boolean> {
  return (await loadGreeting(request, context).catch(() => null)) !== null;
}

/**
 * The visitor's slots and data for a kept page, or null when the page must be rendered whole for
 * them (a toast to show, no customer, a page part that failed: the whole render says what failed).
 */
export async function composePersonalPage(
  request: Request,
  context: AppContext,
  page: PageCapture,
): Promise<{ slots: string[]; data: string } | null> {
  let personal: LoaderData;
  try {
    const loaded = await Promise.all(
      page.matches.map(async ({ id, params }) => {
        const load = id === "root" ? () => loadGreeting(request, context) : PERSONAL[id.replace(LOCALE_SUFFIX, "") as PageId];
        return load ? ([id, await load({ request, params, context })] as const) : null;
      }),
    );
    const entries = loaded.filter((entry) => entry !== null);
    if (!entries.some(([id]) => id === "root") || entries.some(([, fields]) => fields === null)) return null;
    personal = Object.fromEntries(entries);
  } catch {
    return null;
  }
  // Inside a JSON <script>: `<` only ever appears in strings, where \u003c says the same.
  const data = JSON.stringify(personal).replace(/</g, "\\u003c");
  return {
    slots: page.slots.map((slot) => renderSlot(slot, personal, context.nonce)),
    data: `<script type="application/json" id="${PERSONAL_DATA_ID}">${data}</script><script nonce="${context.nonce}">(${mergePersonalData})("${PERSONAL_DATA_ID}")</script>`,
  };
}

/**
 * Runs in the browser, inline at the end of a composed page's body (where hydration leaves what it
 * did not render), before Remix hydrates: as Remix decodes the anonymous page's loader data into
 * `__remixContext.state`, the visitor's own fields are merged in, so every component reads them.
 * Self-contained: its source is what the page carries.
 */
function mergePersonalData(id: string) {
  const personal = JSON.parse(document.getElementById(id)!.textContent!) as Record<string, object>;
  const remix = (window as unknown as { __remixContext: { state?: { loaderData: Record<string, object> } } }).__remixContext;
  let state: typeof remix.state;
  Object.defineProperty(remix, "state", {
    configurable: true,
    get: () => state,
    set: (value: typeof state) => {
      if (value) for (const id in personal) value.loaderData[id] = { ...value.loaderData[id], ...personal[id] };
      state = value;
    },
  });
}

/** Each route's fields of the visitor's own over the page's loader data (`mergePersonalData` does the same in the browser). */
function withPersonalData(loaderData: LoaderData, personal: LoaderData): LoaderData {
  const merged = { ...loaderData };
  for (const id in personal) merged[id] = { ...(merged[id] as object), ...(personal[id] as object) };
  return merged;
}

/** One slot alone, under the contexts it stood in, its loader data the visitor's. */
function renderSlot(slot: SlotCapture, personal: LoaderData, nonce: string): string {
  let element: ReactElement = slot.element;
  for (let index = slot.contexts.length - 1; index >= 0; index--) {
    const context = slot.contexts[index];
    let value = slot.values[index];
    if (context === (UNSAFE_DataRouterStateContext as unknown)) {
      const state = value as { loaderData: Record<string, unknown> };
      value = { ...state, loaderData: withPersonalData(state.loaderData, personal) };
    }
    element = createElement(context.Provider, { value }, element);
  }
  return renderToString(<NonceProvider value={nonce}>{element}</NonceProvider>);
}
