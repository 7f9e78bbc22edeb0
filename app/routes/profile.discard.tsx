// /usuario/descartar/<uuid>: the confirmation before discarding a pending registration (spec). GET explains; POST discards it
// (DELETE /customer/discard-pending-registration/{uuid}) and goes back to "My activities" with a message. A uuid that is not
// pending gets a clear page of its own, never an error.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { loadDiscard, submitDiscard } from "~/profile/discard.server";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { requirePage } from "~/session/page-guard.server";
import { ConfirmStep } from "~/ui/Confirm";
import type { FormReply } from "~/ui/form";
import { Time } from "~/ui/Time";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "profile", "records"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

const GUARD = { feature: "user_profile", auth: true } as const;

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => loadDiscard(args, await requirePage(args, GUARD)));

export const action = withPageErrors(async (args: ActionFunctionArgs) => submitDiscard(args, await requirePage(args, GUARD)));

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
