// The personal-data form of /usuario (intent `personal`).
import { z } from "zod";
import { checkbox, oneOf, optionalText, phone, requiredText } from "~/validation/rules";

const TWO_FACTOR_METHODS = ["NONE", "EMAIL"] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The personal-data form; the genders come from the backend (GET /customer/genres). */
export function personalSchema(genreIds: readonly string[]) {
  return z.object({
    name: requiredText({ max: 100 }),
    surname: requiredText({ max: 150 }),
    telephone: phone(),
    position: optionalText({ max: 150 }),
    company: optionalText({ max: 150 }),
    gender: oneOf({ values: genreIds }),
    two_factor_method: oneOf({ values: TWO_FACTOR_METHODS }),
    advertising: checkbox(),
  });
}
