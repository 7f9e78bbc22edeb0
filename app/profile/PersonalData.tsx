// The personal-data section of /usuario: details, extended profile, e-mail, password and account
// deletion; every form posts to the page, which puts the error summary at the top of <main>.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { useRootData } from "~/root-data";
import type { FormReply } from "~/ui/form";
import { CheckboxField, ErrorSummary, FormReplyProvider, RadioGroupField, TextField, SubmitButton } from "~/ui/form";
import { CHANGE_PASSWORD_FIELDS, ChangePasswordForm, useChangePasswordLabels } from "~/accounts/ChangePasswordForm";
import { NameFields, TelephoneField } from "~/accounts/signup-form";
import { CustomFormFields } from "~/forms/CustomForm";
import { customFormSummary } from "~/forms/custom-form-names";
import type { PersonalSection } from "./personal.server";
import { replyFor, replyIntent } from "./replies";
import { CHANGE_PASSWORD, EMAIL, EXTRA, PERSONAL } from "./intents";
import { pathTo, CMS_SLUGS } from "~/paths";
import { SharedPart } from "~/chrome/SharedPart";

type ActionData = { reply?: FormReply | null } | null | undefined;

const PERSONAL_FIELDS = ["name", "surname", "telephone", "position", "company", "gender", "two_factor_method", "advertising"];
const EMAIL_FIELDS = ["email", "email_confirmation"];

/** The intents this section answers, and each form's fields in order (for the summary). */
export function personalSummaryFields(section: PersonalSection): Record<string, string[]> {
  return {
    [PERSONAL]: PERSONAL_FIELDS,
    [EXTRA]: section.extended ? customFormSummary(section.extended.fields).fields : [],
    [EMAIL]: EMAIL_FIELDS,
    [CHANGE_PASSWORD]: CHANGE_PASSWORD_FIELDS,
  };
}

/** The error summary of whichever of the page's forms failed, for the top of <main>. */
export function ProfileErrorSummary({
  actionData,
  fields,
  labels,
}: {
  actionData: ActionData;
  fields: Record<string, string[]>;
  labels: Record<string, Record<string, string>>;
}) {
  const { t } = useTranslation(["profile", "account"]);
  const passwordLabels = useChangePasswordLabels();
  if (!actionData?.reply) return null;
  // A reply without an intent answers a form the page does not know: its message has no field.
  const intent = replyIntent(actionData) ?? "profile";
  return (
    <FormReplyProvider reply={actionData.reply} idPrefix={intent}>
      <ErrorSummary
        fields={fields[intent] ?? []}
        labels={{
          name: t("account:fields.name"),
          surname: t("account:fields.surname"),
          telephone: t("account:fields.telephone"),
          position: t("profile:personal.position"),
          company: t("profile:personal.company"),
          gender: t("account:fields.gender"),
          two_factor_method: t("profile:personal.twoFactor"),
          advertising: t("account:fields.advertising"),
          email: t("profile:email.new"),
          email_confirmation: t("profile:email.confirm"),
          ...passwordLabels,
          ...labels[intent],
        }}
      />
    </FormReplyProvider>
  );
}

export function PersonalData({ section, actionData }: { section: PersonalSection; actionData: ActionData }) {
  return (
    <div className="profile-section">
      <PersonalForm section={section} reply={replyFor(actionData, PERSONAL)} />
      {section.extended ? <ExtendedProfile extended={section.extended} reply={replyFor(actionData, EXTRA)} /> : null}
      <ChangeEmail current={section.email} reply={replyFor(actionData, EMAIL)} />
      {section.changePassword ? <ChangePassword reply={replyFor(actionData, CHANGE_PASSWORD)} /> : null}
      <DeleteAccount deletion={section.deletion} />
    </div>
  );
}

function useLink() {
  const root = useRootData();
  return (path: string) => localePath(root?.locale ?? "es", path, root?.defaultLocale ?? "es");
}

function optional(t: Translate, label: string, required: boolean) {
  return required ? label : t("forms:optional", { label });
}

function PersonalForm({ section, reply }: { section: PersonalSection; reply: FormReply | null }) {
  const { t } = useTranslation(["profile", "account", "forms"]);
  const form = section.form;
  return (
    <FormReplyProvider reply={reply} idPrefix={PERSONAL}>
      <Form method="post" noValidate className="form form-wide" aria-label={t("profile:personal.formLabel")}>
        <input type="hidden" name="intent" value={PERSONAL} />
        <NameFields defaults={form} />
        <TelephoneField defaultValue={form.telephone} />
        <div className="field-pair">
          <TextField
            name="position"
            label={optional(t, t("profile:personal.position"), false)}
            autoComplete="organization-title"
            defaultValue={form.position}
          />
          <TextField
            name="company"
            label={optional(t, t("profile:personal.company"), false)}
            autoComplete="organization"
            defaultValue={form.company}
          />
        </div>
        <RadioGroupField name="gender" legend={t("account:fields.gender")} options={section.genres} required defaultValue={form.gender} />
        <RadioGroupField
          name="two_factor_method"
          legend={t("profile:personal.twoFactor")}
          options={[
            { value: "NONE", label: t("profile:personal.twoFactorNone") },
            { value: "EMAIL", label: t("profile:personal.twoFactorEmail") },
          ]}
          required
          defaultValue={form.two_factor_method}
        />
        <CheckboxField name="advertising" label={t("account:fields.advertising")} defaultChecked={form.advertising} />
        <div className="form-actions">
          <SubmitButton className="button">{t("profile:personal.submit")}</SubmitButton>
        </div>
      </Form>
    </FormReplyProvider>
  );
}

function ExtendedProfile({ extended, reply }: { extended: NonNullable<PersonalSection["extended"]>; reply: FormReply | null }) {
  const { t } = useTranslation("profile");
  return (
    <div className="profile-part">
      <h3 id="extra-title">{t("extra.title")}</h3>
      <p>{t("extra.intro")}</p>
      <FormReplyProvider reply={reply} idPrefix={EXTRA}>
        <Form method="post" noValidate className="form" aria-labelledby="extra-title">
          <input type="hidden" name="intent" value={EXTRA} />
          <CustomFormFields fields={extended.fields} values={extended.values} />
          <div className="form-actions">
            <SubmitButton className="button">{t("extra.submit")}</SubmitButton>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}

// The e-mail and password forms and the deletion are alike for every visitor (but for a reply): kept once (decision 031).
function ChangeEmail({ current, reply }: { current: string; reply: FormReply | null }) {
  const { t, i18n } = useTranslation("profile");
  return (
    <div className="profile-part">
      <h3 id="email-title">{t("email.title")}</h3>
      <p>
        {t("email.current")} <strong className="profile-email">{current}</strong>
      </p>
      <p>{t("email.explain")}</p>
      <SharedPart name="email-form" inputs={[reply, i18n.language]}>
        <FormReplyProvider reply={reply} idPrefix={EMAIL}>
          <Form method="post" noValidate className="form" aria-labelledby="email-title">
            <input type="hidden" name="intent" value={EMAIL} />
            <TextField name="email" type="email" label={t("email.new")} autoComplete="email" spellCheck={false} required />
            <TextField name="email_confirmation" type="email" label={t("email.confirm")} autoComplete="email" spellCheck={false} required />
            <div className="form-actions">
              <SubmitButton className="button">{t("email.submit")}</SubmitButton>
            </div>
          </Form>
        </FormReplyProvider>
      </SharedPart>
    </div>
  );
}

/** The same form as /cambiar-contraseña (tenants with change_password). */
function ChangePassword({ reply }: { reply: FormReply | null }) {
  const { t, i18n } = useTranslation("password");
  return (
    <SharedPart name="password-form" inputs={[reply, i18n.language]}>
      <div className="profile-part">
        <h3 id="password-title">{t("change.title")}</h3>
        <div className="form">
          <FormReplyProvider reply={reply} idPrefix={CHANGE_PASSWORD}>
            <ChangePasswordForm intent={CHANGE_PASSWORD} />
          </FormReplyProvider>
        </div>
      </div>
    </SharedPart>
  );
}

function DeleteAccount({ deletion }: { deletion: PersonalSection["deletion"] }) {
  const root = useRootData();
  return (
    <SharedPart name="account-deletion" inputs={[deletion, root?.locale, root?.defaultLocale]}>
      <AccountDeletion deletion={deletion} />
    </SharedPart>
  );
}

function AccountDeletion({ deletion }: { deletion: PersonalSection["deletion"] }) {
  const { t } = useTranslation("profile");
  const link = useLink();
  return (
    <div className="profile-part">
      <h3>{t("unsubscribe.title")}</h3>
      {deletion === "contact" ? (
        <p>
          {t("unsubscribe.byContact")} <Link to={link(pathTo("page", { slug: CMS_SLUGS.contact }))}>{t("unsubscribe.contactLink")}</Link>
        </p>
      ) : (
        <>
          <p>{t("unsubscribe.intro")}</p>
          <p>
            <Link className="button button-secondary" to={link(pathTo("profileUnsubscribe"))}>
              {t("unsubscribe.start")}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
