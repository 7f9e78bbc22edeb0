// The pay step (a ticket's or an activity's): the payment method, the sales conditions accepted,
// and the key the form was drawn with. The amount is never a field: it comes from the backend.
import { z } from "zod";
import { isIdempotencyKey } from "~/payments/idempotency.server";
import { checkboxRequired, formValue, integerBetween } from "~/validation/rules";
import { CONDITIONS_FIELD, IDEMPOTENCY_FIELD, PAYMENT_TYPE_FIELD } from "./intents";

export const paySchema = z.object({
  [PAYMENT_TYPE_FIELD]: integerBetween(1, 999_999_999, { required: true }),
  [CONDITIONS_FIELD]: checkboxRequired(),
  // Not the visitor's to fix: a missing or forged key sends the form back with a fresh one.
  [IDEMPOTENCY_FIELD]: formValue().transform((value, ctx) => {
    if (!isIdempotencyKey(value)) ctx.addIssue({ code: "custom", message: "invalid" });
    return typeof value === "string" ? value : "";
  }),
});
