// The validation messages' names and encoded form (`minLength?length=8`), without zod for the browser.

import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { formatPrice } from "~/ui/format";

export const RULES = [
  "required",
  "minLength",
  "maxLength",
  "phone",
  "alphanumeric",
  "alphanumericExtended",
  "digits",
  "numeric",
  "minAmount",
  "email",
  "requiredCharactersPassword",
  "passwordMatch",
  "passwordDontMatch",
  "emailMatch",
  "emailDontMatch",
  "date",
  "time",
  "invalid",
] as const;
export type Rule = (typeof RULES)[number];

export function isRule(value: unknown): value is Rule {
  return typeof value === "string" && (RULES as readonly string[]).includes(value);
}

/** `minLength?length=8` → the rule and its values; anything else is `invalid`. */
export function decodeMessage(message: string): { rule: Rule; values: Record<string, string | number> } {
  const [name, query = ""] = message.split("?", 2);
  if (!isRule(name)) return { rule: "invalid", values: {} };
  const values: Record<string, string | number> = {};
  for (const [k, v] of new URLSearchParams(query)) values[k] = v !== "" && Number.isFinite(Number(v)) ? Number(v) : v;
  return { rule: name, values };
}

/** An encoded rule message in the page's language (`t` is i18next's); an amount with a currency reads as money. */
export function translateMessage(t: Translate, message: string, locale: Locale = "es"): string {
  const { rule, values } = decodeMessage(message);
  if (typeof values.amount === "number" && typeof values.currency === "string")
    values.amount = formatPrice(values.amount, values.currency, locale);
  return t(`validation:${rule}`, values);
}
