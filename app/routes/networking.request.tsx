// /usuario/networking/asistentes/<attendee>: asking an attendee for a meeting: the networking event (a GET form reloads its blocks),
// a time block by day and a message (app/networking/meetings.server.ts). `?solicitud=<id>` changes that pending request instead.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { NETWORKING } from "~/networking/scope.server";
import { requirePage } from "~/session/page-guard.server";
import { getT } from "~/i18n/i18n.server";
import { AttendeeCard } from "~/networking/AttendeeCard";
import { loadMeetingRequest, submitMeetingRequest } from "~/networking/meetings.server";
import { BLOCK_FIELD, EDIT_PARAM, EVENT_FIELD, EVENT_PARAM, MESSAGE_FIELD, MESSAGE_MAX } from "~/networking/intents";
import { NotReady } from "~/networking/NotReady";
import { NETWORKING_CONFERENCE_PARAM } from "~/paths";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FieldErrors, FormReplyProvider, TextArea, useField, SubmitButton, type FormReply } from "~/ui/form";
import { formatDay, formatTimeRange } from "~/ui/format";
import type { I18nHandle } from "~/i18n/namespaces";
import { fullName } from "~/ui/initials";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["meetings"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const loaded = await loadMeetingRequest(args, await requirePage(args, NETWORKING));
  const t = getT(args.context.locale);
  if (loaded.notReady) return { ...loaded, title: t("meetings:request.titleNotReady") };
  const name = fullName(loaded.attendee);
  return { ...loaded, title: t(loaded.editing ? "meetings:request.titleChange" : "meetings:request.title", { name }) };
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => submitMeetingRequest(args, await requirePage(args, NETWORKING)));

type Loaded = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { notReady: "disabled" | "incomplete" }>;

/** The blocks, a fieldset per day; a taken block is a disabled radio whose label says why. */
function BlockChoice({ days, initial }: { days: Loaded["days"]; initial: string | null }) {
  const { t } = useTranslation("meetings");
  const root = useRootData()!;
  const field = useField(BLOCK_FIELD);
  const invalid = field.errors.length > 0;
  const chosen = field.reply?.initialValue ? field.value : (initial ?? undefined);
  const firstFree = days.flatMap((day) => day.blocks).find((block) => block.available)?.start;
  return (
    <fieldset
      className={`field${invalid ? " field-invalid" : ""}`}
      aria-describedby={[`${field.id}-hint`, invalid ? field.errorId : ""].filter(Boolean).join(" ")}
    >
      <legend className="field-label">{t("request.block")}</legend>
      <div id={`${field.id}-hint`} className="field-hint">
        {t("request.blockHint")}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
      {firstFree ? null : <p>{t("request.noBlocks")}</p>}
      <div className="block-days">
        {days.map((day) => (
          <fieldset key={day.date} className="block-day">
            <legend>{formatDay(day.blocks[0].start, root.locale)}</legend>
            <div className="block-list">
              {day.blocks.map((block) => {
                const id = block.start === firstFree ? field.id : `${field.id}-${block.start.replace(/\W/g, "")}`;
                const time = formatTimeRange(block.start, block.end, root.locale);
                return (
                  <div key={block.start} className={`block-option${block.available ? "" : " block-option-unavailable"}`}>
                    <input
                      id={id}
                      type="radio"
                      name={BLOCK_FIELD}
                      value={block.start}
                      disabled={!block.available}
                      required
                      defaultChecked={block.available && chosen === block.start}
                    />
                    <label htmlFor={id}>
                      {time}
                      {block.unavailable ? ` · ${t(block.unavailable === "occupied" ? "request.occupied" : "request.busy")}` : ""}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

export default function MeetingRequestPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const { t } = useTranslation("meetings");
  const { search } = useLocation();
  if (loaded.notReady) return <NotReady reason={loaded.notReady} hubHref={loaded.hubHref} title={loaded.title} />;
  const { attendee, events, eventId, days, conference, editing } = loaded;
  const event = events.find((entry) => entry.id === eventId);
  return (
    <FormReplyProvider reply={answer?.reply}>
      <p className="back-link">
        {editing ? (
          <Link to={loaded.requestsHref}>{t("back.requests")}</Link>
        ) : (
          <Link to={loaded.attendeesHref}>{t("back.attendees")}</Link>
        )}
      </p>
      <ErrorSummary fields={[BLOCK_FIELD, MESSAGE_FIELD]} labels={{ [MESSAGE_FIELD]: t("request.message") }} />
      <h1>{loaded.title}</h1>
      <AttendeeCard attendee={attendee}>{attendee.lookingFor ? <p>{attendee.lookingFor}</p> : null}</AttendeeCard>
      {events.length === 0 ? <p className="notice">{t("request.noEvents")}</p> : null}
      {events.length > 1 ? (
        <Form method="get" key={search} className="meetings-event-choice">
          {conference ? <input type="hidden" name={NETWORKING_CONFERENCE_PARAM} value={conference} /> : null}
          {editing ? <input type="hidden" name={EDIT_PARAM} value={editing.id} /> : null}
          <fieldset className="field field-radios">
            <legend className="field-label">{t("request.event")}</legend>
            <div className="field-hint">{t("request.eventHint")}</div>
            {events.map((entry) => (
              <div className="field-radio" key={entry.id}>
                <input id={`evento-${entry.id}`} type="radio" name={EVENT_PARAM} value={entry.id} defaultChecked={entry.id === eventId} />
                <label htmlFor={`evento-${entry.id}`}>
                  {entry.title} · {entry.place}
                </label>
              </div>
            ))}
          </fieldset>
          <SubmitButton className="button button-secondary">{t("request.showBlocks")}</SubmitButton>
        </Form>
      ) : null}
      {event ? (
        <Form method="post" noValidate className="meetings-request-form">
          {events.length === 1 ? (
            <p>
              <strong>{t("request.where")}</strong> {event.title} · {event.place}
            </p>
          ) : (
            <h2>{t("request.blocksOf", { event: event.title })}</h2>
          )}
          <input type="hidden" name={EVENT_FIELD} value={event.id} />
          <BlockChoice days={days} initial={editing?.start ?? null} />
          <TextArea
            name={MESSAGE_FIELD}
            label={t("forms:optional", { label: t("request.message") })}
            hint={t("request.messageHint", { max: MESSAGE_MAX })}
            rows={4}
            defaultValue={editing?.message ?? undefined}
          />
          <SubmitButton className="button">{t(editing ? "request.submitChange" : "request.submit")}</SubmitButton>
        </Form>
      ) : null}
    </FormReplyProvider>
  );
}
