// The one sign-up form (/registro, /registro-invitacion), and the fields /registro-sso reuses.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { CheckboxField, RadioGroupField, TextField, replyErrors, type FormReply } from "~/ui/form";
import { FormPage } from "~/ui/FormPage";
import { pathTo } from "~/paths";
import { INVITATION_TOKEN_FIELD, type SignUpKind } from "./intents";
import { NewPasswordFields } from "./NewPasswordFields";

/** The form's fields, in its order (the summary lists failures in this order). */
const SIGN_UP_FIELDS = [
  "name",
  "surname",
  "email",
  "telephone",
  "password",
  "confirmPassword",
  "gender",
  "privacy",
  "advertising",
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export type GenderOption = { id: string; name: string };

/** The catalogue's "user already exists or e-mail invalid", put beside the e-mail by the action. */
export const EMAIL_REJECTED = "signup:errors.emailRejected";

export function useFieldLabels(): Record<SignUpField, string> {
  const { t } = useTranslation(["account", "signup"]);
  return {
    name: t("account:fields.name"),
    surname: t("account:fields.surname"),
    email: t("account:fields.email"),
    telephone: t("account:fields.telephone"),
    password: t("account:fields.password"),
    confirmPassword: t("account:fields.confirmPassword"),
    gender: t("account:fields.gender"),
    privacy: t("signup:form.privacyShort"),
    advertising: t("signup:form.advertisingShort"),
  };
}

function useLink() {
  const root = useRootData();
  return (path: string) => localePath(root?.locale ?? "es", path, root?.defaultLocale ?? "es");
}

/** Name and surname; `only` limits them to the ones listed (an SSO account may lack just one). */
export function NameFields({ only, defaults = {} }: { only?: readonly string[]; defaults?: { name?: string; surname?: string } }) {
  const { t } = useTranslation("account");
  const shown = (name: string) => !only || only.includes(name);
  // Side by side where the column is wide enough for both (.field-pair), one above the other on a phone.
  return (
    <div className="field-pair">
      {shown("name") ? (
        <TextField name="name" label={t("fields.name")} autoComplete="given-name" required defaultValue={defaults.name} />
      ) : null}
      {shown("surname") ? (
        <TextField name="surname" label={t("fields.surname")} autoComplete="family-name" required defaultValue={defaults.surname} />
      ) : null}
    </div>
  );
}

export function TelephoneField({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation("account");
  return (
    <TextField
      name="telephone"
      type="tel"
      label={t("fields.telephone")}
      hint={t("fields.telephoneHint")}
      autoComplete="tel-national"
      inputMode="tel"
      width="short"
      required
      defaultValue={defaultValue}
    />
  );
}

export function GenderField({ genders }: { genders: GenderOption[] }) {
  const { t } = useTranslation("account");
  return (
    <RadioGroupField name="gender" legend={t("fields.gender")} options={genders.map((g) => ({ value: g.id, label: g.name }))} required />
  );
}

/** The whole page body; `hidden`: page-specific hidden fields (the invitation's token). */
function SignUpForm({
  reply,
  idPrefix,
  title,
  intro,
  submitLabel,
  genders,
  hidden,
  withoutAccount = false,
}: {
  reply: FormReply | null | undefined;
  idPrefix: string;
  title: string;
  intro: ReactNode;
  submitLabel: string;
  genders: GenderOption[];
  hidden?: ReactNode;
  /** The tenant takes registrations without an account (its registration form): say where. */
  withoutAccount?: boolean;
}) {
  const { t } = useTranslation(["signup", "account"]);
  const link = useLink();
  const labels = useFieldLabels();
  const emailRejected = replyErrors(reply).email?.includes(EMAIL_REJECTED);
  const accountHelp = emailRejected ? (
    <>
      <p>{t("signup:errors.emailRejectedHelp")}</p>
      <ul className="account-links">
        <li>
          <Link to={link(pathTo("login"))}>{t("account:login.title")}</Link>
        </li>
        <li>
          <Link to={link(pathTo("passwordResetRequest"))}>{t("account:login.forgot")}</Link>
        </li>
      </ul>
    </>
  ) : null;
  return (
    <FormPage
      reply={reply}
      idPrefix={idPrefix}
      fields={[...SIGN_UP_FIELDS]}
      labels={labels}
      summaryExtra={accountHelp}
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      aside={
        <>
          <p>
            {t("signup:signUp.haveAccount")} <Link to={link(pathTo("login"))}>{t("signup:signUp.login")}</Link>
          </p>
          {withoutAccount ? (
            <p>
              {t("signup:signUp.withoutAccount")}{" "}
              <Link to={link(pathTo("externalRegistration"))}>{t("signup:signUp.registerWithoutAccount")}</Link>
            </p>
          ) : null}
        </>
      }
    >
      {hidden}
      <NameFields />
      <TextField name="email" type="email" label={t("account:fields.email")} autoComplete="email" spellCheck={false} required />
      <TelephoneField />
      <NewPasswordFields />
      <GenderField genders={genders} />
      <CheckboxField name="privacy" label={t("account:fields.privacy")} required />
      <CheckboxField name="advertising" label={`${t("account:fields.advertising")} ${t("signup:form.optional")}`} />
    </FormPage>
  );
}

/** Either sign-up page (/registro, /registro-invitacion) from its loader's data; the invitation's token rides in a hidden field. */
export function SignUpPage({
  kind,
  page,
  reply,
}: {
  kind: SignUpKind;
  page: { genders: GenderOption[]; token: string | null; withoutAccount?: boolean };
  reply: FormReply | null | undefined;
}) {
  const { t } = useTranslation("signup");
  const invited = kind === "invitation";
  return (
    <SignUpForm
      reply={reply}
      idPrefix={invited ? "invitation" : "signup"}
      title={t(invited ? "invitation.title" : "signUp.title")}
      intro={t(invited ? "invitation.intro" : "signUp.intro")}
      submitLabel={t("signUp.submit")}
      genders={page.genders}
      withoutAccount={page.withoutAccount}
      hidden={invited ? <input type="hidden" name={INVITATION_TOKEN_FIELD} value={page.token ?? ""} /> : undefined}
    />
  );
}
