// The sign-up form's rules (spec §5), and the form of the fields an SSO registration may still lack.
import { z } from "zod";
import { checkbox, checkboxRequired, email, formValue, matches, password, phone, report, requiredText } from "~/validation/rules";
import type { SignUpField } from "./signup-form";

type Ctx = z.RefinementCtx;

/** The confirmation is compared as typed (passwords are never trimmed); empty is `required`. */
function confirmation() {
  return formValue().transform((raw, ctx: Ctx) => {
    const value = typeof raw === "string" ? raw : "";
    if (value.trim() === "") report(ctx, "required");
    return value;
  });
}

/** Each field's rules (spec §5); the gender's id is checked by the backend against its list. */
const FIELDS = {
  name: requiredText(),
  surname: requiredText(),
  email: email(),
  telephone: phone(),
  password: password({ signUp: true }),
  confirmPassword: confirmation(),
  gender: requiredText(),
  privacy: checkboxRequired(),
  advertising: checkbox(),
} satisfies Record<SignUpField, z.ZodTypeAny>;

export const signUpSchema = z.object(FIELDS).superRefine(matches("confirmPassword", "password", "passwordMatch"));
export type SignUpValue = z.output<typeof signUpSchema>;

export const COMPLETABLE_FIELDS = ["name", "surname", "telephone", "gender"] as const satisfies readonly SignUpField[];
export type CompletableField = (typeof COMPLETABLE_FIELDS)[number];

export function completionSchema(fields: readonly CompletableField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field, FIELDS[field]])) as Partial<Record<CompletableField, z.ZodTypeAny>>);
}
