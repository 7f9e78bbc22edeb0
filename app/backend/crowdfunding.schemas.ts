// The backend's answers about crowdfunding (spec doc 1 §1–9, doc 2 §3–8), documented call by call in
// demo-api/routes/crowdfunding.ts; a contribution is paid through the shop's checkout (shop.schemas.ts).
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";
import { isoDateTime, paginated } from "./catalogue.schemas";

const id = z.number().int();
const money = z.number().nonnegative();
const currency = z.string().length(3);

export const rewardSchema = z.object({
  id,
  title: z.string().min(1),
  description: z.string(),
  amount: z.number().positive(),
  currency,
  /** null: no limit (for `remaining` too). */
  limit: z.number().int().positive().nullable(),
  remaining: z.number().int().nonnegative().nullable(),
  sold_out: z.boolean(),
  backers: z.number().int().nonnegative(),
  delivery: z.string().nullable(),
});

export const campaignUpdateSchema = z.object({
  id,
  title: z.string().min(1),
  /** Sanitised HTML, as CMS texts. */
  body: z.string(),
  published_at: isoDateTime,
});

export const CAMPAIGN_STATUSES = ["active", "ended"] as const;

/** A conference has at most one active campaign (404 when none). */
export const campaignSchema = z.object({
  id,
  conference_id: id,
  conference_slug: z.string().min(1),
  title: z.string().min(1),
  summary: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  goal: z.number().positive(),
  raised: money,
  currency,
  backers: z.number().int().nonnegative(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  min_amount: z.number().positive(),
  rewards: z.array(rewardSchema),
  updates: z.array(campaignUpdateSchema),
  comments_count: z.number().int().nonnegative(),
  tracked: z.boolean(),
});

export const commentSchema = z.object({
  id,
  author: z.string().min(1),
  /** Plain text as written: the portal escapes it. */
  body: z.string().min(1),
  created_at: isoDateTime,
  mine: z.boolean(),
});

export const commentsPageSchema = paginated(commentSchema);

export const trackingSchema = z.object({ active: z.boolean() });

/** The shop's order `item` of a contribution; `reward_id` null for a free amount. */
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

/** "pending": a bank transfer within its 7 days (`deadline`); "lost": those days passed unpaid. */
export const contributionSchema = z
  .object({
    id,
    order_id: id,
    reference: z.string().min(1).max(35),
    status: z.enum(CONTRIBUTION_STATUSES),
    amount: z.number().positive(),
    currency,
    payment_kind: z.enum(["card", "qr", "bank_transfer"]),
    campaign: z.object({ id, title: z.string().min(1), conference_slug: z.string().min(1) }),
    reward: z.object({ id, title: z.string().min(1) }).nullable(),
    created_at: isoDateTime,
    deadline: isoDateTime.nullable(),
  })
  .refine((entry) => (entry.deadline !== null) === (entry.status === "pending"), {
    message: "a pending contribution, and only one, has a deadline",
  });

export const contributionsPageSchema = paginated(contributionSchema);

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

/** Refusal codes the pages tell apart (spec doc 2 §8), besides the shop's; `amount_too_low` is a 422. */
export const CROWDFUNDING_REFUSALS = ["reward_sold_out", "campaign_ended", "amount_too_low", "unfollow_failed"] as const;

export type Campaign = z.output<typeof campaignSchema>;
export type Reward = Campaign["rewards"][number];
export type Comment = z.output<typeof commentSchema>;
export type CommentsPage = z.output<typeof commentsPageSchema>;
export type ContributionsPage = z.output<typeof contributionsPageSchema>;
export type TrackedCampaign = z.output<typeof trackedCampaignSchema>;
