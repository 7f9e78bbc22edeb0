// The password forms' schemas, shared by the pages that show them (reset request, reset confirm,
// change password) and by the private area, which embeds the change-password form. Server-side
// only in practice (actions); kept out of `.server` so tests and future client code can read it.
import { z } from "zod";
import { differs, email, matches, password } from "~/validation/rules";

/**
 * A password typed to be compared or checked by the backend (the current one, the confirmation):
 * required, never trimmed (spaces may be part of it), no strength rules of its own.
 */
function passwordEntry() {
  return z.unknown().transform((raw, ctx) => {
    const value = typeof raw === "string" ? raw : "";
    if (value.trim() === "") ctx.addIssue({ code: z.ZodIssueCode.custom, message: "required" });
    return value;
  });
}

/** /recuperar-contraseña: where to send the link. */
export const resetRequestSchema = z.object({ email: email() });

/** /password-reset-confirm/:token: the new password, twice. */
export const resetPasswordSchema = z
  .object({
    password: password({ signUp: true }),
    confirmPassword: passwordEntry(),
  })
  .superRefine(matches("confirmPassword", "password", "passwordMatch"));

/** /cambiar-contraseña and the private area: the current password, the new one (different), twice. */
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
