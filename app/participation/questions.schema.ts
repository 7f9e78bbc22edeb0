// The live questions' forms: asking one, and voting or moderating one by its id.
import { z } from "zod";
import { requiredText } from "~/validation/rules";

const QUESTION_MAX = 500;

export const askSchema = z.object({ question: requiredText({ max: QUESTION_MAX }) });
export const questionIdSchema = z.object({ questionId: z.coerce.number().int().positive() });
