// The shapes of the backend's answers about crowdfunding (spec doc 1 §1, §2 `/RewardsPayment`, §4
// reward payment feedback, §9 bank transfer window; doc 2 §3 crowdfunding payment payload and
// tracking, §4, §7 "Shop and payment" and "Crowdfunding", `/customer/contributions`,
// `/customer/tracked-campaigns`). The spec names the payment and tracking calls and their payloads,
// not the campaign, its comments or any answer: those are ours (snake_case, `{data}` envelopes,
// Laravel's paginator, refusals `409 {message, code}` and 422 `{message, errors}`), written down once
// here and documented call by call at the top of demo-api/routes/crowdfunding.ts. A contribution is
// paid through the shop's checkout (shop.schemas.ts): the same session, the same hosted pages, the
// same `POST /confirm-payment`, an order whose item is the contribution.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { paginated } from "./catalogue.schemas";

const id = z.number().int();
const isoDateTime = z.string().datetime({ offset: true });
const money = z.number().nonnegative();
const currency = z.string().length(3);

// ---------------------------------------------------------------------------------- campaigns --

/** One reward of a campaign: what a backer of at least `amount` gets. */
export const rewardSchema = z.object({
  id,
  title: z.string().min(1),
  /** Plain text, in the request's language. */
  description: z.string(),
  /** What this reward costs (the contribution's amount). */
  amount: z.number().positive(),
  currency,
  /** How many there are in all; null: no limit. */
  limit: z.number().int().positive().nullable(),
  /** How many are left; null: no limit. 0 is sold out. */
  remaining: z.number().int().nonnegative().nullable(),
  sold_out: z.boolean(),
  /** How many backers chose it. */
  backers: z.number().int().nonnegative(),
  /** When it is expected to be delivered, in words ("June 2027"), or null. */
  delivery: z.string().nullable(),
});

/** One news item the campaign's team published. */
export const campaignUpdateSchema = z.object({
  id,
  title: z.string().min(1),
  /** Sanitised HTML (as CMS texts), in the request's language. */
  body: z.string(),
  published_at: isoDateTime,
});

export const CAMPAIGN_STATUSES = ["active", "ended"] as const;

/**
 * `GET /conferences/{conferenceId}/crowdfunding` (demo-defined: the conference's campaign, 404 when it
 * has none) and `GET /conferences/{conferenceId}/crowdfunding/{crowdfundingId}` (demo-defined). A
 * conference has at most one active campaign: the one `active-campaign-tracking` follows.
 */
export const campaignSchema = z.object({
  /** The `crowdfundingId` of the calls. */
  id,
  conference_id: id,
  /** The conference's slug: the campaign's page hangs from the activity's (`/agenda/<slug>/campana`). */
  conference_slug: z.string().min(1),
  title: z.string().min(1),
  /** One or two sentences, plain text. */
  summary: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** An image URL (absolute, or a path on the backend) or null. */
  image: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  goal: z.number().positive(),
  raised: money,
  currency,
  /** How many distinct backers have a confirmed contribution. */
  backers: z.number().int().nonnegative(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  /** The smallest free contribution (without a reward), in `currency`. */
  min_amount: z.number().positive(),
  rewards: z.array(rewardSchema),
  /** Newest first. */
  updates: z.array(campaignUpdateSchema),
  /** How many comments there are (the list is its own call). */
  comments_count: z.number().int().nonnegative(),
  /** The bearer's customer follows it; false without a bearer. */
  tracked: z.boolean(),
});

// ----------------------------------------------------------------------------------- comments --

/** One comment, as `GET …/comments` lists it (newest first) and `POST …/comments` answers it. */
export const commentSchema = z.object({
  id,
  /** The author's display name (first name and the initial of the surname). */
  author: z.string().min(1),
  /** Plain text as written (line breaks kept): the portal escapes it. */
  body: z.string().min(1),
  created_at: isoDateTime,
  /** The bearer's customer wrote it. */
  mine: z.boolean(),
});

/** `GET /conferences/{id}/crowdfunding/{crowdfundingId}/comments?page=` (demo-defined, 10 a page). */
export const commentsPageSchema = paginated(commentSchema);

// ----------------------------------------------------------------------------------- tracking --

/** `POST /conferences/{id}/crowdfunding/active-campaign-tracking` `{active}` → `{data: {active}}`. */
export const trackingSchema = z.object({ active: z.boolean() });

// ------------------------------------------------------------------------------ contributions --

/**
 * What a contribution order pays (the shop's order `item` of `type: "contribution"`, see
 * shop.schemas.ts): a reward, or a free amount (`reward_id` null).
 */
export const contributionItemSchema = z.object({
  type: z.literal("contribution"),
  conference_id: id,
  conference_slug: z.string().min(1),
  campaign_id: id,
  campaign_title: z.string().min(1),
  reward_id: id.nullable(),
  reward_title: z.string().min(1).nullable(),
});

export const CONTRIBUTION_STATUSES = ["confirmed", "pending", "lost"] as const;

/**
 * One contribution of `GET /customer/contributions?page=` (paginated, newest first). Only
 * contributions that went through or wait for a transfer are listed (a declined or abandoned card
 * payment is not a contribution):
 *   confirmed  paid
 *   pending    a bank transfer within its 7 days (`deadline`)
 *   lost       the 7 days passed without the transfer: not confirmed, the reward is lost
 */
export const contributionSchema = z
  .object({
    id,
    /** The order that pays it (`GET /orders/{id}`). */
    order_id: id,
    reference: z.string().min(1).max(35),
    status: z.enum(CONTRIBUTION_STATUSES),
    amount: z.number().positive(),
    currency,
    payment_kind: z.enum(["card", "qr", "bank_transfer"]),
    campaign: z.object({ id, title: z.string().min(1), conference_slug: z.string().min(1) }),
    reward: z.object({ id, title: z.string().min(1) }).nullable(),
    created_at: isoDateTime,
    /** A pending transfer's last day to pay (created_at + 7 days); null otherwise. */
    deadline: isoDateTime.nullable(),
  })
  .refine((entry) => (entry.deadline !== null) === (entry.status === "pending"), { message: "a pending contribution, and only one, has a deadline" });

export const contributionsPageSchema = paginated(contributionSchema);

/** One campaign of `GET /customer/tracked-campaigns` (`{data: [...]}`, no pagination). */
export const trackedCampaignSchema = z.object({
  id,
  conference_id: id,
  conference_slug: z.string().min(1),
  title: z.string().min(1),
  status: z.enum(CAMPAIGN_STATUSES),
  goal: z.number().positive(),
  raised: money,
  currency,
  ends_at: isoDateTime,
});

// ---------------------------------------------------------------------------------- refusals --

/**
 * The `code` of a refusal the pages tell apart (spec doc 2 §8 "Crowdfunding": no payment method,
 * conditions not accepted, login required, reward contribution failure, unfollow failure). The
 * payment calls answer the shop's refusals too (`payment_type_invalid`, `idempotency_key_reused`).
 */
export const CROWDFUNDING_REFUSALS = [
  /** Payment (409): the reward has none left. */
  "reward_sold_out",
  /** Payment, tracking, comments (409): the campaign is over. */
  "campaign_ended",
  /** Free payment (422 errors.amount): below the campaign's `min_amount`; reward payment: below the reward's amount. */
  "amount_too_low",
  /** Tracking (409): stopping following failed (the spec's "unfollow failure"). */
  "unfollow_failed",
] as const;
