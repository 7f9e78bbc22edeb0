// The CMS "contact form" module, with its accessible anti-spam question; a working captcha's token
// stands for the answer and hides the question.
import { Form, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CmsBlock } from "~/cms/blocks";
import { Frame } from "~/cms/parts";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { CheckboxField, FileField, FormReplyProvider, HoneypotField, TextArea, TextField, SubmitButton } from "~/ui/form";
import type { ContactActionData } from "./action.server";
import { CONTACT_FORM_ID } from "./ContactErrorSummary";
import { ACCEPT, ALLOWED_EXTENSIONS_TEXT, megabytes } from "~/forms/filetypes";
import type { ContactFormSetup } from "~/cms/blocks";
import { CAPTCHA_TOKEN_FIELD, CHALLENGE_TOKEN_FIELD, MESSAGE_MAX_LENGTH } from "./setup";

type ContactBlock = Extract<CmsBlock, { type: "contact_form" }>;

export function ContactForm({ block }: { block: ContactBlock }) {
  if (!block.form) return null;
  return (
    <Frame block={block}>
      <ContactFormBody setup={block.form} />
    </Frame>
  );
}

function ContactFormBody({ setup }: { setup: ContactFormSetup }) {
  const { t } = useTranslation("contact");
  const root = useRootData();
  const location = useLocation();
  const actionData = useActionData() as ContactActionData | undefined;
  const reply = actionData?.reply;
  const challenge = actionData?.challenge ?? setup.challenge;
  const locale = root?.locale ?? "es";
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captchaBox = useRef<HTMLDivElement>(null);
  const captcha = setup.captcha;

  const captchaVersion = captcha?.version ?? null;
  const captchaKey = captcha?.siteKey ?? null;
  const hasCaptcha = Boolean(captcha);
  useEffect(() => {
    if (!hasCaptcha || !captchaBox.current) return;
    // The form (and so the provider's box) is new after every navigation: start afresh, without the old token.
    setCaptchaToken(null);
    const container = captchaBox.current;
    let stop: (() => void) | undefined;
    let gone = false;
    void import("./captcha.client").then(({ startCaptcha }) => {
      if (gone) return;
      stop = startCaptcha(
        { version: captchaVersion, siteKey: captchaKey },
        { container, language: locale, onToken: setCaptchaToken, onFailure: () => setCaptchaToken(null) },
      );
    });
    return () => {
      gone = true;
      stop?.();
    };
    // (`captcha` itself is a new object after every revalidation: its values are the dependencies.)
  }, [hasCaptcha, captchaVersion, captchaKey, locale, location.key]);

  const question = t("challenge.question", { a: t(`challenge.numbers.${challenge.a}`), b: t(`challenge.numbers.${challenge.b}`) });
  const fileHint = (
    <>
      {t("fields.fileHint", { size: megabytes(setup.maxBytes), types: ALLOWED_EXTENSIONS_TEXT })}
      {reply && actionData?.fileName ? (
        <>
          <br />
          {t("fields.fileAgain", { name: actionData.fileName })}
        </>
      ) : null}
    </>
  );

  return (
    <FormReplyProvider reply={reply} idPrefix={CONTACT_FORM_ID}>
      {/* A new key after every navigation: the form is empty again after a message went through. */}
      <Form key={location.key} method="post" encType="multipart/form-data" noValidate className="form stack contact-form">
        <TextField name="name" label={t("fields.name")} autoComplete="name" required />
        <TextField
          name="telephone"
          type="tel"
          label={t("fields.telephone")}
          hint={t("fields.telephoneHint")}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" spellCheck={false} required />
        <TextField name="subject" label={t("fields.subject")} required />
        <TextArea
          name="message"
          label={t("fields.message")}
          hint={t("fields.messageHint", { max: MESSAGE_MAX_LENGTH })}
          rows={8}
          required
        />
        <FileField
          name="file"
          label={t("fields.file")}
          hint={fileHint}
          accept={ACCEPT}
          tooLarge={{ maxBytes: setup.maxBytes, message: `contact:errors.fileTooLarge?size=${megabytes(setup.maxBytes)}` }}
        />
        <CheckboxField
          name="privacy"
          label={t("fields.privacy")}
          hint={
            // In a new window: following it must not lose what was typed (without JavaScript above all).
            <a href={localePath(locale, "/privacidad", root?.defaultLocale ?? "es")} target="_blank" rel="noopener noreferrer">
              {t("fields.privacyLink")}
              <span className="visually-hidden"> {t("common:chrome.opensInNewWindow")}</span>
            </a>
          }
          required
        />
        <input type="hidden" name={CHALLENGE_TOKEN_FIELD} value={challenge.token} />
        {captchaToken ? <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={captchaToken} /> : null}
        {captcha ? <div ref={captchaBox} className="contact-captcha" /> : null}
        {/* Hidden (for everyone) only while a captcha token stands for the answer. */}
        <fieldset className="field contact-challenge" hidden={Boolean(captchaToken)}>
          <legend className="field-label">{t("challenge.legend")}</legend>
          <TextField
            name="answer"
            label={question}
            hint={t("challenge.answerHint")}
            inputMode="numeric"
            autoComplete="off"
            width="short"
            required={!captchaToken}
          />
        </fieldset>
        <HoneypotField />
        <div className="form-actions">
          <SubmitButton className="button">{t("submit")}</SubmitButton>
        </div>
      </Form>
    </FormReplyProvider>
  );
}
