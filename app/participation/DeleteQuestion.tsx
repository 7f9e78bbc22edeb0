// The question before a moderator deletes a chat message, the same on its step page and in the chat's dialog: the message quoted.
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { Time } from "~/ui/Time";

export type QuotedMessage = { author: string; createdAt: string; text: string };

export function useDeleteQuestion(message: QuotedMessage) {
  const { t } = useTranslation("live");
  const locale = useRootData()!.locale as Locale;
  return {
    title: t("moderation.deleteTitle"),
    body: (
      <>
        <figure className="notice chat-quote">
          <blockquote>
            <p>{message.text}</p>
          </blockquote>
          <figcaption>
            <strong>{message.author}</strong>, <Time iso={message.createdAt} locale={locale} format="time" />
          </figcaption>
        </figure>
        <p>{t("moderation.deleteExplain")}</p>
      </>
    ),
    confirm: t("moderation.deleteConfirm"),
    cancel: t("moderation.deleteCancel"),
  };
}
