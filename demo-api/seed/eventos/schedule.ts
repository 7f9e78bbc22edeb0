// Eventos Demo: two days of professional meetings in Madrid (venue 10), 23–24 March 2027. Ids: tags 31–36, rooms 1011–1013,
// splits 1001–1002, tracks 1031, topics 1041–1042, activities 1101–1107, files 11, speakers 1201–1204 (speakers.ts).
import { cet, pdf, tags as makeTags } from "../common";
import { t, tx } from "../i18n";
import type { SeedActivity, SeedRoom, SeedSplit, SeedTag, SeedTopic, SeedTrack } from "../types";

export const tags: SeedTag[] = makeTags(31, [
  "liderazgo",
  "marketing",
  "emprendimiento",
  "tecnologia",
  "inteligencia-artificial",
  "taller",
]);

const CENTRO = 10;

export const rooms: SeedRoom[] = [
  { id: 1011, venueId: CENTRO, name: t("Sala Retiro", "Retiro Room", "Sala Retiro", "Retiro aretoa"), capacity: 200 },
  { id: 1012, venueId: CENTRO, name: t("Sala Prado", "Prado Room", "Sala Prado", "Prado aretoa"), capacity: 80 },
  { id: 1013, venueId: CENTRO, name: t("Vestíbulo", "Foyer", "Átrio", "Atondoa"), capacity: 300 },
];

export const splits: SeedSplit[] = [
  {
    id: 1001,
    date: "2027-03-23",
    name: t("Martes 23 de marzo", "Tuesday 23 March", "Terça-feira, 23 de março", "Martitzena, martxoak 23"),
  },
  {
    id: 1002,
    date: "2027-03-24",
    name: t("Miércoles 24 de marzo", "Wednesday 24 March", "Quarta-feira, 24 de março", "Asteazkena, martxoak 24"),
  },
];

export const tracks: SeedTrack[] = [
  {
    id: 1031,
    name: t("Dirección y equipos", "Management and teams", "Direção e equipas", "Zuzendaritza eta taldeak"),
    description: t(
      "Sesiones para quienes dirigen equipos y empresas.",
      "Sessions for people who lead teams and companies.",
      "Sessões para quem dirige equipas e empresas.",
      "Taldeak eta enpresak zuzentzen dituztenentzako saioak.",
    ),
  },
];

export const topics: SeedTopic[] = [
  { id: 1041, name: tx("Gestión", "Management"), tags: ["liderazgo", "marketing"] },
  { id: 1042, name: tx("Crecimiento", "Growth"), tags: ["emprendimiento", "tecnologia", "inteligencia-artificial"] },
];

const D1 = "2027-03-23";
const D2 = "2027-03-24";

export const activities: SeedActivity[] = [
  {
    id: 1101,
    slug: "desayuno-de-bienvenida",
    type: "event",
    title: tx("Desayuno de bienvenida", "Welcome breakfast"),
    summary: tx("Recoge tu entrada y conoce al resto de asistentes.", "Collect your ticket and meet the other attendees."),
    description: tx(
      "<p>Café, zumo y bollería artesana en el vestíbulo. Ten a mano tu <strong>entrada</strong>.</p>",
      "<p>Coffee, juice and pastries in the foyer. Have your <strong>ticket</strong> ready.</p>",
    ),
    start: cet(D1, "08:30"),
    end: cet(D1, "09:15"),
    registration: { type: "free" },
    rooms: [{ roomId: 1013, seating: null }],
    tags: [],
    speakers: [],
  },
  {
    id: 1102,
    slug: "liderar-equipos-hibridos",
    type: "conference",
    title: tx("Liderar equipos híbridos", "Leading hybrid teams"),
    summary: tx(
      "Rituales, herramientas y confianza cuando no todo el equipo está en la oficina.",
      "Rituals, tools and trust when not everyone is in the office.",
    ),
    description: tx(
      "<p>Laura Gómez comparte lo aprendido dirigiendo un equipo de 120 personas repartidas en cuatro países.</p><ul><li>Reuniones que sí sirven.</li><li>Documentar antes que hablar.</li><li>Medir resultados, no horas.</li></ul>",
      "<p>Laura Gómez shares what she learnt leading a team of 120 people across four countries.</p><ul><li>Meetings that are worth it.</li><li>Write it down before talking.</li><li>Measure results, not hours.</li></ul>",
    ),
    start: cet(D1, "09:30"),
    end: cet(D1, "10:30"),
    registration: { type: "paid", price: 30 },
    featured: true,
    rooms: [{ roomId: 1011, seating: { total: 200, occupied: 164 } }],
    tags: ["liderazgo"],
    speakers: [1201],
    questionsEnabled: true,
    trackId: 1031,
  },
  {
    id: 1103,
    slug: "marketing-con-datos-propios",
    type: "conference",
    title: tx("Marketing con datos propios, sin cookies de terceros", "Marketing with first-party data, without third-party cookies"),
    summary: tx("Cómo medir campañas respetando la privacidad.", "How to measure campaigns while respecting privacy."),
    description: tx(
      "<p>Las cookies de terceros desaparecen. David Chen explica cómo construir una <strong>estrategia de datos propios</strong> que cumpla el RGPD.</p>",
      "<p>Third-party cookies are going away. David Chen explains how to build a GDPR-compliant <strong>first-party data strategy</strong>.</p>",
    ),
    start: cet(D1, "11:00"),
    end: cet(D1, "12:00"),
    registration: { type: "paid", price: 30 },
    rooms: [{ roomId: 1012, seating: { total: 80, occupied: 80 } }],
    tags: ["marketing", "tecnologia"],
    speakers: [1202],
    files: [pdf(11, "Plantilla de plan de medición", "plantilla-plan-medicion", 739)],
  },
  {
    id: 1104,
    slug: "taller-pitch-tres-minutos",
    type: "conference",
    title: tx("Taller: tu pitch en tres minutos", "Workshop: your pitch in three minutes"),
    summary: tx("Prepara, ensaya y recibe comentarios de inversores.", "Prepare, rehearse and get feedback from investors."),
    description: tx(
      "<p>Trabajo en parejas y ensayo delante del grupo. Trae tu presentación actual.</p>",
      "<p>Work in pairs and rehearse in front of the group. Bring your current deck.</p>",
    ),
    start: cet(D1, "12:30"),
    end: cet(D1, "14:00"),
    registration: { type: "paid", price: 45 },
    rooms: [{ roomId: 1012, seating: { total: 24, occupied: 11 } }],
    tags: ["taller", "emprendimiento"],
    speakers: [1203],
  },
  {
    id: 1105,
    slug: "financiacion-startups-2027",
    type: "conference",
    title: tx("Financiación para startups en 2027", "Startup funding in 2027"),
    summary: tx(
      "Capital riesgo, préstamos públicos y business angels: qué pide cada uno.",
      "Venture capital, public loans and business angels: what each one asks for.",
    ),
    description: tx(
      "<p>Diálogo entre una inversora y un emprendedor sobre cómo ha cambiado la <strong>financiación</strong> y qué métricas importan hoy.</p>",
      "<p>A conversation between an investor and a founder on how <strong>funding</strong> has changed and which metrics matter today.</p>",
    ),
    start: cet(D2, "10:00"),
    end: cet(D2, "11:00"),
    registration: { type: "paid", price: 30 },
    featured: true,
    rooms: [{ roomId: 1011, seating: { total: 200, occupied: 92 } }],
    tags: ["emprendimiento"],
    speakers: [1203, 1204],
    moderator: 1201,
    questionsEnabled: true,
    chatEnabled: true,
    surveyId: 7101,
    trackId: 1031,
  },
  {
    id: 1106,
    slug: "ia-en-la-empresa-mediana",
    type: "conference",
    title: tx("IA en la empresa mediana: por dónde empezar", "AI in mid-sized companies: where to start"),
    summary: tx("Tres casos con presupuesto modesto y resultados medibles.", "Three cases with a modest budget and measurable results."),
    description: tx(
      "<p>Atención al cliente, previsión de demanda y facturas: <strong>casos reales</strong> con sus costes.</p>",
      "<p>Customer service, demand forecasting and invoices: <strong>real cases</strong> with their costs.</p>",
    ),
    start: cet(D2, "11:30"),
    end: cet(D2, "12:30"),
    registration: { type: "paid", price: 30 },
    rooms: [{ roomId: 1011, seating: null }],
    tags: ["tecnologia", "inteligencia-artificial"],
    speakers: [1204],
    trackId: 1031,
  },
  {
    id: 1107,
    slug: "cena-de-gala-premios-demo",
    type: "event",
    title: tx("Cena de gala de los Premios Demo", "Demo Awards gala dinner"),
    summary: tx(
      "Entrega de premios a las mejores iniciativas del año. Entradas aparte.",
      "Awards for the best initiatives of the year. Separate tickets.",
    ),
    description: tx(
      '<p>Cena y entrega de premios en el Casino Demo de Madrid. Entradas en la <a href="https://tickets.eventos.example/gala-2027">web de venta</a>.</p>',
      '<p>Dinner and awards at the Casino Demo in Madrid. Tickets on the <a href="https://tickets.eventos.example/gala-2027">ticket site</a>.</p>',
    ),
    start: cet(D2, "20:30"),
    end: cet(D2, "23:00"),
    registration: { type: "external", url: "https://tickets.eventos.example/gala-2027" },
    featured: true,
    rooms: [],
    venueId: CENTRO,
    tags: ["emprendimiento", "liderazgo"],
    speakers: [],
  },
];
