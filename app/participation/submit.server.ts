// What every participation form does after the backend answered: redirect back with a message, or
// show the refusal beside the action; and the login round trip when there is no session.
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Activity } from "~/agenda/conference.server";
import { BackendError, type Auth } from "~/backend/client.server";
import { participationRefusal, type ParticipationRefusal } from "~/backend/participation.server";
import type { AppContext } from "~/context";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { forbiddenRedirect } from "~/session/forbidden.server";
import { authOf, currentCustomer, loginRedirect } from "~/session/auth.server";
import { flashToast, type Toast } from "~/session/session.server";
import type { FormReply } from "~/ui/form";
import { echoOnce } from "~/forms/submission.server";

export type SectionReply = { section: "registration" | "questions" | "chat" | "moderation"; reply: FormReply; sent?: boolean };

/** The customer's token when the session is valid (GET /customer answered), else null. */
export async function sessionAuth(request: Request, context: AppContext): Promise<Auth | null> {
  const auth = await authOf(request, context);
  if (!auth) return null;
  return (await currentCustomer(request, context)) ? auth : null;
}

export function activityPath(context: AppContext, slug: string, section?: string): string {
  const path = localePath(context.locale, pathTo("conference", { slug }), context.defaultLocale);
  return section ? `${path}#${section}` : path;
}

/** The redirect after a successful submit (POST, redirect, GET), with a message for the visitor. */
export async function backToActivity(request: Request, context: AppContext, slug: string, section: string, toast: Toast) {
  return redirect(activityPath(context, slug, section), { headers: await flashToast(context.sessions, request, toast) });
}

/** A submit needs a session: without one, to login and back to this activity (`origin`). */
export async function requireSubmitAuth(request: Request, context: AppContext, slug: string): Promise<Auth> {
  const auth = await sessionAuth(request, context);
  if (auth) return auth;
  const target = new Request(new URL(activityPath(context, slug), request.url), { headers: request.headers });
  throw loginRedirect(target, context);
}

/** A rule's refusal gets its catalogue message, anything else the fallback; a refused token ends the session. */
export async function refusalReply(
  request: Request,
  context: AppContext,
  error: unknown,
  section: SectionReply["section"],
  options: {
    field?: string;
    fallback: string;
    fieldFor?: Partial<Record<ParticipationRefusal["code"], string>>;
    typed?: Record<string, string>;
  },
) {
  if (!(error instanceof BackendError)) throw error;
  if (error.forbidden) throw await forbiddenRedirect(request, context);
  const refusal = participationRefusal(error);
  let message: string;
  let status: number;
  if (refusal) {
    const values = new URLSearchParams();
    if (refusal.room) values.set("room", refusal.room.name);
    if (refusal.conference) values.set("title", refusal.conference.title);
    if (refusal.retry_after_ms) values.set("count", String(Math.max(1, Math.ceil(refusal.retry_after_ms / 1000))));
    const query = values.toString();
    message = `participation:refusals.${refusal.code}${query ? `?${query}` : ""}`;
    status = error.status;
  } else {
    context.logger[error.logLevel](error.logged, "participation submit failed");
    message = error.unavailable ? "account:errors.unavailable" : options.fallback;
    status = error.unavailable ? 503 : error.status >= 500 ? 502 : 400;
  }
  const field = (refusal && options.fieldFor?.[refusal.code]) ?? options.field ?? "";
  const reply = echoOnce({ status: "error", error: { [field]: [message] }, initialValue: options.typed });
  const extra = refusal?.conference ? { conflict: { slug: refusal.conference.slug, title: refusal.conference.title } } : {};
  const headers: Record<string, string> = refusal?.retry_after_ms
    ? { "Retry-After": String(Math.ceil(refusal.retry_after_ms / 1000)) }
    : {};
  return data({ section, reply, ...extra } satisfies SectionReply & Record<string, unknown>, { status, headers });
}

/** Whether the form asked for a data answer (a fetcher, with JavaScript) rather than a redirect. */
export function wantsData(formData: FormData): boolean {
  return formData.get("answer") === "data";
}

export type SubmitArgs = Pick<ActionFunctionArgs, "request" | "context"> & { context: AppContext; activity: Activity; formData: FormData };
