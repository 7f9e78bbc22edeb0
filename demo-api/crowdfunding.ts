// Crowdfunding's state and rules: comments and tracking, in memory, per tenant; contributions are
// shop orders. How they add up: ./API.md, "Crowdfunding: state and rules".
import { campaignWindow, DAY_MS, madrid, PROCESS_STARTED_AT, startHourMs } from "./clock";
import type { CustomerAccount, TenantCustomers } from "./customers";
import { ordersOfTenant, recordsOf, type DemoOrder } from "./records";
import {
  crowdfundingSeed,
  findSeedCampaign,
  type SeedCampaign,
  type SeedComment,
  type SeedContributionState,
  type SeedReward,
} from "./seed/crowdfunding";
import { pick, type Locale } from "./seed/i18n";
import type { DemoTenant } from "./seed/types";
import { currentStatus } from "./shop";

const HOUR_MS = 60 * 60 * 1000;
const COMMENTS_PER_PAGE = 10;

interface DemoComment {
  id: number;
  author: string;
  email: string | null;
  team: boolean;
  body: string;
  createdAt: string;
}

interface CrowdfundingState {
  /** By campaign id, in the order written (the seed's oldest first, then new ones). */
  comments: Map<number, DemoComment[]>;
  nextCommentId: number;
  /** By customer e-mail: the campaigns followed, latest first. */
  tracking: Map<string, number[]>;
}

const states = new WeakMap<TenantCustomers, CrowdfundingState>();

function stateOf(tenant: DemoTenant, customers: TenantCustomers): CrowdfundingState {
  let state = states.get(customers);
  if (!state) {
    const seed = crowdfundingSeed(tenant.token);
    const comments = new Map<number, DemoComment[]>();
    for (const campaign of seed.campaigns) {
      comments.set(
        campaign.id,
        [...campaign.comments].sort((a, b) => b.hoursAgo - a.hoursAgo).map((comment) => seedComment(comment)),
      );
    }
    const tracking = new Map<string, number[]>();
    for (const { email, campaignId } of seed.tracking) tracking.set(email, [...(tracking.get(email) ?? []), campaignId]);
    state = { comments, nextCommentId: 90001, tracking };
    states.set(customers, state);
  }
  return state;
}

function seedComment(comment: SeedComment): DemoComment {
  const minute = 60_000;
  const createdMs = Math.floor((PROCESS_STARTED_AT - comment.hoursAgo * HOUR_MS) / minute) * minute;
  return {
    id: comment.id,
    author: comment.author,
    email: comment.email,
    team: comment.team === true,
    body: comment.body,
    createdAt: madrid(createdMs),
  };
}

// ---------------------------------------------------------------------------------- campaigns --

const campaignsOf = (tenant: DemoTenant): readonly SeedCampaign[] => crowdfundingSeed(tenant.token).campaigns;

export const findCampaign = (tenant: DemoTenant, id: number | undefined): SeedCampaign | undefined => findSeedCampaign(tenant.token, id);

/** The activity a campaign hangs from. */
const conferenceOf = (tenant: DemoTenant, campaign: SeedCampaign) =>
  tenant.catalogue.activities.find((activity) => activity.slug === campaign.conferenceSlug);

/** The campaign of conference `conferenceId` (a conference has at most one). */
export function campaignOfConference(tenant: DemoTenant, conferenceId: number | undefined): SeedCampaign | undefined {
  return campaignsOf(tenant).find((campaign) => conferenceOf(tenant, campaign)?.id === conferenceId);
}

/** Over once `ends_at` has passed (the real clock). */
export function hasEnded(campaign: SeedCampaign, now = Date.now()): boolean {
  return campaignWindow(campaign).endsAt <= now;
}

// ------------------------------------------------------------------------------ contributions --

/** A contribution's state from its order, or null when the order is not (or not yet) one. */
function contributionState(order: DemoOrder): SeedContributionState | null {
  const status = currentStatus(order);
  if (status === "paid") return "confirmed";
  if (order.paymentType !== "bank_transfer") return null;
  if (status === "pending") return "pending";
  // A transfer is cancelled once its days have passed: lost.
  return status === "cancelled" && order.transferDeadline !== null && Date.parse(order.transferDeadline) < Date.now() ? "lost" : null;
}

/**
 * Every contribution order of the tenant. The seed's backers' records are made first, so their
 * contributions count before they ever log in.
 */
function contributionOrders(tenant: DemoTenant, customers: TenantCustomers): { email: string; order: DemoOrder }[] {
  for (const email of new Set(crowdfundingSeed(tenant.token).contributions.map((seed) => seed.email))) {
    const account = customers.accounts.get(email);
    if (account) recordsOf(tenant, customers, account);
  }
  return ordersOfTenant(customers).filter(({ order }) => order.contribution !== null);
}

interface Tally {
  raised: number;
  backers: number;
  /** By reward id: confirmed and reserved (confirmed + pending) contributions. */
  rewards: Map<number, { confirmed: number; reserved: number }>;
}

function tallyOf(tenant: DemoTenant, customers: TenantCustomers, campaign: SeedCampaign): Tally {
  let raised = campaign.raised;
  const backers = new Set<string>();
  const rewards = new Map<number, { confirmed: number; reserved: number }>();
  for (const { email, order } of contributionOrders(tenant, customers)) {
    if (order.contribution?.campaignId !== campaign.id) continue;
    const state = contributionState(order);
    if (state === null || state === "lost") continue;
    const rewardId = order.contribution.rewardId;
    const counts = rewardId === null ? undefined : (rewards.get(rewardId) ?? { confirmed: 0, reserved: 0 });
    if (counts) {
      counts.reserved += 1;
      rewards.set(rewardId!, counts);
    }
    if (state === "confirmed") {
      raised += order.total;
      backers.add(email);
      if (counts) counts.confirmed += 1;
    }
  }
  return { raised: Math.round(raised * 100) / 100, backers: campaign.backers + backers.size, rewards };
}

function remainingOf(reward: SeedReward, tally: Tally): number | null {
  if (reward.limit === null) return null;
  return Math.max(0, reward.limit - reward.taken - (tally.rewards.get(reward.id)?.reserved ?? 0));
}

/** How many of the reward are left now (null: no limit). */
export function rewardRemaining(tenant: DemoTenant, customers: TenantCustomers, campaign: SeedCampaign, reward: SeedReward): number | null {
  return remainingOf(reward, tallyOf(tenant, customers, campaign));
}

/** `GET /customer/contributions`' entries of the account, newest first. */
export function contributionsOf(tenant: DemoTenant, customers: TenantCustomers, account: CustomerAccount, locale: Locale) {
  return recordsOf(tenant, customers, account)
    .orders.flatMap((order) => {
      const state = order.contribution === null ? null : contributionState(order);
      const campaign = findCampaign(tenant, order.contribution?.campaignId);
      if (state === null || !campaign || order.contribution === null || order.paymentType === null || order.paymentType === "free")
        return [];
      const reward = campaign.rewards.find((candidate) => candidate.id === order.contribution!.rewardId);
      return [
        {
          id: order.contribution.id,
          order_id: order.id,
          reference: order.reference,
          status: state,
          amount: order.total,
          currency: order.currency,
          payment_kind: order.paymentType,
          campaign: { id: campaign.id, title: pick(campaign.title, locale), conference_slug: campaign.conferenceSlug },
          reward: reward ? { id: reward.id, title: pick(reward.title, locale) } : null,
          created_at: order.createdAt,
          deadline: state === "pending" ? order.transferDeadline : null,
        },
      ];
    })
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

// ---------------------------------------------------------------------------------- tracking --

export function isTracked(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount | undefined,
  campaign: SeedCampaign,
): boolean {
  return account !== undefined && (stateOf(tenant, customers).tracking.get(account.email) ?? []).includes(campaign.id);
}

/** Follows or stops following (idempotent: following twice is following). */
export function setTracking(
  tenant: DemoTenant,
  customers: TenantCustomers,
  account: CustomerAccount,
  campaign: SeedCampaign,
  active: boolean,
): void {
  const tracking = stateOf(tenant, customers).tracking;
  const others = (tracking.get(account.email) ?? []).filter((id) => id !== campaign.id);
  tracking.set(account.email, active ? [campaign.id, ...others] : others);
}

/** `GET /customer/tracked-campaigns`: the campaigns the account follows, latest followed first. */
export function trackedCampaignsOf(tenant: DemoTenant, customers: TenantCustomers, account: CustomerAccount, locale: Locale) {
  return (stateOf(tenant, customers).tracking.get(account.email) ?? []).flatMap((id) => {
    const campaign = findCampaign(tenant, id);
    if (!campaign) return [];
    const view = campaignView(tenant, customers, locale, campaign, account);
    return [
      {
        id: view.id,
        conference_id: view.conference_id,
        conference_slug: view.conference_slug,
        title: view.title,
        status: view.status,
        goal: view.goal,
        raised: view.raised,
        currency: view.currency,
        ends_at: view.ends_at,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------- comments --

/** "Ana García López" → "Ana G." (the team's comments keep their name). */
function displayName(comment: DemoComment): string {
  if (comment.team) return comment.author;
  const [first, surname] = comment.author.trim().split(/\s+/);
  return surname ? `${first} ${surname[0]}.` : first;
}

const commentView = (comment: DemoComment, account: CustomerAccount | undefined) => ({
  id: comment.id,
  author: displayName(comment),
  body: comment.body,
  created_at: comment.createdAt,
  mine: account !== undefined && comment.email === account.email,
});

function commentsNewestFirst(tenant: DemoTenant, customers: TenantCustomers, campaign: SeedCampaign): DemoComment[] {
  return [...(stateOf(tenant, customers).comments.get(campaign.id) ?? [])].reverse();
}

/** Laravel's paginator: a page past the last one is empty but keeps the real meta. */
export function paginate<T>(
  all: readonly T[],
  page: number,
  perPage: number,
): { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } } {
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(all.length / perPage)), per_page: perPage, total: all.length },
  };
}

export function commentsPage(
  tenant: DemoTenant,
  customers: TenantCustomers,
  campaign: SeedCampaign,
  page: number,
  account: CustomerAccount | undefined,
) {
  const all = commentsNewestFirst(tenant, customers, campaign).map((comment) => commentView(comment, account));
  return paginate(all, page, COMMENTS_PER_PAGE);
}

export function addComment(tenant: DemoTenant, customers: TenantCustomers, campaign: SeedCampaign, account: CustomerAccount, body: string) {
  const state = stateOf(tenant, customers);
  const comment: DemoComment = {
    id: state.nextCommentId++,
    author: `${account.name} ${account.surname}`,
    email: account.email,
    team: false,
    body,
    createdAt: madrid(Date.now()),
  };
  state.comments.set(campaign.id, [...(state.comments.get(campaign.id) ?? []), comment]);
  return commentView(comment, account);
}

// ------------------------------------------------------------------------------------- views --

/** `GET /conferences/{id}/crowdfunding[/{crowdfundingId}]`'s campaign (crowdfunding.schemas.ts). */
export function campaignView(
  tenant: DemoTenant,
  customers: TenantCustomers,
  locale: Locale,
  campaign: SeedCampaign,
  account: CustomerAccount | undefined,
) {
  const tally = tallyOf(tenant, customers, campaign);
  const { startsAt, endsAt } = campaignWindow(campaign);
  return {
    id: campaign.id,
    conference_id: conferenceOf(tenant, campaign)?.id ?? 0,
    conference_slug: campaign.conferenceSlug,
    title: pick(campaign.title, locale),
    summary: pick(campaign.summary, locale),
    description: pick(campaign.description, locale),
    image: campaign.image,
    status: hasEnded(campaign) ? ("ended" as const) : ("active" as const),
    goal: campaign.goal,
    raised: tally.raised,
    currency: campaign.currency,
    backers: tally.backers,
    starts_at: madrid(startsAt),
    ends_at: madrid(endsAt),
    min_amount: campaign.minAmount,
    rewards: campaign.rewards.map((reward) => {
      const remaining = remainingOf(reward, tally);
      return {
        id: reward.id,
        title: pick(reward.title, locale),
        description: pick(reward.description, locale),
        amount: reward.amount,
        currency: campaign.currency,
        limit: reward.limit,
        remaining,
        sold_out: remaining === 0,
        backers: reward.taken + (tally.rewards.get(reward.id)?.confirmed ?? 0),
        delivery: reward.delivery ? pick(reward.delivery, locale) : null,
      };
    }),
    updates: [...campaign.updates]
      .sort((a, b) => a.daysAgo - b.daysAgo)
      .map((update) => ({
        id: update.id,
        title: pick(update.title, locale),
        body: pick(update.body, locale),
        published_at: madrid(startHourMs() - update.daysAgo * DAY_MS - 6 * HOUR_MS),
      })),
    comments_count: stateOf(tenant, customers).comments.get(campaign.id)?.length ?? 0,
    tracked: isTracked(tenant, customers, account, campaign),
  };
}
