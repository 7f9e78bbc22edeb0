// The activity page's forms post to the page itself; `intent` says which form it was.
export const REGISTER = "register";
export const UNREGISTER = "unregister";
export const ASK_QUESTION = "ask-question";
export const VOTE_QUESTION = "vote-question";
export const VALIDATE_QUESTION = "validate-question";
export const REJECT_QUESTION = "reject-question";
export const SEND_MESSAGE = "send-message";
export const ACCEPT_MESSAGE = "accept-message";
export const ANSWER_SURVEY = "answer-survey";

/** The registration form's room (a radio group where the activity has several). */
export const ROOM_FIELD = "room_id";

/** The survey's answers are posted as `survey.<field>`: the names the backend's 422 uses. */
export const SURVEY_PREFIX = "survey";

/** The id of a chat's send form (with its confirmation and waiting message): where a sent message comes back to. */
export function sendFormAnchor(room: string): string {
  return `${room}-send`;
}
