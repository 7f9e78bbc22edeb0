// The customer's records: registrations, orders, accreditation, certificates, donation certificates.
// Every call and answer: ../API.md, "Customer records: calls".
import { Router, type Request, type Response } from "express";
import { feedOf, feedOwner, makeFeed, revokeFeed, type CalendarFeed } from "../calendar-feeds";
import { CatalogueView } from "../catalogue";
import { accountOfBearer, tenantCustomers, type CustomerAccount, type TenantCustomers } from "../customers";
import { getContext, sendData, sendError } from "../middleware";
import { bigPdfStream, simplePdf } from "../pdf";
import {
  currentYear,
  discardPending,
  donationsOf,
  isConfirmed,
  paymentStatus,
  recordsOf,
  type CustomerRecords,
  type DemoRegistration,
} from "../records";
import { pick, t, type Locale } from "../seed/i18n";
import { shopSeed, type PaymentKind } from "../seed/shop";
import type { DemoTenant } from "../seed/types";

/** Size of the demo-only `print-certificate/big` file. */
export const BIG_FILE_BYTES = 50 * 1024 * 1024;

const TEXTS = {
  noAccreditation: t(
    "Todavía no tienes acreditación: se emite con tu primera inscripción confirmada.",
    "You have no accreditation yet: it is issued with your first confirmed registration.",
    "Ainda não tem acreditação: é emitida com a sua primeira inscrição confirmada.",
    "Oraindik ez duzu akreditaziorik: zure lehen izen-emate baieztatuarekin egiten da.",
  ),
  pendingPayment: t(
    "Esta inscripción está pendiente de pago: el documento estará disponible cuando se confirme el pago.",
    "This registration is awaiting payment: the document will be available once the payment is confirmed.",
    "Esta inscrição aguarda pagamento: o documento estará disponível quando o pagamento for confirmado.",
    "Izen-emate hau ordaintzeke dago: dokumentua ordainketa baieztatzean egongo da eskuragarri.",
  ),
  certificateNotYet: t(
    "El certificado de esta actividad todavía no está disponible: se emite cuando se registra tu asistencia.",
    "The certificate of this activity is not available yet: it is issued once your attendance is recorded.",
    "O certificado desta atividade ainda não está disponível: é emitido quando a sua presença for registada.",
    "Jarduera honen ziurtagiria ez dago oraindik eskuragarri: zure bertaratzea erregistratzean egiten da.",
  ),
  noCertificates: t(
    "Todavía no tienes certificados: se emiten cuando se registra tu asistencia a una actividad.",
    "You have no certificates yet: they are issued once your attendance at an activity is recorded.",
    "Ainda não tem certificados: são emitidos quando a sua presença numa atividade for registada.",
    "Oraindik ez duzu ziurtagiririk: jarduera batera bertaratu zarela erregistratzean egiten dira.",
  ),
  notRegistered: t(
    "No estás inscrito en esta actividad.",
    "You are not registered in this activity.",
    "Não está inscrito nesta atividade.",
    "Ez zaude jarduera honetan izena emanda.",
  ),
  noPending: t(
    "No hay ninguna inscripción pendiente con ese identificador.",
    "There is no pending registration with that identifier.",
    "Não existe nenhuma inscrição pendente com esse identificador.",
    "Ez dago identifikatzaile hori duen izen-emate zain dagoenik.",
  ),
  noDonationCertificate: t(
    "No hay certificado de donaciones para ese año y esa entidad.",
    "There is no donation certificate for that year and recipient.",
    "Não existe certificado de donativos para esse ano e essa entidade.",
    "Ez dago urte eta erakunde horretarako dohaintza-ziurtagiririk.",
  ),
  invalidYear: t(
    "El año debe tener cuatro cifras.",
    "The year must have four digits.",
    "O ano deve ter quatro algarismos.",
    "Urteak lau zifra izan behar ditu.",
  ),
  accreditation: t("Acreditación", "Accreditation", "Acreditação", "Akreditazioa"),
  certificate: t("Certificado de asistencia", "Certificate of attendance", "Certificado de presença", "Bertaratze-ziurtagiria"),
  attended: t("ha asistido a:", "attended:", "esteve presente em:", "hauetara bertaratu da:"),
  donationCertificate: t("Certificado de donaciones", "Donation certificate", "Certificado de donativos", "Dohaintza-ziurtagiria"),
  recipient: t("Entidad", "Recipient", "Entidade", "Erakundea"),
  donor: t("Donante", "Donor", "Doador", "Emailea"),
  amount: t("Importe", "Amount", "Montante", "Zenbatekoa"),
  year: t("Ejercicio", "Year", "Ano", "Ekitaldia"),
  bigTitle: t("Archivo de prueba", "Test file", "Ficheiro de teste", "Proba-fitxategia"),
} as const;

function who(
  req: Request,
  res: Response,
): { account: CustomerAccount; customers: TenantCustomers; records: CustomerRecords; tenant: DemoTenant; locale: Locale } | undefined {
  const { tenant, locale } = getContext(res);
  const customers = tenantCustomers(tenant.token);
  const account = accountOfBearer(customers, req.get("authorization"));
  if (!account) {
    sendError(res, 403, "Forbidden");
    return undefined;
  }
  return { account, customers, records: recordsOf(tenant, customers, account), tenant, locale };
}

function sendPdf(res: Response, filename: string, pdf: Buffer): void {
  res.status(200);
  res.set({
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${filename}"`,
    "content-length": String(pdf.length),
    "cache-control": "private, no-store",
  });
  res.end(pdf);
}

/** A binary endpoint's "no file": JSON with a message (200, as the spec's binary-JSON case). */
function sendMessage(res: Response, message: string, status = 200): void {
  res.status(status).json({ message });
}

/** The records' word for a payment: "transfer" for a bank transfer (their own word), else the shop's kind. */
const recordsPaymentType = (kind: PaymentKind | null) => (kind === "bank_transfer" ? "transfer" : kind);

const fullName = (account: CustomerAccount) => `${account.name} ${account.surname}`.trim();
const day = (iso: string) => iso.slice(0, 10);

export const recordsRouter = Router();

/** The registrations as `GET /customer/conferences` answers them (the calendar feed's too), by start date. */
function registeredConferences(tenant: DemoTenant, locale: Locale, records: CustomerRecords) {
  const view = new CatalogueView(tenant, locale);
  const rows = records.registrations.flatMap((registration) => {
    const activity = view.findActivityById(registration.activityId);
    if (!activity) return [];
    const summary = view.conferenceSummary(activity);
    const place = registration.roomId === null ? { room: summary.room, venue: summary.venue } : view.placeOfRoom(registration.roomId);
    return [
      {
        id: summary.id,
        slug: summary.slug,
        title: summary.title,
        start_date: summary.start_date,
        end_date: summary.end_date,
        room: place.room,
        venue: place.venue,
        price: summary.price,
        currency: summary.currency,
        registration_state: registration.state,
        payment_status: paymentStatus(registration),
        registered_at: registration.createdAt,
      },
    ];
  });
  return rows.sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.id - b.id);
}

recordsRouter.get("/customer/conferences", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  sendData(res, registeredConferences(me.tenant, me.locale, me.records));
});

const feedAnswer = (feed: CalendarFeed | null) => feed && { token: feed.token, created_at: feed.createdAt };

recordsRouter.get("/customer/calendar-feed", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  sendData(res, feedAnswer(feedOf(me.customers, me.account)));
});

recordsRouter.post("/customer/calendar-feed", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  sendData(res, feedAnswer(makeFeed(me.customers, me.account)), 201);
});

recordsRouter.delete("/customer/calendar-feed", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  sendData(res, { revoked: revokeFeed(me.customers, me.account) });
});

/** The tenant's token only (no customer's): the feed's owner's registrations; 404 for a token unknown here or revoked. */
recordsRouter.get("/calendar-feeds/:token", (req, res) => {
  const { tenant, locale } = getContext(res);
  const customers = tenantCustomers(tenant.token);
  const owner = feedOwner(customers, req.params.token);
  if (!owner) {
    sendError(res, 404, "Not found");
    return;
  }
  sendData(res, registeredConferences(tenant, locale, recordsOf(tenant, customers, owner)));
});

recordsRouter.get("/orders/customer", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  const view = new CatalogueView(me.tenant, me.locale);
  const tickets = shopSeed(me.tenant.token).tickets;
  // Contributions have their own list (`GET /customer/contributions`, routes/crowdfunding.ts).
  const orders = me.records.orders
    .filter((order) => order.contribution === null)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  sendData(
    res,
    orders.map((order) => {
      const activity = order.activityId === null ? undefined : view.findActivityById(order.activityId);
      const ticket = order.ticketId === null ? undefined : tickets.find((candidate) => candidate.id === order.ticketId);
      const concept = activity ? activity.title : ticket?.name;
      return {
        id: order.id,
        reference: order.reference,
        created_at: order.createdAt,
        status: order.status,
        total: order.total,
        currency: order.currency,
        payment_type: recordsPaymentType(order.paymentType),
        concept: concept ? pick(concept, me.locale) : order.reference,
      };
    }),
  );
});

recordsRouter.get("/orders/customer/registration", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  sendData(
    res,
    me.records.orders.flatMap((order) =>
      order.registrationUuid === null || order.activityId === null
        ? []
        : [
            {
              id: order.id,
              reference: order.reference,
              registration_uuid: order.registrationUuid,
              conference_id: order.activityId,
              status: order.status,
              total: order.total,
              currency: order.currency,
              payment_type: recordsPaymentType(order.paymentType),
              created_at: order.createdAt,
            },
          ],
    ),
  );
});

recordsRouter.delete("/customer/discard-pending-registration/:uuid", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  if (!discardPending(me.customers, me.records, req.params.uuid)) {
    sendMessage(res, pick(TEXTS.noPending, me.locale), 404);
    return;
  }
  sendData(res, { discarded: true });
});

function registrationOf(records: CustomerRecords, id: string): DemoRegistration | undefined {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  return records.registrations.find((registration) => registration.activityId === Number(id));
}

recordsRouter.get(["/customer/print-accreditation", "/customer/print-accreditation/:id"], (req, res) => {
  const me = who(req, res);
  if (!me) return;
  const view = new CatalogueView(me.tenant, me.locale);
  const title = `${pick(TEXTS.accreditation, me.locale)} · ${me.tenant.name}`;
  const person = [fullName(me.account), me.account.email, me.account.company ?? ""].filter(Boolean);
  const id = req.params.id;
  if (id === undefined) {
    if (!me.records.registrations.some(isConfirmed)) {
      sendMessage(res, pick(TEXTS.noAccreditation, me.locale));
      return;
    }
    sendPdf(res, "acreditacion.pdf", simplePdf(title, person));
    return;
  }
  const registration = registrationOf(me.records, id);
  const activity = registration && view.findActivityById(registration.activityId);
  if (!registration || !activity) {
    sendMessage(res, pick(TEXTS.notRegistered, me.locale), 404);
    return;
  }
  if (!isConfirmed(registration)) {
    sendMessage(res, pick(TEXTS.pendingPayment, me.locale));
    return;
  }
  sendPdf(res, `acreditacion-${activity.id}.pdf`, simplePdf(title, [...person, "", pick(activity.title, me.locale), day(activity.start)]));
});

recordsRouter.get(["/customer/print-certificate", "/customer/print-certificate/:id"], (req, res) => {
  const me = who(req, res);
  if (!me) return;
  const view = new CatalogueView(me.tenant, me.locale);
  const title = `${pick(TEXTS.certificate, me.locale)} · ${me.tenant.name}`;
  const id = req.params.id;
  if (id === "big") {
    res.status(200);
    res.set({
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="prueba-50mb.pdf"',
      "content-length": String(BIG_FILE_BYTES),
      "cache-control": "private, no-store",
    });
    const stream = bigPdfStream(BIG_FILE_BYTES, pick(TEXTS.bigTitle, me.locale));
    res.once("close", () => stream.destroy());
    stream.pipe(res);
    return;
  }
  const line = (registration: DemoRegistration) => {
    const activity = view.findActivityById(registration.activityId);
    return activity ? `${pick(activity.title, me.locale)} (${day(activity.start)})` : "";
  };
  if (id === undefined) {
    const attended = me.records.registrations.filter((registration) => registration.attended);
    if (!attended.length) {
      sendMessage(res, pick(TEXTS.noCertificates, me.locale));
      return;
    }
    sendPdf(
      res,
      "certificado.pdf",
      simplePdf(title, [`${fullName(me.account)} ${pick(TEXTS.attended, me.locale)}`, ...attended.map(line)]),
    );
    return;
  }
  const registration = registrationOf(me.records, id);
  if (!registration || !view.findActivityById(registration.activityId)) {
    sendMessage(res, pick(TEXTS.notRegistered, me.locale), 404);
    return;
  }
  if (!isConfirmed(registration)) {
    sendMessage(res, pick(TEXTS.pendingPayment, me.locale));
    return;
  }
  if (!registration.attended) {
    sendMessage(res, pick(TEXTS.certificateNotYet, me.locale));
    return;
  }
  sendPdf(
    res,
    `certificado-${registration.activityId}.pdf`,
    simplePdf(title, [`${fullName(me.account)} ${pick(TEXTS.attended, me.locale)}`, line(registration)]),
  );
});

function yearParam(req: Request, name: string): { value?: number; invalid: boolean } {
  const raw = req.query[name];
  const value = typeof raw === "string" ? raw.trim() : undefined;
  if (value === undefined || value === "") return { invalid: false };
  return /^\d{4}$/.test(value) ? { value: Number(value), invalid: false } : { invalid: true };
}

recordsRouter.get("/customer/donation-certificates", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  const year = yearParam(req, "year");
  const start = yearParam(req, "start");
  const message = pick(TEXTS.invalidYear, me.locale);
  const errors: Record<string, string[]> = {};
  if (year.invalid || year.value === undefined) errors.year = [message];
  if (start.invalid) errors.start = [message];
  if (Object.keys(errors).length) {
    res.status(422).json({ message, errors });
    return;
  }
  const from = start.value ?? year.value!;
  const to = start.value !== undefined ? Math.max(currentYear(), year.value!) : year.value!;
  const rows = donationsOf(me.account)
    .filter((donation) => donation.year >= from && donation.year <= to)
    .sort((a, b) => b.year - a.year || a.recipientName.localeCompare(b.recipientName));
  sendData(
    res,
    rows.map((donation) => ({
      year: donation.year,
      recipient_cif: donation.recipientCif,
      recipient_name: donation.recipientName,
      amount: donation.amount,
      currency: donation.currency,
      donations: donation.donations,
    })),
  );
});

recordsRouter.get("/customer/print-donation-certificate/:year/:cif", (req, res) => {
  const me = who(req, res);
  if (!me) return;
  const donation = donationsOf(me.account).find(
    (entry) => String(entry.year) === req.params.year && entry.recipientCif.toLowerCase() === req.params.cif.toLowerCase(),
  );
  if (!donation) {
    sendMessage(res, pick(TEXTS.noDonationCertificate, me.locale), 404);
    return;
  }
  const amount = `${donation.amount.toFixed(2)} ${donation.currency}`;
  sendPdf(
    res,
    `certificado-donaciones-${donation.year}-${donation.recipientCif}.pdf`,
    simplePdf(`${pick(TEXTS.donationCertificate, me.locale)} ${donation.year}`, [
      `${pick(TEXTS.recipient, me.locale)}: ${donation.recipientName} (${donation.recipientCif})`,
      `${pick(TEXTS.donor, me.locale)}: ${fullName(me.account)}`,
      `${pick(TEXTS.amount, me.locale)}: ${amount}`,
      `${pick(TEXTS.year, me.locale)}: ${donation.year}`,
    ]),
  );
});
