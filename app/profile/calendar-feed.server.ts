// The private area's calendar subscription: the visitor's secret feed link (kept by the backend,
// decision 032), made from "My activities", replaced or revoked after a confirmation step.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { backendFor, type Auth } from "~/backend/client.server";
import { getCalendarFeed, makeCalendarFeed, revokeCalendarFeed } from "~/backend/records.server";
import type { AppContext } from "~/context";
import { buttonFormSchema, parseForm } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { fileRefused, backToProfile } from "./records.server";
import { loadSection, type Loaded } from "~/session/forbidden.server";
import { requirePage } from "~/session/page-guard.server";

/** The same feed, spelled for the calendar apps (`webcal:` opens the visitor's own) and as a plain link. */
export type FeedLink = { webcal: string; https: string };

function feedLink(context: AppContext, token: string): FeedLink {
  const https = new URL(localePath(context.locale, pathTo("calendarFeed", { token }), context.defaultLocale), context.origin).href;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

export function loadFeedLink(request: Request, context: AppContext, auth: Auth): Promise<Loaded<FeedLink | null>> {
  return loadSection(request, context, async () => {
    const feed = await getCalendarFeed(backendFor(context), auth);
    return feed && feedLink(context, feed.token);
  });
}

/** Its toasts: a backend failure goes back to the tab, as a file that could not be given does. */
async function changeFeed(request: Request, context: AppContext, change: () => Promise<unknown>, done: string): Promise<Response> {
  try {
    await change();
  } catch (error) {
    return fileRefused(request, context, error, {
      what: "calendar link not changed",
      tab: "activities",
      toast: (refused) => ({
        kind: "error",
        message: refused.unavailable ? "records:calendarFeed.unavailable" : "records:calendarFeed.failed",
      }),
    });
  }
  return backToProfile(request, context, "activities", { kind: "success", message: done });
}

/** The `calendar-feed` intent of /usuario: a new secret, replacing any previous one. */
export async function submitCalendarFeed(args: ActionFunctionArgs, formData: FormData, auth: Auth): Promise<Response> {
  parseForm(formData, buttonFormSchema);
  const { request, context } = args;
  return changeFeed(request, context, () => makeCalendarFeed(backendFor(context), auth), "records:calendarFeed.made");
}

/** Which confirmation step: stopping the link, or replacing it (either way the current one stops working). */
export type FeedStepKind = "revoke" | "replace";

/** A confirmation step's page: only its words and the way back. */
export async function loadFeedStep(args: LoaderFunctionArgs, kind: FeedStepKind) {
  await requirePage(args, { feature: "user_profile", auth: true });
  const t = getT(args.context.locale);
  const anchor = t("profile:tabs.activities.anchor");
  return {
    kind,
    title: t(`records:calendarFeed.${kind}Title`),
    back: `${localePath(args.context.locale, pathTo("profile"), args.context.defaultLocale)}#${anchor}`,
  };
}

/** The confirmed step: revoke, or a new secret in place of the current one. */
export async function submitFeedStep(args: ActionFunctionArgs, kind: FeedStepKind): Promise<Response> {
  const { auth } = await requirePage(args, { feature: "user_profile", auth: true });
  const { request, context } = args;
  const backend = backendFor(context);
  return kind === "revoke"
    ? changeFeed(request, context, () => revokeCalendarFeed(backend, auth), "records:calendarFeed.revoked")
    : changeFeed(request, context, () => makeCalendarFeed(backend, auth), "records:calendarFeed.made");
}
