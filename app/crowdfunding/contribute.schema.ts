// Contributing to a campaign: a reward or a free amount, then the pay step's fields. The amount is
// checked only for a free contribution: a leftover number must not stop a reward.
import { type z } from "zod";
import { paySchema } from "~/shop/pay.schema";
import { formValue, minAmount, requiredText } from "~/validation/rules";
import { AMOUNT_FIELD, FREE_CONTRIBUTION, REWARD_FIELD } from "./intents";

export function contributeSchema(min: number, currency: string) {
  const amount = minAmount(min, { currency });
  return paySchema
    .extend({ [REWARD_FIELD]: requiredText({ max: 12 }), [AMOUNT_FIELD]: formValue() })
    .superRefine((value, ctx) => {
      if (value[REWARD_FIELD] !== FREE_CONTRIBUTION) return;
      const parsed = amount.safeParse(value[AMOUNT_FIELD] ?? "");
      if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [AMOUNT_FIELD] } as z.IssueData);
    })
    .transform((value) => ({
      ...value,
      [AMOUNT_FIELD]: value[REWARD_FIELD] === FREE_CONTRIBUTION ? amount.parse(value[AMOUNT_FIELD] ?? "") : null,
    }));
}
