// Taking part in an activity (spec doc 1 §2, §4; doc 2 §7): registering, questions, chat, survey.
// Every call, answer and refusal: ../API.md, "Taking part: calls".
import { Router, type Request, type Response } from "express";
import { CatalogueView, parseId } from "../catalogue";
import { isModerator, tenantCustomers, type CustomerAccount } from "../customers";
import { sendData, sendError } from "../middleware";
import { requireCustomer, scope, type Scope } from "./scope";
import {
  askQuestion,
  chatMessages,
  chatMinDelayMs,
  chatWaitMs,
  checkSurvey,
  hasAnswered,
  MAX_PENDING_QUESTIONS,
  MESSAGE_MAX,
  moderateMessage,
  moderateQuestion,
  participationOf,
  pendingQuestions,
  postMessage,
  QUESTION_MAX,
  saveSurveyAnswers,
  surveyAnswers,
  surveyOf,
  surveyView,
  validatedQuestions,
  votedQuestionIds,
  voteQuestion,
  type SurveyError,
} from "../participation";
import { paymentStatus, register, unregister } from "../records";
import { findTenant } from "../seed/tenants";
import { pick, t, type Locale, type Localized } from "../seed/i18n";
import type { DemoTenant, SeedActivity } from "../seed/types";
import { DEMO_PREFIX } from "../stats";

const TEXTS = {
  // Registration.
  external_registration: t(
    "La inscripción en esta actividad se hace en otra web.",
    "Registration for this activity is done on another website.",
    "A inscrição nesta atividade faz-se noutro site.",
    "Jarduera honetako izen-ematea beste webgune batean egiten da.",
  ),
  ticket_required: t(
    "Necesitas una entrada para inscribirte en las actividades.",
    "You need a ticket to register for the activities.",
    "Precisa de um bilhete para se inscrever nas atividades.",
    "Sarrera bat behar duzu jardueretan izena emateko.",
  ),
  room_required: t("Elige una sala.", "Choose a room.", "Escolha uma sala.", "Aukeratu areto bat."),
  room_invalid: t(
    "La sala elegida no es de esta actividad.",
    "The chosen room is not one of this activity's rooms.",
    "A sala escolhida não é desta atividade.",
    "Aukeratutako aretoa ez da jarduera honetakoa.",
  ),
  already_registered: t(
    "Ya estás inscrito en esta actividad.",
    "You are already registered for this activity.",
    "Já está inscrito nesta atividade.",
    "Dagoeneko izena emanda zaude jarduera honetan.",
  ),
  already_registered_other_room: t(
    "Ya estás inscrito en esta actividad en otra sala: {room}.",
    "You are already registered for this activity in another room: {room}.",
    "Já está inscrito nesta atividade noutra sala: {room}.",
    "Dagoeneko izena emanda zaude jarduera honetan beste areto batean: {room}.",
  ),
  overlapping_registration: t(
    "Ya estás inscrito en otra actividad que coincide ese mismo día: {title}.",
    "You are already registered for another activity at the same time that day: {title}.",
    "Já está inscrito noutra atividade que coincide nesse mesmo dia: {title}.",
    "Egun horretan bertan ordu berean den beste jarduera batean duzu izena emanda: {title}.",
  ),
  room_full: t("La sala está completa.", "The room is full.", "A sala está completa.", "Aretoa beteta dago."),
  not_registered: t(
    "No estás inscrito en esta actividad.",
    "You are not registered for this activity.",
    "Não está inscrito nesta atividade.",
    "Ez zaude jarduera honetan izena emanda.",
  ),
  unregister_paid: t(
    "No puedes anular una inscripción que ya está pagada.",
    "You cannot cancel a registration that has been paid.",
    "Não pode anular uma inscrição que já está paga.",
    "Ezin duzu ordainduta dagoen izen-ematea ezeztatu.",
  ),
  unregister_payment_pending: t(
    "No puedes anular la inscripción mientras su pago está pendiente: puedes descartarla en tus actividades.",
    "You cannot cancel the registration while its payment is pending: you can discard it in your activities.",
    "Não pode anular a inscrição enquanto o pagamento estiver pendente: pode descartá-la nas suas atividades.",
    "Ezin duzu izen-ematea ezeztatu ordainketa zain dagoen bitartean: zure jardueretan baztertu dezakezu.",
  ),
  unregister_payment_failed: t(
    "No puedes anular la inscripción: su pago ha fallado. Vuelve a intentar el pago o descártala en tus actividades.",
    "You cannot cancel the registration: its payment failed. Try the payment again or discard it in your activities.",
    "Não pode anular a inscrição: o pagamento falhou. Tente pagar de novo ou descarte-a nas suas atividades.",
    "Ezin duzu izen-ematea ezeztatu: ordainketak huts egin du. Saiatu berriro ordaintzen edo baztertu zure jardueretan.",
  ),
  // Questions.
  questions_disabled: t(
    "Esta actividad no admite preguntas.",
    "This activity does not take questions.",
    "Esta atividade não aceita perguntas.",
    "Jarduera honek ez du galderarik onartzen.",
  ),
  question_required: t("Escribe tu pregunta.", "Write your question.", "Escreva a sua pergunta.", "Idatzi zure galdera."),
  question_too_long: t(
    "La pregunta no puede tener más de {max} caracteres.",
    "The question cannot be longer than {max} characters.",
    "A pergunta não pode ter mais de {max} caracteres.",
    "Galderak ezin ditu {max} karaktere baino gehiago izan.",
  ),
  conference_mismatch: t(
    "La pregunta no es de esta actividad.",
    "The question is not for this activity.",
    "A pergunta não é desta atividade.",
    "Galdera ez da jarduera honetakoa.",
  ),
  too_many_pending_questions: t(
    "No se ha podido enviar la pregunta: ya tienes {max} preguntas esperando validación.",
    "The question could not be sent: you already have {max} questions waiting for validation.",
    "Não foi possível enviar a pergunta: já tem {max} perguntas à espera de validação.",
    "Ezin izan da galdera bidali: dagoeneko {max} galdera dituzu baliozkotzeko zain.",
  ),
  question_not_found: t(
    "La pregunta no existe o todavía no está publicada.",
    "The question does not exist or is not published yet.",
    "A pergunta não existe ou ainda não está publicada.",
    "Galdera ez dago edo oraindik ez da argitaratu.",
  ),
  question_unknown: t("La pregunta no existe.", "The question does not exist.", "A pergunta não existe.", "Galdera ez dago."),
  already_voted: t(
    "Ya has votado esta pregunta.",
    "You have already voted for this question.",
    "Já votou nesta pergunta.",
    "Dagoeneko bozkatu duzu galdera hau.",
  ),
  question_not_pending: t(
    "La pregunta ya no está esperando validación.",
    "The question is no longer waiting for validation.",
    "A pergunta já não está à espera de validação.",
    "Galdera jada ez dago baliozkotzeko zain.",
  ),
  not_moderator: t(
    "Solo la moderación puede hacerlo.",
    "Only moderators can do this.",
    "Só a moderação pode fazê-lo.",
    "Moderatzaileek bakarrik egin dezakete hori.",
  ),
  // Chat.
  chat_disabled: t(
    "Esta actividad no tiene chat.",
    "This activity has no chat.",
    "Esta atividade não tem chat.",
    "Jarduera honek ez du txatik.",
  ),
  message_required: t("Escribe un mensaje.", "Write a message.", "Escreva uma mensagem.", "Idatzi mezu bat."),
  message_too_long: t(
    "El mensaje no puede tener más de {max} caracteres.",
    "The message cannot be longer than {max} characters.",
    "A mensagem não pode ter mais de {max} caracteres.",
    "Mezuak ezin ditu {max} karaktere baino gehiago izan.",
  ),
  chat_too_fast: t(
    "Estás enviando mensajes demasiado seguidos: espera unos segundos.",
    "You are sending messages too close together: wait a few seconds.",
    "Está a enviar mensagens demasiado seguidas: aguarde alguns segundos.",
    "Mezuak elkarren segidan bidaltzen ari zara: itxaron segundo batzuk.",
  ),
  message_unknown: t("El mensaje no existe.", "The message does not exist.", "A mensagem não existe.", "Mezua ez dago."),
  message_deleted: t(
    "El mensaje ya se ha borrado.",
    "The message has already been deleted.",
    "A mensagem já foi apagada.",
    "Mezua dagoeneko ezabatu da.",
  ),
  // Survey.
  no_survey: t(
    "Esta actividad no tiene encuesta.",
    "This activity has no survey.",
    "Esta atividade não tem inquérito.",
    "Jarduera honek ez du inkestarik.",
  ),
  form_mismatch: t(
    "El formulario no es el de esta actividad.",
    "The form is not this activity's survey.",
    "O formulário não é o desta atividade.",
    "Inprimakia ez da jarduera honen inkesta.",
  ),
  survey_already_answered: t(
    "Ya has respondido esta encuesta.",
    "You have already answered this survey.",
    "Já respondeu a este inquérito.",
    "Dagoeneko erantzun duzu inkesta hau.",
  ),
  // Field errors.
  required: t("El campo es obligatorio.", "The field is required.", "O campo é obrigatório.", "Eremua derrigorrezkoa da."),
  accepted: t(
    "Debes marcarlo para continuar.",
    "You must tick it to continue.",
    "Deve assinalá-lo para continuar.",
    "Markatu egin behar duzu jarraitzeko.",
  ),
  option: t(
    "La opción elegida no es válida.",
    "The selected option is not valid.",
    "A opção escolhida não é válida.",
    "Aukeratutako aukera ez da baliozkoa.",
  ),
  date: t("La fecha no es válida.", "The date is not valid.", "A data não é válida.", "Data ez da baliozkoa."),
  tooLong: t(
    "El texto no puede tener más de {max} caracteres.",
    "The text cannot be longer than {max} characters.",
    "O texto não pode ter mais de {max} caracteres.",
    "Testuak ezin ditu {max} karaktere baino gehiago izan.",
  ),
  scale: t(
    "Elige un valor entre {min} y {max}.",
    "Choose a value from {min} to {max}.",
    "Escolha um valor entre {min} e {max}.",
    "Aukeratu {min} eta {max} arteko balio bat.",
  ),
  value: t("El valor no es válido.", "The value is not valid.", "O valor não é válido.", "Balioa ez da baliozkoa."),
} satisfies Record<string, Localized<string>>;

type TextKey = keyof typeof TEXTS;

function text(key: TextKey, locale: Locale, vars: Record<string, string | number> = {}): string {
  return pick(TEXTS[key], locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

// Helpers.

type Body = Record<string, unknown>;

function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** The activity of `{id}`, or answers 404 and returns undefined. */
function activityById(res: Response, tenant: DemoTenant, raw: string): SeedActivity | undefined {
  const id = parseId(raw);
  const activity = tenant.catalogue.activities.find((candidate) => candidate.id === id);
  if (!activity) sendError(res, 404, "Not found");
  return activity;
}

/** The activity of `{slug}`, or answers 404 and returns undefined. */
function activityBySlug(res: Response, tenant: DemoTenant, slug: string): SeedActivity | undefined {
  const activity = tenant.catalogue.activities.find((candidate) => candidate.slug === slug);
  if (!activity) sendError(res, 404, "Not found");
  return activity;
}

/** A refusal by a rule: `{message, code}` plus what the portal may show with it. */
function refuse(
  res: Response,
  status: number,
  code: TextKey,
  locale: Locale,
  extra: Record<string, unknown> = {},
  vars: Record<string, string | number> = {},
): void {
  res.status(status).json({ message: text(code, locale, vars), code, ...extra });
}

/** Laravel's 422: every failing field; `code` when one rule is what the page must tell apart. */
function invalid(res: Response, errors: Record<string, string[]>, code?: string): void {
  const first = Object.values(errors)[0]?.[0] ?? "";
  res.status(422).json({ message: first, ...(code ? { code } : {}), errors });
}

/** An optional id in a body: absent (null, "", undefined) → undefined; not an id → NaN. */
function optionalId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
  if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** A required text in a body, trimmed: the text, or the key of what is wrong. */
function requiredText(value: unknown, max: number): { value: string } | { error: "required" | "tooLong" | "value" } {
  if (value === undefined || value === null) return { error: "required" };
  if (typeof value !== "string") return { error: "value" };
  const trimmed = value.trim();
  if (trimmed === "") return { error: "required" };
  return [...trimmed].length > max ? { error: "tooLong" } : { value: trimmed };
}

// Routes.

type ActivityCall = Scope & { account: CustomerAccount; activity: SeedActivity };

/**
 * The preamble every customer call about one activity (by id) shares: the customer's session (else
 * 403, as the real backend answers), then the activity (else 404); `handler` gets both.
 */
function customerCall(handler: (req: Request, res: Response, call: ActivityCall) => void) {
  return (req: Request, res: Response) => {
    const scoped = scope(res);
    const account = requireCustomer(req, res, scoped.customers);
    if (!account) return;
    const activity = activityById(res, scoped.tenant, String(req.params.id));
    if (!activity) return;
    handler(req, res, { ...scoped, account, activity });
  };
}

export const participationRouter = Router();

// ------------------------------------------------------------------------------ registration --

participationRouter.post(
  "/conferences/:id/register",
  customerCall((req, res, { tenant, locale, customers, account, activity }) => {
    const roomId = optionalId(bodyOf(req).room_id);
    if (Number.isNaN(roomId)) {
      invalid(res, { room_id: [text("room_invalid", locale)] }, "room_invalid");
      return;
    }
    const outcome = register(tenant, customers, account, activity, roomId);
    if (outcome.ok) {
      const { registration } = outcome;
      sendData(
        res,
        {
          uuid: registration.uuid,
          conference_id: registration.activityId,
          room_id: registration.roomId,
          registration_state: registration.state,
          payment_status: paymentStatus(registration),
          registered_at: registration.createdAt,
        },
        201,
      );
      return;
    }
    const view = new CatalogueView(tenant, locale);
    switch (outcome.refusal) {
      case "room_required":
      case "room_invalid":
        invalid(res, { room_id: [text(outcome.refusal, locale)] }, outcome.refusal);
        return;
      case "already_registered_other_room": {
        const roomId_ = outcome.registration?.roomId;
        const room = roomId_ == null ? null : view.placeOfRoom(roomId_).room;
        refuse(res, 409, outcome.refusal, locale, { room }, { room: room?.name ?? "" });
        return;
      }
      case "overlapping_registration": {
        const other = outcome.overlapping!;
        const title = pick(other.title, locale);
        refuse(res, 409, outcome.refusal, locale, { conference: { id: other.id, slug: other.slug, title } }, { title });
        return;
      }
      default:
        refuse(res, 409, outcome.refusal, locale);
    }
  }),
);

participationRouter.post(
  "/conferences/:id/unregister",
  customerCall((req, res, { tenant, locale, customers, account, activity }) => {
    const roomId = optionalId(bodyOf(req).room_id);
    if (Number.isNaN(roomId)) {
      invalid(res, { room_id: [text("room_invalid", locale)] }, "room_invalid");
      return;
    }
    const outcome = unregister(tenant, customers, account, activity, roomId);
    if (!outcome.ok) {
      refuse(res, 409, outcome.refusal, locale);
      return;
    }
    sendData(res, { unregistered: true, conference_id: activity.id, room_id: outcome.registration.roomId });
  }),
);

// --------------------------------------------------------------------------------- questions --

participationRouter.get("/conferences/:id/questions", (req, res) => {
  const { tenant, customers } = scope(res);
  const activity = activityById(res, tenant, req.params.id);
  if (!activity) return;
  sendData(res, activity.questionsEnabled ? validatedQuestions(participationOf(tenant, customers), activity.id) : []);
});

participationRouter.get(
  "/conferences/:id/questions/pending",
  customerCall((req, res, { tenant, customers, account, activity }) => {
    sendData(res, pendingQuestions(participationOf(tenant, customers), activity.id, account));
  }),
);

participationRouter.get(
  "/conferences/:id/questions/voted",
  customerCall((req, res, { tenant, customers, account, activity }) => {
    sendData(res, votedQuestionIds(participationOf(tenant, customers), activity.id, account));
  }),
);

participationRouter.post(
  "/conferences/:id/questions",
  customerCall((req, res, { tenant, locale, customers, account, activity }) => {
    if (!activity.questionsEnabled) {
      refuse(res, 409, "questions_disabled", locale);
      return;
    }
    const body = bodyOf(req);
    const errors: Record<string, string[]> = {};
    const question = requiredText(body.question, QUESTION_MAX);
    if ("error" in question) {
      errors.question = [
        question.error === "tooLong" ? text("question_too_long", locale, { max: QUESTION_MAX }) : text("question_required", locale),
      ];
    }
    const conferenceId = optionalId(body.conference_id);
    if (conferenceId !== undefined && conferenceId !== activity.id) errors.conference_id = [text("conference_mismatch", locale)];
    if (Object.keys(errors).length || "error" in question) {
      invalid(res, errors);
      return;
    }
    const asked = askQuestion(participationOf(tenant, customers), activity.id, account, question.value);
    if (!asked) {
      refuse(res, 409, "too_many_pending_questions", locale, {}, { max: MAX_PENDING_QUESTIONS });
      return;
    }
    sendData(res, asked, 201);
  }),
);

participationRouter.post(
  "/conferences/:id/questions/vote",
  customerCall((req, res, { tenant, locale, customers, account, activity }) => {
    const questionId = optionalId(bodyOf(req).questionId);
    const outcome =
      questionId === undefined || Number.isNaN(questionId)
        ? "unknown"
        : voteQuestion(participationOf(tenant, customers), activity.id, questionId, account);
    if (outcome === "unknown") invalid(res, { questionId: [text("question_not_found", locale)] });
    else if (outcome === "already_voted") refuse(res, 409, "already_voted", locale);
    else sendData(res, outcome);
  }),
);

for (const [action, decision] of [
  ["validate", "validated"],
  ["reject", "rejected"],
] as const) {
  participationRouter.post(
    `/conferences/:id/questions/:questionId/${action}`,
    customerCall((req, res, { tenant, locale, customers, account, activity }) => {
      if (!isModerator(account)) {
        refuse(res, 409, "not_moderator", locale);
        return;
      }
      const questionId = parseId(req.params.questionId);
      const outcome =
        questionId === undefined ? "unknown" : moderateQuestion(participationOf(tenant, customers), activity.id, questionId, decision);
      if (outcome === "unknown") res.status(404).json({ message: text("question_unknown", locale) });
      else if (outcome === "not_pending") refuse(res, 409, "question_not_pending", locale);
      else sendData(res, outcome);
    }),
  );
}

// -------------------------------------------------------------------------------------- chat --

/** The activity's chat, or answers 404 (no such activity, or no chat) and returns undefined. */
function chatActivity(res: Response, activity: SeedActivity | undefined, locale: Locale): SeedActivity | undefined {
  if (!activity) return undefined;
  if (!activity.chatEnabled) {
    res.status(404).json({ message: text("chat_disabled", locale) });
    return undefined;
  }
  return activity;
}

participationRouter.get("/conferences/:id/chat-channel", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const activity = chatActivity(res, activityById(res, tenant, req.params.id), locale);
  if (!activity) return;
  const moderator = isModerator(account);
  sendData(res, {
    conference_id: activity.id,
    channel: `private-conference.${activity.id}.chat`,
    moderators_channel: moderator ? `private-conference.${activity.id}.moderators` : null,
    role: moderator ? "moderator" : "attendee",
    min_delay_ms: chatMinDelayMs(),
  });
});

participationRouter.get("/conferences/:id/get-last-messages", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const activity = chatActivity(res, activityById(res, tenant, req.params.id), locale);
  if (!activity) return;
  const rawAfter = typeof req.query.after === "string" ? req.query.after.trim() : undefined;
  const rawChannel = typeof req.query.channel === "string" ? req.query.channel.trim() : undefined;
  const errors: Record<string, string[]> = {};
  if (rawAfter !== undefined && rawAfter !== "" && !/^\d{1,9}$/.test(rawAfter)) errors.after = [text("value", locale)];
  if (rawChannel !== undefined && rawChannel !== "" && rawChannel !== "public" && rawChannel !== "moderators")
    errors.channel = [text("value", locale)];
  if (Object.keys(errors).length) {
    invalid(res, errors);
    return;
  }
  const channel = rawChannel === "moderators" ? "moderators" : "public";
  const moderator = isModerator(account);
  if (channel === "moderators" && !moderator) {
    refuse(res, 409, "not_moderator", locale);
    return;
  }
  const after = rawAfter ? Number(rawAfter) : undefined;
  const { messages, lastSeq } = chatMessages(participationOf(tenant, customers), activity.id, { channel, moderator, after });
  res.status(200).json({ data: messages, meta: { last_seq: lastSeq } });
});

participationRouter.post("/conferences/:slug/new-message", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const activity = chatActivity(res, activityBySlug(res, tenant, req.params.slug), locale);
  if (!activity) return;
  const body = bodyOf(req);
  const errors: Record<string, string[]> = {};
  const message = requiredText(body.message, MESSAGE_MAX);
  if ("error" in message) {
    errors.message = [
      message.error === "tooLong" ? text("message_too_long", locale, { max: MESSAGE_MAX }) : text("message_required", locale),
    ];
  }
  const rawChannel = body.channel;
  if (rawChannel !== undefined && rawChannel !== null && rawChannel !== "" && rawChannel !== "public" && rawChannel !== "moderators") {
    errors.channel = [text("value", locale)];
  }
  if (Object.keys(errors).length || "error" in message) {
    invalid(res, errors);
    return;
  }
  const channel = rawChannel === "moderators" ? "moderators" : "public";
  if (channel === "moderators" && !isModerator(account)) {
    refuse(res, 409, "not_moderator", locale);
    return;
  }
  const state = participationOf(tenant, customers);
  const wait = chatWaitMs(state, account);
  if (wait > 0) {
    res.set("retry-after", String(Math.ceil(wait / 1000)));
    refuse(res, 429, "chat_too_fast", locale, { retry_after_ms: wait });
    return;
  }
  sendData(res, postMessage(state, activity.id, account, message.value, channel), 201);
});

for (const [action, decision] of [
  ["accept-message", "accept"],
  ["delete-message", "delete"],
] as const) {
  participationRouter.post(`/conferences/:slug/${action}`, (req, res) => {
    const { tenant, locale, customers } = scope(res);
    const account = requireCustomer(req, res, customers);
    if (!account) return;
    const activity = chatActivity(res, activityBySlug(res, tenant, req.params.slug), locale);
    if (!activity) return;
    if (!isModerator(account)) {
      refuse(res, 409, "not_moderator", locale);
      return;
    }
    const messageId = optionalId(bodyOf(req).message_id);
    if (messageId === undefined || Number.isNaN(messageId)) {
      invalid(res, { message_id: [text(messageId === undefined ? "required" : "value", locale)] });
      return;
    }
    const outcome = moderateMessage(participationOf(tenant, customers), activity.id, messageId, decision);
    if (outcome === "unknown") res.status(404).json({ message: text("message_unknown", locale) });
    else if (outcome === "deleted") refuse(res, 409, "message_deleted", locale);
    else sendData(res, outcome);
  });
}

// ------------------------------------------------------------------------------------ survey --

participationRouter.get("/conferences/:id/custom-form", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const activity = activityById(res, tenant, req.params.id);
  if (!activity) return;
  const survey = surveyOf(tenant, activity);
  if (!survey) {
    res.status(404).json({ message: text("no_survey", locale) });
    return;
  }
  let answered = false;
  if (req.get("authorization") !== undefined) {
    const account = requireCustomer(req, res, customers);
    if (!account) return;
    answered = hasAnswered(participationOf(tenant, customers), activity.id, account);
  }
  sendData(res, surveyView(survey, activity, locale, answered));
});

export function surveyMessage(error: SurveyError, locale: Locale): string {
  if (error.key === "tooLong") return text("tooLong", locale, { max: error.max });
  if (error.key === "scale") return text("scale", locale, { min: error.min, max: error.max });
  return text(error.key, locale);
}

participationRouter.post(
  "/conferences/:id/custom-form/completed",
  customerCall((req, res, { tenant, locale, customers, account, activity }) => {
    const survey = surveyOf(tenant, activity);
    if (!survey) {
      res.status(404).json({ message: text("no_survey", locale) });
      return;
    }
    const state = participationOf(tenant, customers);
    if (hasAnswered(state, activity.id, account)) {
      refuse(res, 409, "survey_already_answered", locale);
      return;
    }
    const body = bodyOf(req);
    const errors: Record<string, string[]> = {};
    if (optionalId(body.custom_form_id) !== survey.id) errors.custom_form_id = [text("form_mismatch", locale)];
    const raw = body.survey;
    const answers = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const checked = checkSurvey(survey, answers);
    if ("errors" in checked) {
      for (const [name, error] of Object.entries(checked.errors)) errors[`survey.${name}`] = [surveyMessage(error, locale)];
    }
    if (Object.keys(errors).length || "errors" in checked) {
      invalid(res, errors);
      return;
    }
    saveSurveyAnswers(state, activity, survey, account, checked.answers);
    sendData(res, { custom_form_id: survey.id, conference_id: activity.id, answered: true }, 201);
  }),
);

// ------------------------------------------------------------------------------------- demo --

export const demoSurveyRouter = Router();

demoSurveyRouter.get(`${DEMO_PREFIX}/survey-answers`, (req, res) => {
  const tenant = findTenant(typeof req.query.tenant === "string" ? req.query.tenant : undefined);
  if (!tenant) {
    sendError(res, 404, "Not found");
    return;
  }
  const answers = surveyAnswers(participationOf(tenant, tenantCustomers(tenant.token)));
  res.set("cache-control", "no-store").json({
    data: answers.map((answer) => ({
      conference_id: answer.activityId,
      custom_form_id: answer.surveyId,
      email: answer.email,
      survey: answer.survey,
      answered_at: answer.answeredAt,
    })),
  });
});
