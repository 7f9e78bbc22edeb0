// The change-password form, as /cambiar-contraseña shows it and as the private area will embed it.
// Put it inside a FormReplyProvider with the action's reply, and an ErrorSummary listing
// CHANGE_PASSWORD_FIELDS at the top of the page's <main>; the action is submitChangePassword
// (change-password.server.ts). Passwords typed are never rendered back.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HoneypotField, TextField } from "~/ui/form";

/** The form's fields, in order (for the ErrorSummary). */
export const CHANGE_PASSWORD_FIELDS = ["currentPassword", "password", "confirmPassword"];

/** The fields' labels, for the ErrorSummary. */
export function useChangePasswordLabels(): Record<string, string> {
  const { t } = useTranslation("account");
  return { currentPassword: t("fields.currentPassword"), password: t("fields.newPassword"), confirmPassword: t("fields.confirmNewPassword") };
}

type Props = {
  /** Where to post; the current page by default. */
  action?: string;
  /** A page with several forms posts this as `intent` (the reply's initialValue carries it back). */
  intent?: string;
};

export function ChangePasswordForm({ action, intent }: Props) {
  const { t } = useTranslation(["password", "account"]);
  return (
    <Form method="post" action={action} noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <TextField name="currentPassword" type="password" label={t("account:fields.currentPassword")} autoComplete="current-password" required />
      <TextField
        name="password"
        type="password"
        label={t("account:fields.newPassword")}
        hint={`${t("account:fields.passwordHint")} ${t("password:change.differentHint")}`}
        autoComplete="new-password"
        required
      />
      <TextField name="confirmPassword" type="password" label={t("account:fields.confirmNewPassword")} autoComplete="new-password" required />
      <HoneypotField />
      <div className="form-actions">
        <button type="submit" className="button">
          {t("password:change.submit")}
        </button>
      </div>
    </Form>
  );
}
