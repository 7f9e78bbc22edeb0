// The contact form's action: the streamed post is checked (rules, honeypot, challenge or captcha,
// the file) and sent to `POST /contact/{formUuid}`; the temporary file is always removed.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getContactFormUuid, sendContact } from "~/backend/contact.server";
import { backendFor } from "~/backend/client.server";
import { pageError } from "~/backend/page-errors.server";
import { bodyCap } from "~/config.server";
import type { CmsBlock } from "~/cms/blocks";
import { backendFailure, namedRequired, parseForm, refuseSubmission, replyWith, type FormActionData } from "~/forms/submission.server";
import { flashToast } from "~/session/session.server";
import { requireTenant } from "~/tenancy/guards.server";
import { challengeOf, issueChallenge, spendChallenge, verifyChallenge } from "./challenge.server";
import { detectFileType, megabytes, safeFileName } from "~/forms/filetypes";
import { contactSchema } from "./contact.schema";
import type { ContactChallenge } from "~/cms/blocks";
import { CAPTCHA_TOKEN_FIELD, CHALLENGE_TOKEN_FIELD } from "./setup";
import { BodyTooLargeError, parseUpload, type ParsedUpload } from "~/forms/upload.server";

type ContactBlock = Extract<CmsBlock, { type: "contact_form" }>;

export type ContactActionData = FormActionData & {
  /** The question to show with the form: the same one when it was answered right, else a new one. */
  challenge?: ContactChallenge;
  /** The file the visitor chose, which must be chosen again. */
  fileName?: string;
};

/** Each required field's own message, as the checkout's: which field and what to enter. */
const REQUIRED = Object.fromEntries(
  ["name", "email", "subject", "message", "privacy", "answer"].map((name) => [name, `contact:errors.required.${name}`]),
);

export async function contactAction({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, block: ContactBlock) {
  const tenant = requireTenant(context);
  const challengeOptions = context.formChallenge;
  let upload: ParsedUpload;
  try {
    upload = await parseUpload(request, {
      fileFields: ["file"],
      maxFileBytes: context.uploadMaxBytes,
      capBytes: bodyCap(context.uploadMaxBytes),
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw pageError(413, "too-large", { Connection: "close" });
    context.logger.info({ err: { message: (error as Error).message } }, "contact form: unreadable upload");
    const submission = parseForm(new FormData(), contactSchema({ answerRequired: true }));
    return replyWith(submission, {
      formErrors: ["contact:errors.upload"],
      extra: { challenge: issueChallenge(challengeOptions) },
    });
  }

  try {
    const formData = new FormData();
    for (const [name, value] of upload.fields) formData.append(name, value);
    const captchaToken = String(formData.get(CAPTCHA_TOKEN_FIELD) ?? "").trim();
    // A captcha token is checked by the backend; it stands for the answer only where the tenant has a provider.
    const byCaptcha = Boolean(tenant.captchaType && tenant.captchaSiteKey && captchaToken);
    const submission = parseForm(formData, contactSchema({ answerRequired: !byCaptcha }));
    const hide = [CAPTCHA_TOKEN_FIELD];
    const file = upload.files.file ?? null;
    const fileName = file ? safeFileName(file.name) : undefined;

    const refused = refuseSubmission(submission, formData, context, hide);
    if (refused) return refused;

    const fieldErrors = namedRequired(submission, REQUIRED);
    const formErrors: string[] = [];

    const kind = file && !file.tooLarge ? detectFileType(file.name, file.head) : null;
    if (file?.tooLarge) fieldErrors.file = [`contact:errors.fileTooLarge?size=${megabytes(context.uploadMaxBytes)}`];
    else if (file && !kind) fieldErrors.file = ["contact:errors.fileType"];
    else if (file && file.size === 0) fieldErrors.file = ["contact:errors.fileEmpty"];

    // The challenge: the answer when it was typed (an empty one is already `required`).
    const answer = typeof submission.payload.answer === "string" ? submission.payload.answer.trim() : "";
    const check = verifyChallenge(formData.get(CHALLENGE_TOKEN_FIELD), byCaptcha || !answer ? null : answer, { ...challengeOptions });
    let challenge: ContactChallenge | null = null;
    // Answered right (other fields failed) or sent too fast: the same question again, answer kept.
    if (check.ok || check.reason === "too-fast") challenge = challengeOf(formData.get(CHALLENGE_TOKEN_FIELD), challengeOptions.secrets);
    if (!check.ok) {
      // Sent too fast is said only once the fields pass: one reason at a time, the fields first.
      if (check.reason === "too-fast") {
        if (submission.status === "success" && !Object.keys(fieldErrors).length) formErrors.push("contact:errors.tooFast");
      } else if (check.reason === "wrong") fieldErrors.answer = ["contact:errors.challengeWrong"];
      else if (answer || byCaptcha) fieldErrors.answer = ["contact:errors.challengeExpired"];
    }
    // A new question: the typed answer was for the old one.
    if (!challenge) {
      challenge = issueChallenge(challengeOptions);
      hide.push("answer");
    }

    if (submission.status !== "success" || formErrors.length || Object.keys(fieldErrors).length) {
      context.logger.info({ fields: Object.keys(fieldErrors), challenge: check.ok ? "ok" : check.reason }, "contact form: not sent");
      return replyWith(submission, { formErrors, fieldErrors, hideFields: hide, extra: { challenge, fileName } });
    }

    const values = submission.value;
    const backend = backendFor(context);
    try {
      const formUuid = block.formUuid ?? (await getContactFormUuid(backend));
      await sendContact(backend, formUuid, {
        fields: {
          name: values.name,
          telephone: values.telephone ?? null,
          email: values.email,
          subject: values.subject,
          message: values.message,
          [CAPTCHA_TOKEN_FIELD]: byCaptcha ? captchaToken : null,
        },
        file: file?.path && kind ? { path: file.path, name: fileName ?? "file", type: kind.mime } : null,
      });
    } catch (error) {
      return backendFailure(submission, error, {
        fallback: "contact:errors.sendFailed",
        hideFields: hide,
        logger: context.logger,
        extra: { challenge, fileName },
      });
    }
    if (check.ok) spendChallenge(check.nonce);
    const to = new URL(request.url).pathname;
    throw redirect(to, { headers: await flashToast(context.sessions, request, { kind: "success", message: "contact:sent" }) });
  } finally {
    await upload.cleanup();
  }
}
