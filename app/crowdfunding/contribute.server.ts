// Contributing to a campaign (the spec's `/RewardsPayment`, doc 1 §4, doc 2 §3, §7, §9): a reward
// or free amount, then payment; the choices ride in the URL to survive login (decisions 016, 017).
import { redirect } from "@remix-run/node";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import { createContributionCheckout, crowdfundingRefusal, getCampaignPaymentTypes, type Campaign } from "~/backend/crowdfunding.server";
import type { Params } from "@remix-run/react";
import { confirmPaymentBySession, getOrder, type CheckoutSession, type Order } from "~/backend/shop.server";
import type { AppContext } from "~/context";
import { backendFailure, parseForm, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { checkoutOnce, payStep, returnUrls, toProvider } from "~/payments/checkout.server";
import { idParam } from "~/url/params";
import { providerReturn, type ReturnOutcome } from "~/payments/return.server";
import { purchaseOutcomePath } from "~/shop/purchase.server";
import { pathTo } from "~/paths";
import { forbiddenRedirect } from "~/session/forbidden.server";
import { currentCustomer } from "~/session/auth.server";
import type { AuthPage } from "~/session/page-guard.server";
import { epcPayload, renderEpcQrSvg } from "~/shop/epc-qr";
import { CONDITIONS_FIELD, IDEMPOTENCY_FIELD, ORDER_PARAM, PAYMENT_TYPE_FIELD, PAYMENT_TYPE_PARAM } from "~/shop/intents";
import { locationOf } from "~/url/local-path";
import { campaignOf, campaignPath, local } from "./campaign.server";
import { daysLeft } from "./progress";
import { contributeSchema } from "./contribute.schema";
import { AMOUNT_FIELD, AMOUNT_PARAM, CAMPAIGN_PARAM, FREE_CONTRIBUTION, REWARD_FIELD, REWARD_PARAM } from "./intents";

type Args = { request: Request; context: AppContext };

const SLUG = /^[\w-]{1,200}$/;

/** The campaign's activity slug in the URL (`?campana=`), or a 404 page. */
function slugParam(url: URL): string | null {
  const value = url.searchParams.get(CAMPAIGN_PARAM);
  return value && SLUG.test(value) ? value : null;
}

function query(values: Record<string, string | number | null | undefined>): string {
  const entries = Object.entries(values).filter(
    (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== "",
  );
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return search ? `?${search}` : "";
}

/** The contribute page for a campaign, with what is already chosen (a reward or a free amount, a way of paying). */
function contributePath(
  context: Pick<AppContext, "locale" | "defaultLocale">,
  slug: string,
  chosen: { reward?: number | "free" | null; amount?: number | null; paymentTypeId?: number | null } = {},
) {
  return `${local(context, pathTo("rewardsPayment"))}${query({ [CAMPAIGN_PARAM]: slug, [REWARD_PARAM]: chosen.reward === "free" ? FREE_CONTRIBUTION : chosen.reward, [AMOUNT_PARAM]: chosen.amount, [PAYMENT_TYPE_PARAM]: chosen.paymentTypeId })}`;
}

function outcomePath(context: AppContext, outcome: "ok" | "error", slug: string | null, orderId?: number): string {
  return `${local(context, pathTo(outcome === "ok" ? "rewardsPaymentOk" : "rewardsPaymentError"))}${query({ [ORDER_PARAM]: orderId, [CAMPAIGN_PARAM]: slug })}`;
}

function profileCrowdfundingPath(context: AppContext): string {
  return `${local(context, pathTo("profile"))}#${getT(context.locale)("profile:tabs.crowdfunding.anchor")}`;
}

/** The rewards as the form offers them: a sold-out one is shown, not chosen. */
function rewardOptions(campaign: Campaign) {
  return campaign.rewards.map((reward) => ({
    id: reward.id,
    title: reward.title,
    description: reward.description,
    amount: reward.amount,
    currency: reward.currency,
    remaining: reward.remaining,
    soldOut: reward.sold_out,
  }));
}

/** /RewardsPayment?campana=<slug>: the contribution form (login needed); an ended campaign says so. */
export async function loadContribution({ request, context }: Args, { auth }: AuthPage) {
  const url = new URL(request.url);
  const slug = slugParam(url);
  if (!slug) throw redirect(locationOf(local(context, pathTo("agenda"))));
  const { campaign } = await campaignOf(request, context, slug, auth);
  const chosenReward = url.searchParams.get(REWARD_PARAM);
  const amount = url.searchParams.get(AMOUNT_PARAM);
  const common = {
    campaign: {
      title: campaign.title,
      currency: campaign.currency,
      minAmount: campaign.min_amount,
      ended: campaign.status === "ended" || daysLeft(campaign.ends_at) === 0,
    },
    rewards: rewardOptions(campaign),
    chosenReward:
      chosenReward &&
      (chosenReward === FREE_CONTRIBUTION || campaign.rewards.some((reward) => String(reward.id) === chosenReward && !reward.sold_out))
        ? chosenReward
        : undefined,
    chosenAmount: amount && /^\d{1,7}([.,]\d{1,2})?$/.test(amount) ? amount : undefined,
    campaignPath: campaignPath(context, slug),
  };
  if (common.campaign.ended) return { ...common, ...payStep(context, [], null) };
  const paymentTypes = await getCampaignPaymentTypes(backendFor(context), auth, campaign.id);
  return { ...common, ...payStep(context, paymentTypes, idParam(url, PAYMENT_TYPE_PARAM)) };
}

export async function submitContribution({ request, context }: Args, { auth }: AuthPage) {
  const url = new URL(request.url);
  const slug = slugParam(url);
  if (!slug) throw redirect(locationOf(local(context, pathTo("agenda"))));
  const formData = await request.formData();
  const backend = backendFor(context);
  const { campaign } = await campaignOf(request, context, slug, auth);
  const submission = parseForm(formData, contributeSchema(campaign.min_amount, campaign.currency));
  if (submission.status !== "success") return contributeErrors(submission);
  const {
    [PAYMENT_TYPE_FIELD]: paymentTypeId,
    [IDEMPOTENCY_FIELD]: key,
    [REWARD_FIELD]: chosen,
    [AMOUNT_FIELD]: freeAmount,
  } = submission.value;
  const reward = chosen === FREE_CONTRIBUTION ? null : campaign.rewards.find((entry) => String(entry.id) === chosen);
  if (reward === undefined) return replyWith(submission, { fieldErrors: { [REWARD_FIELD]: ["crowdfunding:contribute.errors.reward"] } });
  const customer = await currentCustomer(request, context);
  try {
    const types = await getCampaignPaymentTypes(backend, auth, campaign.id);
    const kind = types.find((type) => type.id === paymentTypeId)?.kind ?? "card";
    // The spec: the amount goes as a number (a reward's is its own).
    const amount = reward ? reward.amount : freeAmount!;
    const outcome = await checkoutOnce(
      context,
      { scope: `contribution:${customer?.email ?? ""}:${campaign.id}:${reward?.id ?? "free"}`, key },
      (idempotencyKey) =>
        createContributionCheckout(backend, auth, {
          campaign,
          rewardId: reward?.id ?? null,
          amount,
          paymentTypeId: paymentTypeId!,
          userIp: context.clientIp,
          idempotencyKey,
          ...returnUrls(context, kind, { [CAMPAIGN_PARAM]: slug }),
        }),
      crowdfundingRefusal,
    );
    if (outcome.kind === "checkout") return afterCheckout(context, outcome.checkout, slug);
    return refusedReply(submission, outcome.refusal.code, campaign);
  } catch (error) {
    if (error instanceof BackendError && error.forbidden) throw await forbiddenRedirect(request, context);
    return backendFailure(submission, error, {
      fallback: "crowdfunding:contribute.errors.failed",
      fields: { paymentTypeId: PAYMENT_TYPE_FIELD, rewardId: REWARD_FIELD, amount: AMOUNT_FIELD },
      logger: context.logger,
    });
  }
}

type ContributeSubmission = ReturnType<typeof parseForm<ReturnType<typeof contributeSchema>>>;

/** Every missing choice at once, each in the catalogue's words; a bad key: the form again with a fresh one. */
function contributeErrors(submission: ContributeSubmission) {
  const failing = submission.status === "error" ? (submission.error ?? {}) : {};
  const fieldErrors: Record<string, string[]> = {};
  if (failing[REWARD_FIELD]) fieldErrors[REWARD_FIELD] = ["crowdfunding:contribute.errors.reward"];
  if (failing[PAYMENT_TYPE_FIELD]) fieldErrors[PAYMENT_TYPE_FIELD] = ["crowdfunding:contribute.errors.paymentType"];
  if (failing[CONDITIONS_FIELD]) fieldErrors[CONDITIONS_FIELD] = ["crowdfunding:contribute.errors.conditions"];
  const formErrors = failing[IDEMPOTENCY_FIELD] ? ["shop:pay.errors.expired"] : undefined;
  return replyWith(submission, { fieldErrors: { ...fieldErrors, [IDEMPOTENCY_FIELD]: [] }, formErrors });
}

function refusedReply(
  submission: ContributeSubmission,
  code: NonNullable<ReturnType<typeof crowdfundingRefusal>>["code"],
  campaign: Campaign,
) {
  switch (code) {
    case "reward_sold_out":
      return replyWith(submission, { fieldErrors: { [REWARD_FIELD]: ["crowdfunding:contribute.errors.soldOut"] }, status: 409 });
    case "amount_too_low":
      return replyWith(submission, {
        fieldErrors: { [AMOUNT_FIELD]: [`minAmount?amount=${campaign.min_amount}&currency=${encodeURIComponent(campaign.currency)}`] },
        status: 422,
      });
    case "payment_type_invalid":
      return replyWith(submission, { fieldErrors: { [PAYMENT_TYPE_FIELD]: ["shop:pay.errors.paymentTypeInvalid"] }, status: 422 });
    case "campaign_ended":
      return replyWith(submission, { formErrors: ["crowdfunding:errors.ended"], status: 409 });
    case "idempotency_key_reused":
      return replyWith(submission, { formErrors: ["shop:pay.errors.expired"], status: 409 });
    default:
      return replyWith(submission, { formErrors: ["crowdfunding:contribute.errors.failed"], status: 409 });
  }
}

/** Card and QR: to the provider (303); bank transfer: the feedback page with its instructions. */
function afterCheckout(context: AppContext, checkout: CheckoutSession, slug: string): Response {
  if (checkout.redirect_url) return toProvider(checkout.redirect_url);
  return redirect(locationOf(outcomePath(context, "ok", slug, checkout.order.id)), 303);
}

/** Where a contribution's return goes: paid or pending → the feedback page; refused or given up → the error page. */
function contributionOutcomePath(context: AppContext) {
  return (outcome: ReturnOutcome<Order>, search: URLSearchParams): string => {
    const slug = search.get(CAMPAIGN_PARAM);
    const safeSlug = slug && SLUG.test(slug) ? slug : null;
    if (outcome.kind === "confirmed") return outcomePath(context, "ok", safeSlug, outcome.value.id);
    const order = outcome.kind === "failed" ? crowdfundingRefusal(outcome.error)?.order : undefined;
    return outcomePath(context, "error", safeSlug, order?.id);
  };
}

/** The provider's way back: a contribution's return URLs carry its campaign; anything else is a purchase's (app/shop/). */
export function returnFromProvider({ request, context, params }: { request: Request; context: AppContext; params: Params }) {
  const outcomePath = new URL(request.url).searchParams.has(CAMPAIGN_PARAM)
    ? contributionOutcomePath(context)
    : purchaseOutcomePath(context);
  return providerReturn({ request, context, sessionIdParam: params.id }, { confirm: confirmPaymentBySession, outcomePath });
}

type Contribution = Extract<Order["item"], { type: "contribution" }>;

async function contributionOrder(request: Request, context: AppContext, auth: Auth): Promise<(Order & { item: Contribution }) | null> {
  const id = idParam(new URL(request.url), ORDER_PARAM);
  if (id === null) return null;
  const order = await getOrder(backendFor(context), auth, id);
  return order.item.type === "contribution" ? (order as Order & { item: Contribution }) : null;
}

/** The feedback page: confirmed, or the transfer's instructions and its 7-day rule. */
export async function loadContributionOk({ request, context }: Args, { auth }: AuthPage) {
  const order = await contributionOrder(request, context, auth);
  const slug = slugParam(new URL(request.url));
  if (!order) throw redirect(locationOf(slug ? campaignPath(context, slug) : local(context, pathTo("agenda"))));
  const item = order.item;
  if (order.status === "failed" || order.status === "cancelled")
    throw redirect(locationOf(outcomePath(context, "error", item.conference_slug, order.id)));
  const transfer = order.status === "pending" && order.bank_transfer ? order.bank_transfer : null;
  const qrSvg = transfer ? await renderEpcQrSvg(epcPayload(transfer)) : null;
  return {
    order: { id: order.id, reference: order.reference, status: order.status, amount: order.amount, currency: order.currency },
    contribution: { campaign: item.campaign_title, reward: item.reward_title },
    transfer: transfer && qrSvg ? { details: transfer, qrSvg } : null,
    campaignPath: campaignPath(context, item.conference_slug),
    profilePath: profileCrowdfundingPath(context),
  };
}

/** The error page: the payment was declined or given up; a retry goes back with the same choices. */
export async function loadContributionError({ request, context }: Args, { auth }: AuthPage) {
  const order = await contributionOrder(request, context, auth);
  const slug = order?.item.conference_slug ?? slugParam(new URL(request.url));
  if (order?.status === "paid" || (order?.status === "pending" && order.bank_transfer))
    throw redirect(locationOf(outcomePath(context, "ok", slug, order.id)));
  const reason =
    order?.status === "failed" ? ("declined" as const) : order?.status === "cancelled" ? ("cancelled" as const) : ("unknown" as const);
  let retryPath: string | null = slug ? contributePath(context, slug) : null;
  if (order && slug) {
    const types = await getCampaignPaymentTypes(backendFor(context), auth, order.item.campaign_id).catch(() => []);
    const type = types.find((entry) => entry.kind === order.payment_kind);
    const reward = order.item.reward_id ?? "free";
    retryPath = contributePath(context, slug, { reward, amount: reward === "free" ? order.amount : null, paymentTypeId: type?.id });
  }
  return {
    reason,
    contribution: order
      ? { campaign: order.item.campaign_title, reward: order.item.reward_title, amount: order.amount, currency: order.currency }
      : null,
    retryPath,
    campaignPath: slug ? campaignPath(context, slug) : null,
    profilePath: profileCrowdfundingPath(context),
  };
}
