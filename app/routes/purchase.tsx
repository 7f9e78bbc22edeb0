// /proceso-de-compra: buying a ticket. Without `?entrada=` the tickets to choose from; with it, the
// pay step for that ticket (login needed: the login page comes back to this URL, the choice kept).
// Card and QR go on to the provider's page (a 303); free and bank transfer straight to the outcome.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import type { FormActionData } from "~/forms/submission.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { TICKET_FIELD } from "~/shop/intents";
import { choosingTicket, loadTicketChoice, loadTicketPay, payingTicket, submitTicketChoice, submitTicketPay } from "~/shop/purchase.server";
import { PayForm, TicketChoiceForm } from "~/shop/PurchaseForms";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["shop"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

/** Choosing a ticket is for anyone; paying for it needs a login (which comes back here, the choice kept). */
async function loadStep(args: LoaderFunctionArgs) {
  if (!choosingTicket(args.request)) return loadTicketPay(args, await requirePage(args, { auth: true }));
  await requirePage(args);
  return loadTicketChoice(args);
}

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const step = await loadStep(args);
  const t = getT(args.context.locale);
  return data({ ...step, title: step.step === "choose" ? t("shop:choose.title") : t("shop:pay.title") });
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args);
  const formData = await args.request.formData();
  if (!payingTicket(formData)) return submitTicketChoice(args, formData);
  return submitTicketPay(args, formData, await requirePage(args, { auth: true }));
});

export default function Purchase() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormActionData | undefined;
  const { t } = useTranslation("shop");
  if (page.step === "choose") {
    return (
      <div className="form purchase">
        {page.tickets.length ? (
          <TicketChoiceForm
            tickets={page.tickets}
            reply={answer?.reply}
            heading={
              <>
                <h1>{page.title}</h1>
                <p>{t("choose.intro")}</p>
              </>
            }
          />
        ) : (
          <>
            <h1>{page.title}</h1>
            <p className="notice">{t("choose.none")}</p>
          </>
        )}
        {!page.loggedIn && page.tickets.length ? <p className="field-hint">{t("choose.loginNote")}</p> : null}
      </div>
    );
  }
  const { ticket } = page;
  return (
    <div className="form purchase">
      <p className="back-link">
        <Link to={page.choosePath}>{t("pay.change")}</Link>
      </p>
      {ticket.sold_out ? (
        <>
          <h1>{page.title}</h1>
          <p className="notice">{t("pay.errors.soldOut")}</p>
        </>
      ) : (
        <PayForm
          heading={<h1>{page.title}</h1>}
          summary={{
            label: t("pay.ticket"),
            name: ticket.name,
            detail: t(`versions.${ticket.version}`) === ticket.name ? undefined : t(`versions.${ticket.version}`),
            amount: ticket.price,
            currency: ticket.currency,
          }}
          paymentTypes={page.paymentTypes}
          chosenPaymentType={page.chosenPaymentType}
          idempotencyKey={page.idempotencyKey}
          conditionsPath={page.conditionsPath}
          reply={answer?.reply}
          hidden={{ [TICKET_FIELD]: String(ticket.id) }}
        />
      )}
    </div>
  );
}
