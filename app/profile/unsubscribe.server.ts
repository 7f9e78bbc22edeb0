// /usuario/baja's POST (POST /customer/unsubscribe): the account is deleted, the session ends and
// the visitor lands on the localized home with a toast.
import type { ActionFunctionArgs } from "@remix-run/node";
import { backendFor, type Auth } from "~/backend/client.server";
import { unsubscribe } from "~/backend/profile.server";
import { backendFailure, buttonFormSchema, parseForm, refuseSubmission } from "~/forms/submission.server";
import { endSession } from "~/session/auth.server";
import { homePath } from "~/tenancy/guards.server";
import { throwIfSessionEnded } from "./personal.server";

export async function submitUnsubscribe(args: ActionFunctionArgs, auth: Auth) {
  const { request, context } = args;
  const formData = await request.formData();
  const submission = parseForm(formData, buttonFormSchema);
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  try {
    await unsubscribe(backendFor(context), auth);
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, { fallback: "profile:unsubscribe.errors.failed", logger: context.logger });
  }
  return endSession(request, context, homePath(context), { kind: "success", message: "profile:unsubscribe.done" });
}
