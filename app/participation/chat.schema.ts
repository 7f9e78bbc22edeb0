// The chat's forms: sending a message (public or to the moderators) and accepting or deleting one by its id.
import { z } from "zod";
import { requiredText } from "~/validation/rules";

const MESSAGE_MAX = 500;

export const sendSchema = z.object({
  message: requiredText({ max: MESSAGE_MAX }),
  channel: z.enum(["public", "moderators"]).default("public"),
});
export const moderateSchema = z.object({ message_id: z.coerce.number().int().positive() });
