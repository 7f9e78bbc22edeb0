import { readFileSync } from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  RULES,
  RULE_PARAMS,
  alphanumeric,
  alphanumericExtended,
  checkbox,
  checkboxRequired,
  date,
  time,
  differs,
  digits,
  email,
  integerBetween,
  encodeIssue,
  formatIssues,
  ruleErrors,
  matches,
  messageFor,
  minAmount,
  numeric,
  oneOf,
  optionalText,
  parseDate,
  parseTime,
  password,
  phone,
  requiredText,
  someOf,
  translateIssue,
  type Rule,
} from "./rules";

const LANGS = ["es", "en", "pt", "eus"] as const;
const catalogue = (lng: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(__dirname, "../../locales", lng, "validation.json"), "utf8"));

/** The rule names (messages) a schema reports for a value, in order. */
function rules(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
const ok = (schema: z.ZodTypeAny, value: unknown) => expect(rules(schema, value), JSON.stringify(value)).toEqual([]);
const fails = (schema: z.ZodTypeAny, value: unknown, expected: Rule[]) =>
  expect(rules(schema, value), JSON.stringify(value)).toEqual(expected);

describe("field rules", () => {
  it("required: missing, empty and blank values", () => {
    const schema = requiredText();
    for (const value of [undefined, null, "", "   ", "\t\n"]) fails(schema, value, ["required"]);
    ok(schema, "x");
    expect(schema.parse("  hola  ")).toBe("hola");
  });

  it("optional text: empty is undefined, typed text is still checked", () => {
    const schema = optionalText({ max: 3 });
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(" ab ")).toBe("ab");
    fails(schema, "abcd", ["maxLength"]);
  });

  it("minLength and maxLength carry { length }", () => {
    const schema = requiredText({ min: 3, max: 5 });
    ok(schema, "abc");
    ok(schema, "abcde");
    ok(schema, "ñáé"); // counts characters, not bytes
    fails(schema, "ab", ["minLength"]);
    fails(schema, "abcdef", ["maxLength"]);
    const issue = schema.safeParse("ab").error!.issues[0];
    expect(messageFor(issue)).toEqual({ key: "validation:minLength", values: { length: 3 } });
    expect(messageFor(schema.safeParse("abcdef").error!.issues[0])).toEqual({
      key: "validation:maxLength",
      values: { length: 5 },
    });
  });

  it("phone: 9 digits starting with 6, 7, 8 or 9", () => {
    const schema = phone();
    for (const value of ["612345678", "712345678", "812345678", "912345678", " 612 345 678 "]) ok(schema, value);
    expect(schema.parse("612 345 678")).toBe("612345678");
    for (const value of ["512345678", "61234567", "6123456789", "61234567a", "+34612345678"]) fails(schema, value, ["phone"]);
    fails(schema, "", ["required"]);
    const optional = phone({ required: false });
    expect(optional.parse("")).toBeUndefined();
    fails(optional, "123", ["phone"]);
  });

  it("alphanumeric and alphanumericExtended", () => {
    ok(alphanumeric(), "Abc123ñ");
    for (const value of ["abc-1", "a b", "a_b", "a.b"]) fails(alphanumeric(), value, ["alphanumeric"]);
    ok(alphanumericExtended(), "a_b.c/d-e1");
    for (const value of ["a b", "a@b", "a#b", "a,b"]) fails(alphanumericExtended(), value, ["alphanumericExtended"]);
    fails(alphanumeric({ min: 5 }), "a-b", ["minLength", "alphanumeric"]);
    expect(alphanumeric({ required: false }).parse("")).toBeUndefined();
    ok(requiredText({ charset: "alphanumeric" }), "abc");
    fails(requiredText({ charset: "alphanumericExtended" }), "a b", ["alphanumericExtended"]);
  });

  it("digits(n): exactly n digits, with { length }", () => {
    const schema = digits(5);
    ok(schema, "01234");
    for (const value of ["1234", "123456", "12a45", "12.45"]) fails(schema, value, ["digits"]);
    expect(messageFor(schema.safeParse("1").error!.issues[0])).toEqual({ key: "validation:digits", values: { length: 5 } });
    expect(digits(5, { required: false }).parse("")).toBeUndefined();
    fails(digits(5, { required: false }), "12", ["digits"]);
  });

  it("numeric: digits only", () => {
    ok(numeric(), "0123456789");
    for (const value of ["12a", "1.5", "-1", "1 2"]) fails(numeric(), value, ["numeric"]);
    expect(numeric({ required: false }).parse(" ")).toBeUndefined();
  });

  it("minAmount(amount): a number at least amount, with { amount }", () => {
    const schema = minAmount(10);
    expect(schema.parse("10")).toBe(10);
    expect(schema.parse("12,50")).toBe(12.5);
    expect(schema.parse("12.5")).toBe(12.5);
    fails(schema, "9.99", ["minAmount"]);
    fails(schema, "abc", ["numeric"]);
    fails(schema, "", ["required"]);
    expect(messageFor(schema.safeParse("1").error!.issues[0])).toEqual({
      key: "validation:minAmount",
      values: { amount: 10 },
    });
    expect(minAmount(1, { required: false }).parse("")).toBeUndefined();
  });

  it("email: valid addresses only", () => {
    for (const value of ["ana@example.com", " Ana.Lopez+x@sub.example.es "]) ok(email(), value);
    expect(email().parse(" a@b.es ")).toBe("a@b.es");
    for (const value of ["ana", "ana@", "@example.com", "ana@example", "a na@example.com", `${"a".repeat(250)}@example.com`])
      fails(email(), value, ["email"]);
    fails(email({ max: 10 }), "abcdefghijk@x", ["email", "maxLength"]);
    expect(email({ required: false }).parse("")).toBeUndefined();
  });

  it("password: letter, digit and special character; 8 characters at sign up", () => {
    const login = password({ signUp: false });
    const signUp = password({ signUp: true });
    ok(login, "a1!");
    for (const special of "-!@#$%^&*+=(){}.,:;/<>_?¿|¡") ok(signUp, `abcdef1${special}`);
    fails(login, "abc123", ["requiredCharactersPassword"]);
    fails(login, "abc!!!", ["requiredCharactersPassword"]);
    fails(login, "123!!!", ["requiredCharactersPassword"]);
    fails(login, "abc1~", ["requiredCharactersPassword"]); // ~ is not in the list
    fails(signUp, "abcdef1!", []);
    fails(signUp, "   ", ["required"]);
    expect(signUp.parse(" abcdef1! ")).toBe(" abcdef1! "); // never trimmed
  });

  it("reports every failing rule, not only the first", () => {
    fails(password({ signUp: true }), "abc!", ["minLength", "requiredCharactersPassword"]);
    fails(requiredText({ min: 5, charset: "alphanumeric" }), "a b", ["minLength", "alphanumeric"]);
    const schema = z.object({ name: requiredText(), phone: phone(), email: email(), privacy: checkboxRequired() });
    const result = schema.safeParse({ name: "", phone: "1", email: "x" });
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "required"],
      ["phone", "phone"],
      ["email", "email"],
      ["privacy", "required"],
    ]);
  });

  it("checkboxes", () => {
    ok(checkboxRequired(), "on");
    ok(checkboxRequired(), true);
    for (const value of [undefined, "", false, "false"]) fails(checkboxRequired(), value, ["required"]);
    expect(checkbox().parse("on")).toBe(true);
    expect(checkbox().parse(undefined)).toBe(false);
  });

  it("date: the formats people type, as YYYY-MM-DD; only real dates", () => {
    expect(parseDate("1990-03-27")).toBe("1990-03-27");
    expect(parseDate("27-3-1990")).toBe("1990-03-27");
    expect(parseDate("27.03.1990")).toBe("1990-03-27");
    expect(parseDate("1990/03/27")).toBe("1990-03-27");
    expect(parseDate("2024-02-29")).toBe("2024-02-29");
    expect(parseDate("2023-02-29")).toBeNull();
    expect(parseDate("03/27/1990")).toBeNull();
    expect(parseDate("27/03/90")).toBeNull();
    expect(date().parse(" 27/03/1990 ")).toBe("1990-03-27");
    fails(date(), "31/02/1990", ["date"]);
    fails(date(), "", ["required"]);
    expect(date({ required: false }).parse("")).toBeUndefined();
  });

  it("time: the forms people type, as HH:MM; only real times", () => {
    expect(parseTime("09:30")).toBe("09:30");
    expect(parseTime("9:30")).toBe("09:30");
    expect(parseTime("9.30")).toBe("09:30");
    expect(parseTime("0930")).toBe("09:30");
    expect(parseTime("17:05:00")).toBe("17:05");
    expect(parseTime("24:00")).toBeNull();
    expect(parseTime("12:60")).toBeNull();
    expect(parseTime("noon")).toBeNull();
    expect(time().parse(" 7:45 ")).toBe("07:45");
    fails(time(), "25:00", ["time"]);
    expect(time({ required: false }).parse("")).toBeUndefined();
  });

  it("oneOf: an offered value only", () => {
    const schema = oneOf({ values: ["yes", "no"] });
    expect(schema.parse("yes")).toBe("yes");
    fails(schema, "maybe", ["invalid"]);
    fails(schema, undefined, ["required"]);
    expect(oneOf({ values: ["yes"], required: false }).parse("")).toBeUndefined();
  });

  it("integerBetween: a whole number within the bounds, as a number", () => {
    const schema = integerBetween(1, 5);
    expect(schema.parse("4")).toBe(4);
    for (const value of ["0", "6", "2.5", "x"]) fails(schema, value, ["invalid"]);
    fails(schema, undefined, ["required"]);
    expect(integerBetween(0, 10, { required: false }).parse(undefined)).toBeUndefined();
  });

  it("someOf: any number of offered values, without repeats", () => {
    const schema = someOf(["ai", "health"]);
    expect(schema.parse(["ai", "health", "ai"])).toEqual(["ai", "health"]);
    expect(schema.parse("ai")).toEqual(["ai"]);
    expect(schema.parse(undefined)).toEqual([]);
    fails(schema, ["ai", "golf"], ["invalid"]);
    fails(someOf(["ai"], { required: true }), undefined, ["required"]);
  });
});

describe("object rules", () => {
  const signUp = z
    .object({ email: email(), emailConfirmation: email(), password: password({ signUp: true }), passwordConfirmation: requiredText() })
    .superRefine(matches("emailConfirmation", "email", "emailMatch"))
    .superRefine(matches("passwordConfirmation", "password", "passwordMatch"));

  const issues = (schema: z.ZodTypeAny, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

  it("matches attaches the issue to the field, emails case-insensitively", () => {
    const base = { email: "Ana@Example.com", emailConfirmation: "ana@example.COM", password: "abcdef1!", passwordConfirmation: "abcdef1!" };
    expect(issues(signUp, base)).toEqual([]);
    expect(issues(signUp, { ...base, emailConfirmation: "otra@example.com", passwordConfirmation: "ABCDEF1!" })).toEqual([
      ["emailConfirmation", "emailMatch"],
      ["passwordConfirmation", "passwordMatch"],
    ]);
  });

  it("match rules still run when fields fail, and skip an empty confirmation", () => {
    expect(issues(signUp, { email: "ana@example.com", emailConfirmation: "", password: "abc", passwordConfirmation: "abd" })).toEqual([
      ["emailConfirmation", "required"],
      ["password", "minLength"],
      ["password", "requiredCharactersPassword"],
      ["passwordConfirmation", "passwordMatch"],
    ]);
  });

  it("differs attaches the issue to the field, emails case-insensitively", () => {
    const change = z
      .object({ current: requiredText(), next: password({ signUp: true }), currentEmail: email(), newEmail: email() })
      .superRefine(differs("next", "current", "passwordDontMatch"))
      .superRefine(differs("newEmail", "currentEmail", "emailDontMatch"));
    const base = { current: "old-pass1", next: "new-pass1", currentEmail: "a@b.es", newEmail: "c@d.es" };
    expect(issues(change, base)).toEqual([]);
    expect(issues(change, { ...base, next: "old-pass1", newEmail: "A@B.ES" })).toEqual([
      ["next", "passwordDontMatch"],
      ["newEmail", "emailDontMatch"],
    ]);
    // Passwords compare exactly.
    expect(issues(change, { ...base, next: "OLD-PASS1" })).toEqual([]);
  });
});

describe("with conform's parseWithZod", () => {
  const schema = z
    .object({ name: requiredText({ min: 3 }), password: password({ signUp: true }), confirm: requiredText(), privacy: checkboxRequired() })
    .superRefine(matches("confirm", "password", "passwordMatch"));

  it("empty fields give `required` (not zod's own message) and params survive formatIssues", () => {
    const form = new FormData();
    form.set("name", "ab");
    form.set("password", "");
    form.set("confirm", "x");
    const submission = parseWithZod(form, { schema, error: ruleErrors, formatError: formatIssues });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      name: ["minLength?length=3"],
      password: ["required"],
      confirm: ["passwordMatch"],
      privacy: ["required"],
    });
    expect(messageFor("minLength?length=3")).toEqual({ key: "validation:minLength", values: { length: 3 } });
  });

  it("parses valid values", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: " Ana ", password: "abcdef1!", confirm: "abcdef1!", privacy: "on" })) form.set(k, v);
    const submission = parseWithZod(form, { schema, error: ruleErrors, formatError: formatIssues });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ana",
      password: "abcdef1!",
      confirm: "abcdef1!",
      privacy: true,
    });
  });
});

describe("messages", () => {
  it("maps zod's own issues to the nearest rule (a value missing or of another type read through ruleErrors)", () => {
    const first = (schema: z.ZodTypeAny, value: unknown) => messageFor(schema.safeParse(value, { error: ruleErrors }).error!.issues[0]);
    expect(first(z.string(), undefined)).toEqual({ key: "validation:required", values: {} });
    expect(first(z.string(), null)).toEqual({ key: "validation:required", values: {} });
    expect(first(z.string(), 12)).toEqual({ key: "validation:invalid", values: {} });
    expect(first(z.string().min(4), "a")).toEqual({ key: "validation:minLength", values: { length: 4 } });
    expect(first(z.string().max(1), "ab")).toEqual({ key: "validation:maxLength", values: { length: 1 } });
    expect(first(z.string().email(), "x")).toEqual({ key: "validation:email", values: {} });
    expect(first(z.enum(["a"]), "b")).toEqual({ key: "validation:invalid", values: {} });
    expect(messageFor("nonsense")).toEqual({ key: "validation:invalid", values: {} });
  });

  it("every catalogue has exactly the rule keys plus errorPrefix and summaryTitle", () => {
    for (const lng of LANGS) {
      expect(Object.keys(catalogue(lng)).sort(), lng).toEqual([...RULES, "errorPrefix", "summaryTitle"].sort());
    }
    expect(catalogue("es").errorPrefix).toBe("Error:");
    expect(catalogue("en").summaryTitle).toBe("There is a problem");
    expect(catalogue("pt").errorPrefix).toBe("Erro:");
    expect(catalogue("eus").errorPrefix).toBe("Errorea:");
  });

  // One failing issue per rule, produced by the real schemas.
  const samples: Record<Rule, () => z.core.$ZodIssue | string> = {
    required: () => requiredText().safeParse("").error!.issues[0],
    minLength: () => requiredText({ min: 8 }).safeParse("a").error!.issues[0],
    maxLength: () => requiredText({ max: 2 }).safeParse("abc").error!.issues[0],
    phone: () => phone().safeParse("1").error!.issues[0],
    alphanumeric: () => alphanumeric().safeParse("a b").error!.issues[0],
    alphanumericExtended: () => alphanumericExtended().safeParse("a b").error!.issues[0],
    digits: () => digits(5).safeParse("1").error!.issues[0],
    numeric: () => numeric().safeParse("a").error!.issues[0],
    minAmount: () => minAmount(10).safeParse("1").error!.issues[0],
    email: () => email().safeParse("a").error!.issues[0],
    requiredCharactersPassword: () => password({ signUp: false }).safeParse("abc").error!.issues[0],
    passwordMatch: () =>
      z
        .object({ a: requiredText(), b: requiredText() })
        .superRefine(matches("b", "a", "passwordMatch"))
        .safeParse({ a: "x", b: "y" }).error!.issues[0],
    passwordDontMatch: () =>
      z
        .object({ a: requiredText(), b: requiredText() })
        .superRefine(differs("b", "a", "passwordDontMatch"))
        .safeParse({ a: "x", b: "x" }).error!.issues[0],
    emailMatch: () =>
      z
        .object({ a: email(), b: email() })
        .superRefine(matches("b", "a", "emailMatch"))
        .safeParse({ a: "a@b.es", b: "c@d.es" }).error!.issues[0],
    emailDontMatch: () =>
      z
        .object({ a: email(), b: email() })
        .superRefine(differs("b", "a", "emailDontMatch"))
        .safeParse({ a: "a@b.es", b: "A@b.es" }).error!.issues[0],
    date: () => date().safeParse("31/02/2027").error!.issues[0],
    time: () => time().safeParse("25:61").error!.issues[0],
    invalid: () => oneOf({ values: ["a"] }).safeParse("b").error!.issues[0],
  };

  for (const lng of LANGS) {
    it(`every rule has a message with its placeholders in ${lng}`, async () => {
      const texts = catalogue(lng);
      const i18n = i18next.createInstance();
      await i18n.init({ lng, ns: ["validation"], resources: { [lng]: { validation: texts } }, interpolation: { escapeValue: false } });
      for (const rule of RULES) {
        const issue = samples[rule]();
        // Both the raw issue and conform's encoded string lead to the same key and values.
        const message = messageFor(issue);
        if (typeof issue !== "string") expect(messageFor(encodeIssue(issue)), rule).toEqual(message);
        expect(message.key).toBe(`validation:${rule}`);
        const text = texts[message.key.slice("validation:".length)];
        expect(text?.trim(), `${lng} ${rule}`).toBeTruthy();
        for (const param of RULE_PARAMS[rule]) {
          expect(text, `${lng} ${rule} needs {{${param}}}`).toContain(`{{${param}}}`);
          expect(message.values[param], `${rule} carries ${param}`).toBeDefined();
        }
        expect(text.match(/\{\{(\w+)\}\}/g) ?? [], `${lng} ${rule} has no stray placeholders`).toEqual(
          RULE_PARAMS[rule].map((p) => `{{${p}}}`),
        );
        const translated = translateIssue(i18n.t, issue);
        expect(translated).not.toContain("{{");
        expect(translated).not.toBe(message.key);
        for (const param of RULE_PARAMS[rule]) expect(translated).toContain(String(message.values[param]));
      }
    });
  }
});
