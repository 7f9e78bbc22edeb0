// /usuario/descartar/<uuid>: the confirmation before discarding a pending registration (spec). GET explains; POST discards it
// (DELETE /customer/discard-pending-registration/{uuid}) and goes back to "My activities" with a message. A uuid that is not
// pending gets a clear page of its own, never an error.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BackendError, backendFor } from "~/backend/client.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { discardPendingRegistration, getRegisteredConferences, getRegistrationOrders } from "~/backend/records.server";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { joinRegistrations } from "~/participation/registrations";
import { forbiddenRedirect } from "~/session/forbidden.server";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { flashToast, type Toast } from "~/session/session.server";
import { ConfirmStep } from "~/ui/Confirm";
import type { FormReply } from "~/ui/form";
import { Time } from "~/ui/Time";
import { pathTo } from "~/paths";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "profile", "records"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

function activitiesPath(context: AppContext) {
  const anchor = getT(context.locale)("profile:tabs.activities.anchor");
  return `${localePath(context.locale, pathTo("profile"), context.defaultLocale)}#${anchor}`;
}

async function guard({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const { auth } = await requirePage({ request, context }, { feature: "user_profile", auth: true });
  return auth;
}

async function forbidden<T>(request: Request, context: AppContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BackendError && error.forbidden) throw await forbiddenRedirect(request, context);
    throw error;
  }
}

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const { request, context, params } = args;
  const auth = await guard(args);
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
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  const { request, context, params } = args;
  const auth = await guard(args);
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
});

export default function Discard() {
  const { t } = useTranslation("records");
  const { registration, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const root = useRootData();
  const locale = root?.locale ?? "es";

  if (!registration) {
    return (
      <div className="form">
        <h1>{t("discard.goneTitle")}</h1>
        <p>{t("discard.goneText")}</p>
        <p>
          <Link to={back}>{t("discard.backToActivities")}</Link>
        </p>
      </div>
    );
  }

  return (
    <ConfirmStep
      idPrefix="discard"
      reply={actionData?.reply}
      back={back}
      question={{
        title: t("discard.title"),
        body: (
          <>
            <div className="notice">
              <p className="discard-activity">
                <strong>{registration.title}</strong>
                <br />
                <Time iso={registration.start} locale={locale} format="day" />,{" "}
                <Time iso={registration.start} locale={locale} format="time" />
              </p>
            </div>
            <p>{t("discard.explain")}</p>
          </>
        ),
        confirm: t("discard.confirm"),
        cancel: t("discard.cancel"),
      }}
    />
  );
}
