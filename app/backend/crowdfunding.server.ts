// Crowdfunding calls (spec doc 2 §7). Paying a contribution makes a checkout like a ticket's, with
// the form's idempotency key as `Idempotency-Key`.
import { segment, type Auth, type Backend } from "./client.server";
import {
  campaignSchema,
  commentSchema,
  commentsPageSchema,
  contributionsPageSchema,
  CROWDFUNDING_REFUSALS,
  trackedCampaignSchema,
  trackingSchema,
} from "./crowdfunding.schemas";
import { paymentTypeSchema, SHOP_REFUSALS, type PaymentType } from "./shop.schemas";
import { codedRefusal, postCheckout, type CheckoutSession, type ReturnUrls } from "./shop.server";
import { envelope, listEnvelope } from "./catalogue.schemas";
import type { Campaign, Comment, CommentsPage, ContributionsPage, TrackedCampaign } from "./crowdfunding.schemas";

export type { Campaign, CommentsPage, ContributionsPage, Reward, TrackedCampaign } from "./crowdfunding.schemas";

const campaignPath = (conferenceId: number, campaignId?: number) =>
  `/conferences/${segment(conferenceId)}/crowdfunding${campaignId === undefined ? "" : `/${segment(campaignId)}`}`;

/** 404 when the conference has none; cached only for anonymous visitors. */
export async function getCampaign(backend: Backend, auth: Auth | null, conferenceId: number): Promise<Campaign> {
  return (await backend.call(campaignPath(conferenceId), { name: "getCampaign", auth, schema: envelope(campaignSchema), cache: true }))
    .data;
}

export async function getComments(
  backend: Backend,
  auth: Auth | null,
  campaign: Pick<Campaign, "id" | "conference_id">,
  page: number,
): Promise<CommentsPage> {
  return backend.call(`${campaignPath(campaign.conference_id, campaign.id)}/comments`, {
    name: "getComments",
    auth,
    query: { page },
    schema: commentsPageSchema,
  });
}

export async function addComment(
  backend: Backend,
  auth: Auth,
  campaign: Pick<Campaign, "id" | "conference_id">,
  body: string,
): Promise<Comment> {
  const path = `${campaignPath(campaign.conference_id, campaign.id)}/comments`;
  return (await backend.call(path, { name: "addComment", method: "POST", auth, body: { body }, schema: envelope(commentSchema) })).data;
}

export async function setCampaignTracking(backend: Backend, auth: Auth, conferenceId: number, active: boolean): Promise<boolean> {
  const path = `/conferences/${segment(conferenceId)}/crowdfunding/active-campaign-tracking`;
  return (
    await backend.call(path, { name: "setCampaignTracking", method: "POST", auth, body: { active }, schema: envelope(trackingSchema) })
  ).data.active;
}

export async function getCampaignPaymentTypes(backend: Backend, auth: Auth, campaignId: number): Promise<PaymentType[]> {
  return (
    await backend.call("/payment-types", {
      name: "getCampaignPaymentTypes",
      auth,
      query: { crowdfundingId: campaignId },
      schema: listEnvelope(paymentTypeSchema),
    })
  ).data;
}

/** `…/reward-payment` with a reward, `…/free-payment` without. */
export async function createContributionCheckout(
  backend: Backend,
  auth: Auth,
  input: {
    campaign: Pick<Campaign, "id" | "conference_id">;
    rewardId: number | null;
    amount: number;
    paymentTypeId: number;
    userIp: string;
    idempotencyKey: string;
  } & ReturnUrls,
): Promise<CheckoutSession> {
  const { campaign, idempotencyKey, ...body } = input;
  const path = `${campaignPath(campaign.conference_id, campaign.id)}/${body.rewardId === null ? "free-payment" : "reward-payment"}`;
  return postCheckout(backend, auth, path, idempotencyKey, body);
}

export async function getContributions(backend: Backend, auth: Auth, page: number): Promise<ContributionsPage> {
  return backend.call("/customer/contributions", { name: "getContributions", auth, query: { page }, schema: contributionsPageSchema });
}

export async function getTrackedCampaigns(backend: Backend, auth: Auth): Promise<TrackedCampaign[]> {
  return (
    await backend.call("/customer/tracked-campaigns", { name: "getTrackedCampaigns", auth, schema: listEnvelope(trackedCampaignSchema) })
  ).data;
}

const REFUSAL_CODES = [...CROWDFUNDING_REFUSALS, ...SHOP_REFUSALS] as const;

export function crowdfundingRefusal(error: unknown) {
  return codedRefusal(error, REFUSAL_CODES);
}
