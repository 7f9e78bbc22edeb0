// /agenda/{slug}: one conference or event, and taking part in it (registration, stream, chat,
// questions, survey). Every form posts here; `intent` picks the section (app/participation/).
import { Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ActivityDetail } from "~/agenda/ActivityDetail";
import { loadActivityFor } from "~/agenda/conference.server";
import { roomsByVenue } from "~/agenda/rooms.server";
import { backendFor } from "~/backend/client.server";
import { publicActivityEvent } from "~/calendar/calendar.server";
import { calendarLinks } from "~/calendar/links";
import { loadCampaignTeaser } from "~/crowdfunding/campaign.server";
import { CampaignTeaser as CampaignTeaserNow } from "~/crowdfunding/CampaignTeaser";
import { withPageErrors } from "~/backend/page-errors.server";
import { localePath } from "~/i18n/locales";
import { LoginToTakePart, OpensAt } from "~/participation/common";
import { seatsStatus } from "~/agenda/seats.server";
import { submitParticipation } from "~/participation/participation.server";
import { loadTakingPart } from "~/participation/taking-part.server";
import { PersonalSlot } from "~/chrome/PersonalSlot";
import { Registration } from "~/participation/Registration";
import { Streaming as StreamingNow } from "~/participation/Streaming";
import { LiveSections as LiveSectionsNow } from "~/participation/LiveSections";
import { ANSWER_SURVEY } from "~/participation/intents";
import { Survey as SurveyNow } from "~/participation/Survey";
import { SURVEY_TITLE_ID, SurveyErrorSummary } from "~/participation/SurveyErrorSummary";
import { lazyPart } from "~/ui/when-near";
import { submitSurvey } from "~/participation/survey.server";
import type { SectionReply } from "~/participation/submit.server";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { activityFacts, socialImage } from "~/seo/social-card.server";
import { previewTags } from "~/seo/preview.server";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { plainText } from "~/cms/sanitize.server";
import { seatingOf } from "~/agenda/seating";
import { eventJsonLd } from "~/seo/structured-data.server";

/**
 * Lazy chunks in the browser: the chat, questions and survey load when the visitor comes near, or at
 * once for a logged-in visitor, who can send them (app/ui/when-near.ts); the server renders them at
 * once and the browser build drops these imports.
 */
const LiveSections = import.meta.env.SSR
  ? { now: LiveSectionsNow, near: LiveSectionsNow }
  : lazyPart(["chat", "questions"], () => import("~/participation/LiveSections").then((module) => module.LiveSections));
const CampaignTeaser = import.meta.env.SSR
  ? CampaignTeaserNow
  : lazy(() => import("~/crowdfunding/CampaignTeaser").then((module) => ({ default: module.CampaignTeaser })));
const Streaming = import.meta.env.SSR
  ? StreamingNow
  : lazy(() => import("~/participation/Streaming").then((module) => ({ default: module.Streaming })));
const Survey = import.meta.env.SSR
  ? { now: SurveyNow, near: SurveyNow }
  : lazyPart([SURVEY_TITLE_ID], () => import("~/participation/Survey").then((module) => module.Survey));

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts); the chat's and questions' only where the activity has them. */
export const handle = {
  i18n: ["catalogue", "participation"],
  i18nWhen: {
    live: (data) => {
      const details = (data as { activity?: { details?: { chat_enabled?: boolean; questions_enabled?: boolean } } } | undefined)?.activity
        ?.details;
      return !!(details?.chat_enabled || details?.questions_enabled);
    },
  },
} satisfies I18nHandle;

export const loader = withPageErrors(async ({ request, params, context }: LoaderFunctionArgs) => {
  const activity = await loadActivityFor(request, context, params.slug!);
  const [taking, campaign] = await Promise.all([loadTakingPart(request, context, activity), loadCampaignTeaser(context, activity)]);
  const rooms = await roomsByVenue(backendFor(context), activity, taking.participation.roomsNow);
  const now = { ...activity, seating: taking.participation.seating, details: { ...activity.details, rooms } };
  const soldOut = seatingOf(now.seating, now.details.rooms).full;
  const social = socialImage(context, "actividad", activity.slug, activityFacts(context, activity));
  const jsonLd = eventJsonLd(context, now, { description: plainText(now.description), soldOut, card: social.url });
  const links = calendarLinks(publicActivityEvent(context, activity));
  return {
    activity: now,
    seats: seatsStatus(context.locale, now),
    calendarLinks: links,
    campaign,
    preview: previewTags(context, social),
    jsonLd,
    ...taking,
  };
});

export const action = withPageErrors(async ({ request, params, context }: ActionFunctionArgs) => {
  const formData = await request.formData();
  if (formData.get("intent") === ANSWER_SURVEY) return submitSurvey({ request, context }, formData, params.slug!);
  const activity = await loadActivityFor(request, context, params.slug!);
  return submitParticipation({ request, context, activity, formData });
});

/**
 * After any submission the page reloads its data, refusals included: a refusal often means the
 * page was out of date (registered from another tab, a question already voted).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== "GET" ? true : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.activity.title,
    description: args.data?.activity.summary,
    preview: args.data?.preview,
    jsonLd: args.data?.jsonLd,
  });

type Answer = (SectionReply & { conflict?: { slug: string; title: string } }) | undefined;

/**
 * The facts, description and speakers are every visitor's; registering, the stream, the chat,
 * questions, survey and action bar are the visitor's own (slots: app/chrome/PersonalSlot.tsx), each
 * reading its data itself so that a logged-in visitor's page can be composed from the kept one.
 */
export default function ConferencePage() {
  const { activity, seats, calendarLinks, campaign, survey } = useLoaderData<typeof loader>();
  const root = useRootData()!;
  const { t } = useTranslation(["catalogue", "participation"]);
  return (
    <div className="conference-page">
      {/* Only after a survey's answer (never on a page composed for a visitor, which is a GET): no slot. */}
      <SurveyErrorSummary survey={survey} />
      <p className="back-link">
        <Link to={localePath(root.locale, pathTo("agenda"), root.defaultLocale)}>{t("detail.backToAgenda")}</Link>
      </p>
      {/* Taking part first: registering, then the activity's campaign where it has one. */}
      <ActivityDetail
        activity={activity}
        seats={seats}
        calendarLinks={calendarLinks}
        locale={root.locale}
        headingLevel={1}
        taking={
          <>
            <PersonalSlot>
              <RegistrationSection />
            </PersonalSlot>
            {campaign ? (
              <Suspense fallback={null}>
                <CampaignTeaser campaign={campaign} />
              </Suspense>
            ) : null}
          </>
        }
      />
      <PersonalSlot>
        <TakingPart />
      </PersonalSlot>
    </div>
  );
}

function RegistrationSection() {
  const { activity, participation } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const { t } = useTranslation("participation");
  if (activity.registration_type === "external") return null;
  return (
    <section className="section participation-registration" id="registration" aria-labelledby="registration-title">
      <h2 id="registration-title">{t("registration.title")}</h2>
      <Registration
        slug={activity.slug}
        paid={activity.registration_type === "paid" && activity.price ? { price: activity.price, currency: activity.currency } : null}
        view={participation.registration}
        loggedIn={participation.loggedIn}
        ticketRequired={participation.ticketRequired}
        reply={answer?.section === "registration" ? answer.reply : undefined}
        conflict={answer?.section === "registration" ? answer.conflict : undefined}
      />
    </section>
  );
}

/** Below the facts: the ticket gate, the stream, the chat and questions, the survey, the action bar. */
function TakingPart() {
  const { activity, participation, survey, actionBar, renderedAt, streamOpensAt } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const root = useRootData()!;
  const { t } = useTranslation(["catalogue", "participation"]);
  const { questions, mayWatch, loggedIn, ticketRequired } = participation;
  const gated = ticketRequired && !mayWatch;
  const Live = loggedIn ? LiveSections.now : LiveSections.near;
  const SurveyPart = loggedIn ? Survey.now : Survey.near;
  const purchase = localePath(root.locale, pathTo("purchase"), root.defaultLocale);
  return (
    <>
      {gated && (activity.details.chat_enabled || activity.details.questions_enabled || activity.details.streaming) ? (
        <section className="section notice ticket-gate" id="ticket" aria-labelledby="ticket-title">
          <h2 id="ticket-title">{t("participation:gate.title")}</h2>
          <p>{t("participation:gate.text")}</p>
          <ul>
            {activity.details.streaming ? <li>{t("participation:gate.stream")}</li> : null}
            {activity.details.chat_enabled ? <li>{t("participation:gate.chat")}</li> : null}
            {activity.details.questions_enabled ? <li>{t("participation:gate.questions")}</li> : null}
          </ul>
          <p>
            <Link to={purchase} className="button">
              {t("participation:gate.getTicket")}
            </Link>
          </p>
        </section>
      ) : null}
      {activity.details.streaming && !gated ? (
        <section className="section stream" id="stream" aria-labelledby="stream-title">
          <h2 id="stream-title">{t("participation:streaming.title")}</h2>
          {mayWatch && streamOpensAt ? (
            <OpensAt text="streaming.opensAt" iso={streamOpensAt} />
          ) : mayWatch ? (
            <Suspense fallback={null}>
              <Streaming url={activity.details.streaming.url} title={activity.title} />
            </Suspense>
          ) : loggedIn ? (
            <p className="notice">{t("participation:streaming.registerToWatch")}</p>
          ) : (
            <LoginToTakePart
              text={t("participation:streaming.loginToWatch")}
              link={t("participation:registration.loginLink")}
              hash="registration"
            />
          )}
        </section>
      ) : null}
      {!gated && (activity.details.chat_enabled || questions) ? (
        <Suspense fallback={null}>
          <Live
            slug={activity.slug}
            chatEnabled={activity.details.chat_enabled}
            questionsEnabled={activity.details.questions_enabled}
            participation={participation}
            renderedAt={renderedAt}
            replies={answer ? { [answer.section]: answer.reply } : {}}
          />
        </Suspense>
      ) : null}
      {survey ? (
        <Suspense fallback={null}>
          <SurveyPart survey={survey} />
        </Suspense>
      ) : null}
      {/* Last, so that sticking to the bottom of a phone's screen it never covers the footer. */}
      {actionBar ? <div className="action-bar" dangerouslySetInnerHTML={{ __html: actionBar }} /> : null}
    </>
  );
}
