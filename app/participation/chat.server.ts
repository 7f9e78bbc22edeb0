// The activity's moderated chat: the visitor's role, the messages, sending, accepting, and deleting
// after a confirmation step of its own (/agenda/<slug>/chat/<id>/eliminar).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadActivityFor } from "~/agenda/conference.server";
import { BackendError, backendFor, type Auth, type Backend } from "~/backend/client.server";
import { pageError } from "~/backend/page-errors.server";
import { getChatChannel, getChatMessages, moderateChatMessage, sendChatMessage } from "~/backend/participation.server";
import { parseForm, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { forbiddenRedirect } from "~/session/forbidden.server";
import type { AuthPage } from "~/session/page-guard.server";
import type { WaitingMessage } from "~/session/session.server";
import { moderateSchema, sendSchema } from "./chat.schema";
import { SEND_MESSAGE, sendFormAnchor } from "./intents";
import { activityPath, backToActivity, refusalReply, requireSubmitAuth, wantsData, type SubmitArgs } from "./submit.server";
import type { ChatMessage } from "./types";
import { fullName } from "~/ui/initials";

export type ChatView = {
  role: "moderator" | "attendee";
  messages: ChatMessage[];
  /** The moderators' own chat (moderators only). */
  moderatorsMessages: ChatMessage[] | null;
  minDelayMs: number;
};

/** `shared`: an attendee's public messages from the answer every attendee shares (see getChatMessages). */
export async function loadChat(backend: Backend, auth: Auth, activityId: number, shared = false): Promise<ChatView> {
  // The role first: an attendee's public messages are every attendee's.
  const channel = await getChatChannel(backend, auth, activityId);
  const [messages, moderators] = await Promise.all([
    getChatMessages(backend, auth, activityId, { attendee: shared && channel.role === "attendee" }),
    channel.role === "moderator" ? getChatMessages(backend, auth, activityId, { channel: "moderators" }) : null,
  ]);
  return { role: channel.role, messages: messages.data, moderatorsMessages: moderators?.data ?? null, minDelayMs: channel.min_delay_ms };
}

/** A message the backend keeps waiting for a moderator, as its sender is shown it; null once accepted. */
function waitingCopy(message: ChatMessage): WaitingMessage | null {
  if (message.status !== "pending" || message.text === null) return null;
  return { id: message.id, text: message.text, createdAt: message.created_at };
}

export async function submitChat({ request, context, activity, formData }: SubmitArgs) {
  const auth = await requireSubmitAuth(request, context, activity.slug);
  const backend = backendFor(context);
  const anchor = "chat";
  if (formData.get("intent") === SEND_MESSAGE) {
    const submission = parseForm(formData, sendSchema);
    const channel = formData.get("channel") === "moderators" ? "moderators" : "public";
    const section = channel === "moderators" ? "moderation" : "chat";
    if (submission.status !== "success") return replyWith(submission, { extra: { section } });
    let sent: ChatMessage;
    try {
      sent = await sendChatMessage(backend, auth, activity, submission.value.message, submission.value.channel);
    } catch (error) {
      return refusalReply(request, context, error, section, {
        field: "message",
        fallback: "live:chat.sendFailed",
        typed: { message: submission.value.message, channel },
      });
    }
    // The backend lists a waiting message to moderators only: the sender sees their own beside the form.
    const waiting = waitingCopy(sent);
    if (wantsData(formData)) return { section, reply: { status: "success" as const }, sent: true, ...(waiting ? { waiting } : {}) };
    const room = channel === "moderators" ? "moderators-chat" : anchor;
    // Without JavaScript the confirmation and the waiting message go beside the form, not as a toast.
    return backToActivity(request, context, activity.slug, sendFormAnchor(room), {
      kind: "success",
      message: channel === "moderators" ? "live:chat.sentModerators" : "live:chat.sent",
      section: room,
      ...(waiting ? { waiting } : {}),
    });
  }
  const parsed = moderateSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new BackendError("http", 404, null, "no message id");
  try {
    await moderateChatMessage(backend, auth, activity, parsed.data.message_id, "accept");
  } catch (error) {
    return refusalReply(request, context, error, "moderation", { fallback: "live:moderation.failed" });
  }
  if (wantsData(formData)) return { section: "moderation" as const, reply: { status: "success" as const }, sent: true };
  return backToActivity(request, context, activity.slug, anchor, { kind: "success", message: "live:moderation.accepted" });
}

type DeleteArgs = Pick<LoaderFunctionArgs, "request" | "context" | "params">;

/** The activity as its moderator acts on it, and the backend's calls made as them; anyone else gets the 403 page, an id that is not one the 404. */
async function asModerator({ request, context, params }: DeleteArgs, auth: Auth) {
  const messageId = /^[1-9]\d{0,15}$/.test(params.message ?? "") ? Number(params.message) : null;
  if (messageId === null) throw pageError(404, "not-found");
  const activity = await loadActivityFor(request, context, params.slug!);
  const backend = backendFor(context);
  /** A call whose refusal (403) is the 403 page. */
  async function asked<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof BackendError && error.forbidden) throw await forbiddenRedirect(request, context);
      throw error;
    }
  }
  const channel = await asked(() => getChatChannel(backend, auth, activity.id));
  if (channel.role !== "moderator") throw pageError(403, "forbidden");
  return { activity, messageId, backend, asked };
}

/** The message quoted in the question (author, time, text); gone (404, said plainly) once deleted or no longer listed. */
export async function loadMessageDelete(args: LoaderFunctionArgs, { auth }: AuthPage) {
  const { activity, messageId, backend, asked } = await asModerator(args, auth);
  const { data: messages } = await asked(() => getChatMessages(backend, auth, activity.id));
  const message = messages.find((candidate) => candidate.id === messageId && candidate.status !== "deleted") ?? null;
  const t = getT(args.context.locale);
  return data(
    {
      title: t(message ? "live:moderation.deleteTitle" : "live:moderation.goneTitle"),
      message: message && {
        author: fullName(message.author),
        createdAt: message.created_at,
        text: message.text ?? "",
      },
      back: activityPath(args.context, activity.slug, "chat"),
    },
    { status: message ? 200 : 404 },
  );
}

/** Deletes it and goes back to the chat with a toast; a refusal shows on the step. */
export async function submitMessageDelete(args: ActionFunctionArgs, { auth }: AuthPage) {
  const { request, context } = args;
  // Only the role is checked first: the chat itself is not listed again to delete one of its messages.
  const { activity, messageId, backend } = await asModerator(args, auth);
  try {
    await moderateChatMessage(backend, auth, activity, messageId, "delete");
  } catch (error) {
    return refusalReply(request, context, error, "moderation", { fallback: "live:moderation.failed" });
  }
  return backToActivity(request, context, activity.slug, "chat", { kind: "success", message: "live:moderation.deleted" });
}
