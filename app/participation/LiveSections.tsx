// An activity's chat and questions, kept up to date by the live stream (./useLive.ts). The page
// renders this only on activities that have them, and loads its code lazily in the browser
// (app/routes/agenda.$slug.tsx): the stream's code is not shipped to the others.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { FormReply } from "~/ui/form";
import { ChatRoom } from "./Chat";
import { LoginToTakePart, SectionFailed } from "./common";
import { LiveAnnouncer } from "./LiveAnnouncer";
import type { Participation } from "./participation.server";
import { Questions } from "./Questions";
import type { SectionReply } from "./submit.server";
import type { LiveState } from "./types";
import { useLive } from "./useLive";

type Props = {
  slug: string;
  chatEnabled: boolean;
  questionsEnabled: boolean;
  participation: Pick<Participation, "chat" | "questions" | "loggedIn">;
  renderedAt: number;
  replies: Partial<Record<SectionReply["section"], FormReply>>;
};

export function LiveSections({ slug, chatEnabled, questionsEnabled, participation, renderedAt, replies }: Props) {
  const { t } = useTranslation("live");
  const { chat, questions, loggedIn } = participation;
  const chatView = chat?.ok ? chat.value : null;
  const moderator = chatView?.role === "moderator";
  // The loader's chat and questions, then kept up to date by the live stream (with JavaScript).
  const initial = useMemo<LiveState>(
    () => ({
      chat: chatView?.messages ?? null,
      moderatorsChat: chatView?.moderatorsMessages ?? null,
      questions: questions?.ok ? questions.value.validated : [],
      pendingQuestions: questions?.ok ? questions.value.pending : [],
    }),
    [chatView, questions],
  );
  const live = useLive(slug, initial, { enabled: (chatEnabled && chatView !== null) || questionsEnabled });
  return (
    <>
      {chatEnabled ? (
        chatView ? (
          <>
            <ChatRoom
              slug={slug}
              id="chat"
              title={t("chat.title")}
              messages={live.state.chat ?? chatView.messages}
              channel="public"
              renderedAt={renderedAt}
              moderator={moderator}
              reply={replies.chat}
              headingLevel={2}
            />
            {live.state.moderatorsChat ? (
              <ChatRoom
                slug={slug}
                id="moderators-chat"
                title={t("moderation.chatTitle")}
                messages={live.state.moderatorsChat}
                channel="moderators"
                renderedAt={renderedAt}
                moderator={false}
                reply={replies.moderation}
                headingLevel={2}
              />
            ) : null}
          </>
        ) : (
          <section className="section chat" id="chat" aria-labelledby="chat-title">
            <h2 id="chat-title">{t("chat.title")}</h2>
            {chat && !chat.ok ? (
              <SectionFailed reason={chat.reason} />
            ) : (
              <LoginToTakePart text={t("chat.loginRequired")} link={t("chat.loginLink")} hash="chat" />
            )}
          </section>
        )
      ) : null}
      {questions ? (
        <section className="section questions" id="questions" aria-labelledby="questions-title">
          <h2 id="questions-title">{t("questions.title")}</h2>
          {questions.ok ? (
            <Questions
              validated={live.state.questions}
              pending={live.state.pendingQuestions}
              voted={questions.value.voted}
              loggedIn={loggedIn}
              mayTakePart={loggedIn}
              moderator={moderator}
              reply={replies.questions}
              moderationReply={replies.moderation}
              headingLevel={2}
            />
          ) : (
            <SectionFailed reason={questions.reason} />
          )}
        </section>
      ) : null}
      <LiveAnnouncer announcement={live.announcement} />
    </>
  );
}
