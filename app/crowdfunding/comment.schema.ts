// A comment on a campaign: required, at most 1000 characters (the backend's limit).
import { z } from "zod";
import { requiredText } from "~/validation/rules";
import { COMMENT_FIELD, COMMENT_MAX } from "./intents";

export const commentSchema = z.object({ [COMMENT_FIELD]: requiredText({ max: COMMENT_MAX }) });
