// Mecenazgo Demo: the campaigns' events at Tabakalera, Donostia (venue 20), one before DEMO_NOW. Ids: tags 61–66, rooms 2011–2012,
// splits 2001–2003, tracks 2031, topics 2041–2042, activities 2101–2104, files 21, speakers 2201–2203 (speakers.ts).
import { cet, pdf, tags as makeTags } from "../common";
import { t, tx } from "../i18n";
import type { SeedActivity, SeedRoom, SeedSplit, SeedTag, SeedTopic, SeedTrack } from "../types";

export const tags: SeedTag[] = makeTags(61, ["solidaridad", "cultura", "patrimonio", "musica", "educacion", "taller"]);

const TABAKALERA = 20;

export const rooms: SeedRoom[] = [
  { id: 2011, venueId: TABAKALERA, name: t("Sala 1", "Room 1", "Sala 1", "1. aretoa"), capacity: 120 },
  { id: 2012, venueId: TABAKALERA, name: t("Patio", "Courtyard", "Pátio", "Patioa"), capacity: 400 },
];

export const splits: SeedSplit[] = [
  {
    id: 2001,
    date: "2026-11-20",
    name: t(
      "Viernes 20 de noviembre de 2026",
      "Friday 20 November 2026",
      "Sexta-feira, 20 de novembro de 2026",
      "2026ko azaroaren 20a, ostirala",
    ),
  },
  { id: 2002, date: "2027-03-19", name: t("Viernes 19 de marzo", "Friday 19 March", "Sexta-feira, 19 de março", "Ostirala, martxoak 19") },
  { id: 2003, date: "2027-03-20", name: t("Sábado 20 de marzo", "Saturday 20 March", "Sábado, 20 de março", "Larunbata, martxoak 20") },
];

export const tracks: SeedTrack[] = [
  {
    id: 2031,
    name: t("Aprender a hacer campañas", "Learning to run campaigns", "Aprender a fazer campanhas", "Kanpainak egiten ikasi"),
    description: t(
      "Charlas y talleres para quien quiere lanzar su proyecto.",
      "Talks and workshops for those who want to launch their project.",
      "Palestras e oficinas para quem quer lançar o seu projeto.",
      "Bere proiektua abiarazi nahi duenarentzako hitzaldiak eta tailerrak.",
    ),
  },
];

export const topics: SeedTopic[] = [
  {
    id: 2041,
    name: t("Patrimonio cultural", "Cultural heritage", "Património cultural", "Kultura-ondarea"),
    tags: ["cultura", "patrimonio", "musica"],
  },
  { id: 2042, name: t("Participación", "Participation", "Participação", "Parte-hartzea"), tags: ["solidaridad", "educacion", "taller"] },
];

export const activities: SeedActivity[] = [
  {
    id: 2101,
    slug: "presentacion-campanas-2027",
    type: "event",
    title: t(
      "Presentación de las campañas 2027",
      "Launch of the 2027 campaigns",
      "Apresentação das campanhas 2027",
      "2027ko kanpainen aurkezpena",
    ),
    summary: tx(
      "Conoce los tres proyectos que buscan mecenas este año.",
      "Meet the three projects looking for patrons this year.",
      undefined,
      "Ezagutu aurten mezenasen bila dabiltzan hiru proiektuak.",
    ),
    description: tx(
      "<p>Presentamos las tres campañas de 2027: el <strong>archivo sonoro de canciones de cuna</strong>, la restauración del órgano de San Telmo y los bertsos en la escuela.</p>",
      "<p>We present the three 2027 campaigns: the <strong>lullaby sound archive</strong>, the restoration of the San Telmo organ and bertsos at school.</p>",
      undefined,
      "<p>2027ko hiru kanpainak aurkezten ditugu: <strong>sehaska-kanten soinu-artxiboa</strong>, San Telmoko organoaren zaharberritzea eta bertsoak eskolan.</p>",
    ),
    start: cet("2026-11-20", "18:00"),
    end: cet("2026-11-20", "19:30"),
    registration: { type: "free" },
    rooms: [{ roomId: 2011, seating: { total: 120, occupied: 97 } }],
    tags: ["cultura", "solidaridad"],
    speakers: [2201],
  },
  {
    id: 2102,
    slug: "concierto-solidario-archivo-sonoro",
    type: "event",
    title: t(
      "Concierto solidario por el archivo sonoro",
      "Benefit concert for the sound archive",
      "Concerto solidário pelo arquivo sonoro",
      "Elkartasun-kontzertua soinu-artxiboaren alde",
    ),
    summary: tx(
      "Todo lo recaudado va a la campaña de canciones de cuna.",
      "All proceeds go to the lullaby campaign.",
      undefined,
      "Bildutako guztia sehaska-kanten kanpainarako da.",
    ),
    description: tx(
      '<p>Concierto en el patio de Tabakalera con grupos locales. Entradas en la <a href="https://sarrerak.mecenazgo.example/kontzertua">web de venta</a>.</p>',
      '<p>Concert in the Tabakalera courtyard with local bands. Tickets on the <a href="https://sarrerak.mecenazgo.example/kontzertua">ticket site</a>.</p>',
      undefined,
      '<p>Kontzertua Tabakalerako patioan, tokiko taldeekin. Sarrerak <a href="https://sarrerak.mecenazgo.example/kontzertua">salmenta-webgunean</a>.</p>',
    ),
    start: cet("2027-03-19", "20:00"),
    end: cet("2027-03-19", "22:00"),
    registration: { type: "external", url: "https://sarrerak.mecenazgo.example/kontzertua" },
    featured: true,
    rooms: [{ roomId: 2012, seating: null }],
    tags: ["musica", "solidaridad"],
    speakers: [],
  },
  {
    id: 2103,
    slug: "charla-mecenazgo-cultural-hoy",
    type: "conference",
    title: t(
      "Charla: el mecenazgo cultural hoy",
      "Talk: cultural patronage today",
      "Palestra: o mecenato cultural hoje",
      "Hitzaldia: kultura-mezenasgoa gaur",
    ),
    summary: tx(
      "Desgravaciones, pequeñas donaciones y comunidad.",
      "Tax relief, small donations and community.",
      undefined,
      "Kenkariak, dohaintza txikiak eta komunitatea.",
    ),
    description: tx(
      "<p>Qué ha cambiado con la nueva ley de mecenazgo y por qué las <strong>pequeñas donaciones</strong> sostienen hoy la cultura.</p>",
      "<p>What the new patronage law has changed and why <strong>small donations</strong> now sustain culture.</p>",
      undefined,
      "<p>Zer aldatu den mezenasgo-lege berriarekin eta zergatik eusten dioten gaur <strong>dohaintza txikiek</strong> kulturari.</p>",
    ),
    start: cet("2027-03-20", "11:00"),
    end: cet("2027-03-20", "12:30"),
    registration: { type: "free" },
    featured: true,
    rooms: [{ roomId: 2011, seating: { total: 120, occupied: 45 } }],
    tags: ["patrimonio", "educacion"],
    speakers: [2201, 2202],
    files: [pdf(21, "Guía fiscal del mecenazgo", "guia-fiscal-mecenazgo", 735)],
    questionsEnabled: true,
    chatEnabled: true,
    surveyId: 7201,
    trackId: 2031,
  },
  {
    id: 2104,
    slug: "taller-lanza-tu-campana",
    type: "conference",
    title: t(
      "Taller: lanza tu campaña de micromecenazgo",
      "Workshop: launch your crowdfunding campaign",
      "Oficina: lance a sua campanha de financiamento coletivo",
      "Tailerra: abiarazi zure mikromezenasgo-kanpaina",
    ),
    summary: tx(
      "Vídeo, recompensas y calendario en dos horas.",
      "Video, rewards and calendar in two hours.",
      undefined,
      "Bideoa, sariak eta egutegia bi ordutan.",
    ),
    description: tx(
      "<p>Taller práctico para preparar tu campaña: <strong>objetivo, recompensas y comunicación</strong>.</p>",
      "<p>Hands-on workshop to prepare your campaign: <strong>goal, rewards and communication</strong>.</p>",
      undefined,
      "<p>Tailer praktikoa zure kanpaina prestatzeko: <strong>helburua, sariak eta komunikazioa</strong>.</p>",
    ),
    start: cet("2027-03-20", "17:00"),
    end: cet("2027-03-20", "19:00"),
    registration: { type: "paid", price: 10 },
    rooms: [{ roomId: 2011, seating: { total: 20, occupied: 20 } }],
    tags: ["taller", "educacion"],
    speakers: [2203],
    moderator: 2202,
    trackId: 2031,
  },
];
