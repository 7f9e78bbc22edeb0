// Validation rules of spec §5, shared by every form's zod schema (server-side). Each message is a
// rule name; fields are built on `formValue()` so that every failing rule is reported (decision 028).

import { z } from "zod";
import type { Translate } from "~/i18n/translate";

import { RULES, decodeMessage, isRule, type Rule } from "./messages";

export { RULES, type Rule };

/** Which interpolation values each rule's message needs. */
export const RULE_PARAMS: Record<Rule, readonly string[]> = {
  required: [],
  minLength: ["length"],
  maxLength: ["length"],
  phone: [],
  alphanumeric: [],
  alphanumericExtended: [],
  digits: ["length"],
  numeric: [],
  minAmount: ["amount"],
  email: [],
  requiredCharactersPassword: [],
  passwordMatch: [],
  passwordDontMatch: [],
  emailMatch: [],
  emailDontMatch: [],
  date: [],
  time: [],
  invalid: [],
};

const NAMESPACE = "validation";
const SIGN_UP_PASSWORD_MIN_LENGTH = 8;

type RuleValues = Record<string, string | number>;
export type Message = { key: `validation:${Rule}`; values: RuleValues };

const PHONE = /^[6-9]\d{8}$/;
const ALPHANUMERIC = /^[\p{L}\p{N}]+$/u;
const ALPHANUMERIC_EXTENDED = /^[\p{L}\p{N}_./-]+$/u;
const DIGITS_ONLY = /^\d+$/;
const LETTER = /\p{L}/u;
const DIGIT = /\d/;
// The spec's list: - ! @ # $ % ^ & * + = ( ) { } . , : ; / < > _ ? ¿ | ¡
const SPECIAL = /[-!@#$%^&*+=(){}.,:;/<>_?¿|¡]/;
const AMOUNT = /^\d+(?:[.,]\d+)?$/;
const emailFormat = z.string().email();

type Ctx = z.RefinementCtx;

/** A rule broken; `continue` lets the form's object-level rules run too (zod 4 skips them after a field's issue otherwise). */
export function report(ctx: Ctx, rule: Rule, params?: RuleValues, path?: (string | number)[]): void {
  ctx.addIssue({ code: "custom", message: rule, continue: true, ...(params ? { params } : {}), ...(path ? { path } : {}) });
}

/** A form's field, sent or not: an absent one (a box left unticked, a field left empty) still meets its rules. */
export function formValue() {
  return z.unknown().optional();
}

/** Form values arrive as strings, or not at all; anything else counts as missing. */
function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

const length = (value: string) => [...value].length;

type Check = (value: string, ctx: Ctx) => void;

/** One `transform` leaves the result "dirty", not aborted, so object-level refinements still run. */
function field<Out = string>(options: { required: boolean; trim?: boolean; checks: Check[]; output?: (value: string) => Out }) {
  return formValue().transform((raw, ctx): Out => {
    const value = options.trim === false ? text(raw) : text(raw).trim();
    if (value.trim() === "") {
      if (options.required) report(ctx, "required");
    } else {
      for (const check of options.checks) check(value, ctx);
    }
    return options.output ? options.output(value) : (value as Out);
  });
}

const orUndefined = (value: string) => (value === "" ? undefined : value);

const lengthChecks = (min?: number, max?: number): Check[] => [
  (value, ctx) => {
    if (min !== undefined && length(value) < min) report(ctx, "minLength", { length: min });
  },
  (value, ctx) => {
    if (max !== undefined && length(value) > max) report(ctx, "maxLength", { length: max });
  },
];

type Charset = "alphanumeric" | "alphanumericExtended";
const charsetCheck =
  (charset?: Charset): Check =>
  (value, ctx) => {
    if (charset === "alphanumeric" && !ALPHANUMERIC.test(value)) report(ctx, "alphanumeric");
    if (charset === "alphanumericExtended" && !ALPHANUMERIC_EXTENDED.test(value)) report(ctx, "alphanumericExtended");
  };

export type TextOptions = { min?: number; max?: number; charset?: Charset };

export function requiredText(options: TextOptions = {}): Field<string> {
  return field({ required: true, checks: [...lengthChecks(options.min, options.max), charsetCheck(options.charset)] });
}

/** An optional text field: empty gives `undefined`, anything typed is checked. */
export function optionalText(options: TextOptions = {}): Field<string | undefined> {
  return field({
    required: false,
    checks: [...lengthChecks(options.min, options.max), charsetCheck(options.charset)],
    output: orUndefined,
  });
}

export type Field<Out> = z.ZodType<Out, unknown>;

/** Required fields give a value; `{ required: false }` gives `undefined` when left empty. */
type Optionable<O> = {
  (options?: O & { required?: true }): Field<string>;
  (options: O & { required: false }): Field<string | undefined>;
  (options: O & { required?: boolean }): Field<string | undefined>;
};

function optionable<O>(checks: (options: O) => Check[], output: (value: string) => string = (v) => v): Optionable<O> {
  return ((options: O & { required?: boolean } = {} as O & { required?: boolean }) => {
    const required = options.required ?? true;
    return field({
      required,
      checks: checks(options),
      output: (value) => (value === "" && !required ? undefined : output(value)),
    });
  }) as Optionable<O>;
}

type Bounds = { min?: number; max?: number };

export const alphanumeric = optionable<Bounds>((o) => [...lengthChecks(o.min, o.max), charsetCheck("alphanumeric")]);

/** Letters, digits and `_ . / -`. */
export const alphanumericExtended = optionable<Bounds>((o) => [...lengthChecks(o.min, o.max), charsetCheck("alphanumericExtended")]);

/** Spanish phone: exactly 9 digits, the first 6, 7, 8 or 9. Spaces are ignored and removed. */
export const phone = optionable<object>(
  () => [
    (value, ctx) => {
      if (!PHONE.test(value.replace(/\s+/g, ""))) report(ctx, "phone");
    },
  ],
  (value) => value.replace(/\s+/g, ""),
);

/** The longest address SMTP can carry (RFC 5321: a 254-character path). */
const EMAIL_MAX = 254;

/** A valid email address (trimmed). */
export const email = optionable<{ max?: number }>((o) => [
  (value, ctx) => {
    if (value.length > EMAIL_MAX || !emailFormat.safeParse(value).success) report(ctx, "email");
  },
  ...lengthChecks(undefined, o.max),
]);

/** A letter, a digit and a special character; never trimmed, but blank counts as missing. */
export function password(options: { signUp: boolean }): Field<string> {
  return field({
    required: true,
    trim: false,
    checks: [
      ...(options.signUp ? lengthChecks(SIGN_UP_PASSWORD_MIN_LENGTH) : []),
      (value, ctx) => {
        if (!LETTER.test(value) || !DIGIT.test(value) || !SPECIAL.test(value)) report(ctx, "requiredCharactersPassword");
      },
    ],
  });
}

const digitsOf = optionable<{ length: number }>((o) => [
  (value, ctx) => {
    if (!DIGITS_ONLY.test(value) || value.length !== o.length) report(ctx, "digits", { length: o.length });
  },
]);

/** Exactly `length` digits (postcodes, codes). */
export function digits(length: number): Field<string>;
export function digits(length: number, options: { required: false }): Field<string | undefined>;
export function digits(length: number, options: { required?: boolean } = {}) {
  return digitsOf({ length, required: options.required });
}

export const numeric = optionable<object>(() => [
  (value, ctx) => {
    if (!DIGITS_ONLY.test(value)) report(ctx, "numeric");
  },
]);

/** A number (`12`, `12.5`, `12,5`) of at least `amount`; the output is a number. */
export function minAmount(amount: number, options?: { currency?: string }): Field<number>;
export function minAmount(amount: number, options: { required: false; currency?: string }): Field<number | undefined>;
export function minAmount(
  amount: number,
  options: { required?: boolean; currency?: string } = {},
): Field<number> | Field<number | undefined> {
  const required = options.required ?? true;
  return field({
    required,
    checks: [
      (value, ctx) => {
        if (!AMOUNT.test(value)) report(ctx, "numeric");
        else if (Number(value.replace(",", ".")) < amount)
          report(ctx, "minAmount", options.currency ? { amount, currency: options.currency } : { amount });
      },
    ],
    output: (value) => (value === "" && !required ? undefined : Number(value.replace(",", "."))),
  });
}

/** A checkbox that must be ticked (privacy consent, sales conditions, propagation permissions). */
export function checkboxRequired(): Field<boolean> {
  return formValue().transform((value, ctx) => {
    if (!isTicked(value)) report(ctx, "required");
    return isTicked(value);
  });
}

export function checkbox(): Field<boolean> {
  return formValue().transform(isTicked);
}

function isTicked(value: unknown): boolean {
  return value === true || (typeof value === "string" && value !== "" && value !== "false" && value !== "off");
}

/** `YYYY-MM-DD`, or typed without a picker (`27/03/1990`, `1990/03/27`); null when not a real date. */
export function parseDate(input: string): string | null {
  const value = input.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A real date (see `parseDate`); the output is `YYYY-MM-DD`. */
export const date = optionable<object>(
  () => [
    (value, ctx) => {
      if (!parseDate(value)) report(ctx, "date");
    },
  ],
  (value) => parseDate(value) ?? value,
);

/** `HH:MM`, or typed without a picker (`9:30`, `0930`); null when not a real time. */
export function parseTime(input: string): string | null {
  const match = /^(\d{1,2})[:.h]?(\d{2})(?::\d{2})?$/.exec(input.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** A real time of day (see `parseTime`); the output is `HH:MM`. */
export const time = optionable<object>(
  () => [
    (value, ctx) => {
      if (!parseTime(value)) report(ctx, "time");
    },
  ],
  (value) => parseTime(value) ?? value,
);

/** One of `values` (a radio group, a list box): anything else is `invalid` (an option not offered). */
export const oneOf = optionable<{ values: readonly string[] }>((o) => [
  (value, ctx) => {
    if (!o.values.includes(value)) report(ctx, "invalid");
  },
]);

/** An integer from `min` to `max` (a scale's radios); the output is a number. */
export function integerBetween(min: number, max: number, options: { required?: boolean } = {}): Field<number | undefined> {
  return field({
    required: options.required ?? true,
    checks: [
      (value, ctx) => {
        const number = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
        if (!(number >= min && number <= max)) report(ctx, "invalid");
      },
    ],
    output: (value) => (value === "" ? undefined : Number(value)),
  });
}

/** A group of checkboxes: the list without repeats; a value not offered is `invalid`. */
export function someOf(values: readonly string[], options: { required?: boolean } = {}): Field<string[]> {
  return formValue().transform((raw, ctx) => {
    const list = (Array.isArray(raw) ? raw : [raw]).map((value) => text(value).trim()).filter((value) => value !== "");
    if (!list.length && options.required) report(ctx, "required");
    if (list.some((value) => !values.includes(value))) report(ctx, "invalid");
    return [...new Set(list)];
  });
}

// ---- Object-level rules: use as `z.object({...}).superRefine(matches("confirm", "password", "passwordMatch"))`.

type Fields = Record<string, unknown>;
const comparable = (rule: Rule, value: unknown) => {
  const s = text(value);
  return rule.startsWith("email") ? s.trim().toLowerCase() : rule.startsWith("password") ? s : s.trim();
};

/** `field` must equal `target` (emails case-insensitively); skipped while `field` is empty. */
export function matches(field: string, target: string, rule: "passwordMatch" | "emailMatch") {
  return (data: Fields, ctx: Ctx): void => {
    const value = comparable(rule, data[field]);
    if (value.trim() === "") return;
    if (value !== comparable(rule, data[target])) report(ctx, rule, undefined, [field]);
  };
}

/** `field` must differ from `target`; skipped while either is empty. */
export function differs(field: string, target: string, rule: "passwordDontMatch" | "emailDontMatch") {
  return (data: Fields, ctx: Ctx): void => {
    const value = comparable(rule, data[field]);
    const other = comparable(rule, data[target]);
    if (value.trim() === "" || other.trim() === "") return;
    if (value === other) report(ctx, rule, undefined, [field]);
  };
}

// ---- From issues to translated messages.

function cleanValues(params: unknown): RuleValues {
  const values: RuleValues = {};
  if (!params || typeof params !== "object") return values;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "number" || typeof value === "string") values[name] = value;
  }
  return values;
}

type Issue = z.core.$ZodIssue;

/**
 * For a parse's `error` option: a value of the wrong type is `required` when it is missing, read while
 * the value is at hand (zod 4 leaves it out of the issue); zod's message otherwise.
 */
export const ruleErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" ? (issue.input === undefined || issue.input === null ? "required" : "invalid") : undefined;

/** The rule and values an issue stands for; zod's own issues are mapped to the nearest rule. */
function ruleOf(issue: Issue): { rule: Rule; values: RuleValues } {
  if (issue.code === "custom" && isRule(issue.message)) {
    return { rule: issue.message, values: cleanValues(issue.params) };
  }
  switch (issue.code) {
    case "invalid_type":
      return { rule: issue.message === "required" ? "required" : "invalid", values: {} };
    case "too_small":
      return issue.origin === "string"
        ? { rule: "minLength", values: { length: Number(issue.minimum) } }
        : issue.origin === "number"
          ? { rule: "minAmount", values: { amount: Number(issue.minimum) } }
          : { rule: "required", values: {} };
    case "too_big":
      return issue.origin === "string" ? { rule: "maxLength", values: { length: Number(issue.maximum) } } : { rule: "invalid", values: {} };
    case "invalid_format":
      return { rule: issue.format === "email" ? "email" : "invalid", values: {} };
    default:
      return { rule: isRule(issue.message) ? issue.message : "invalid", values: {} };
  }
}

/** `minLength?length=8`: the rule plus its values, as one string (what conform keeps per field). */
export function encodeIssue(issue: Issue): string {
  const { rule, values } = ruleOf(issue);
  const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${rule}?${query}` : rule;
}

/** For `parseWithZod(formData, { schema, error: ruleErrors, formatError: formatIssues })`. */
export function formatIssues(issues: Issue[]): string[] {
  return [...new Set(issues.map(encodeIssue))];
}

/** The catalogue key and interpolation values for a zod issue or an encoded message. */
export function messageFor(issue: Issue | string): Message {
  const { rule, values } = typeof issue === "string" ? decodeMessage(issue) : ruleOf(issue);
  return { key: `${NAMESPACE}:${rule}`, values };
}

export function translateIssue(t: Translate, issue: Issue | string): string {
  const { key, values } = messageFor(issue);
  return t(key, values);
}
