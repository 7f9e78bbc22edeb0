// /usuario/networking/solicitudes: meeting requests received and sent, each list paginated apart (`?recibidas=`, `?enviadas=`), with
// their state and POST forms to validate, reject or cancel (optional reason); a pending sent request links to its page to change it.
// Above them, the networking events with "I'll be there" / "I won't" forms and their confirmed meetings.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { NETWORKING } from "~/networking/scope.server";
import { requirePage } from "~/session/page-guard.server";
import { getT } from "~/i18n/i18n.server";
import { AttendeeCard } from "~/networking/AttendeeCard";
import { loadRequests, submitDecision, type ParticipationView, type RequestView } from "~/networking/meetings.server";
import {
  EVENT_FIELD,
  REASON_FIELD,
  RECEIVED_PAGE_PARAM,
  REGISTER_EVENT,
  REQUEST_FIELD,
  SENT_PAGE_PARAM,
  UNREGISTER_EVENT,
} from "~/networking/intents";
import { NotReady } from "~/networking/NotReady";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FormLevelError, FormReplyProvider, TextArea, SubmitButton, type FormReply } from "~/ui/form";
import { formatDay, formatTimeRange } from "~/ui/format";
import { Pagination } from "~/ui/Pagination";
import type { I18nHandle } from "~/i18n/namespaces";
import type { Translate } from "~/i18n/translate";
import { Icon } from "~/ui/icons";
import { fullName } from "~/ui/initials";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["blog", "meetings"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => ({
  ...(await loadRequests(args, await requirePage(args, NETWORKING))),
  title: getT(args.context.locale)("meetings:requests.title"),
}));

export const action = withPageErrors(async (args: ActionFunctionArgs) => submitDecision(args, await requirePage(args, NETWORKING)));

type Answer = { reply?: FormReply | null; requestId?: string | null; eventId?: number; eventError?: string } | undefined;

const DECISION_BUTTON = { validate: "button", reject: "button button-warning", cancel: "button button-secondary" } as const;

function RequestActions({ request, answer }: { request: RequestView; answer: Answer }) {
  const { t } = useTranslation("meetings");
  const failed = answer?.requestId === String(request.id) ? answer.reply : null;
  if (!request.decisions.length) return null;
  // One form per decision, so each has its own reason; a failure shows beside the request it was about.
  return (
    <div className="request-actions">
      {request.decisions.map((decision) => {
        const prefix = `r${request.id}-${decision}`;
        const reply = failed && failed.initialValue?.intent === decision ? failed : null;
        return (
          <FormReplyProvider key={decision} reply={reply} idPrefix={prefix}>
            <Form method="post" noValidate preventScrollReset>
              <input type="hidden" name={REQUEST_FIELD} value={request.id} />
              <input type="hidden" name={EVENT_FIELD} value={request.eventId} />
              {decision === "validate" ? null : <TextArea name={REASON_FIELD} label={t(`decision.${decision}Reason`)} rows={2} />}
              <FormLevelError />
              <SubmitButton name="intent" value={decision} className={`${DECISION_BUTTON[decision]} button-small`}>
                {t(`decision.${decision}`)}
              </SubmitButton>
            </Form>
          </FormReplyProvider>
        );
      })}
    </div>
  );
}

/** How each state looks: waiting, confirmed, or closed (rejected, cancelled); the words say which. */
const STATUS_LOOK: Partial<Record<string, "pending" | "confirmed" | "closed">> = { created: "pending", validated: "confirmed" };
const STATUS_ICON = { pending: "clock", confirmed: "check", closed: "ban" } as const;

function statusText(t: Translate, request: RequestView): string {
  if (request.status === "created") return t(request.direction === "received" ? "status.pendingReceived" : "status.pendingSent");
  if (request.status === "validated") return t("status.validated");
  const who = request.closedBy === (request.direction === "sent" ? "sender" : "receiver") ? "you" : "them";
  return t(`status.${request.status}By_${who}`);
}

function RequestItem({ request, answer }: { request: RequestView & { changeHref?: string | null }; answer: Answer }) {
  const { t } = useTranslation("meetings");
  const root = useRootData()!;
  return (
    <li className="request-item" id={`solicitud-${request.id}`}>
      <AttendeeCard attendee={request.other} heading="h3" />
      <dl>
        <dt>{t("requests.state")}</dt>
        <dd>
          <span className={`request-status request-status-${STATUS_LOOK[request.status] ?? "closed"}`}>
            <Icon name={STATUS_ICON[STATUS_LOOK[request.status] ?? "closed"]} />
            {statusText(t, request)}
          </span>
        </dd>
        {request.reason ? (
          <>
            <dt>{t("requests.reason")}</dt>
            <dd>{request.reason}</dd>
          </>
        ) : null}
        <dt>{t("requests.where")}</dt>
        <dd>
          {request.event} · {request.place}
        </dd>
        <dt>{t("requests.when")}</dt>
        <dd>
          <time dateTime={request.start}>
            {formatDay(request.start, root.locale)}, {formatTimeRange(request.start, request.end, root.locale)}
          </time>{" "}
          {t("requests.cet")}
        </dd>
        {request.message ? (
          <>
            <dt>{t(request.direction === "sent" ? "requests.yourMessage" : "requests.theirMessage")}</dt>
            <dd>{request.message}</dd>
          </>
        ) : null}
      </dl>
      {request.changeHref ? (
        <p>
          <Link to={request.changeHref}>{t("requests.change", { name: fullName(request.other) })}</Link>
        </p>
      ) : null}
      <RequestActions request={request} answer={answer} />
    </li>
  );
}

function RequestList({
  id,
  title,
  list,
  param,
  answer,
}: {
  id: string;
  title: string;
  list: { requests: (RequestView & { changeHref?: string | null })[]; meta: { current_page: number; last_page: number; total: number } };
  param: string;
  answer: Answer;
}) {
  const { t } = useTranslation("meetings");
  return (
    <section aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>
        {title} ({list.meta.total})
      </h2>
      {list.requests.length ? (
        <ul className="request-list">
          {list.requests.map((request) => (
            <RequestItem key={request.id} request={request} answer={answer} />
          ))}
        </ul>
      ) : (
        <p>{t("requests.none")}</p>
      )}
      <Pagination
        current={list.meta.current_page}
        last={list.meta.last_page}
        label={t("requests.pages", { list: title })}
        hash={id}
        param={param}
      />
    </section>
  );
}

/** The networking events: whether the customer will be there (a POST form to say so or not), and their confirmed meetings in it. */
function EventList({ events, answer }: { events: ParticipationView[]; answer: Answer }) {
  const { t } = useTranslation("meetings");
  const root = useRootData()!;
  if (!events.length) return null;
  return (
    <section aria-labelledby="eventos-title" id="eventos">
      <h2 id="eventos-title">{t("events.title")}</h2>
      <p>{t("events.intro")}</p>
      <ul className="request-list">
        {events.map((event) => {
          const error = answer?.eventId === event.id && answer.eventError ? answer.eventError : null;
          return (
            <li key={event.id} className="request-item">
              <h3>
                {event.title} · {event.place}
              </h3>
              <p>{t(event.registered ? "events.registeredState" : "events.notRegisteredState")}</p>
              {event.meetings.length ? (
                <>
                  <h4>{t("events.meetings")}</h4>
                  <ul>
                    {event.meetings.map((meeting) => (
                      <li key={meeting.id}>
                        <time dateTime={meeting.start}>
                          {formatDay(meeting.start, root.locale)}, {formatTimeRange(meeting.start, meeting.end, root.locale)}
                        </time>{" "}
                        {t("requests.cet")}: {meeting.other.name} {meeting.other.surname}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <Form method="post" noValidate preventScrollReset>
                <input type="hidden" name={EVENT_FIELD} value={event.id} />
                {error ? (
                  <p className="field-error" role="alert" id={`evento-${event.id}-error`}>
                    {t(error)}
                  </p>
                ) : null}
                <SubmitButton
                  name="intent"
                  value={event.registered ? UNREGISTER_EVENT : REGISTER_EVENT}
                  className={`button ${event.registered ? "button-secondary " : ""}button-small`}
                  aria-describedby={error ? `evento-${event.id}-error` : undefined}
                >
                  {t(event.registered ? "events.unregister" : "events.register", { event: event.title })}
                </SubmitButton>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function RequestsPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer;
  const { t } = useTranslation("meetings");
  if (loaded.notReady) return <NotReady reason={loaded.notReady} hubHref={loaded.hubHref} title={loaded.title} />;
  const failedId = answer?.requestId;
  const failedDecision = answer?.reply?.initialValue?.intent;
  return (
    <>
      <p className="back-link">
        <Link to={loaded.hubHref}>{t("back.hub")}</Link>
      </p>
      {failedId && typeof failedDecision === "string" ? (
        <FormReplyProvider reply={answer?.reply} idPrefix={`r${failedId}-${failedDecision}`}>
          <ErrorSummary fields={[REASON_FIELD]} labels={{ [REASON_FIELD]: t(`decision.${failedDecision}Reason`) }} />
        </FormReplyProvider>
      ) : null}
      <h1>{loaded.title}</h1>
      <p>
        <Link to={loaded.attendeesHref}>{t("requests.findAttendees")}</Link>
      </p>
      <EventList events={loaded.events} answer={answer} />
      <RequestList id="recibidas" title={t("requests.received")} list={loaded.received} param={RECEIVED_PAGE_PARAM} answer={answer} />
      <RequestList id="enviadas" title={t("requests.sent")} list={loaded.sent} param={SENT_PAGE_PARAM} answer={answer} />
    </>
  );
}
