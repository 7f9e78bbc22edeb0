// The rules of the external registration's own fields (the registration form's are its field
// list's, built by app/forms/custom-form.ts): the person registering without an account.
import { email, requiredText } from "~/validation/rules";
import type { EXTERNAL_FIELDS } from "./names";

export const externalFields = {
  name: requiredText({ max: 100 }),
  surname: requiredText({ max: 150 }),
  email: email(),
} satisfies Record<(typeof EXTERNAL_FIELDS)[number], unknown>;
