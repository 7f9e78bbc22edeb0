// The moderated chat. Without JavaScript a "show new messages" link, never an automatic refresh
// (it would move a screen reader's place); with it, the live stream brings new messages.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/hydrated";
import { localePath, type Locale } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { SharedPart } from "~/chrome/SharedPart";
import { useRootData } from "~/root-data";
import { ErrorSummary, FormLevelError, FormReplyProvider, TextArea, SubmitButton, type FormReply } from "~/ui/form";
import { ConfirmLink } from "~/ui/Confirm";
import { Time } from "~/ui/Time";
import { useSectionAction } from "./common";
import { useDeleteQuestion } from "./DeleteQuestion";
import { ACCEPT_MESSAGE, SEND_MESSAGE, sendFormAnchor } from "./intents";
import type { ChatMessage, WaitingMessage } from "./types";
import { fullName } from "~/ui/initials";

/** The "show new messages" link's query: ignored by the loader, it only makes the URL new. */
const REFRESH_PARAM = "actualizado";

type Reply = { section?: string; reply?: FormReply; sent?: boolean; waiting?: WaitingMessage } | undefined;

export function ChatRoom({
  slug,
  id,
  title,
  messages,
  channel,
  moderator,
  reply,
  headingLevel,
  renderedAt,
}: {
  /** When the loader ran: the "show new messages" link differs from this page's URL, so following it loads the page again. */
  renderedAt: number;
  slug: string;
  id: string;
  title: string;
  messages: ChatMessage[];
  channel: "public" | "moderators";
  moderator: boolean;
  reply: FormReply | undefined;
  headingLevel: 2 | 3;
}) {
  const { t, i18n } = useTranslation("live");
  const H = `h${headingLevel}` as "h2" | "h3";
  const action = useSectionAction(id);
  return (
    <section className="section chat" id={id} aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{title}</H>
      {channel === "public" ? <p className="field-hint">{t("chat.intro")}</p> : null}
      {/* The same list for everyone in the same role: kept once (decision 031). */}
      <SharedPart name="chat-messages" live inputs={[messages, moderator, i18n.language]}>
        {messages.length ? (
          <ol className="chat-messages">
            {messages.map((message) => (
              <MessageItem key={message.id} slug={slug} message={message} moderator={moderator} action={action} />
            ))}
          </ol>
        ) : (
          <p>{t("chat.none")}</p>
        )}
      </SharedPart>
      <p>
        <Link to={`${action.replace(/#.*$/, "")}?${new URLSearchParams({ [REFRESH_PARAM]: String(renderedAt) })}#${id}`} preventScrollReset>
          {t("chat.showNew")}
        </Link>
      </p>
      <SendForm id={id} channel={channel} reply={reply} messages={messages} />
    </section>
  );
}

function MessageItem({ slug, message, moderator, action }: { slug: string; message: ChatMessage; moderator: boolean; action: string }) {
  const { t } = useTranslation("live");
  const root = useRootData()!;
  const locale = root.locale as Locale;
  if (message.status === "deleted" || !message.author) {
    return (
      <li className="chat-message chat-message-deleted">
        <p>{t("chat.deleted")}</p>
      </li>
    );
  }
  const author = fullName(message.author);
  return (
    <li className={`chat-message${message.status === "pending" ? " chat-message-pending" : ""}`}>
      <p className="chat-meta">
        <strong>{author}</strong> {message.author.role === "moderator" ? <span className="badge">{t("chat.moderatorMark")}</span> : null}{" "}
        <Time iso={message.created_at} locale={locale} format="time" />
        {message.status === "pending" ? <span className="badge badge-warning">{t("chat.waiting")}</span> : null}
      </p>
      <p className="chat-text">{message.text}</p>
      {moderator ? <ModerationButtons slug={slug} message={message} author={author} action={action} /> : null}
    </li>
  );
}

function ModerationButtons({ slug, message, author, action }: { slug: string; message: ChatMessage; author: string; action: string }) {
  const { t } = useTranslation("live");
  const root = useRootData()!;
  const fetcher = useFetcher<{ reply?: FormReply }>();
  const hydrated = useHydrated();
  const question = useDeleteQuestion({ author, createdAt: message.created_at, text: message.text ?? "" });
  const context = (
    <span className="visually-hidden">
      {" "}
      {t("moderation.messageContext", { name: `${message.author?.name ?? ""}`.trim(), text: (message.text ?? "").slice(0, 60) })}
    </span>
  );
  const remove = localePath(root.locale, pathTo("chatMessageDelete", { slug, message: String(message.id) }), root.defaultLocale);
  return (
    <div className="moderation-actions">
      {message.status === "pending" ? (
        <fetcher.Form method="post" action={action} noValidate className="inline-form">
          <input type="hidden" name="message_id" value={message.id} />
          {hydrated ? <input type="hidden" name="answer" value="data" /> : null}
          <SubmitButton name="intent" value={ACCEPT_MESSAGE} className="button button-small">
            {t("moderation.accept")}
            {context}
          </SubmitButton>
          <FormReplyProvider reply={hydrated ? fetcher.data?.reply : undefined} idPrefix={`message-${message.id}`}>
            <FormLevelError />
          </FormReplyProvider>
        </fetcher.Form>
      ) : null}
      {/* Quieter than accepting, and asked first (issue 48): its own step without JavaScript, a dialog with it. */}
      <ConfirmLink
        to={remove}
        className="button button-secondary button-small"
        label={
          <>
            {t("moderation.delete")}
            {context}
          </>
        }
        question={question}
      />
    </div>
  );
}

function SendForm({
  id,
  channel,
  reply,
  messages,
}: {
  id: string;
  channel: "public" | "moderators";
  reply: FormReply | undefined;
  messages: ChatMessage[];
}) {
  const { t, i18n } = useTranslation("live");
  const hydrated = useHydrated();
  const fetcher = useFetcher<Reply>();
  // Posts come back here, at the form: a refusal's summary and a confirmation are beside it.
  const anchor = sendFormAnchor(id);
  const action = useSectionAction(anchor);
  // With JavaScript the reply is the fetcher's; without it, the page's action data.
  const current = hydrated && fetcher.data ? fetcher.data.reply : reply;
  const sent = hydrated && fetcher.state === "idle" && fetcher.data?.sent === true;
  // Without JavaScript the confirmation is the page's toast, with the message sent (the backend does not list it while it waits).
  const toast = useRootData()?.toast;
  const flashed = !fetcher.data && toast?.section === id ? toast : null;
  const form = useRef<HTMLFormElement>(null);
  // With JavaScript, every message sent from this page that still waits.
  const [sentHere, setSentHere] = useState<WaitingMessage[]>([]);
  const [handled, setHandled] = useState<Reply>(undefined);
  // Each answer once, set while rendering: the message beside the form while it waits.
  if (sent && handled !== fetcher.data) {
    setHandled(fetcher.data);
    const waiting = fetcher.data?.waiting;
    if (waiting) setSentHere((list) => [...list, waiting]);
  }
  // The box emptied for the next message; focus stays on the button that sent it.
  useEffect(() => {
    const box = form.current?.elements.namedItem("message");
    if (handled?.sent && box instanceof HTMLTextAreaElement) box.value = "";
  }, [handled]);
  // A waiting message leaves once the chat lists it (accepted, or deleted: the live updates bring it).
  const listed = new Set(messages.map((message) => message.id));
  const waiting = [...(flashed?.waiting ? [flashed.waiting] : []), ...sentHere].filter((message) => !listed.has(message.id));
  const shown = sent ? undefined : current;
  // The form as every visitor without a reply or a waiting message sees it: kept once (decision 031).
  return (
    <SharedPart name="chat-send" inputs={[id, channel, shown ?? null, sent, flashed?.text ?? null, waiting, i18n.language]}>
      <div className="chat-send" id={anchor}>
        <FormReplyProvider reply={shown} idPrefix={`${id}-send`}>
          <ErrorSummary fields={["message"]} labels={{ message: t("chat.messageLabel") }} />
          <fetcher.Form method="post" action={action} noValidate className="chat-form" ref={form}>
            <input type="hidden" name="channel" value={channel} />
            {hydrated ? <input type="hidden" name="answer" value="data" /> : null}
            <TextArea
              name="message"
              label={t(channel === "moderators" ? "chat.messageLabelModerators" : "chat.messageLabel")}
              rows={2}
              required
            />
            <div className="form-actions">
              <SubmitButton name="intent" value={SEND_MESSAGE} className="button">
                {t("chat.send")}
              </SubmitButton>
            </div>
          </fetcher.Form>
          <p role="status" className="chat-sent">
            {sent ? t(channel === "moderators" ? "chat.sentModerators" : "chat.sent") : (flashed?.text ?? "")}
          </p>
          {waiting.length ? <WaitingMessages messages={waiting} /> : null}
        </FormReplyProvider>
      </div>
    </SharedPart>
  );
}

/** The visitor's own messages that wait for a moderator, as the chat would show them. */
function WaitingMessages({ messages }: { messages: WaitingMessage[] }) {
  const { t } = useTranslation("live");
  const locale = useRootData()!.locale as Locale;
  return (
    <ul className="chat-messages chat-waiting" aria-label={t("chat.yourWaiting")}>
      {messages.map((message) => (
        <li key={message.id} className="chat-message chat-message-pending">
          <p className="chat-meta">
            <strong>{t("chat.yours")}</strong> <Time iso={message.createdAt} locale={locale} format="time" />
            <span className="badge badge-warning">{t("chat.waiting")}</span>
          </p>
          <p className="chat-text">{message.text}</p>
        </li>
      ))}
    </ul>
  );
}
