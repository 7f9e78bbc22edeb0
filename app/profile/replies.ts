// The private area has several forms on one page. Each posts a hidden `intent`; the action's
// reply carries it back in `initialValue` (conform keeps every posted field), so the page knows
// which form the reply belongs to without anything else in the answer.
import type { FormReply } from "~/ui/form";

type ActionData = { reply?: FormReply | null } | null | undefined;

/** The intent of the form a reply answers, or null. */
export function replyIntent(actionData: ActionData): string | null {
  const intent = actionData?.reply?.initialValue?.intent;
  return typeof intent === "string" ? intent : null;
}

/** The reply, when it answers the form posting `intent`. */
export function replyFor(actionData: ActionData, intent: string): FormReply | null {
  return actionData?.reply && replyIntent(actionData) === intent ? actionData.reply : null;
}
