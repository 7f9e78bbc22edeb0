// The password forms' schemas (reset request, reset confirm, change password).
import { z } from "zod";
import { differs, email, formValue, matches, password, report } from "~/validation/rules";

/** Never trimmed (spaces may be part of it), no strength rules of its own. */
function passwordEntry() {
  return formValue().transform((raw, ctx) => {
    const value = typeof raw === "string" ? raw : "";
    if (value.trim() === "") report(ctx, "required");
    return value;
  });
}

export const resetRequestSchema = z.object({ email: email() });

export const resetPasswordSchema = z
  .object({
    password: password({ signUp: true }),
    confirmPassword: passwordEntry(),
  })
  .superRefine(matches("confirmPassword", "password", "passwordMatch"));

export const changePasswordSchema = z
  .object({
    currentPassword: passwordEntry(),
    password: password({ signUp: true }),
    confirmPassword: passwordEntry(),
  })
  .superRefine(differs("password", "currentPassword", "passwordDontMatch"))
  .superRefine(matches("confirmPassword", "password", "passwordMatch"));

/** Fields whose typed values never come back in a reply. */
export const PASSWORD_FIELDS = ["currentPassword", "password", "confirmPassword"];

/** The backend's names (422 `errors`) for the form's fields. */
export const BACKEND_PASSWORD_FIELDS: Record<string, string> = {
  old_password: "currentPassword",
  password: "password",
  password_confirmation: "confirmPassword",
};
