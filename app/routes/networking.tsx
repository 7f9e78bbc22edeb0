// /usuario/networking: the networking hub. Type 2 first chooses the conference (`?congreso=`); then
// the terms to enable networking, the way to the profile, or the ways in.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { NETWORKING } from "~/networking/scope.server";
import { requirePage } from "~/session/page-guard.server";
import { ENABLE_NETWORKING } from "~/networking/intents";
import { loadNetworkingHub, submitNetworkingHub } from "~/networking/joining.server";
import { useLeaveQuestion } from "~/networking/LeaveQuestion";
import { NETWORKING_CONFERENCE_PARAM } from "~/paths";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { ConfirmLink } from "~/ui/Confirm";
import { ErrorSummary, FormReplyProvider, SelectField, SubmitButton, type FormReply } from "~/ui/form";
import { Time } from "~/ui/Time";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["networking"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => loadNetworkingHub(args, await requirePage(args, NETWORKING)));

export const action = withPageErrors(async (args: ActionFunctionArgs) => submitNetworkingHub(args, await requirePage(args, NETWORKING)));

type Hub = Awaited<ReturnType<typeof loadNetworkingHub>>;

export default function NetworkingHub() {
  const { t } = useTranslation("networking");
  const hub = useLoaderData<typeof loader>() as Hub;
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  return (
    <div className="networking">
      <FormReplyProvider reply={answer?.reply} idPrefix="networking">
        <ErrorSummary fields={[]} />
      </FormReplyProvider>
      <h1>{t("hub.title")}</h1>
      <p>{t("hub.intro")}</p>
      {hub.type === 2 ? <ConferenceChoice hub={hub} /> : null}
      {hub.state ? <State hub={hub} state={hub.state} /> : null}
    </div>
  );
}

function ConferenceChoice({ hub }: { hub: Hub }) {
  const { t } = useTranslation("networking");
  if (!hub.conferences.length) return <p className="notice">{t("hub.noConferences")}</p>;
  return (
    <Form method="get" className="form networking-conference">
      <SelectField
        name={NETWORKING_CONFERENCE_PARAM}
        label={t("hub.chooseConference")}
        hint={t("hub.chooseConferenceHint")}
        options={hub.conferences.map(({ slug, title }) => ({ value: slug, label: title }))}
        defaultValue={hub.conference ?? ""}
        required
      />
      <div className="form-actions">
        <SubmitButton className="button button-secondary">{t("hub.choose")}</SubmitButton>
      </div>
    </Form>
  );
}

function State({ hub, state }: { hub: Hub; state: NonNullable<Hub["state"]> }) {
  const { t } = useTranslation("networking");
  const root = useRootData();
  const question = useLeaveQuestion(hub.countdownSeconds);
  const current = hub.conferences.find((entry) => entry.slug === hub.conference);
  return (
    <section className="networking-state" aria-labelledby="networking-state-title">
      <h2 id="networking-state-title">{current ? t("hub.currentConference", { title: current.title }) : t("hub.title")}</h2>
      {!state.enabled ? (
        <>
          <p>{t("hub.notEnabled")}</p>
          <p>{t("hub.termsIntro")}</p>
          {hub.terms ? (
            <section className="networking-terms" aria-labelledby="networking-terms-title">
              <h3 id="networking-terms-title">{hub.terms.title}</h3>
              <div className="cms-prose" dangerouslySetInnerHTML={{ __html: hub.terms.html }} />
              <p className="hint">
                {t("hub.termsUpdated")} <Time iso={`${hub.terms.updatedAt}T12:00:00Z`} locale={root?.locale ?? "es"} format="day" />
              </p>
            </section>
          ) : null}
          <Form method="post" replace>
            <input type="hidden" name="intent" value={ENABLE_NETWORKING} />
            <div className="form-actions">
              <SubmitButton className="button">{t("hub.enable")}</SubmitButton>
            </div>
          </Form>
        </>
      ) : !state.profileCompleted ? (
        <>
          <p>{t("hub.profileMissing")}</p>
          <p>
            <Link to={hub.links.profile} className="button">
              {t("hub.fillProfile")}
            </Link>
          </p>
          <p>
            <ConfirmLink to={hub.links.leave} label={t("hub.leave")} question={question} />
          </p>
        </>
      ) : (
        <>
          <p>{t("hub.ready")}</p>
          <ul className="networking-links">
            <li>
              <Link to={hub.links.attendees}>{t("hub.attendees")}</Link>
            </li>
            <li>
              <Link to={hub.links.requests}>{t("hub.requests")}</Link>
              {state.pendingReceived ? <> ({t("hub.pending", { count: state.pendingReceived })})</> : null}
            </li>
            <li>
              <Link to={hub.links.profile}>{t("hub.profile")}</Link>
            </li>
            <li>
              <ConfirmLink to={hub.links.leave} label={t("hub.leave")} question={question} />
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
