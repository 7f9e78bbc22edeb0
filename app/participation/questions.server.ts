// Live questions: the validated ones with their votes (public), the visitor's own waiting for
// validation (or, for a moderator, the whole queue), which ones they voted; asking, voting once,
// and the moderator's validate / reject.
import { BackendError, type Auth, type Backend } from "~/backend/client.server";
import {
  askQuestion,
  getPendingQuestions,
  getQuestions,
  getVotedQuestions,
  moderateQuestion,
  voteQuestion,
} from "~/backend/participation.server";
import { parseForm, replyWith } from "~/forms/submission.server";
import { backendFor } from "~/backend/client.server";
import { askSchema, questionIdSchema } from "./questions.schema";
import { ASK_QUESTION, REJECT_QUESTION, VALIDATE_QUESTION, VOTE_QUESTION } from "./intents";
import { backToActivity, refusalReply, requireSubmitAuth, wantsData, type SubmitArgs } from "./submit.server";
import type { Question } from "./types";

export type QuestionsView = { validated: Question[]; pending: Question[]; voted: number[] };

export async function loadQuestions(backend: Backend, auth: Auth | null, activityId: number): Promise<QuestionsView> {
  const [validated, pending, voted] = await Promise.all([
    getQuestions(backend, activityId),
    auth ? getPendingQuestions(backend, auth, activityId) : [],
    auth ? getVotedQuestions(backend, auth, activityId) : [],
  ]);
  return { validated, pending, voted };
}

export async function submitQuestion({ request, context, activity, formData }: SubmitArgs) {
  const intent = formData.get("intent");
  const auth = await requireSubmitAuth(request, context, activity.slug);
  const backend = backendFor(context);
  if (intent === ASK_QUESTION) {
    const submission = parseForm(formData, askSchema);
    if (submission.status !== "success") return replyWith(submission, { extra: { section: "questions" } });
    try {
      await askQuestion(backend, auth, activity.id, submission.value.question);
    } catch (error) {
      return refusalReply(request, context, error, "questions", {
        field: "question",
        fallback: "live:questions.addFailed",
        typed: { question: submission.value.question },
      });
    }
    return backToActivity(request, context, activity.slug, "questions", { kind: "success", message: "live:questions.sent" });
  }
  const parsed = questionIdSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new BackendError("http", 404, null, "no question id");
  const { questionId } = parsed.data;
  const section = intent === VOTE_QUESTION ? "questions" : "moderation";
  try {
    if (intent === VOTE_QUESTION) await voteQuestion(backend, auth, activity.id, questionId);
    else if (intent === VALIDATE_QUESTION || intent === REJECT_QUESTION)
      await moderateQuestion(backend, auth, activity.id, questionId, intent === VALIDATE_QUESTION ? "validate" : "reject");
  } catch (error) {
    return refusalReply(request, context, error, section, { fallback: "live:questions.failed" });
  }
  if (wantsData(formData)) return { section, reply: { status: "success" as const }, sent: true };
  const message =
    intent === VOTE_QUESTION
      ? "live:questions.voted"
      : intent === VALIDATE_QUESTION
        ? "live:moderation.validated"
        : "live:moderation.rejected";
  return backToActivity(request, context, activity.slug, "questions", { kind: "success", message });
}
