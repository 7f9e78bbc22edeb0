// Live questions: the validated ones with votes, the visitor's own waiting, the form to ask, and
// for a moderator the queue to validate or reject.
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/hydrated";
import { SharedPart } from "~/chrome/SharedPart";
import { ErrorSummary, FormLevelError, FormReplyProvider, TextArea, SubmitButton, type FormReply } from "~/ui/form";
import { LoginToTakePart, useSectionAction } from "./common";
import { ASK_QUESTION, REJECT_QUESTION, VALIDATE_QUESTION, VOTE_QUESTION } from "./intents";
import type { Question } from "./types";
import { fullName } from "~/ui/initials";

type Props = {
  validated: Question[];
  pending: Question[];
  voted: number[];
  loggedIn: boolean;
  /** May ask and vote (logged in; in a ticket tenant, registered). */
  mayTakePart: boolean;
  moderator: boolean;
  reply: FormReply | undefined;
  moderationReply: FormReply | undefined;
  headingLevel: 2 | 3;
};

export function Questions({ validated, pending, voted, loggedIn, mayTakePart, moderator, reply, moderationReply, headingLevel }: Props) {
  const { t, i18n } = useTranslation("live");
  const action = useSectionAction("questions");
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const mine = moderator ? [] : pending;
  // One element round it all: hydration keeps one element's HTML while this lazy code loads. Alike
  // for every visitor with the same votes and nothing waiting: kept once (decision 031).
  return (
    <SharedPart
      name="questions"
      live
      inputs={[
        validated,
        pending,
        voted,
        loggedIn,
        mayTakePart,
        moderator,
        reply ?? null,
        moderationReply ?? null,
        headingLevel,
        i18n.language,
      ]}
    >
      <div className="questions-body">
        <FormReplyProvider reply={reply} idPrefix="questions">
          <ErrorSummary fields={["question"]} labels={{ question: t("questions.askLabel") }} />
          {/* The same list for everyone who voted the same questions: kept once (decision 031). */}
          <SharedPart name="question-list" live inputs={[validated, voted, mayTakePart, i18n.language]}>
            {validated.length ? (
              <ol className="question-list">
                {validated.map((question) => (
                  <QuestionItem
                    key={question.id}
                    question={question}
                    voted={voted.includes(question.id)}
                    mayVote={mayTakePart}
                    action={action}
                  />
                ))}
              </ol>
            ) : (
              <p>{t("questions.none")}</p>
            )}
          </SharedPart>
          {mine.length ? (
            <>
              <Sub>{t("questions.pendingTitle")}</Sub>
              <ul className="question-list question-list-pending">
                {mine.map((question) => (
                  <li key={question.id} className="question question-pending">
                    <p className="question-text">{question.text}</p>
                    <p className="question-meta">
                      <span className="badge">{t("questions.pendingNote")}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {mayTakePart ? (
            <AskForm action={action} reply={reply}>
              <TextArea name="question" label={t("questions.askLabel")} hint={t("questions.askHint")} rows={3} required />
              <div className="form-actions">
                <SubmitButton name="intent" value={ASK_QUESTION} className="button">
                  {t("questions.ask")}
                </SubmitButton>
              </div>
            </AskForm>
          ) : !loggedIn ? (
            <LoginToTakePart text={t("questions.loginRequired")} link={t("questions.loginLink")} hash="questions" />
          ) : null}
        </FormReplyProvider>
        {moderator ? <QuestionQueue queue={pending} reply={moderationReply} heading={Sub} /> : null}
      </div>
    </SharedPart>
  );
}

/** The form to ask: with JavaScript the page stays, so a question sent is cleared from its box (as the chat's), not left inviting a duplicate. */
function AskForm({ action, reply, children }: { action: string; reply: FormReply | undefined; children: ReactNode }) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const asking = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formData?.get("intent") === ASK_QUESTION) asking.current = true;
    else if (navigation.state === "idle" && asking.current) {
      asking.current = false;
      // A refusal comes back as the page's reply, with the text to keep; a success redirects with none.
      if (reply?.status !== "error") form.current?.reset();
    }
  }, [navigation.state, navigation.formData, reply]);
  return (
    <Form method="post" action={action} noValidate className="question-form" ref={form}>
      {children}
    </Form>
  );
}

function QuestionItem({ question, voted, mayVote, action }: { question: Question; voted: boolean; mayVote: boolean; action: string }) {
  const { t } = useTranslation("live");
  const fetcher = useFetcher<{ reply?: FormReply; sent?: boolean }>();
  const hydrated = useHydrated();
  const votedNow = voted || (fetcher.state !== "idle" && fetcher.formData?.get("intent") === VOTE_QUESTION) || fetcher.data?.sent === true;
  const author = fullName(question.author);
  return (
    <li className="question">
      <p className="question-text">{question.text}</p>
      <p className="question-meta">
        <span>{t("questions.by", { name: author })}</span>
        <span className="question-votes">{t("questions.votes", { count: question.votes })}</span>
        {votedNow ? <span className="badge">{t("questions.youVoted")}</span> : null}
      </p>
      {mayVote && !votedNow ? (
        <fetcher.Form method="post" action={action} noValidate className="inline-form">
          <input type="hidden" name="questionId" value={question.id} />
          {hydrated ? <input type="hidden" name="answer" value="data" /> : null}
          <SubmitButton name="intent" value={VOTE_QUESTION} className="button button-secondary button-small">
            {t("questions.vote")}
            <span className="visually-hidden"> {t("questions.questionContext", { text: truncate(question.text) })}</span>
          </SubmitButton>
        </fetcher.Form>
      ) : null}
      {/* With JavaScript the vote is a fetcher's: a refusal shows here, beside its button. */}
      <FormReplyProvider reply={hydrated ? fetcher.data?.reply : undefined} idPrefix={`question-${question.id}`}>
        <FormLevelError />
      </FormReplyProvider>
    </li>
  );
}

function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function QuestionQueue({ queue, reply, heading: Sub }: { queue: Question[]; reply: FormReply | undefined; heading: "h3" | "h4" }) {
  const { t } = useTranslation("live");
  const action = useSectionAction("question-queue");
  return (
    <section className="moderation" aria-labelledby="question-queue">
      <Sub id="question-queue">{t("moderation.queueTitle")}</Sub>
      <FormReplyProvider reply={reply} idPrefix="question-queue">
        <FormLevelError />
      </FormReplyProvider>
      {queue.length ? (
        <ol className="question-list">
          {queue.map((question) => (
            <li key={question.id} className="question question-pending">
              <p className="question-text">{question.text}</p>
              <p className="question-meta">{t("questions.by", { name: fullName(question.author) })}</p>
              <Form method="post" action={action} noValidate className="inline-form moderation-actions">
                <input type="hidden" name="questionId" value={question.id} />
                <SubmitButton name="intent" value={VALIDATE_QUESTION} className="button button-small">
                  {t("moderation.validate")}
                  <span className="visually-hidden"> {t("questions.questionContext", { text: truncate(question.text) })}</span>
                </SubmitButton>
                <SubmitButton name="intent" value={REJECT_QUESTION} className="button button-secondary button-small">
                  {t("moderation.reject")}
                  <span className="visually-hidden"> {t("questions.questionContext", { text: truncate(question.text) })}</span>
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("moderation.queueEmpty")}</p>
      )}
    </section>
  );
}
