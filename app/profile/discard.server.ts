// Giving up a registration that waits for its payment (/usuario/descartar/<uuid>): a confirmation step, then the backend.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { BackendError, backendFor } from "~/backend/client.server";
import { discardPendingRegistration, getRegisteredConferences, getRegistrationOrders } from "~/backend/records.server";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { joinRegistrations } from "~/participation/registrations";
import { pathTo } from "~/paths";
import { forbiddenRedirect } from "~/session/forbidden.server";
import type { AuthPage } from "~/session/page-guard.server";
import { flashToast, type Toast } from "~/session/session.server";
import type { FormReply } from "~/ui/form";

function activitiesPath(context: AppContext) {
  const anchor = getT(context.locale)("profile:tabs.activities.anchor");
  return `${localePath(context.locale, pathTo("profile"), context.defaultLocale)}#${anchor}`;
}

async function forbidden<T>(request: Request, context: AppContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BackendError && error.forbidden) throw await forbiddenRedirect(request, context);
    throw error;
  }
}

/** The pending registration of `:uuid` the visitor may give up (404 when it is gone). */
export async function loadDiscard({ request, context, params }: LoaderFunctionArgs, { auth }: AuthPage) {
  const backend = backendFor(context);
  const registrations = await forbidden(request, context, async () => {
    const [conferences, orders] = await Promise.all([getRegisteredConferences(backend, auth), getRegistrationOrders(backend, auth)]);
    return joinRegistrations(conferences, orders);
  });
  const registration = registrations.find((entry) => entry.discardUuid === params.uuid) ?? null;
  const t = getT(context.locale);
  return data(
    {
      title: t(registration ? "records:discard.title" : "records:discard.goneTitle"),
      registration: registration && {
        title: registration.title,
        start: registration.start,
        price: registration.price,
        currency: registration.currency,
      },
      back: activitiesPath(context),
    },
    { status: registration ? 200 : 404 },
  );
}

/** Gives it up, back to the activities tab with a toast; a failure: the confirmation again with why. */
export async function submitDiscard({ request, context, params }: ActionFunctionArgs, { auth }: AuthPage) {
  const back = activitiesPath(context);
  const toast = async (value: Toast) => redirect(back, { headers: await flashToast(context.sessions, request, value) });
  try {
    await discardPendingRegistration(backendFor(context), auth, params.uuid ?? "");
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (error.forbidden) return forbiddenRedirect(request, context);
    if (error.notFound) return toast({ kind: "error", message: "records:discard.gone" });
    context.logger[error.unavailable || error.status >= 500 ? "error" : "info"](
      { err: { message: error.message, kind: error.kind, status: error.status }, path: error.path },
      "discard failed",
    );
    const reply: FormReply = {
      status: "error",
      error: { "": [error.unavailable ? "account:errors.unavailable" : "records:discard.failed"] },
    };
    return data({ reply }, { status: error.unavailable ? 503 : 502 });
  }
  return toast({ kind: "success", message: "records:discard.done" });
}
