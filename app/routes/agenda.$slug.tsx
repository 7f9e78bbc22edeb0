// /agenda/{slug}: one conference or event.
import { Link } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { ActivityDetail } from "~/agenda/ActivityDetail";
import { loadActivity } from "~/agenda/conference.server";
import { selectedVenueId } from "~/agenda/venue.server";
import { backendFor } from "~/backend/client.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import agendaStyles from "~/styles/agenda.css?url";
import { pathTo } from "~/paths";
import { ANSWER_SURVEY } from "~/participation/intents";
import { Survey, SurveyErrorSummary } from "~/participation/Survey";
import { loadSurvey, submitSurvey } from "~/participation/survey.server";

export const links = () => [{ rel: "stylesheet", href: agendaStyles }];

export const loader = withPageErrors(async ({ request, params, context }: LoaderFunctionArgs) => {
  const backend = backendFor(context);
  const venueId = selectedVenueId(request, null);
  const activity = await loadActivity(backend, params.slug!, venueId);
  const survey = await loadSurvey({ request, context }, activity);
  return { activity, survey };
});

// The page's forms post here; `intent` says which.
export const action = withPageErrors(async ({ request, params, context }: ActionFunctionArgs) => {
  const formData = await request.formData();
  switch (String(formData.get("intent") ?? "")) {
    case ANSWER_SURVEY:
      return submitSurvey({ request, context }, formData, params.slug!);
    default:
      return data({ reply: { status: "error" as const, error: { "": ["account:errors.refused"] } } }, { status: 400 });
  }
});

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: args.data?.activity.title, description: args.data?.activity.summary });

export default function ConferencePage() {
  const { activity, survey } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation("catalogue");
  return (
    <div className="conference-page">
      <SurveyErrorSummary survey={survey} />
      <p className="back-link">
        <Link to={localePath(root.locale, pathTo("agenda"), root.defaultLocale)}>{t("detail.backToAgenda")}</Link>
      </p>
      <ActivityDetail activity={activity} locale={root.locale} headingLevel={1} />
      {survey ? <Survey survey={survey} /> : null}
    </div>
  );
}
