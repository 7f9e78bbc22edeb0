// The sign-up schema shared by /registro and /registro-invitacion, and the SSO completion schema.
import { describe, expect, it } from "vitest";
import type { Customer } from "~/backend/customer.server";
import { parseForm } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { translateIssue } from "~/validation/rules";
import { completionSchema, signUpSchema } from "./signup.schema";
import { missingFieldsOf, toBackend } from "./signup.server";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const VALID = {
  name: "Fran",
  surname: "Nuevo",
  email: "fran@example.com",
  telephone: "698 765 432",
  password: "Nueva-2026!",
  confirmPassword: "Nueva-2026!",
  gender: "2",
  privacy: "on",
};

/** Every field's messages, translated. */
function errorsIn(values: Record<string, string>, locale: "es" | "en") {
  const submission = parseForm(form(values), signUpSchema);
  const reply = submission.reply();
  const t = getT(locale);
  return Object.fromEntries(
    Object.entries(reply.error ?? {}).map(([field, messages]) => [field, (messages ?? []).map((m) => translateIssue(t, m))]),
  );
}

describe("sign-up schema", () => {
  it("a right form passes and maps to the backend's names", () => {
    const submission = parseForm(form({ ...VALID, advertising: "on" }), signUpSchema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toBackend(submission.value)).toEqual({
      name: "Fran",
      surname: "Nuevo",
      email: "fran@example.com",
      telephone: "698765432",
      password: "Nueva-2026!",
      password_confirmation: "Nueva-2026!",
      gender: "2",
      privacy_policy: true,
      advertising: true,
    });
    const noAds = parseForm(form(VALID), signUpSchema);
    expect(noAds.status === "success" && noAds.value.advertising).toBe(false);
  });

  it("an empty form reports every required field at once (Spanish)", () => {
    expect(errorsIn({}, "es")).toEqual({
      name: ["Este campo es obligatorio"],
      surname: ["Este campo es obligatorio"],
      email: ["Este campo es obligatorio"],
      telephone: ["Este campo es obligatorio"],
      password: ["Este campo es obligatorio"],
      confirmPassword: ["Este campo es obligatorio"],
      gender: ["Este campo es obligatorio"],
      privacy: ["Este campo es obligatorio"],
    });
  });

  it("every failing rule of every field comes back together (English)", () => {
    const errors = errorsIn(
      { name: " ", surname: "Nuevo", email: "not-an-email", telephone: "512345678", password: "abc", confirmPassword: "abd", gender: "1" },
      "en",
    );
    expect(errors).toEqual({
      name: ["This field is required"],
      email: [expect.stringMatching(/valid e-?mail/i)],
      telephone: [expect.stringMatching(/9 digits/)],
      password: [expect.stringMatching(/at least 8 characters/), expect.stringMatching(/one letter, one number and one special character/)],
      confirmPassword: ["The passwords do not match"],
      privacy: ["This field is required"],
    });
  });

  it("the confirmation is compared as typed: a trailing space is a mismatch, not trimmed away", () => {
    expect(errorsIn({ ...VALID, confirmPassword: "Nueva-2026! " }, "es")).toEqual({ confirmPassword: ["Las contraseñas no coinciden"] });
  });
});

describe("SSO completion", () => {
  const customer = (fields: Partial<Customer>): Customer => ({
    email: "sol@sso.example",
    name: "Sol",
    surname: "Rivas",
    telephone: "611000111",
    gender: 1,
    ...fields,
  });

  it("asks only for what the customer lacks", () => {
    expect(missingFieldsOf(customer({}))).toEqual([]);
    expect(missingFieldsOf(customer({ telephone: null, gender: null }))).toEqual(["telephone", "gender"]);
    expect(missingFieldsOf(customer({ surname: " ", gender: undefined }))).toEqual(["surname", "gender"]);
  });

  it("with the sign-up rules, every failure at once", () => {
    const schema = completionSchema(["telephone", "gender"]);
    const bad = parseForm(form({ telephone: "12" }), schema).reply();
    expect(bad.error).toEqual({ telephone: ["phone"], gender: ["required"] });
    const ok = parseForm(form({ telephone: "611 000 111", gender: "3", name: "ignored" }), schema);
    expect(ok.status === "success" && ok.value).toEqual({ telephone: "611000111", gender: "3" });
  });
});
