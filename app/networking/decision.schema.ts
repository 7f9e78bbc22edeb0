// Validating, rejecting or cancelling a request: which one (its event and id, hidden), the
// decision (the button's intent) and an optional reason (the backend's 500 characters).
import { z } from "zod";
import { oneOf, optionalText, requiredText } from "~/validation/rules";
import { DECISIONS, EVENT_FIELD, REASON_FIELD, REQUEST_FIELD } from "./intents";

export const decisionSchema = z.object({
  intent: oneOf({ values: DECISIONS }),
  [REQUEST_FIELD]: requiredText({ max: 12 }),
  [EVENT_FIELD]: requiredText({ max: 12 }),
  [REASON_FIELD]: optionalText({ max: 500 }),
});
