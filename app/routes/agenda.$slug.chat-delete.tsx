// /agenda/<slug>/chat/<id>/eliminar: a moderator's confirmation before deleting a chat message. GET quotes the message (without
// JavaScript; with it the chat asks in a dialog posting here); POST deletes it and goes back to the chat with a message.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { loadMessageDelete, submitMessageDelete } from "~/participation/chat.server";
import { useDeleteQuestion, type QuotedMessage } from "~/participation/DeleteQuestion";
import { pageMeta } from "~/seo/meta";
import { requirePage } from "~/session/page-guard.server";
import { ConfirmStep } from "~/ui/Confirm";
import type { FormReply } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["live", "participation", "account"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

const GUARD = { auth: true } as const;

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => loadMessageDelete(args, await requirePage(args, GUARD)));

export const action = withPageErrors(async (args: ActionFunctionArgs) => submitMessageDelete(args, await requirePage(args, GUARD)));

export default function ChatMessageDelete() {
  const { message, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  if (!message) return <Gone back={back} />;
  return <Step message={message} back={back} reply={answer?.reply} />;
}

function Step({ message, back, reply }: { message: QuotedMessage; back: string; reply?: FormReply }) {
  const question = useDeleteQuestion(message);
  return <ConfirmStep idPrefix="chat-delete" reply={reply} back={back} question={question} />;
}

function Gone({ back }: { back: string }) {
  const { t } = useTranslation("live");
  return (
    <div className="form">
      <h1>{t("moderation.goneTitle")}</h1>
      <p>{t("moderation.goneText")}</p>
      <p>
        <Link to={back}>{t("moderation.backToChat")}</Link>
      </p>
    </div>
  );
}
