// The contact form's rules (spec: name, telephone, email, subject, message, file; "the contact form
// needs a captcha"). The file and the challenge are checked by the action (they are not plain text).
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

