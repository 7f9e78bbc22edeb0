// The campaign's page (`/agenda/<slug>/campana`): the campaign, following, unfollowing and
// commenting (decision 017).
import { data, redirect } from "@remix-run/node";
import { loadActivityFor, type Activity } from "~/agenda/conference.server";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import {
  addComment,
  crowdfundingRefusal,
  getCampaign,
  getComments,
  setCampaignTracking,
  type Campaign,
} from "~/backend/crowdfunding.server";
import { pageError } from "~/backend/page-errors.server";
import type { AppContext } from "~/context";
import { parseForm, replyWith } from "~/forms/submission.server";
import { localePath } from "~/i18n/locales";
import { sanitizeHtml } from "~/cms/sanitize.server";
import { pathTo } from "~/paths";
import { previewTags } from "~/seo/preview.server";
import { campaignFacts, socialImage } from "~/seo/social-card.server";
import { positiveInt } from "~/url/params";
import { forbiddenRedirect, loadSection } from "~/session/forbidden.server";
import { sessionAuth } from "~/participation/submit.server";
import { loginRedirect } from "~/session/auth.server";
import { flashToast, type Toast } from "~/session/session.server";
import { commentSchema } from "./comment.schema";
import { daysLeft } from "./progress";
import { COMMENT, COMMENT_FIELD, COMMENTS_PAGE_PARAM, FOLLOW, UNFOLLOW } from "./intents";

type Args = { request: Request; context: AppContext; slug: string };

export const local = (context: Pick<AppContext, "locale" | "defaultLocale">, path: string) =>
  localePath(context.locale, path, context.defaultLocale);

export function campaignPath(context: Pick<AppContext, "locale" | "defaultLocale">, slug: string, section?: string): string {
  const path = local(context, pathTo("campaign", { slug }));
  return section ? `${path}#${section}` : path;
}

/** The activity of the page and its campaign; a 404 page when the activity has none. */
export async function campaignOf(
  request: Request,
  context: AppContext,
  slug: string,
  auth: Auth | null,
): Promise<{ activity: Activity; campaign: Campaign }> {
  const backend = backendFor(context);
  const activity = await loadActivityFor(request, context, slug);
  try {
    return { activity, campaign: await getCampaign(backend, auth, activity.id) };
  } catch (error) {
    if (error instanceof BackendError && error.notFound) throw pageError(404, "not-found");
    throw error;
  }
}

/** The activity page's campaign box, or null; a campaign that cannot be loaded is left out. */
export async function loadCampaignTeaser(context: AppContext, activity: { id: number; slug: string }) {
  try {
    const campaign = await getCampaign(backendFor(context), null, activity.id);
    const left = daysLeft(campaign.ends_at);
    return {
      title: campaign.title,
      summary: campaign.summary,
      progress: {
        raised: campaign.raised,
        goal: campaign.goal,
        currency: campaign.currency,
        backers: campaign.backers,
        daysLeft: left,
        ended: campaign.status === "ended" || left === 0,
      },
      path: campaignPath(context, activity.slug),
    };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (!error.notFound) context.logger[error.logLevel](error.logged, "campaign teaser failed");
    return null;
  }
}

function commentsPage(request: Request): number {
  return positiveInt(new URL(request.url).searchParams.get(COMMENTS_PAGE_PARAM)) ?? 1;
}

export async function loadCampaign({ request, context, slug }: Args) {
  const auth = await sessionAuth(request, context);
  const { activity, campaign } = await campaignOf(request, context, slug, auth);
  const page = commentsPage(request);
  const comments = await loadSection(request, context, () => getComments(backendFor(context), auth, campaign, page));
  return {
    activity: { title: activity.title, slug, path: local(context, pathTo("conference", { slug })) },
    campaign: {
      ...campaign,
      description: sanitizeHtml(campaign.description),
      updates: campaign.updates.map((update) => ({ ...update, body: sanitizeHtml(update.body) })),
      daysLeft: daysLeft(campaign.ends_at),
    },
    comments,
    loggedIn: auth !== null,
    contributePath: `${local(context, pathTo("rewardsPayment"))}?`,
    unfollowPath: local(context, pathTo("campaignUnfollow", { slug })),
    preview: previewTags(context, socialImage(context, "campana", slug, campaignFacts(context, campaign, activity))),
  };
}

/** Back to the campaign with a message (POST, redirect, GET). */
async function backToCampaign(request: Request, context: AppContext, slug: string, section: string, toast: Toast) {
  return redirect(campaignPath(context, slug, section), { headers: await flashToast(context.sessions, request, toast) });
}

/** A form that needs a session: without one, to login and back to the campaign. */
async function requireCampaignAuth(request: Request, context: AppContext, slug: string): Promise<Auth> {
  const auth = await sessionAuth(request, context);
  if (auth) return auth;
  throw loginRedirect(new Request(new URL(campaignPath(context, slug), request.url), { headers: request.headers }), context);
}

/** A refused or failed (un)follow: the message beside the button; a refused token ends the session. */
async function trackingFailed(request: Request, context: AppContext, error: unknown, active: boolean) {
  if (!(error instanceof BackendError)) throw error;
  if (error.forbidden) throw await forbiddenRedirect(request, context);
  const refusal = crowdfundingRefusal(error);
  context.logger[error.logLevel](error.logged, "campaign tracking failed");
  const message = error.unavailable
    ? "account:errors.unavailable"
    : refusal?.code === "campaign_ended"
      ? "crowdfunding:errors.ended"
      : active
        ? "crowdfunding:errors.followFailed"
        : "crowdfunding:errors.unfollowFailed";
  return data(
    { section: "follow" as const, reply: { status: "error" as const, error: { "": [message] } } },
    { status: error.unavailable ? 503 : error.status >= 500 ? 502 : 409 },
  );
}

/** Follows or unfollows the campaign (the unfollow confirmation step posts here too). */
export async function submitTracking({ request, context, slug }: Args, active: boolean) {
  const auth = await requireCampaignAuth(request, context, slug);
  try {
    const { campaign } = await campaignOf(request, context, slug, auth);
    await setCampaignTracking(backendFor(context), auth, campaign.conference_id, active);
  } catch (error) {
    return trackingFailed(request, context, error, active);
  }
  return backToCampaign(request, context, slug, "seguir", {
    kind: "success",
    message: active ? "crowdfunding:follow.followed" : "crowdfunding:follow.unfollowed",
  });
}

async function submitComment({ request, context, slug }: Args, formData: FormData) {
  const auth = await requireCampaignAuth(request, context, slug);
  const submission = parseForm(formData, commentSchema);
  if (submission.status !== "success") return replyWith(submission, { extra: { section: "comments" } });
  try {
    const { campaign } = await campaignOf(request, context, slug, auth);
    await addComment(backendFor(context), auth, campaign, submission.value[COMMENT_FIELD]);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.forbidden) throw await forbiddenRedirect(request, context);
    const refusal = crowdfundingRefusal(error);
    context.logger[error.logLevel](error.logged, "comment failed");
    const message = error.unavailable
      ? "account:errors.unavailable"
      : refusal?.code === "campaign_ended"
        ? "crowdfunding:errors.ended"
        : "crowdfunding:comments.failed";
    return replyWith(submission, { formErrors: [message], status: error.unavailable ? 503 : 400, extra: { section: "comments" } });
  }
  return backToCampaign(request, context, slug, "comentarios", { kind: "success", message: "crowdfunding:comments.sent" });
}

export async function submitCampaign(args: Args) {
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent === FOLLOW) return submitTracking(args, true);
  if (intent === UNFOLLOW) return submitTracking(args, false);
  if (intent === COMMENT) return submitComment(args, formData);
  return data(
    { section: "follow" as const, reply: { status: "error" as const, error: { "": ["account:errors.refused"] } } },
    { status: 400 },
  );
}
