// The summary of a failed answer to an activity's survey, for the top of <main> (GOV.UK). Apart from
// the survey itself, whose code the activity's page loads lazily (app/routes/agenda.$slug.tsx).
import { useActionData } from "@remix-run/react";
import { customFormSummary } from "~/forms/custom-form-names";
import { ErrorSummary, FormReplyProvider, type FormReply } from "~/ui/form";
import { ANSWER_SURVEY, SURVEY_PREFIX } from "./intents";
import type { SurveyView } from "./survey.server";

export const SURVEY_ID_PREFIX = "survey";
/** The survey's heading (./Survey.tsx). */
export const SURVEY_TITLE_ID = "survey-title";

/** The action's reply when it answers the survey's form. */
export function useSurveyReply(): FormReply | null {
  const actionData = useActionData() as { reply?: FormReply | null } | undefined;
  const reply = actionData?.reply;
  return reply?.initialValue?.intent === ANSWER_SURVEY ? reply : null;
}

/** The summary of a failed answer, for the top of <main>; nothing otherwise. */
export function SurveyErrorSummary({ survey }: { survey: SurveyView | null }) {
  const reply = useSurveyReply();
  if (!survey || !reply) return null;
  const { fields, labels } = customFormSummary(survey.fields, SURVEY_PREFIX);
  return (
    <FormReplyProvider reply={reply} idPrefix={SURVEY_ID_PREFIX}>
      <ErrorSummary fields={fields} labels={labels} />
    </FormReplyProvider>
  );
}
