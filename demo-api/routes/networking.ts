// Networking: meetings between attendees in time blocks (spec doc 1 §2–3; doc 2 §3–9).
// Every call, payload, answer and refusal: ../API.md, "Networking: calls".
import { Router, type Request, type Response } from "express";
import type { CustomerAccount, TenantCustomers } from "../customers";
import { tenantCustomers } from "../customers";
import { getContext, sendData, sendError } from "../middleware";
import {
  answersOf,
  attendeesPage,
  blocksOf,
  canAccountRequest,
  canBeAsked,
  closeRequest,
  createRequest,
  enable,
  eventsOf,
  eventView,
  findEvent,
  findRequest,
  inspection,
  isBlockOf,
  isEnabled,
  leave,
  logCall,
  meetingConflict,
  networkingConferences,
  networkingStateView,
  personExists,
  profileForm,
  registrationsOf,
  requestsPage,
  requestView,
  saveAnswers,
  scopeSeed,
  setRegistered,
  tenantNetworking,
  updateRequest,
  validatedIn,
  validatedMeetingsOf,
  type DemoRequest,
} from "../networking";
import { checkSurvey, fieldView } from "../participation";
import { pick, t, type Locale, type Localized } from "../seed/i18n";
import { findTenant } from "../seed/tenants";
import { TERMS, TERMS_UPDATED, TERMS_VERSION } from "../seed/networking";
import type { DemoTenant } from "../seed/types";
import { DEMO_PREFIX } from "../stats";
import { pageParam, queryParam } from "./helpers";
import { surveyMessage } from "./participation";
import { requireCustomer, scope } from "./scope";
import { bodyOf, idOf, invalid, present, refusal, send, type Body } from "./shop";

const MAX_TEXT = 500;
const HEADER = "X-Networking-Conference";

const TEXTS = {
  conference_invalid: t(
    "Elige una de las conferencias con networking.",
    "Choose one of the conferences with networking.",
    "Escolha uma das conferências com networking.",
    "Aukeratu networkinga duen hitzaldietako bat.",
  ),
  no_networking: t(
    "Este portal no tiene networking.",
    "This portal has no networking.",
    "Este portal não tem networking.",
    "Atari honek ez du networkingik.",
  ),
  networking_disabled: t(
    "Activa el networking para usar esta función.",
    "Switch networking on to use this.",
    "Ative o networking para usar esta função.",
    "Aktibatu networkinga hau erabiltzeko.",
  ),
  profile_incomplete: t(
    "Completa tu perfil de networking antes de pedir reuniones.",
    "Fill in your networking profile before asking for meetings.",
    "Preencha o seu perfil de networking antes de pedir reuniões.",
    "Bete zure networking-profila bilerak eskatu aurretik.",
  ),
  attendee_unavailable: t(
    "Esta persona no participa en el networking.",
    "This person does not take part in networking.",
    "Esta pessoa não participa no networking.",
    "Pertsona honek ez du networkingean parte hartzen.",
  ),
  occupied: t(
    "El espacio o la hora ya no están libres. Elige otro bloque.",
    "The space or the time is no longer free. Choose another block.",
    "O espaço ou a hora já não estão livres. Escolha outro bloco.",
    "Espazioa edo ordua ez dago libre jada. Aukeratu beste bloke bat.",
  ),
  overlapping: t(
    "Ya hay una reunión a esa hora, tuya o de la otra persona.",
    "There is already a meeting at that time, yours or the other person's.",
    "Já há uma reunião a essa hora, sua ou da outra pessoa.",
    "Badago bilera bat ordu horretan, zurea edo beste pertsonarena.",
  ),
  event_associated: t(
    "No puedes dejar el networking mientras tengas una reunión confirmada: cancélala antes.",
    "You cannot leave networking while you have a confirmed meeting: cancel it first.",
    "Não pode deixar o networking enquanto tiver uma reunião confirmada: cancele-a antes.",
    "Ezin duzu networkinga utzi berretsitako bilera bat duzun bitartean: ezeztatu lehenago.",
  ),
  event_associated_unregister: t(
    "No puedes salir de este espacio mientras tengas en él una reunión confirmada.",
    "You cannot leave this space while you have a confirmed meeting in it.",
    "Não pode sair deste espaço enquanto tiver nele uma reunião confirmada.",
    "Ezin zara espazio honetatik irten bertan berretsitako bilera bat duzun bitartean.",
  ),
  request_closed: t(
    "Esta solicitud ya no admite ese cambio.",
    "This request can no longer be changed that way.",
    "Este pedido já não admite essa alteração.",
    "Eskaera honek ez du aldaketa hori onartzen jada.",
  ),
  not_allowed: t(
    "Esta acción no te corresponde en esta solicitud.",
    "This action is not yours to take on this request.",
    "Esta ação não lhe cabe neste pedido.",
    "Ekintza hau ez dagokizu eskaera honetan.",
  ),
  request_unknown: t("La solicitud no existe.", "The request does not exist.", "O pedido não existe.", "Eskaera ez dago."),
  event_unknown: t(
    "El espacio de networking no existe.",
    "The networking space does not exist.",
    "O espaço de networking não existe.",
    "Networking-espazioa ez dago.",
  ),
  event_required: t(
    "Elige un espacio de networking.",
    "Choose a networking space.",
    "Escolha um espaço de networking.",
    "Aukeratu networking-espazio bat.",
  ),
  customer_required: t(
    "Elige con quién quieres reunirte.",
    "Choose whom you want to meet.",
    "Escolha com quem se quer reunir.",
    "Aukeratu norekin bildu nahi duzun.",
  ),
  customer_unknown: t(
    "La persona elegida no existe.",
    "The chosen person does not exist.",
    "A pessoa escolhida não existe.",
    "Aukeratutako pertsona ez dago.",
  ),
  customer_self: t(
    "No puedes pedirte una reunión a ti.",
    "You cannot ask yourself for a meeting.",
    "Não pode pedir uma reunião a si.",
    "Ezin diozu zeure buruari bilerarik eskatu.",
  ),
  customer_changed: t(
    "Una solicitud no puede cambiar de persona: haz una nueva.",
    "A request cannot change whom it asks: make a new one.",
    "Um pedido não pode mudar de pessoa: faça um novo.",
    "Eskaera batek ezin du pertsonaz aldatu: egin berri bat.",
  ),
  start_required: t("Elige un bloque horario.", "Choose a time block.", "Escolha um bloco horário.", "Aukeratu ordu-bloke bat."),
  start_invalid: t(
    "El bloque elegido no es de este espacio.",
    "The chosen block is not one of this space's.",
    "O bloco escolhido não é deste espaço.",
    "Aukeratutako blokea ez da espazio honetakoa.",
  ),
  message_too_long: t(
    "El mensaje puede tener 500 caracteres como mucho.",
    "The message can have at most 500 characters.",
    "A mensagem pode ter no máximo 500 caracteres.",
    "Mezuak gehienez 500 karaktere izan ditzake.",
  ),
  reason_too_long: t(
    "El motivo puede tener 500 caracteres como mucho.",
    "The reason can have at most 500 characters.",
    "O motivo pode ter no máximo 500 caracteres.",
    "Arrazoiak gehienez 500 karaktere izan ditzake.",
  ),
  new_has_ids: t(
    "Una solicitud nueva no lleva eventId ni registrationId.",
    "A new request carries no eventId or registrationId.",
    "Um pedido novo não leva eventId nem registrationId.",
    "Eskaera berri batek ez du eventId edo registrationId eramaten.",
  ),
  ids_mismatch: t(
    "No coincide con la solicitud que se cambia.",
    "It does not match the request being changed.",
    "Não coincide com o pedido que se altera.",
    "Ez dator bat aldatzen den eskaerarekin.",
  ),
  form_mismatch: t(
    "El formulario no es el del perfil de networking.",
    "The form is not the networking profile's.",
    "O formulário não é o do perfil de networking.",
    "Formularioa ez da networking-profilarena.",
  ),
  text_invalid: t("El valor no es válido.", "The value is not valid.", "O valor não é válido.", "Balioa ez da baliozkoa."),
} satisfies Record<string, Localized<string>>;

type TextKey = keyof typeof TEXTS;
const text = (key: TextKey, locale: Locale): string => pick(TEXTS[key], locale);

// Scope and call wrapper.

interface Ctx {
  tenant: DemoTenant;
  locale: Locale;
  customers: TenantCustomers;
  account: CustomerAccount;
  /** The conference's slug (type 2) or "" (type 1). */
  scope: string;
}

/** The scope `X-Networking-Conference` names, or answers (404 no networking, 422 conference_invalid) and returns undefined. */
function scopeOf(req: Request, res: Response, tenant: DemoTenant, locale: Locale): string | undefined {
  const seed = tenantNetworking(tenant);
  if (!seed) {
    sendError(res, 404, text("no_networking", locale));
    return undefined;
  }
  if (seed.type === 1) return "";
  const slug = (req.get(HEADER) ?? "").trim();
  if (slug === "" || !scopeSeed(tenant, slug)) {
    send(res, invalid({ [HEADER]: [text("conference_invalid", locale)] }, "conference_invalid"));
    return undefined;
  }
  return slug;
}

type Handler = (req: Request, res: Response, ctx: Ctx) => void;

/** Session (403), then the header (422), then, when `needsEnabled`, networking enabled (409). */
function networkingCall(needsEnabled: boolean, handler: Handler) {
  return (req: Request, res: Response): void => {
    const { tenant, locale, customers } = scope(res);
    const account = requireCustomer(req, res, customers);
    if (!account) return;
    const scoped = scopeOf(req, res, tenant, locale);
    if (scoped === undefined) return;
    if (needsEnabled && !isEnabled(tenant, customers, scoped, account)) {
      send(res, refusal(409, "networking_disabled", text("networking_disabled", locale)));
      return;
    }
    handler(req, res, { tenant, locale, customers, account, scope: scoped });
  };
}

/** Optional text of at most 500 characters: the trimmed text, null (absent or blank), or "invalid" / "too_long". */
function optionalText(value: unknown): string | null | "invalid" | "too_long" {
  if (!present(value)) return null;
  if (typeof value !== "string") return "invalid";
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return [...trimmed].length > MAX_TEXT ? "too_long" : trimmed;
}

/** An ISO date-time with an offset, as ms; undefined otherwise. */
function instantOf(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim()))
    return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : ms;
}

// Routes.

export const networkingRouter = Router();

// Every networking call is logged with the header as received, once answered (for /__demo/networking).
networkingRouter.use("/networking", (req, res, next) => {
  const { tenant } = getContext(res);
  const raw = req.headers["x-networking-conference"];
  const header = raw === undefined ? null : Array.isArray(raw) ? raw.join(",") : raw;
  const at = new Date().toISOString();
  res.on("finish", () => {
    logCall(tenant, tenantCustomers(tenant.token), { at, method: req.method, path: req.originalUrl, header, status: res.statusCode });
  });
  next();
});

networkingRouter.get("/networking/conferences", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  if (!requireCustomer(req, res, customers)) return;
  sendData(res, networkingConferences(tenant, locale));
});

networkingRouter.get(
  "/networking/customer/extra-networking",
  networkingCall(false, (_req, res, { tenant, locale, customers, account, scope: s }) => {
    sendData(res, networkingStateView(tenant, customers, s, account, locale));
  }),
);

networkingRouter.get(
  "/networking/acceptance",
  networkingCall(false, (_req, res, { locale }) => {
    sendData(res, { version: TERMS_VERSION, title: pick(TERMS.title, locale), html: pick(TERMS.html, locale), updated_at: TERMS_UPDATED });
  }),
);

networkingRouter.get(
  "/networking/customer/enable-networking",
  networkingCall(false, (_req, res, { tenant, locale, customers, account, scope: s }) => {
    enable(tenant, customers, s, account);
    sendData(res, networkingStateView(tenant, customers, s, account, locale));
  }),
);

networkingRouter.get(
  "/networking/unsubscribe",
  networkingCall(false, (_req, res, { tenant, locale, customers, account, scope: s }) => {
    if (isEnabled(tenant, customers, s, account)) {
      if (validatedMeetingsOf(tenant, customers, s, account).length > 0) {
        send(res, refusal(409, "event_associated", text("event_associated", locale)));
        return;
      }
      leave(tenant, customers, s, account);
    }
    sendData(res, networkingStateView(tenant, customers, s, account, locale));
  }),
);

// ------------------------------------------------------------------------------ profile form --

networkingRouter.get(
  "/networking/custom-form",
  networkingCall(false, (_req, res, { tenant, locale, customers, account, scope: s }) => {
    const form = profileForm(tenant);
    const values = answersOf(tenant, customers, s, account);
    sendData(res, {
      id: form.id,
      title: pick(form.title, locale),
      description: form.description ? pick(form.description, locale) : null,
      answered: values !== null,
      values: values ?? {},
      fields: form.fields.map((field) => fieldView(field, locale)),
    });
  }),
);

networkingRouter.post(
  "/networking/custom-form/completed",
  networkingCall(true, (req, res, { tenant, locale, customers, account, scope: s }) => {
    const form = profileForm(tenant);
    const body = bodyOf(req);
    const errors: Record<string, string[]> = {};
    if (idOf(body.custom_form_id) !== form.id) errors.custom_form_id = [text("form_mismatch", locale)];
    const raw = body.survey;
    const answers = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const checked = checkSurvey(form, answers);
    if ("errors" in checked) {
      for (const [name, error] of Object.entries(checked.errors)) errors[`survey.${name}`] = [surveyMessage(error, locale)];
    }
    if (Object.keys(errors).length || "errors" in checked) {
      send(res, invalid(errors));
      return;
    }
    const attendee = saveAnswers(tenant, customers, s, account, checked.answers, locale);
    sendData(res, { custom_form_id: form.id, answered: true, attendee });
  }),
);

// --------------------------------------------------------------------------------- attendees --

networkingRouter.get(
  "/networking/customers",
  networkingCall(true, (req, res, { tenant, locale, customers, account, scope: s }) => {
    const eventParam = queryParam(req, "networking_event_id");
    const filter = {
      search: queryParam(req, "search"),
      sector: queryParam(req, "sector"),
      interest: queryParam(req, "interest"),
      // A value that is not an id matches no event: an empty list, as the catalogue's filters do.
      eventId: eventParam === undefined ? undefined : (idOf(eventParam) ?? -1),
    };
    res.json(attendeesPage(tenant, customers, s, account, filter, pageParam(req), locale));
  }),
);

// ------------------------------------------------------------------------- networking events --

networkingRouter.get(
  "/networking/events",
  networkingCall(false, (_req, res, { tenant, locale, customers, account, scope: s }) => {
    sendData(
      res,
      eventsOf(tenant, s).map((event) => eventView(tenant, customers, s, event, account, locale)),
    );
  }),
);

networkingRouter.get(
  "/networking/events/registrations",
  networkingCall(true, (_req, res, { tenant, customers, account, scope: s }) => {
    sendData(res, registrationsOf(tenant, customers, s, account));
  }),
);

networkingRouter.get(
  "/networking/events/received",
  networkingCall(true, (req, res, { tenant, locale, customers, account, scope: s }) => {
    res.json(requestsPage(tenant, customers, s, account, "received", pageParam(req), locale));
  }),
);

networkingRouter.get(
  "/networking/events/sent",
  networkingCall(true, (req, res, { tenant, locale, customers, account, scope: s }) => {
    res.json(requestsPage(tenant, customers, s, account, "sent", pageParam(req), locale));
  }),
);

networkingRouter.post(
  "/networking/events/blocks",
  networkingCall(true, (req, res, { tenant, customers, account, scope: s, locale }) => {
    const body = bodyOf(req);
    const errors: Record<string, string[]> = {};
    const event = findEvent(tenant, s, idOf(body.networking_event_id));
    if (!present(body.networking_event_id)) errors.networking_event_id = [text("event_required", locale)];
    else if (!event) errors.networking_event_id = [text("event_unknown", locale)];
    const other = present(body.customer_id) ? idOf(body.customer_id) : undefined;
    if (present(body.customer_id) && (other === undefined || !personExists(customers, other)))
      errors.customer_id = [text("customer_unknown", locale)];
    if (Object.keys(errors).length || !event) {
      send(res, invalid(errors));
      return;
    }
    sendData(res, blocksOf(tenant, customers, event, other === undefined ? [account.id] : [account.id, other]));
  }),
);

/** `:id` a networking event of the scope, or answers 404 and returns undefined. */
function eventOfPath(res: Response, ctx: Ctx, raw: string | undefined) {
  const event = findEvent(ctx.tenant, ctx.scope, idOf(raw));
  if (!event) sendError(res, 404, text("event_unknown", ctx.locale));
  return event;
}

networkingRouter.post(
  "/networking/events/:id/register",
  networkingCall(true, (req, res, ctx) => {
    const event = eventOfPath(res, ctx, req.params.id);
    if (!event) return;
    setRegistered(ctx.tenant, ctx.customers, ctx.scope, ctx.account.id, event.id, true);
    sendData(res, { networking_event_id: event.id, registered: true });
  }),
);

networkingRouter.post(
  "/networking/events/:id/unregister",
  networkingCall(true, (req, res, ctx) => {
    const event = eventOfPath(res, ctx, req.params.id);
    if (!event) return;
    if (validatedMeetingsOf(ctx.tenant, ctx.customers, ctx.scope, ctx.account, event.id).length > 0) {
      send(res, refusal(409, "event_associated", text("event_associated_unregister", ctx.locale)));
      return;
    }
    setRegistered(ctx.tenant, ctx.customers, ctx.scope, ctx.account.id, event.id, false);
    sendData(res, { networking_event_id: event.id, registered: false });
  }),
);

networkingRouter.get(
  "/networking/events/:id/registrations/validated",
  networkingCall(true, (req, res, ctx) => {
    const event = eventOfPath(res, ctx, req.params.id);
    if (!event) return;
    sendData(res, validatedIn(ctx.tenant, ctx.customers, ctx.scope, ctx.account, event.id, ctx.locale));
  }),
);

// ---------------------------------------------------------------------------------- requests --

/**
 * The registration payload's checks shared by create and update (the order of the header comment):
 * the meeting to make, or answers and returns undefined. `current`: the request being changed.
 */
function checkedAsk(req: Request, res: Response, ctx: Ctx, current: DemoRequest | null) {
  const { tenant, locale, customers, account, scope: s } = ctx;
  if (!canAccountRequest(tenant, customers, s, account)) {
    send(res, refusal(409, "profile_incomplete", text("profile_incomplete", locale)));
    return undefined;
  }
  const body: Body = bodyOf(req);
  const ask = typeof body.request === "object" && body.request !== null && !Array.isArray(body.request) ? (body.request as Body) : {};
  const errors: Record<string, string[]> = {};

  const event = findEvent(tenant, s, idOf(body.networking_event_id));
  if (!present(body.networking_event_id)) errors.networking_event_id = [text("event_required", locale)];
  else if (!event) errors.networking_event_id = [text("event_unknown", locale)];

  if (current === null) {
    if (present(body.eventId)) errors.eventId = [text("new_has_ids", locale)];
    if (present(body.registrationId)) errors.registrationId = [text("new_has_ids", locale)];
  } else {
    if (idOf(body.eventId) !== current.eventId) errors.eventId = [text("ids_mismatch", locale)];
    if (idOf(body.registrationId) !== current.id) errors.registrationId = [text("ids_mismatch", locale)];
  }

  const other = idOf(ask.customer_id);
  if (!present(ask.customer_id)) errors["request.customer_id"] = [text("customer_required", locale)];
  else if (other === undefined || !personExists(customers, other)) errors["request.customer_id"] = [text("customer_unknown", locale)];
  else if (other === account.id) errors["request.customer_id"] = [text("customer_self", locale)];
  else if (current !== null && other !== current.to) errors["request.customer_id"] = [text("customer_changed", locale)];

  const start = instantOf(ask.start);
  if (!present(ask.start)) errors["request.start"] = [text("start_required", locale)];
  else if (start === undefined || (event && !isBlockOf(event, start))) errors["request.start"] = [text("start_invalid", locale)];

  const message = optionalText(ask.message);
  if (message === "too_long") errors["request.message"] = [text("message_too_long", locale)];
  else if (message === "invalid") errors["request.message"] = [text("text_invalid", locale)];

  if (
    Object.keys(errors).length ||
    !event ||
    other === undefined ||
    start === undefined ||
    message === "too_long" ||
    message === "invalid"
  ) {
    send(res, invalid(errors));
    return undefined;
  }
  if (!canBeAsked(tenant, customers, s, other)) {
    send(res, refusal(409, "attendee_unavailable", text("attendee_unavailable", locale)));
    return undefined;
  }
  const conflict = meetingConflict(tenant, customers, event, start, [account.id, other], current ?? undefined);
  if (conflict) {
    send(res, refusal(409, conflict, text(conflict, locale)));
    return undefined;
  }
  return { event, other, start, message };
}

networkingRouter.post(
  "/networking/events",
  networkingCall(true, (req, res, ctx) => {
    const ask = checkedAsk(req, res, ctx, null);
    if (!ask) return;
    const request = createRequest(ctx.tenant, ctx.customers, ctx.scope, {
      eventId: ask.event.id,
      start: ask.start,
      from: ctx.account.id,
      to: ask.other,
      message: ask.message,
    });
    sendData(res, requestView(ctx.tenant, ctx.customers, request, ctx.account.id, ctx.locale), 201);
  }),
);

/** The request `raw` of the scope that involves the customer, or answers 404 and returns undefined. */
function requestOfPath(res: Response, ctx: Ctx, raw: string | undefined, eventRaw?: string): DemoRequest | undefined {
  const request = findRequest(ctx.tenant, ctx.customers, ctx.scope, idOf(raw));
  const mine = request !== undefined && (request.from === ctx.account.id || request.to === ctx.account.id);
  if (!request || !mine || (eventRaw !== undefined && idOf(eventRaw) !== request.eventId)) {
    sendError(res, 404, text("request_unknown", ctx.locale));
    return undefined;
  }
  return request;
}

networkingRouter.put(
  "/networking/events/:id",
  networkingCall(true, (req, res, ctx) => {
    const request = requestOfPath(res, ctx, req.params.id);
    if (!request) return;
    if (request.from !== ctx.account.id) return send(res, refusal(409, "not_allowed", text("not_allowed", ctx.locale)));
    if (request.status !== "created") return send(res, refusal(409, "request_closed", text("request_closed", ctx.locale)));
    const ask = checkedAsk(req, res, ctx, request);
    if (!ask) return;
    updateRequest(ctx.tenant, ctx.customers, request, { eventId: ask.event.id, start: ask.start, message: ask.message });
    sendData(res, requestView(ctx.tenant, ctx.customers, request, ctx.account.id, ctx.locale));
  }),
);

for (const decision of ["validate", "reject", "cancel"] as const) {
  networkingRouter.post(
    `/networking/events/:eventId/registration/:registrationId/${decision}`,
    networkingCall(true, (req, res, ctx) => {
      const { tenant, customers, account, locale } = ctx;
      const request = requestOfPath(res, ctx, req.params.registrationId, req.params.eventId);
      if (!request) return;
      const reason = optionalText(bodyOf(req).reason);
      if (reason === "too_long" || reason === "invalid")
        return send(res, invalid({ reason: [text(reason === "too_long" ? "reason_too_long" : "text_invalid", locale)] }));
      const side = request.from === account.id ? "sender" : "receiver";
      const refuse = (code: "not_allowed" | "request_closed" | "occupied" | "overlapping") =>
        send(res, refusal(409, code, text(code, locale)));

      if (decision === "validate" || decision === "reject") {
        if (side !== "receiver") return refuse("not_allowed");
        if (request.status !== "created") return refuse("request_closed");
      } else {
        if (request.status === "rejected" || request.status === "cancelled") return refuse("request_closed");
        // The receiver answers a created request by rejecting it; either side cancels a meeting.
        if (side === "receiver" && request.status === "created") return refuse("not_allowed");
      }
      if (decision === "validate") {
        const event = findEvent(tenant, request.scope, request.eventId)!;
        const conflict = meetingConflict(tenant, customers, event, request.start, [request.from, request.to], request);
        if (conflict) return refuse(conflict);
      }
      const status = decision === "validate" ? "validated" : decision === "reject" ? "rejected" : "cancelled";
      closeRequest(tenant, customers, request, status, side, reason);
      sendData(res, requestView(tenant, customers, request, account.id, locale));
    }),
  );
}

// ------------------------------------------------------------------------------------- demo --

export const demoNetworkingRouter = Router();

demoNetworkingRouter.get(`${DEMO_PREFIX}/networking`, (req, res) => {
  const tenant = findTenant(typeof req.query.tenant === "string" ? req.query.tenant : undefined);
  if (!tenant) {
    sendError(res, 404, "Not found");
    return;
  }
  res.set("cache-control", "no-store").json({ data: inspection(tenant, tenantCustomers(tenant.token)) });
});
