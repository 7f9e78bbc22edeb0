// The tenant's registration form (decision 028), right after a sign-up (/registro/formulario) and
// without an account (/inscripcion); a tenant without a form has neither.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { AppContext } from "~/context";
import { BackendError, backendFor } from "~/backend/client.server";
import { pageError } from "~/backend/page-errors.server";
import { getRegistrationForm, registerWithoutAccount, saveSignUpRegistration, type RegistrationForm } from "~/backend/registration.server";
import { checkCustomForm, customFormErrorFields } from "~/forms/custom-form";
import { backendFailure, namedRequired, refuseSubmission, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo, type PageId } from "~/paths";
import { commitSession, type PendingRegistration } from "~/session/session.server";
import { locationOf } from "~/url/local-path";
import { loadSignUp, submitSignUp } from "~/accounts/signup.server";
import { EXTERNAL_FIELDS, REGISTER_PREFIX } from "./names";
import { externalFields } from "./registration.schema";

type Args = Pick<LoaderFunctionArgs | ActionFunctionArgs, "request" | "context">;

export type RegistrationFormView = Pick<RegistrationForm, "title" | "description" | "fields">;

const pagePath = (context: Pick<AppContext, "locale" | "defaultLocale">, page: PageId) =>
  localePath(context.locale, pathTo(page), context.defaultLocale);

const sessionOf = (request: Request, context: AppContext) => context.sessions.getSession(request.headers.get("Cookie"));

const viewOf = (form: RegistrationForm): RegistrationFormView => ({
  title: form.title,
  description: form.description,
  fields: form.fields,
});

/** The backend's field names for `backendFailure`: the form's own, and the external page's. */
const errorFields = (form: RegistrationForm) => ({
  ...customFormErrorFields(form.fields, REGISTER_PREFIX),
  name: "name",
  surname: "surname",
  email: "email",
});

/** /registro, and whether the tenant takes registrations without an account (its registration form) to say where. */
export async function loadOpenSignUp(args: Args) {
  // A registration form that cannot be read only hides the link to registering without an account.
  const [page, form] = await Promise.all([loadSignUp(args, "open"), getRegistrationForm(backendFor(args.context)).catch(() => null)]);
  return { ...page, withoutAccount: form !== null };
}

/** /registro's POST: a tenant with a registration form asks for it first, then goes on to the login page. */
export function submitOpenSignUp(args: Args) {
  return submitSignUp(args, "open", (value, login, sent) => continueToRegistration(args, { email: value.email, then: login, toast: sent }));
}

/** On to the form when the tenant has one, or null; a backend that cannot say does not stop sign-up. */
async function continueToRegistration({ request, context }: Args, pending: PendingRegistration): Promise<Response | null> {
  let form: RegistrationForm | null;
  try {
    form = await getRegistrationForm(backendFor(context));
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    context.logger.warn(error.logged, "sign-up: registration form not read, step skipped");
    return null;
  }
  if (!form) return null;
  const session = await sessionOf(request, context);
  session.set("signupRegistration", pending);
  return redirect(locationOf(pagePath(context, "signupRegistration")), {
    headers: { "Set-Cookie": await commitSession(context.sessions, session) },
  });
}

/** The step's pending sign-up, or a redirect to the sign-up page (nothing pending: a direct visit). */
async function pendingOf({ request, context }: Args): Promise<PendingRegistration> {
  const pending = (await sessionOf(request, context)).get("signupRegistration");
  if (!pending) throw redirect(locationOf(pagePath(context, "signup")));
  return pending;
}

/** Done with the step: the pending entry dropped, back to this page, which says what happens next. */
async function finish({ request, context }: Args, pending: PendingRegistration): Promise<Response> {
  const session = await sessionOf(request, context);
  session.unset("signupRegistration");
  session.flash("signupRegistrationDone", pending);
  return redirect(locationOf(pagePath(context, "signupRegistration")), {
    headers: { "Set-Cookie": await commitSession(context.sessions, session) },
  });
}

/** The step's page: its form, or once it is done (a flash, shown once) what happens next and where to go. */
export async function loadSignUpRegistration(args: Args) {
  const { request, context } = args;
  const t = getT(context.locale);
  const session = await sessionOf(request, context);
  const done = session.get("signupRegistrationDone");
  if (done && !session.get("signupRegistration")) {
    const view = {
      title: t("signup:registration.doneTitle"),
      form: null,
      done: { next: t(done.toast.message, done.toast.values ?? {}), then: done.then },
    };
    return data(view, { headers: { "Set-Cookie": await commitSession(context.sessions, session) } });
  }
  const pending = await pendingOf(args);
  const form = await getRegistrationForm(backendFor(context));
  // The tenant dropped its form meanwhile: nothing to ask.
  if (!form) return finish(args, pending);
  return data({ title: t("signup:registration.title"), form: viewOf(form), done: null });
}

export async function submitSignUpRegistration(args: Args) {
  const { request, context } = args;
  const pending = await pendingOf(args);
  const formData = await request.formData();
  const form = await getRegistrationForm(backendFor(context));
  if (!form) return finish(args, pending);
  const { submission, values } = checkCustomForm(form.fields, formData, { prefix: REGISTER_PREFIX });
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (!values) return replyWith(submission);
  try {
    await saveSignUpRegistration(backendFor(context), { email: pending.email, customFormId: form.id, answers: values });
  } catch (error) {
    // Saved already (a second tab, a resubmitted post): the step is done.
    if (error instanceof BackendError && error.status === 409) return finish(args, pending);
    return backendFailure(submission, error, { fallback: "signup:registration.failed", fields: errorFields(form), logger: context.logger });
  }
  return finish(args, pending);
}

/** The person's own fields say which one is empty and what to enter. */
const PERSON_REQUIRED = Object.fromEntries(EXTERNAL_FIELDS.map((name) => [name, `signup:external.required.${name}`]));

async function formOrNotFound(context: AppContext): Promise<RegistrationForm> {
  const form = await getRegistrationForm(backendFor(context));
  if (!form) throw pageError(404, "not-found");
  return form;
}

export async function loadExternalRegistration({ context }: Args): Promise<RegistrationFormView> {
  return viewOf(await formOrNotFound(context));
}

export async function submitExternalRegistration({ request, context }: Args) {
  const formData = await request.formData();
  const form = await formOrNotFound(context);
  const { submission, values, extraValues } = checkCustomForm(form.fields, formData, { prefix: REGISTER_PREFIX, extra: externalFields });
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (!values || !extraValues) return replyWith(submission, { fieldErrors: namedRequired(submission, PERSON_REQUIRED) });
  const person = extraValues as { name: string; surname: string; email: string };
  let receipt: { reference: string; email: string };
  try {
    receipt = await registerWithoutAccount(backendFor(context), { ...person, customFormId: form.id, answers: values });
  } catch (error) {
    return backendFailure(submission, error, { fallback: "signup:external.failed", fields: errorFields(form), logger: context.logger });
  }
  const session = await sessionOf(request, context);
  session.flash("registrationReceipt", receipt);
  return redirect(locationOf(pagePath(context, "externalRegistrationDone")), {
    headers: { "Set-Cookie": await commitSession(context.sessions, session) },
  });
}

/** The confirmation, once (a flash); without one, back to the registration page. */
export async function loadExternalRegistrationDone({ request, context }: Args, title: string) {
  const session = await sessionOf(request, context);
  const receipt = session.get("registrationReceipt");
  if (!receipt) throw redirect(locationOf(pagePath(context, "externalRegistration")));
  return data({ ...receipt, title }, { headers: { "Set-Cookie": await commitSession(context.sessions, session) } });
}
