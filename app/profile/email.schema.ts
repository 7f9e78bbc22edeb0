// The e-mail change form of /usuario (intent `email`): the new address twice, not the current one.
import { z } from "zod";
import { email, matches, requiredText } from "~/validation/rules";

/** `current` comes from the backend, never the form. */
export function emailSchema(current: string) {
  return z
    .object({ email: email({ max: 254 }), email_confirmation: requiredText() })
    .superRefine(matches("email_confirmation", "email", "emailMatch"))
    .superRefine((data, ctx) => {
      if (data.email && data.email.trim().toLowerCase() === current.trim().toLowerCase()) {
        ctx.addIssue({ code: "custom", message: "emailDontMatch", path: ["email"] });
      }
    });
}
