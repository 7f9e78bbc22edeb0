// What the activity page's participation sections show, as the browser receives it.
import type { z } from "zod";
import type { chatMessageSchema, questionSchema } from "~/backend/participation.schemas";

export type Question = z.output<typeof questionSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
export type { WaitingMessage } from "~/session/session.server";

/** What changes live on the page (chat, questions): the loader's first state, then the event stream's. */
export type LiveState = {
  /** The public chat (null: the visitor cannot see the chat). */
  chat: ChatMessage[] | null;
  /** The moderators' chat (null unless the visitor is a chat moderator). */
  moderatorsChat: ChatMessage[] | null;
  /** The validated questions, most voted first. */
  questions: Question[];
  /** Questions waiting for validation: the visitor's own, or the moderation queue for a moderator. */
  pendingQuestions: Question[];
};
