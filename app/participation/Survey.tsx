// The activity page's survey section: the thanks, the login invitation, or the custom form posting
// with intent ANSWER_SURVEY (its error summary goes at the top of <main>).
import { useLoginHref } from "~/chrome/login-href";
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { SharedPart } from "~/chrome/SharedPart";
import { CustomFormFields } from "~/forms/CustomForm";
import { FormReplyProvider, SubmitButton } from "~/ui/form";
import { OpensAt, useSectionAction } from "./common";
import { ANSWER_SURVEY, SURVEY_PREFIX } from "./intents";
import type { SurveyView } from "./survey.server";
import { SURVEY_ID_PREFIX, SURVEY_TITLE_ID, useSurveyReply } from "./SurveyErrorSummary";

export function Survey({ survey }: { survey: SurveyView }) {
  const { t, i18n } = useTranslation("participation");
  const anchor = t("survey.anchor");
  const reply = useSurveyReply();
  // Alike for every visitor in the same state (not answered, or answered): kept once (decision 031).
  return (
    <SharedPart name="survey" inputs={[survey, reply, i18n.language]}>
      <section id={anchor} className="survey" aria-labelledby={SURVEY_TITLE_ID}>
        <h2 id={SURVEY_TITLE_ID}>{survey.title}</h2>
        {survey.answered ? (
          <Thanks anchor={anchor} />
        ) : (
          <>
            {survey.description ? <p>{survey.description}</p> : null}
            {survey.opensAt ? (
              <OpensAt text="survey.opensAt" iso={survey.opensAt} />
            ) : survey.loggedIn ? (
              <SurveyForm survey={survey} anchor={anchor} />
            ) : (
              <LogInToAnswer anchor={anchor} />
            )}
          </>
        )}
      </section>
    </SharedPart>
  );
}

/** After answering (the redirect comes back to `#anchor`), with JavaScript the thanks takes focus. */
function Thanks({ anchor }: { anchor: string }) {
  const { t } = useTranslation("participation");
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (location.hash === `#${anchor}`) ref.current?.focus();
  }, [location.hash, location.key, anchor]);
  return (
    <div className="notice survey-thanks" ref={ref} tabIndex={-1}>
      <p>
        <strong>{t("survey.thanks")}</strong>
      </p>
      <p>{t("survey.thanksDetail")}</p>
    </div>
  );
}

function LogInToAnswer({ anchor }: { anchor: string }) {
  const { t } = useTranslation("participation");
  // Back to this section afterwards.
  const to = useLoginHref({ hash: anchor });
  return (
    <>
      <p>{t("survey.loginIntro")}</p>
      <p>
        <Link to={to} className="button">
          {t("survey.login")}
        </Link>
      </p>
    </>
  );
}

function SurveyForm({ survey, anchor }: { survey: SurveyView; anchor: string }) {
  const { t } = useTranslation("participation");
  const reply = useSurveyReply();
  // Posting to the section brings a reply without JavaScript back to the form, not the top of a long page.
  const action = useSectionAction(anchor);
  return (
    <FormReplyProvider reply={reply} idPrefix={SURVEY_ID_PREFIX}>
      <Form method="post" action={action} noValidate className="form" aria-labelledby={SURVEY_TITLE_ID}>
        <input type="hidden" name="intent" value={ANSWER_SURVEY} />
        <CustomFormFields fields={survey.fields} prefix={SURVEY_PREFIX} />
        <div className="form-actions">
          <SubmitButton className="button">{t("survey.submit")}</SubmitButton>
        </div>
      </Form>
    </FormReplyProvider>
  );
}
