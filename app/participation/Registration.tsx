// Where the visitor stands with this activity, and the form to change it: register (choosing a room
// where there are several, each with its seating now; a full one cannot be chosen), cancel, or
// complete or discard a registration waiting for payment. A refusal shows beside the button.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import { ErrorSummary, FormReplyProvider, RadioGroupField, SubmitButton, type FormReply } from "~/ui/form";
import { formatPrice } from "~/ui/format";
import type { Loaded } from "~/session/forbidden.server";
import { LoginToTakePart, SectionFailed, useSectionAction } from "./common";
import { REGISTER, ROOM_FIELD, UNREGISTER } from "./intents";
import type { MyRegistration, RegistrationView } from "./participation.server";

type Props = {
  slug: string;
  paid: { price: number; currency: string } | null;
  view: Loaded<RegistrationView>;
  loggedIn: boolean;
  ticketRequired: boolean;
  reply: FormReply | undefined;
  conflict?: { slug: string; title: string };
};

export function Registration({ slug, paid, view, loggedIn, ticketRequired, reply, conflict }: Props) {
  const { t } = useTranslation("participation");
  const root = useRootData()!;
  const action = useSectionAction("registration");
  if (!view.ok) return <SectionFailed reason={view.reason} />;
  const { rooms, mine } = view.value;
  // Where a ticket is required, it covers the activity (the backend's `already_paid`): nothing to pay here.
  const price = paid && !ticketRequired ? formatPrice(paid.price, paid.currency, root.locale) : null;
  const conflictHref = conflict ? localePath(root.locale, pathTo("conference", { slug: conflict.slug }), root.defaultLocale) : null;
  if (!loggedIn) {
    return <LoginToTakePart text={t("registration.loginRequired")} link={t("registration.loginLink")} hash="registration" />;
  }
  return (
    <FormReplyProvider reply={reply} idPrefix="registration">
      {/* A refusal of the whole form is said here only, once (issue 48); the overlapping activity's link goes with it. */}
      <ErrorSummary
        fields={[ROOM_FIELD]}
        labels={{ [ROOM_FIELD]: t("registration.roomLabel") }}
        extra={
          conflictHref ? (
            <p>
              <Link to={conflictHref}>{t("registration.seeConflict", { title: conflict!.title })}</Link>
            </p>
          ) : null
        }
      />
      {mine ? <Standing mine={mine} slug={slug} roomCount={rooms.length} /> : null}
      <Form method="post" action={action} noValidate className="registration-form">
        {!mine && rooms.length > 1 ? (
          <RadioGroupField
            name={ROOM_FIELD}
            legend={t("registration.chooseRoom")}
            required
            options={rooms.map((room) => ({
              value: String(room.id),
              disabled: room.full,
              label:
                room.total === null
                  ? room.name
                  : room.full
                    ? t("registration.roomFull", { name: room.name, occupied: room.occupied, total: room.total })
                    : t("registration.roomSeating", { name: room.name, occupied: room.occupied, total: room.total }),
            }))}
          />
        ) : null}
        {!mine && ticketRequired ? <p className="field-hint">{t("registration.ticketNote")}</p> : null}
        <div className="form-actions">
          {mine ? (
            <SubmitButton name="intent" value={UNREGISTER} className="button button-secondary">
              {t("registration.unregister")}
            </SubmitButton>
          ) : (
            <SubmitButton name="intent" value={REGISTER} className="button">
              {price ? t("registration.registerPaid", { price }) : t("registration.register")}
            </SubmitButton>
          )}
        </div>
        {mine?.roomId && rooms.length > 1 ? <input type="hidden" name={ROOM_FIELD} value={mine.roomId} /> : null}
      </Form>
    </FormReplyProvider>
  );
}

function Standing({ mine, slug, roomCount }: { mine: MyRegistration; slug: string; roomCount: number }) {
  const { t } = useTranslation("participation");
  const root = useRootData()!;
  const purchase = localePath(root.locale, pathTo("conferencePurchase", { slug }), root.defaultLocale);
  const discard = mine.discardUuid
    ? localePath(root.locale, pathTo("profileDiscard", { uuid: mine.discardUuid }), root.defaultLocale)
    : null;
  const where =
    mine.roomName && roomCount > 1 ? t("registration.youAreRegisteredIn", { room: mine.roomName }) : t("registration.youAreRegistered");
  if (mine.state === "pending") {
    const failed = mine.paymentStatus === "failed";
    return (
      <div className="notice notice-warning registration-standing">
        <p>
          <strong>{t(failed ? "registration.paymentFailed" : "registration.paymentPending")}</strong>
        </p>
        <p>{t(failed ? "registration.paymentFailedHelp" : "registration.paymentPendingHelp")}</p>
        <p className="registration-links">
          <Link to={purchase}>{t("registration.resumePayment")}</Link>
          {discard ? <Link to={discard}>{t("registration.discard")}</Link> : null}
        </p>
      </div>
    );
  }
  return (
    <div className="notice registration-standing">
      <p>
        <strong>{where}</strong>
      </p>
      {mine.state === "paid" ? (
        <p>{t("registration.paidNote")}</p>
      ) : mine.state === "already_paid" ? (
        <p>{t("registration.coveredByTicket")}</p>
      ) : null}
    </div>
  );
}
