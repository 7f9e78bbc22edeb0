// Asking an attendee for a meeting: the networking event (a hidden field: chosen with the GET form
// above), a time block (required), an optional message (the backend's 500 characters).
import { z } from "zod";
import { optionalText, requiredText } from "~/validation/rules";
import { BLOCK_FIELD, EVENT_FIELD, MESSAGE_FIELD, MESSAGE_MAX } from "./intents";

export const meetingRequestSchema = z.object({
  [EVENT_FIELD]: requiredText({ max: 12 }),
  [BLOCK_FIELD]: requiredText({ max: 40 }),
  [MESSAGE_FIELD]: optionalText({ max: MESSAGE_MAX }),
});
