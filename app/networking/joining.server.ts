// Joining and leaving networking: the hub, the networking profile and leaving. The spec's GETs that
// change state (enable-networking, unsubscribe) are only ever called from these POST actions.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import {
  completeNetworkingForm,
  enableNetworking,
  getAcceptance,
  getNetworkingForm,
  getNetworkingState,
  leaveNetworking,
  networkingRefusal,
} from "~/backend/networking.server";
import { sanitizeHtml } from "~/cms/sanitize.server";
import type { AppContext } from "~/context";
import { checkCustomForm, customFormErrorFields } from "~/forms/custom-form";
import { backendFailure, refuseSubmission, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { forbiddenRedirect, loadSection, type Loaded } from "~/session/forbidden.server";
import { flashToast, type Toast } from "~/session/session.server";
import { locationOf } from "~/url/local-path";
import type { FormReply } from "~/ui/form";
import { ENABLE_NETWORKING, NETWORKING_PROFILE_PREFIX, SAVE_NETWORKING_PROFILE } from "./intents";
import { networkingHref } from "./links";
import { networkingScope, type NetworkingAccess, type NetworkingScope } from "./scope.server";

type Args = LoaderFunctionArgs | ActionFunctionArgs;

const where = (context: AppContext, scope: Pick<NetworkingScope, "conference">) => ({
  locale: context.locale,
  defaultLocale: context.defaultLocale,
  conference: scope.conference,
});

function hubLinks(context: AppContext, scope: NetworkingScope) {
  const at = where(context, scope);
  return {
    hub: networkingHref(at, "networking"),
    profile: networkingHref(at, "networkingProfile"),
    attendees: networkingHref(at, "networkingAttendees"),
    requests: networkingHref(at, "networkingRequests"),
    leave: networkingHref(at, "networkingLeave"),
  };
}

async function toHub(args: Args, scope: NetworkingScope, toast?: Toast): Promise<Response> {
  const to = locationOf(networkingHref(where(args.context, scope), "networking"));
  return redirect(to, toast ? { headers: await flashToast(args.context.sessions, args.request, toast) } : undefined);
}

/** A refusal of the whole form (no field): the ErrorSummary's message, from the catalogue. */
function formError(message: string, status: number) {
  const reply: FormReply = { status: "error", error: { "": [message] } };
  return data({ reply }, { status });
}

/** A failed call in an action: the backend ended the session (login again), or a message for the page. */
async function actionFailure(args: Args, error: unknown, fallback: string) {
  if (!(error instanceof BackendError)) throw error;
  if (error.forbidden) return forbiddenRedirect(args.request, args.context);
  args.context.logger[error.logLevel](error.logged, "networking action failed");
  return formError(error.unavailable ? "account:errors.unavailable" : fallback, error.unavailable ? 503 : error.status >= 500 ? 502 : 409);
}

export async function loadNetworkingHub(args: LoaderFunctionArgs, access: NetworkingAccess) {
  const { context } = args;
  const scope = await networkingScope(args, access, { optionalConference: true });
  const t = getT(context.locale);
  const base = {
    title: t("networking:hub.title"),
    type: scope.type,
    conference: scope.conference,
    conferences: scope.conferences.map(({ slug, title }) => ({ slug, title })),
    links: hubLinks(context, scope),
    countdownSeconds: context.networkingLeaveCountdownSeconds,
  };
  // networkingType 2 without a chosen conference: only the choice.
  if (scope.type === 2 && !scope.conference) return { ...base, state: null, terms: null };
  const state = await getNetworkingState(scope);
  const terms = state.enabled ? null : await getAcceptance(scope);
  return {
    ...base,
    state: {
      enabled: state.enabled,
      ready: state.can_request,
      profileCompleted: state.profile_completed,
      pendingReceived: state.pending_received,
      validatedMeetings: state.validated_meetings,
    },
    terms: terms && { title: terms.title, html: sanitizeHtml(terms.html), updatedAt: terms.updated_at },
  };
}

export async function submitNetworkingHub(args: ActionFunctionArgs, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  const formData = await args.request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent !== ENABLE_NETWORKING) return formError("account:errors.refused", 400);
  try {
    await enableNetworking(scope);
  } catch (error) {
    return actionFailure(args, error, "networking:hub.errors.enableFailed");
  }
  // The next step is the profile: others find the customer by it.
  const to = locationOf(networkingHref(where(args.context, scope), "networkingProfile"));
  return redirect(to, {
    headers: await flashToast(args.context.sessions, args.request, { kind: "success", message: "networking:hub.enabled" }),
  });
}

/** The profile needs networking enabled first: otherwise the hub, where the terms are. */
async function enabledScope(args: Args, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  const state = await getNetworkingState(scope);
  if (!state.enabled) throw await toHub(args, scope);
  return scope;
}

export async function loadNetworkingProfile(args: LoaderFunctionArgs, access: NetworkingAccess) {
  const scope = await enabledScope(args, access);
  const form = await getNetworkingForm(scope);
  const t = getT(args.context.locale);
  return {
    title: t("networking:profile.title"),
    form: { title: form.title, description: form.description, answered: form.answered, values: form.values, fields: form.fields },
    links: hubLinks(args.context, scope),
  };
}

export async function submitNetworkingProfile(args: ActionFunctionArgs, access: NetworkingAccess) {
  const scope = await enabledScope(args, access);
  const formData = await args.request.formData();
  if (String(formData.get("intent") ?? "") !== SAVE_NETWORKING_PROFILE) return formError("account:errors.refused", 400);
  let form;
  try {
    form = await getNetworkingForm(scope);
  } catch (error) {
    if (!(error instanceof BackendError) || error.notFound) throw error;
    if (error.forbidden) return forbiddenRedirect(args.request, args.context);
    const { submission } = checkCustomForm([], formData, { prefix: NETWORKING_PROFILE_PREFIX });
    return backendFailure(submission, error, { fallback: "networking:profile.errors.failed", logger: args.context.logger });
  }
  const { submission, values } = checkCustomForm(form.fields, formData, { prefix: NETWORKING_PROFILE_PREFIX });
  const refused = refuseSubmission(submission, formData, args.context);
  if (refused) return refused;
  if (!values) return replyWith(submission);
  try {
    await completeNetworkingForm(scope, form.id, values);
  } catch (error) {
    if (networkingRefusal(error)?.code === "networking_disabled") return toHub(args, scope);
    if (error instanceof BackendError && error.forbidden) return forbiddenRedirect(args.request, args.context);
    return backendFailure(submission, error, {
      fallback: "networking:profile.errors.failed",
      fields: customFormErrorFields(form.fields, NETWORKING_PROFILE_PREFIX),
      logger: args.context.logger,
    });
  }
  return toHub(args, scope, { kind: "success", message: "networking:profile.saved" });
}

export async function loadNetworkingLeave(args: LoaderFunctionArgs, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  const state = await getNetworkingState(scope);
  // Nothing to leave: the hub says where the customer stands.
  if (!state.enabled) throw await toHub(args, scope);
  const t = getT(args.context.locale);
  return {
    title: t("networking:leave.title"),
    back: networkingHref(where(args.context, scope), "networking"),
    countdownSeconds: args.context.networkingLeaveCountdownSeconds,
  };
}

export async function submitNetworkingLeave(args: ActionFunctionArgs, access: NetworkingAccess) {
  const scope = await networkingScope(args, access);
  try {
    await leaveNetworking(scope);
  } catch (error) {
    // A validated meeting holds the customer in: the catalogue's words, on the step, with the way back.
    if (networkingRefusal(error)?.code === "event_associated") return formError("networking:leave.errors.eventAssociated", 409);
    return actionFailure(args, error, "networking:leave.errors.failed");
  }
  return toHub(args, scope, { kind: "success", message: "networking:leave.done" });
}

export type NetworkingTab = {
  hub: string;
  /** Type 2: where the customer stands depends on the conference, chosen on the hub (no call here). */
  standing: Loaded<"not-enabled" | "profile-missing" | "ready"> | null;
};

/** The private area's networking tab; type 2 links to the hub rather than asking about every conference. */
export async function loadNetworkingTab(request: Request, context: AppContext, auth: Auth): Promise<NetworkingTab | null> {
  const type = context.tenant?.networkingType ?? null;
  if (type !== 1 && type !== 2) return null;
  const hub = networkingHref({ locale: context.locale, defaultLocale: context.defaultLocale, conference: null }, "networking");
  if (type === 2) return { hub, standing: null };
  const standing = await loadSection(request, context, async () => {
    const state = await getNetworkingState({ backend: backendFor(context), auth, conference: null });
    return !state.enabled ? "not-enabled" : state.can_request ? "ready" : "profile-missing";
  });
  return { hub, standing };
}
