// Crowdfunding calls (spec doc 1 §1–2, §4, §9; doc 2 §3, §7 "Crowdfunding").
// Every call, answer and refusal: ../API.md, "Crowdfunding: calls".
import { isIP } from "node:net";
import { Router, type Request, type Response } from "express";
import { parseId } from "../catalogue";
import {
  addComment,
  campaignOfConference,
  campaignView,
  commentsPage,
  contributionsOf,
  hasEnded,
  isTracked,
  paginate,
  rewardRemaining,
  setTracking,
  trackedCampaignsOf,
} from "../crowdfunding";
import { sendData } from "../middleware";
import { checkoutContribution, paymentTypesFor } from "../shop";
import { pick, t, type Locale, type Localized } from "../seed/i18n";
import type { SeedCampaign } from "../seed/crowdfunding";
import { pageParam, queryParam } from "./helpers";
import { requireCustomer, scope, type Scope } from "./scope";
import {
  answerIdempotent,
  bodyOf,
  checkoutView,
  fingerprint,
  idOf,
  invalid,
  optionalCustomer,
  paymentChoice,
  present,
  refusal,
  send,
  type Answer,
  type Body,
} from "./shop";

const MAX_COMMENT = 1000;

const TEXTS = {
  no_campaign: t(
    "Esta actividad no tiene campaña de micromecenazgo.",
    "This activity has no crowdfunding campaign.",
    "Esta atividade não tem campanha de financiamento coletivo.",
    "Jarduera honek ez du mikromezenasgo-kanpainarik.",
  ),
  campaign_unknown: t("La campaña no existe.", "The campaign does not exist.", "A campanha não existe.", "Kanpaina ez dago."),
  campaign_ended: t(
    "La campaña ha terminado: ya no admite aportaciones, comentarios ni seguidores.",
    "The campaign has ended: it no longer takes contributions, comments or followers.",
    "A campanha terminou: já não aceita contribuições, comentários nem seguidores.",
    "Kanpaina amaitu da: ez du ekarpen, iruzkin edo jarraitzaile gehiagorik onartzen.",
  ),
  unfollow_failed: t(
    "No hemos podido dejar de seguir la campaña. Inténtalo más tarde.",
    "We could not stop following the campaign. Try again later.",
    "Não foi possível deixar de seguir a campanha. Tente mais tarde.",
    "Ezin izan dugu kanpaina jarraitzeari utzi. Saiatu berriro geroago.",
  ),
  active_invalid: t(
    "Indica si quieres seguir la campaña (verdadero o falso).",
    "Say whether to follow the campaign (true or false).",
    "Indique se quer seguir a campanha (verdadeiro ou falso).",
    "Adierazi kanpaina jarraitu nahi duzun (egia edo gezurra).",
  ),
  comment_required: t("Escribe un comentario.", "Write a comment.", "Escreva um comentário.", "Idatzi iruzkin bat."),
  comment_too_long: t(
    "El comentario puede tener 1000 caracteres como mucho.",
    "The comment can have at most 1000 characters.",
    "O comentário pode ter no máximo 1000 caracteres.",
    "Iruzkinak gehienez 1000 karaktere izan ditzake.",
  ),
  reward_required: t("Elige una recompensa.", "Choose a reward.", "Escolha uma recompensa.", "Aukeratu sari bat."),
  reward_unknown: t(
    "La recompensa elegida no es de esta campaña.",
    "The chosen reward is not one of this campaign's.",
    "A recompensa escolhida não é desta campanha.",
    "Aukeratutako saria ez da kanpaina honena.",
  ),
  reward_not_free: t(
    "Una aportación libre no lleva recompensa.",
    "A free contribution has no reward.",
    "Uma contribuição livre não tem recompensa.",
    "Ekarpen libreak ez du saririk.",
  ),
  reward_sold_out: t(
    "Esta recompensa se ha agotado. Elige otra o haz una aportación libre.",
    "This reward is sold out. Choose another one or make a free contribution.",
    "Esta recompensa esgotou. Escolha outra ou faça uma contribuição livre.",
    "Sari hau agortu egin da. Aukeratu beste bat edo egin ekarpen librea.",
  ),
  amount_required: t(
    "Indica el importe de tu aportación.",
    "Give the amount of your contribution.",
    "Indique o montante da sua contribuição.",
    "Adierazi zure ekarpenaren zenbatekoa.",
  ),
  amount_invalid: t(
    "El importe debe ser un número mayor que cero, con dos decimales como mucho.",
    "The amount must be a number above zero, with at most two decimals.",
    "O montante deve ser um número maior do que zero, com duas casas decimais no máximo.",
    "Zenbatekoak zero baino handiagoa izan behar du, gehienez bi hamartarrekin.",
  ),
  amount_too_low: t(
    "La aportación mínima es de {min}.",
    "The minimum contribution is {min}.",
    "A contribuição mínima é de {min}.",
    "Gutxieneko ekarpena {min} da.",
  ),
  amount_below_reward: t(
    "Para esta recompensa la aportación mínima es de {min}.",
    "For this reward the minimum contribution is {min}.",
    "Para esta recompensa a contribuição mínima é de {min}.",
    "Sari honetarako gutxieneko ekarpena {min} da.",
  ),
  user_ip_required: t(
    "Falta la dirección IP del cliente.",
    "The customer's IP address is missing.",
    "Falta o endereço IP do cliente.",
    "Bezeroaren IP helbidea falta da.",
  ),
  user_ip_invalid: t(
    "La dirección IP del cliente no es válida.",
    "The customer's IP address is not valid.",
    "O endereço IP do cliente não é válido.",
    "Bezeroaren IP helbidea ez da baliozkoa.",
  ),
} satisfies Record<string, Localized<string>>;

type TextKey = keyof typeof TEXTS;
const text = (key: TextKey, locale: Locale, vars: Record<string, string> = {}): string =>
  Object.entries(vars).reduce((message, [name, value]) => message.replaceAll(`{${name}}`, value), pick(TEXTS[key], locale));

const NUMBER_LOCALE: Record<Locale, string> = { es: "es-ES", en: "en-GB", pt: "pt-PT", eus: "eu-ES" };
/** "5 €", "12,50 €" (whole amounts without decimals). */
const money = (amount: number, currency: string, locale: Locale) => {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
};

// Helpers.

/**
 * The campaign of conference `:id` (and, when the path has one, of id `:cid`), or answers 404 and
 * returns undefined.
 */
function campaignOf(req: Request, res: Response, scoped: Scope): SeedCampaign | undefined {
  const campaign = campaignOfConference(scoped.tenant, parseId(req.params.id));
  const wanted = req.params.cid === undefined ? undefined : parseId(req.params.cid);
  if (!campaign || (req.params.cid !== undefined && campaign.id !== wanted)) {
    res.status(404).json({ message: text(req.params.cid === undefined ? "no_campaign" : "campaign_unknown", scoped.locale) });
    return undefined;
  }
  return campaign;
}

/** Laravel's boolean: true, false, 1, 0, "1", "0"; anything else undefined. */
function booleanOf(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === "1") return true;
  if (value === false || value === 0 || value === "0") return false;
  return undefined;
}

/** An amount: a number or numeric string above 0 with at most 2 decimals, or "invalid" / undefined (absent). */
function amountOf(value: unknown): number | "invalid" | undefined {
  if (!present(value)) return undefined;
  const raw = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(raw) || Number(raw) <= 0) return "invalid";
  return Number(raw);
}

/** `?per_page=`: 1–100, else 10. */
function perPageParam(req: Request): number {
  const value = queryParam(req, "per_page");
  return value !== undefined && /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100 ? Number(value) : 10;
}

// Routes.

export const crowdfundingRouter = Router();

function sendCampaign(req: Request, res: Response): void {
  const scoped = scope(res);
  const account = optionalCustomer(req, res, scoped.customers);
  if (account === false) return;
  const campaign = campaignOf(req, res, scoped);
  if (!campaign) return;
  sendData(res, campaignView(scoped.tenant, scoped.customers, scoped.locale, campaign, account));
}

crowdfundingRouter.get("/conferences/:id/crowdfunding", sendCampaign);
crowdfundingRouter.get("/conferences/:id/crowdfunding/:cid(\\d+)", sendCampaign);

crowdfundingRouter.get("/conferences/:id/crowdfunding/:cid/comments", (req, res) => {
  const scoped = scope(res);
  const account = optionalCustomer(req, res, scoped.customers);
  if (account === false) return;
  const campaign = campaignOf(req, res, scoped);
  if (!campaign) return;
  res.json(commentsPage(scoped.tenant, scoped.customers, campaign, pageParam(req), account));
});

crowdfundingRouter.post("/conferences/:id/crowdfunding/:cid/comments", (req, res) => {
  const scoped = scope(res);
  const { tenant, locale, customers } = scoped;
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const campaign = campaignOf(req, res, scoped);
  if (!campaign) return;
  const raw = bodyOf(req).body;
  const body = typeof raw === "string" ? raw.trim() : "";
  if (body === "") return send(res, invalid({ body: [text("comment_required", locale)] }));
  if (body.length > MAX_COMMENT) return send(res, invalid({ body: [text("comment_too_long", locale)] }));
  if (hasEnded(campaign)) return send(res, refusal(409, "campaign_ended", text("campaign_ended", locale)));
  sendData(res, addComment(tenant, customers, campaign, account, body), 201);
});

crowdfundingRouter.post("/conferences/:id/crowdfunding/active-campaign-tracking", (req, res) => {
  const scoped = scope(res);
  const { tenant, locale, customers } = scoped;
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const campaign = campaignOf(req, res, scoped);
  if (!campaign) return;
  const active = booleanOf(bodyOf(req).active);
  if (active === undefined) return send(res, invalid({ active: [text("active_invalid", locale)] }));
  if (active && hasEnded(campaign)) return send(res, refusal(409, "campaign_ended", text("campaign_ended", locale)));
  if (!active && campaign.unfollowFails) return send(res, refusal(409, "unfollow_failed", text("unfollow_failed", locale)));
  setTracking(tenant, customers, account, campaign, active);
  sendData(res, { active: isTracked(tenant, customers, account, campaign) });
});

/** The body's fields that make a payment call "the same" for its Idempotency-Key. */
const PAYMENT_FIELDS = ["paymentTypeId", "rewardId", "successUrl", "cancelUrl", "userIp", "amount"];

/** `reward-payment` and `free-payment`: the rules in the order of the header comment. */
function contributionPayment(withReward: boolean) {
  return (req: Request, res: Response): void => {
    const scoped = scope(res);
    const { tenant, locale, customers } = scoped;
    const account = requireCustomer(req, res, customers);
    if (!account) return;
    const campaign = campaignOf(req, res, scoped);
    if (!campaign) return;
    const body: Body = bodyOf(req);
    const call = `crowdfunding-${withReward ? "reward" : "free"}-payment`;
    const print = fingerprint(body, PAYMENT_FIELDS, [String(campaign.id)]);
    answerIdempotent(req, res, customers, account, locale, call, print, (): Answer => {
      const choiceErrors: Record<string, string[]> = {};
      const choice = paymentChoice(body, paymentTypesFor(campaign.goal), choiceErrors, locale);
      const errors: Record<string, string[]> = {};
      if (choiceErrors.paymentTypeId) errors.paymentTypeId = choiceErrors.paymentTypeId;

      const reward = withReward ? campaign.rewards.find((candidate) => candidate.id === idOf(body.rewardId)) : undefined;
      if (withReward && !present(body.rewardId)) errors.rewardId = [text("reward_required", locale)];
      else if (withReward && !reward) errors.rewardId = [text("reward_unknown", locale)];
      else if (!withReward && present(body.rewardId)) errors.rewardId = [text("reward_not_free", locale)];

      const amount = amountOf(body.amount);
      let tooLow = false;
      if (amount === undefined) errors.amount = [text("amount_required", locale)];
      else if (amount === "invalid") errors.amount = [text("amount_invalid", locale)];
      else if (!withReward && amount < campaign.minAmount) {
        tooLow = true;
        errors.amount = [text("amount_too_low", locale, { min: money(campaign.minAmount, campaign.currency, locale) })];
      } else if (reward && amount < reward.amount) {
        tooLow = true;
        errors.amount = [text("amount_below_reward", locale, { min: money(reward.amount, campaign.currency, locale) })];
      }

      for (const field of ["successUrl", "cancelUrl"] as const) if (choiceErrors[field]) errors[field] = choiceErrors[field];

      const userIp = typeof body.userIp === "string" ? body.userIp.trim() : "";
      if (!present(body.userIp)) errors.userIp = [text("user_ip_required", locale)];
      else if (isIP(userIp) === 0) errors.userIp = [text("user_ip_invalid", locale)];

      if (Object.keys(errors).length || !choice || typeof amount !== "number") {
        return invalid(errors, errors.paymentTypeId ? "payment_type_invalid" : tooLow ? "amount_too_low" : undefined);
      }
      if (reward && rewardRemaining(tenant, customers, campaign, reward) === 0)
        return refusal(409, "reward_sold_out", text("reward_sold_out", locale));
      if (hasEnded(campaign)) return refusal(409, "campaign_ended", text("campaign_ended", locale));
      const session = checkoutContribution(
        tenant,
        customers,
        account,
        { campaign, reward: reward ?? null, amount, userIp },
        { kind: choice.type.kind, successUrl: choice.successUrl, cancelUrl: choice.cancelUrl, locale },
      );
      return { status: 201, body: { data: checkoutView(req, tenant, locale, session) } };
    });
  };
}

crowdfundingRouter.post("/conferences/:id/crowdfunding/:cid/reward-payment", contributionPayment(true));
crowdfundingRouter.post("/conferences/:id/crowdfunding/:cid/free-payment", contributionPayment(false));

crowdfundingRouter.get("/customer/contributions", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  res.json(paginate(contributionsOf(tenant, customers, account, locale), pageParam(req), perPageParam(req)));
});

crowdfundingRouter.get("/customer/tracked-campaigns", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  sendData(res, trackedCampaignsOf(tenant, customers, account, locale));
});
