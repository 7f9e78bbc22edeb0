// The password forms' schemas as the actions run them: every failing rule comes back, by field.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formatIssues } from "~/validation/rules";
import { changePasswordSchema, resetPasswordSchema, resetRequestSchema } from "./password.schema";

function parse(schema: z.ZodTypeAny, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema, formatError: formatIssues });
}

/** The messages per field, or {} when the form is valid. */
function errors(schema: z.ZodTypeAny, fields: Record<string, string>): Record<string, string[]> {
  const submission = parse(schema, fields);
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>;
}

const GOOD = "Nueva-2026!";

describe("reset request", () => {
  it("needs an e-mail", () => {
    expect(errors(resetRequestSchema, { email: "" })).toEqual({ email: ["required"] });
    expect(errors(resetRequestSchema, {})).toEqual({ email: ["required"] });
  });

  it("refuses a malformed e-mail and accepts a good one, trimmed", () => {
    expect(errors(resetRequestSchema, { email: "ana@" })).toEqual({ email: ["email"] });
    const submission = parse(resetRequestSchema, { email: "  ana@example.com " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ email: "ana@example.com" });
  });
});

describe("reset confirm", () => {
  it("reports every rule a weak password breaks, and the mismatch, at once", () => {
    expect(errors(resetPasswordSchema, { password: "abc", confirmPassword: "abd" })).toEqual({
      password: ["minLength?length=8", "requiredCharactersPassword"],
      confirmPassword: ["passwordMatch"],
    });
  });

  it("asks for both fields when empty (the mismatch is not reported over `required`)", () => {
    expect(errors(resetPasswordSchema, { password: "", confirmPassword: "" })).toEqual({
      password: ["required"],
      confirmPassword: ["required"],
    });
  });

  it("each missing character class counts: letter, digit, special", () => {
    for (const weak of ["12345678!", "abcdefgh!", "abcdefg12"]) {
      expect(errors(resetPasswordSchema, { password: weak, confirmPassword: weak }), weak).toEqual({
        password: ["requiredCharactersPassword"],
      });
    }
  });

  it("accepts a good password confirmed exactly (spaces count, nothing is trimmed)", () => {
    const submission = parse(resetPasswordSchema, { password: ` ${GOOD}`, confirmPassword: ` ${GOOD}` });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ password: ` ${GOOD}`, confirmPassword: ` ${GOOD}` });
    expect(errors(resetPasswordSchema, { password: ` ${GOOD}`, confirmPassword: GOOD })).toEqual({ confirmPassword: ["passwordMatch"] });
  });
});

describe("change password", () => {
  it("reports every field's failures together", () => {
    expect(errors(changePasswordSchema, { currentPassword: "", password: "short", confirmPassword: "other" })).toEqual({
      currentPassword: ["required"],
      password: ["minLength?length=8", "requiredCharactersPassword"],
      confirmPassword: ["passwordMatch"],
    });
  });

  it("the new password must differ from the current one (passwordDontMatch beside the new one)", () => {
    expect(errors(changePasswordSchema, { currentPassword: GOOD, password: GOOD, confirmPassword: GOOD })).toEqual({
      password: ["passwordDontMatch"],
    });
  });

  it("a weak new password equal to the current one breaks both kinds of rule", () => {
    expect(errors(changePasswordSchema, { currentPassword: "abc", password: "abc", confirmPassword: "abc" })).toEqual({
      password: ["minLength?length=8", "requiredCharactersPassword", "passwordDontMatch"],
    });
  });

  it("the current password is only required: an old, weaker one is accepted", () => {
    const submission = parse(changePasswordSchema, { currentPassword: "old", password: GOOD, confirmPassword: GOOD });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ currentPassword: "old", password: GOOD, confirmPassword: GOOD });
  });

  it("nothing sent at all: every field is required", () => {
    expect(errors(changePasswordSchema, {})).toEqual({
      currentPassword: ["required"],
      password: ["required"],
      confirmPassword: ["required"],
    });
  });
});
