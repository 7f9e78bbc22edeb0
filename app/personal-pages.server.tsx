// A logged-in visitor's page composed from the kept anonymous page, its slots rendered again with
// the visitor's own data (decision 031). Called through entry.server, with the build's own modules.
import type { Params } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { loadActivityFor } from "~/agenda/conference.server";
import { NonceProvider } from "~/ui/nonce";
import type { PageCapture, SlotCapture } from "~/chrome/PersonalSlot";
import { PART_OPEN, PERSONAL_DATA_ID } from "~/chrome/part-markers";
import { SharedPartsContext } from "~/chrome/SharedPart";
import type { RequestParts } from "~/chrome/shared-parts.server";
import type { AppContext } from "~/context";
import { LOCALES } from "~/i18n/locales";
import { loadTakingPart } from "~/participation/taking-part.server";
import type { PageId } from "~/paths";
import { AREA, loadProfile } from "~/profile/profile.server";
import { requirePage } from "~/session/page-guard.server";
import { loadGreeting } from "~/session/auth.server";

type PersonalLoader = (args: { request: Request; params: Params; context: AppContext }) => Promise<Record<string, unknown> | null>;

/** Every other kept page reads nothing of the visitor's but the root's greeting (held by tests/integration/personal-pages.test.ts). */
const PERSONAL: Partial<Record<PageId, PersonalLoader>> = {
  conference: async ({ request, params, context }) =>
    loadTakingPart(request, context, await loadActivityFor(request, context, params.slug!), { sharedChat: true }),
  // A query with errors renders whole.
  profile: async (args) => {
    const profile = await loadProfile(args, await requirePage(args, AREA));
    return profile.invalid ? null : profile;
  },
};

type LoaderData = Record<string, unknown>;

const LOCALE_SUFFIX = new RegExp(`\\.(${LOCALES.join("|")})$`);

export async function mayComposePersonalPage(request: Request, context: AppContext): Promise<boolean> {
  return (await loadGreeting(request, context).catch(() => null)) !== null;
}

/** null when the page must be rendered whole (the whole render says what failed). */
export async function composePersonalPage(
  request: Request,
  context: AppContext,
  page: PageCapture,
): Promise<{ slots: Buffer[]; data: string } | null> {
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
    slots: renderSlots(page.slots, personal, context),
    data: `<script type="application/json" id="${PERSONAL_DATA_ID}">${data}</script><script nonce="${context.nonce}">(${mergePersonalData})("${PERSONAL_DATA_ID}")</script>`,
  };
}

/** Runs inline in the browser before hydration; self-contained, as its source is what the page carries. */
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

function withPersonalData(loaderData: LoaderData, personal: LoaderData): LoaderData {
  const merged = { ...loaderData };
  for (const id in personal) merged[id] = { ...(merged[id] as object), ...(personal[id] as object) };
  return merged;
}

/** Each slot alone, its shared parts (the chat's list, the survey…) spliced in as on a whole page. */
function renderSlots(slots: SlotCapture[], personal: LoaderData, context: AppContext): Buffer[] {
  const parts = context.sharedParts?.forRequest(context.nonce) ?? null;
  return slots.map((slot) => {
    const html = renderToString(slotElement(slot, personal, context.nonce, parts));
    const bytes = Buffer.from(html, "utf8");
    // Most slots hold no shared part (the account menu, the private area): nothing to splice.
    return parts && html.includes(PART_OPEN) ? Buffer.concat([parts.write(bytes), parts.end()]) : bytes;
  });
}

function slotElement(slot: SlotCapture, personal: LoaderData, nonce: string, parts: RequestParts | null): ReactElement {
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
  return (
    <NonceProvider value={nonce}>
      <SharedPartsContext.Provider value={parts}>{element}</SharedPartsContext.Provider>
    </NonceProvider>
  );
}
