// The personal-data section of /usuario: what it shows and its form (intent `personal`); the
// `extra` and `email` forms are in their own files beside it.
import { hasFeature } from "~/tenancy/tenant";
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context";
import { backendFor, BackendError, type Auth } from "~/backend/client.server";
import { getGenres, updateCustomer, type Customer } from "~/backend/customer.server";
import { getExtendedProfile } from "~/backend/profile.server";
import { backendFailure, parseForm, refuseSubmission, replyWith } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { clearedSessionCookie, loginRedirect } from "~/session/auth.server";
import { flashToast, type Toast } from "~/session/session.server";
import { requireTenant } from "~/tenancy/guards.server";
import { personalSchema, type TwoFactorMethod } from "./personal.schema";
import { pathTo } from "~/paths";

type Args = { request: Request; context: AppContext };

export async function loadPersonalSection({ context }: Args, auth: Auth, customer: Customer) {
  const backend = backendFor(context);
  const tenant = requireTenant(context);
  const [genres, extended] = await Promise.all([getGenres(backend), getExtendedProfile(backend, auth)]);
  const method = customer.two_factor_method === "EMAIL" ? "EMAIL" : "NONE";
  return {
    form: {
      name: customer.name ?? "",
      surname: customer.surname ?? "",
      telephone: customer.telephone ?? "",
      position: customer.position ?? "",
      company: customer.company ?? "",
      gender: customer.gender === null || customer.gender === undefined ? "" : String(customer.gender),
      two_factor_method: method as TwoFactorMethod,
      advertising: customer.advertising === true,
    },
    email: customer.email,
    genres: genres.map(({ id, name }) => ({ value: id, label: name })),
    extended,
    /** `button`: the customer deletes the account here; `contact`: it is asked for through the contact page. */
    deletion: tenant.customerLowType,
    /** The tenant lets customers change their password (the /cambiar-contraseña form, embedded). */
    changePassword: hasFeature(tenant, "change_password"),
  };
}

export type PersonalSection = Awaited<ReturnType<typeof loadPersonalSection>>;

/** `/usuario#<personal-data anchor>` in the page's language. */
export function personalDataPath(context: Pick<AppContext, "locale" | "defaultLocale">): string {
  const anchor = getT(context.locale)("profile:tabs.personal-data.anchor");
  return `${localePath(context.locale, pathTo("profile"), context.defaultLocale)}#${anchor}`;
}

export async function backToPersonalData({ request, context }: Args, toast: Toast): Promise<Response> {
  return redirect(personalDataPath(context), { headers: await flashToast(context.sessions, request, toast) });
}

/** A 403 during a submit clears the session and sends to login; anything else is for the caller. */
export async function throwIfSessionEnded({ request, context }: Args, error: unknown): Promise<void> {
  if (!(error instanceof BackendError && error.forbidden)) return;
  const response = loginRedirect(request, context);
  const cookie = await clearedSessionCookie(context);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  throw response;
}

export async function submitPersonal(args: Args, formData: FormData, auth: Auth) {
  const { context } = args;
  const backend = backendFor(context);
  const genres = await getGenres(backend);
  const submission = parseForm(formData, personalSchema(genres.map((genre) => genre.id)));
  const refused = refuseSubmission(submission, formData, context);
  if (refused) return refused;
  if (submission.status !== "success") return replyWith(submission);
  const value = submission.value;
  try {
    await updateCustomer(backend, auth, {
      name: value.name,
      surname: value.surname,
      telephone: value.telephone,
      position: value.position ?? null,
      company: value.company ?? null,
      gender: value.gender,
      advertising: value.advertising,
      two_factor_method: value.two_factor_method as TwoFactorMethod,
    });
  } catch (error) {
    await throwIfSessionEnded(args, error);
    return backendFailure(submission, error, { fallback: "profile:personal.errors.failed", logger: context.logger });
  }
  return backToPersonalData(args, { kind: "success", message: "profile:personal.saved" });
}
