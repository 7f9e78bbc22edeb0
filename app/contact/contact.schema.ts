// The contact form's text rules; the file and the challenge are checked by the action.
import { z } from "zod";
import { checkboxRequired, email, numeric, optionalText, phone, requiredText } from "~/validation/rules";
import { MESSAGE_MAX_LENGTH } from "./setup";

export function contactSchema(options: { answerRequired: boolean }) {
  return z.object({
    name: requiredText({ max: 150 }),
    telephone: phone({ required: false }),
    email: email({ max: 254 }),
    subject: requiredText({ max: 200 }),
    message: requiredText({ max: MESSAGE_MAX_LENGTH }),
    privacy: checkboxRequired(),
    // With a captcha token the backend checks the visitor; without one, this answer does.
    answer: numeric({ required: options.answerRequired }),
    challenge: optionalText(),
    "g-recaptcha-response": optionalText({ max: 10_000 }),
  });
}
