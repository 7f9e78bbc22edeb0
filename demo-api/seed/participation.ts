// What each tenant's participation starts with: questions, chat messages, surveys, ticket holders.
// Texts are as attendees typed them (one language). More: ../API.md, "Taking part: seed".
import { cet } from "./common";
import { t, type Localized } from "./i18n";

/** Someone who wrote a question or a message. "moderator": the tenant's `mod@example.com`. */
type SeedAuthor = { id: number; name: string; surname: string } | "moderator";

interface SeedQuestion {
  id: number;
  activityId: number;
  text: string;
  author: { name: string; surname: string };
  status: "validated" | "pending";
  /** Votes of attendees who are not demo accounts. */
  votes: number;
  createdAt: string;
}

interface SeedChatMessage {
  activityId: number;
  channel: "public" | "moderators";
  text: string;
  author: SeedAuthor;
  status: "accepted" | "pending" | "deleted";
  createdAt: string;
}

interface FieldBase {
  name: string;
  label: Localized<string>;
  required: boolean;
  hint?: Localized<string>;
}

/** One field of a survey; the API's shape is in ../participation.ts (`surveyView`). */
export type SeedSurveyField = FieldBase &
  (
    | { type: "text" | "textarea"; maxLength: number }
    | { type: "radio" | "select" | "checkboxes"; options: { value: string; label: Localized<string> }[] }
    | { type: "scale"; min: number; max: number; minLabel: Localized<string>; maxLabel: Localized<string> }
    | { type: "date" | "checkbox" }
  );

export interface SeedSurvey {
  /** The activity's `surveyId` (the API's `custom_form_id`). */
  id: number;
  title: Localized<string>;
  description: Localized<string> | null;
  fields: SeedSurveyField[];
}

interface TenantParticipationSeed {
  questions: SeedQuestion[];
  chat: SeedChatMessage[];
  surveys: SeedSurvey[];
}

/** Where a tenant has `ticketRequired`, these accounts hold a ticket (an all-activities pass). */
export const TICKET_HOLDERS: readonly string[] = ["ana@example.com", "mod@example.com"];

// ------------------------------------------------------------------------------ surveys --

const yesPartlyNo = [
  { value: "yes", label: t("Sí", "Yes", "Sim", "Bai") },
  { value: "partly", label: t("En parte", "Partly", "Em parte", "Neurri batean") },
  { value: "no", label: t("No", "No", "Não", "Ez") },
];

const FIELDS = {
  overall: {
    name: "overall",
    type: "scale",
    label: t(
      "Valoración general de la sesión",
      "Overall rating of the session",
      "Avaliação geral da sessão",
      "Saioaren balorazio orokorra",
    ),
    required: true,
    min: 1,
    max: 5,
    minLabel: t("Muy mala", "Very poor", "Muito má", "Oso txarra"),
    maxLabel: t("Excelente", "Excellent", "Excelente", "Bikaina"),
  },
  recommend: {
    name: "recommend",
    type: "scale",
    label: t(
      "¿Recomendarías esta sesión a un colega?",
      "Would you recommend this session to a colleague?",
      "Recomendaria esta sessão a um colega?",
      "Saio hau lankide bati gomendatuko zenioke?",
    ),
    required: true,
    min: 0,
    max: 10,
    minLabel: t("Nada probable", "Not at all likely", "Nada provável", "Batere ez"),
    maxLabel: t("Muy probable", "Extremely likely", "Muito provável", "Oso litekeena"),
  },
  expectations: {
    name: "expectations",
    type: "radio",
    label: t(
      "¿El contenido respondió a tus expectativas?",
      "Did the content meet your expectations?",
      "O conteúdo correspondeu às suas expectativas?",
      "Edukiak zure itxaropenak bete ditu?",
    ),
    required: true,
    options: yesPartlyNo,
  },
  attendance: {
    name: "attendance",
    type: "select",
    label: t("¿Cómo la seguiste?", "How did you follow it?", "Como a acompanhou?", "Nola jarraitu duzu?"),
    required: true,
    options: [
      { value: "in_person", label: t("En la sala", "In the room", "Na sala", "Aretoan") },
      { value: "streaming", label: t("Por streaming", "On the live stream", "Pela transmissão", "Streaming bidez") },
      { value: "both", label: t("Las dos cosas", "Both", "As duas coisas", "Biak") },
    ],
  },
  topics: {
    name: "topics",
    type: "checkboxes",
    label: t(
      "¿Qué temas te gustaría para la próxima edición?",
      "Which topics would you like at the next edition?",
      "Que temas gostaria de ver na próxima edição?",
      "Zein gai nahi zenituzke hurrengo ediziorako?",
    ),
    required: false,
    hint: t("Elige todos los que quieras.", "Choose as many as you like.", "Escolha todos os que quiser.", "Aukeratu nahi adina."),
    options: [
      { value: "ai", label: t("Inteligencia artificial", "Artificial intelligence", "Inteligência artificial", "Adimen artifiziala") },
      { value: "sustainability", label: t("Sostenibilidad", "Sustainability", "Sustentabilidade", "Iraunkortasuna") },
      { value: "culture", label: t("Cultura", "Culture", "Cultura", "Kultura") },
      { value: "health", label: t("Salud", "Health", "Saúde", "Osasuna") },
    ],
  },
  followUp: {
    name: "follow_up_date",
    type: "date",
    label: t(
      "Si quieres una sesión de seguimiento, ¿qué día te viene bien?",
      "If you would like a follow-up session, which day suits you?",
      "Se quiser uma sessão de acompanhamento, que dia lhe convém?",
      "Jarraipen-saio bat nahi baduzu, zein egun datorkizu ondo?",
    ),
    required: false,
    hint: t(
      "Déjalo vacío si no la quieres.",
      "Leave it empty if you do not want one.",
      "Deixe em branco se não a quiser.",
      "Utzi hutsik ez baduzu nahi.",
    ),
  },
  best: {
    name: "best",
    type: "text",
    label: t("Lo que más te gustó", "What you liked most", "O que mais gostou", "Gehien gustatu zitzaizuna"),
    required: false,
    maxLength: 150,
  },
  comments: {
    name: "comments",
    type: "textarea",
    label: t("Comentarios y sugerencias", "Comments and suggestions", "Comentários e sugestões", "Iruzkinak eta iradokizunak"),
    required: false,
    maxLength: 1000,
  },
  contact: {
    name: "contact_ok",
    type: "checkbox",
    label: t(
      "Podéis contactarme para ampliar mi opinión",
      "You may contact me to hear more about my opinion",
      "Podem contactar-me para saber mais da minha opinião",
      "Nirekin harremanetan jar zaitezkete iritzia zabaltzeko",
    ),
    required: false,
  },
} satisfies Record<string, SeedSurveyField>;

const SATISFACTION = t("Encuesta de satisfacción", "Satisfaction survey", "Inquérito de satisfação", "Gogobetetze-inkesta");
const TWO_MINUTES = t(
  "Tu opinión nos ayuda a mejorar. Son dos minutos.",
  "Your opinion helps us improve. It takes two minutes.",
  "A sua opinião ajuda-nos a melhorar. São dois minutos.",
  "Zure iritziak hobetzen laguntzen digu. Bi minutu dira.",
);

/** Every kind of field a survey can have. */
function fullSurvey(id: number): SeedSurvey {
  const { overall, expectations, attendance, topics, followUp, best, comments, contact } = FIELDS;
  return {
    id,
    title: SATISFACTION,
    description: TWO_MINUTES,
    fields: [overall, expectations, attendance, topics, followUp, best, comments, contact],
  };
}

/** A short one. */
function shortSurvey(id: number): SeedSurvey {
  const { recommend, expectations, comments } = FIELDS;
  return { id, title: SATISFACTION, description: null, fields: [recommend, expectations, comments] };
}

// ----------------------------------------------------------------------------- attendees --

const IKER = { id: 901, name: "Iker", surname: "Larrea" };
const LUCIA = { id: 902, name: "Lucía", surname: "Fernández" };
const JOAO = { id: 903, name: "João", surname: "Costa" };
const EMMA = { id: 904, name: "Emma", surname: "Walsh" };
const NAIARA = { id: 905, name: "Naiara", surname: "Urquijo" };

const ask = (person: { name: string; surname: string }) => ({ name: person.name, surname: person.surname });

// ------------------------------------------------------------------------------- tenants --

const congreso: TenantParticipationSeed = {
  questions: [
    // The opening (102): four validated, two with the same votes (the older comes first), one waiting.
    {
      id: 1,
      activityId: 102,
      text: "¿Cómo se audita un modelo que ya está en producción en la administración pública?",
      author: ask(LUCIA),
      status: "validated",
      votes: 14,
      createdAt: cet("2026-11-16", "09:40"),
    },
    {
      id: 2,
      activityId: 102,
      text: "¿Qué papel deberían tener los sindicatos en la adopción de IA en el trabajo?",
      author: ask(IKER),
      status: "validated",
      votes: 9,
      createdAt: cet("2026-11-16", "09:42"),
    },
    {
      id: 3,
      activityId: 102,
      text: "How do you explain a model's decision to someone who cannot read code?",
      author: ask(EMMA),
      status: "validated",
      votes: 9,
      createdAt: cet("2026-11-16", "09:47"),
    },
    {
      id: 4,
      activityId: 102,
      text: "¿Hay algún caso de IA en cultura que haya salido mal y del que aprendierais?",
      author: ask(JOAO),
      status: "validated",
      votes: 3,
      createdAt: cet("2026-11-16", "09:51"),
    },
    {
      id: 5,
      activityId: 102,
      text: "¿Publicaréis las diapositivas?",
      author: ask(NAIARA),
      status: "pending",
      votes: 0,
      createdAt: cet("2026-11-16", "09:55"),
    },
    // The health round table (105).
    {
      id: 6,
      activityId: 105,
      text: "¿Qué se hace con las personas mayores que no tienen móvil?",
      author: ask(NAIARA),
      status: "validated",
      votes: 21,
      createdAt: cet("2026-11-16", "12:20"),
    },
    {
      id: 7,
      activityId: 105,
      text: "¿La telemedicina ahorra dinero de verdad o solo lo cambia de sitio?",
      author: ask(IKER),
      status: "validated",
      votes: 6,
      createdAt: cet("2026-11-16", "12:31"),
    },
    // The climate keynote (109).
    {
      id: 8,
      activityId: 109,
      text: "What would you do first in a city with no data at all?",
      author: ask(EMMA),
      status: "validated",
      votes: 11,
      createdAt: cet("2026-11-16", "09:35"),
    },
    {
      id: 9,
      activityId: 109,
      text: "¿Qué opina de los jardines de lluvia en cascos históricos?",
      author: ask(LUCIA),
      status: "pending",
      votes: 0,
      createdAt: cet("2026-11-16", "09:58"),
    },
  ],
  chat: [
    {
      activityId: 102,
      channel: "public",
      text: "¡Buenos días desde Donostia! Se ve y se oye perfecto.",
      author: IKER,
      status: "accepted",
      createdAt: cet("2026-11-16", "09:31"),
    },
    {
      activityId: 102,
      channel: "public",
      text: "Bienvenidas y bienvenidos. Las preguntas para el turno final, en la pestaña Preguntas.",
      author: "moderator",
      status: "accepted",
      createdAt: cet("2026-11-16", "09:32"),
    },
    {
      activityId: 102,
      channel: "public",
      text: "Good morning from Dublin!",
      author: EMMA,
      status: "accepted",
      createdAt: cet("2026-11-16", "09:33"),
    },
    {
      activityId: 102,
      channel: "public",
      text: "Comprad seguidores baratos en mi web",
      author: JOAO,
      status: "deleted",
      createdAt: cet("2026-11-16", "09:36"),
    },
    {
      activityId: 102,
      channel: "public",
      text: "¿Habrá subtítulos en euskera?",
      author: NAIARA,
      status: "accepted",
      createdAt: cet("2026-11-16", "09:38"),
    },
    {
      activityId: 102,
      channel: "public",
      text: "Muy interesante lo de la participación ciudadana",
      author: LUCIA,
      status: "pending",
      createdAt: cet("2026-11-16", "09:41"),
    },
    {
      activityId: 102,
      channel: "moderators",
      text: "Recordad: enlaces comerciales fuera, preguntas a la pestaña de preguntas.",
      author: "moderator",
      status: "accepted",
      createdAt: cet("2026-11-16", "09:25"),
    },
    {
      activityId: 105,
      channel: "public",
      text: "¿Alguien sabe si la mesa se grabará?",
      author: LUCIA,
      status: "accepted",
      createdAt: cet("2026-11-16", "12:16"),
    },
    {
      activityId: 105,
      channel: "public",
      text: "Sí, la grabación estará en la web del congreso.",
      author: "moderator",
      status: "accepted",
      createdAt: cet("2026-11-16", "12:18"),
    },
  ],
  surveys: [fullSurvey(7001), shortSurvey(7002), fullSurvey(7003)],
};

const eventos: TenantParticipationSeed = {
  questions: [
    {
      id: 1,
      activityId: 1105,
      text: "¿Qué métricas miráis antes de una primera reunión?",
      author: ask(LUCIA),
      status: "validated",
      votes: 7,
      createdAt: cet("2026-11-16", "10:05"),
    },
    {
      id: 2,
      activityId: 1105,
      text: "¿Los préstamos públicos exigen aval personal?",
      author: ask(IKER),
      status: "validated",
      votes: 4,
      createdAt: cet("2026-11-16", "10:09"),
    },
    {
      id: 3,
      activityId: 1102,
      text: "¿Cómo se evalúa a una persona que nunca ves en la oficina?",
      author: ask(NAIARA),
      status: "validated",
      votes: 5,
      createdAt: cet("2026-11-16", "09:45"),
    },
  ],
  chat: [
    {
      activityId: 1105,
      channel: "public",
      text: "Hola desde la sala Retiro.",
      author: IKER,
      status: "accepted",
      createdAt: cet("2026-11-16", "10:01"),
    },
    {
      activityId: 1105,
      channel: "public",
      text: "Bienvenidos. Dejad vuestras preguntas en la pestaña de preguntas.",
      author: "moderator",
      status: "accepted",
      createdAt: cet("2026-11-16", "10:02"),
    },
  ],
  surveys: [shortSurvey(7101)],
};

const mecenazgo: TenantParticipationSeed = {
  questions: [
    {
      id: 1,
      activityId: 2103,
      text: "¿Las pequeñas donaciones también desgravan en Gipuzkoa?",
      author: ask(NAIARA),
      status: "validated",
      votes: 8,
      createdAt: cet("2026-11-16", "11:10"),
    },
  ],
  chat: [
    {
      activityId: 2103,
      channel: "public",
      text: "Kaixo! Aretoa beteta dago.",
      author: NAIARA,
      status: "accepted",
      createdAt: cet("2026-11-16", "11:02"),
    },
  ],
  surveys: [fullSurvey(7201)],
};

const universidad: TenantParticipationSeed = {
  questions: [
    {
      id: 1,
      activityId: 3101,
      text: "¿Los datos de una tesis doctoral tienen que publicarse también?",
      author: ask(NAIARA),
      status: "validated",
      votes: 12,
      createdAt: cet("2026-11-16", "09:40"),
    },
    {
      id: 2,
      activityId: 3101,
      text: "Does the mandate cover software, or only data and papers?",
      author: ask(EMMA),
      status: "validated",
      votes: 5,
      createdAt: cet("2026-11-16", "09:44"),
    },
    {
      id: 3,
      activityId: 3105,
      text: "¿Cómo se valora un conjunto de datos en un concurso de plazas?",
      author: ask(LUCIA),
      status: "pending",
      votes: 0,
      createdAt: cet("2026-11-16", "09:50"),
    },
  ],
  chat: [
    {
      activityId: 3101,
      channel: "public",
      text: "Egun on Paraninfotik!",
      author: NAIARA,
      status: "accepted",
      createdAt: cet("2026-11-16", "09:31"),
    },
    {
      activityId: 3101,
      channel: "public",
      text: "Las diapositivas estarán en el repositorio institucional con DOI.",
      author: "moderator",
      status: "accepted",
      createdAt: cet("2026-11-16", "09:33"),
    },
  ],
  surveys: [fullSurvey(7301)],
};

const SEEDS: Readonly<Record<string, TenantParticipationSeed>> = {
  "demo-congreso-token": congreso,
  "demo-eventos-token": eventos,
  "demo-mecenazgo-token": mecenazgo,
  "demo-universidad-token": universidad,
};

const EMPTY: TenantParticipationSeed = { questions: [], chat: [], surveys: [] };

export function participationSeed(tenantToken: string): TenantParticipationSeed {
  return Object.prototype.hasOwnProperty.call(SEEDS, tenantToken) ? SEEDS[tenantToken] : EMPTY;
}
