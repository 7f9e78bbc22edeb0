// The login page's forms: the login, and re-enabling an account disabled on the web channel.
import { z } from "zod";
import { checkbox, checkboxRequired, email, requiredText } from "~/validation/rules";

/** Only required: an account made under older strength rules must still be able to log in. */
export function loginSchema(propagation: boolean) {
  return z.object({
    email: email(),
    password: requiredText(),
    remember: checkbox(),
    propagation: propagation ? checkboxRequired() : checkbox(),
    origin: z.string().optional(),
  });
}

export const reactivateSchema = z.object({ email: email() });
