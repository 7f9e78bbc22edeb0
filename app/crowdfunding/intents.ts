// The crowdfunding pages' forms and URLs: `intent` says which form posted; field and parameter
// names are shared by the forms (components), their schemas and the actions. No zod here.
export const FOLLOW = "follow";
export const UNFOLLOW = "unfollow";
export const COMMENT = "comment";

export const COMMENT_FIELD = "body";
/** A comment's longest length, the backend's limit: the form's hint and its schema. */
export const COMMENT_MAX = 1000;
/** The contribution's reward: a reward's id, or FREE_CONTRIBUTION for a free amount without one. */
export const REWARD_FIELD = "rewardId";
export const FREE_CONTRIBUTION = "free";
export const AMOUNT_FIELD = "amount";

/** /RewardsPayment?campana=<activity slug>&recompensa=<reward id>&importe=<amount>&pago=<payment type id>. */
export const CAMPAIGN_PARAM = "campana";
export const REWARD_PARAM = "recompensa";
export const AMOUNT_PARAM = "importe";
/** The comments' page on the campaign's page. */
export const COMMENTS_PAGE_PARAM = "page";
