// The activity's satisfaction survey (spec doc 2 §7): what the activity page shows of it, and its
// form (intent ANSWER_SURVEY, fields `survey.<field>` as the backend's 422 names them).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError, backendFor, type Auth } from "~/backend/client.server";
import { getConference } from "~/backend/conferences.server";
import { completeSurvey, getSurvey, participationRefusal, type CustomForm } from "~/backend/participation.server";
import { selectedVenueId } from "~/agenda/venue.server";
import { checkCustomForm, customFormErrorFields } from "~/forms/custom-form";
import { backendFailure, refuseSubmission, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { authOf, clearedSessionCookie, loginRedirect } from "~/session/auth.server";
import { locationOf } from "~/url/local-path";
import { SURVEY_PREFIX } from "./intents";
import { openingOf } from "./opening";

type Args = Pick<LoaderFunctionArgs | ActionFunctionArgs, "request" | "context">;

/** What the page shows: the survey's heading and, for a customer who has not answered, its fields. */
export type SurveyView = {
  id: number;
  title: string;
  description: string | null;
  answered: boolean;
  /** false: the visitor is anonymous, and is offered the login instead of the fields. */
  loggedIn: boolean;
  fields: CustomForm["fields"];
  /** When the survey opens (the session's start, app/participation/opening.ts); null: open, its fields shown. */
  opensAt: string | null;
};

/** null when there is none or the backend cannot say; a refused token is asked for again anonymously. */
export async function loadSurvey(
  { request, context }: Args,
  activity: { id: number; start_date: string; details: { survey_id: number | null } },
  now: number,
): Promise<SurveyView | null> {
  if (activity.details.survey_id === null) return null;
  const backend = backendFor(context);
  let auth = await authOf(request, context);
  for (;;) {
    try {
      const survey = await getSurvey(backend, auth, activity.id);
      const loggedIn = auth !== null;
      const { id, title, description, answered } = survey;
      const opensAt = openingOf(activity, now).survey;
      return { id, title, description, answered, loggedIn, opensAt, fields: loggedIn && !answered && !opensAt ? survey.fields : [] };
    } catch (error) {
      if (!(error instanceof BackendError)) throw error;
      if (error.forbidden && auth) {
        auth = null;
        continue;
      }
      if (!error.notFound)
        context.logger.warn(
          { err: { message: error.message, kind: error.kind, status: error.status }, path: error.path },
          "survey not shown",
        );
      return null;
    }
  }
}

function surveySectionPath(context: Pick<AppContext, "locale" | "defaultLocale">, slug: string): string {
  const anchor = getT(context.locale)("participation:survey.anchor");
  return locationOf(`${localePath(context.locale, pathTo("conference", { slug }), context.defaultLocale)}#${anchor}`);
}

/** Logged out (or the backend ended the session): to the login page, which comes back to this activity. */
async function toLogin({ request, context }: Args): Promise<Response> {
  const response = loginRedirect(request, context);
  const cleared = await clearedSessionCookie(context);
  if (cleared) response.headers.append("Set-Cookie", cleared);
  return response;
}

/** The survey's answers (intent ANSWER_SURVEY), posted to the activity's page `slug`. */
export async function submitSurvey(args: Args, formData: FormData, slug: string) {
  const { request, context } = args;
  const auth: Auth | null = await authOf(request, context);
  if (!auth) return toLogin(args);
  const backend = backendFor(context);
  const back = surveySectionPath(context, slug);
  try {
    const activity = await getConference(backend, slug, selectedVenueId(request, null));
    const survey = await getSurvey(backend, auth, activity.id);
    // Answered already, or not open yet (a form kept from before, or posted by hand): the section says which.
    if (survey.answered || openingOf(activity, Date.now()).survey) return redirect(back);
    const { submission, values } = checkCustomForm(survey.fields, formData, { prefix: SURVEY_PREFIX });
    const refused = refuseSubmission(submission, formData, context);
    if (refused) return refused;
    if (!values) return replyWith(submission);
    try {
      await completeSurvey(backend, auth, activity.id, survey.id, values);
    } catch (error) {
      if (participationRefusal(error)?.code === "survey_already_answered") return redirect(back);
      if (error instanceof BackendError && error.forbidden) return toLogin(args);
      return backendFailure(submission, error, {
        fallback: "participation:survey.errors.failed",
        fields: customFormErrorFields(survey.fields, SURVEY_PREFIX),
        logger: context.logger,
      });
    }
    return redirect(back);
  } catch (error) {
    if (!(error instanceof BackendError) || error.notFound) throw error;
    if (error.forbidden) return toLogin(args);
    // The survey could not be read to check the answers: the form comes back as typed, with the reason.
    const { submission } = checkCustomForm([], formData, { prefix: SURVEY_PREFIX });
    return backendFailure(submission, error, { fallback: "participation:survey.errors.failed", logger: context.logger });
  }
}
