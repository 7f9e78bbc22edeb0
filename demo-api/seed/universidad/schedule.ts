/**
 * Universidad Demo: the II Congreso de Ciencia Abierta, 17–18 March 2027 at the Leioa campus
 * (venue 30). Ids: tags 71–78, rooms 3011–3013, splits 3001–3002, tracks 3031–3032, topics
 * 3041–3042, activities 3101–3108, files 31, speakers 3201–3205 (speakers.ts).
 */
import { cet, pdf, tags as makeTags } from "../common";
import { t } from "../i18n";
import type { SeedActivity, SeedRoom, SeedSplit, SeedTag, SeedTopic, SeedTrack } from "../types";

export const tags: SeedTag[] = makeTags(71, [
  "ciencia-abierta",
  "datos-abiertos",
  "acceso-abierto",
  "keynote",
  "taller",
  "poster",
  "educacion",
  "comunidad",
]);

const CAMPUS = 30;

export const rooms: SeedRoom[] = [
  { id: 3011, venueId: CAMPUS, name: t("Paraninfo", "Great Hall", "Auditório principal", "Paraninfoa"), capacity: 400 },
  {
    id: 3012,
    venueId: CAMPUS,
    name: t("Aula 0.12, Aulario I", "Room 0.12, Teaching Building I", "Sala 0.12, Edifício de Aulas I", "0.12 gela, I. Ikasgela-eraikina"),
    capacity: 80,
  },
  {
    id: 3013,
    venueId: CAMPUS,
    name: t("Laboratorio de informática 2", "Computer lab 2", "Laboratório de informática 2", "2. informatika-laborategia"),
    capacity: 25,
  },
];

export const splits: SeedSplit[] = [
  {
    id: 3001,
    date: "2027-03-17",
    name: t("Miércoles 17 de marzo", "Wednesday 17 March", "Quarta-feira, 17 de março", "Asteazkena, martxoak 17"),
  },
  {
    id: 3002,
    date: "2027-03-18",
    name: t("Jueves 18 de marzo", "Thursday 18 March", "Quinta-feira, 18 de março", "Osteguna, martxoak 18"),
  },
];

export const tracks: SeedTrack[] = [
  {
    id: 3031,
    name: t("Datos y software abiertos", "Open data and software", "Dados e software abertos", "Datu eta software irekiak"),
    description: t(
      "Comunicaciones y talleres sobre datos FAIR, planes de gestión y código reproducible.",
      "Papers and workshops on FAIR data, management plans and reproducible code.",
      "Comunicações e oficinas sobre dados FAIR, planos de gestão e código reprodutível.",
      "FAIR datuei, kudeaketa-planei eta kode erreproduzigarriari buruzko komunikazioak eta tailerrak.",
    ),
  },
  {
    id: 3032,
    name: t("Publicar y evaluar", "Publishing and assessment", "Publicar e avaliar", "Argitaratu eta ebaluatu"),
    description: t(
      "Acceso abierto, revisión por pares y nuevas formas de evaluar la investigación.",
      "Open access, peer review and new ways of assessing research.",
      "Acesso aberto, revisão por pares e novas formas de avaliar a investigação.",
      "Sarbide irekia, parekoen berrikuspena eta ikerketa ebaluatzeko modu berriak.",
    ),
  },
];

export const topics: SeedTopic[] = [
  {
    id: 3041,
    name: t("Investigación reproducible", "Reproducible research", "Investigação reprodutível", "Ikerketa erreproduzigarria"),
    tags: ["datos-abiertos", "taller", "poster"],
  },
  {
    id: 3042,
    name: t("Política científica", "Science policy", "Política científica", "Zientzia-politika"),
    tags: ["acceso-abierto", "ciencia-abierta", "educacion"],
  },
];

export const activities: SeedActivity[] = [
  {
    id: 3101,
    slug: "plenaria-inaugural-ciencia-abierta",
    type: "conference",
    title: t(
      "Conferencia plenaria: la ciencia abierta, de la obligación a la cultura",
      "Plenary lecture: open science, from mandate to culture",
      "Conferência plenária: a ciência aberta, da obrigação à cultura",
      "Osoko hitzaldia: zientzia irekia, betebeharretik kulturara",
    ),
    summary: t(
      "Inauguración del congreso con la catedrática Itziar Goikoetxea.",
      "Opening of the congress with Professor Itziar Goikoetxea.",
      "Abertura do congresso com a catedrática Itziar Goikoetxea.",
      "Kongresuaren irekiera Itziar Goikoetxea katedradunarekin.",
    ),
    description: t(
      "<p>Los mandatos de acceso abierto ya son ley. ¿Qué falta para que compartir datos, código y resultados sea <strong>lo normal</strong> en los grupos de investigación?</p>",
      "<p>Open access mandates are now law. What is still missing for sharing data, code and results to be <strong>the norm</strong> in research groups?</p>",
      "<p>Os mandatos de acesso aberto já são lei. O que falta para que partilhar dados, código e resultados seja <strong>o normal</strong> nos grupos de investigação?</p>",
      "<p>Sarbide irekiko aginduak lege dira dagoeneko. Zer falta da datuak, kodea eta emaitzak partekatzea ikerketa-taldeetan <strong>ohikoa</strong> izan dadin?</p>",
    ),
    start: cet("2027-03-17", "09:30"),
    end: cet("2027-03-17", "10:30"),
    registration: { type: "free" },
    featured: true,
    rooms: [{ roomId: 3011, seating: { total: 400, occupied: 236 } }],
    tags: ["keynote", "ciencia-abierta"],
    speakers: [3201],
    moderator: 3204,
    streamingUrl: "https://www.youtube.com/@universidaddemo",
    questionsEnabled: true,
    chatEnabled: true,
    surveyId: 7301,
  },
  {
    id: 3102,
    slug: "comunicaciones-datos-fair",
    type: "conference",
    title: t(
      "Sesión de comunicaciones: datos FAIR en la práctica",
      "Paper session: FAIR data in practice",
      "Sessão de comunicações: dados FAIR na prática",
      "Komunikazio-saioa: FAIR datuak praktikan",
    ),
    summary: t(
      "Cuatro comunicaciones de 15 minutos y turno de preguntas.",
      "Four 15-minute papers and questions.",
      "Quatro comunicações de 15 minutos e perguntas.",
      "15 minutuko lau komunikazio eta galdera-txanda.",
    ),
    description: t(
      "<p>Repositorios institucionales, identificadores persistentes y metadatos: experiencias de tres universidades y un centro de investigación.</p>",
      "<p>Institutional repositories, persistent identifiers and metadata: experiences from three universities and a research centre.</p>",
      "<p>Repositórios institucionais, identificadores persistentes e metadados: experiências de três universidades e um centro de investigação.</p>",
      "<p>Erakunde-biltegiak, identifikatzaile iraunkorrak eta metadatuak: hiru unibertsitateren eta ikerketa-zentro baten esperientziak.</p>",
    ),
    start: cet("2027-03-17", "11:00"),
    end: cet("2027-03-17", "12:30"),
    registration: { type: "free" },
    rooms: [{ roomId: 3012, seating: { total: 80, occupied: 80 } }],
    tags: ["datos-abiertos", "ciencia-abierta"],
    speakers: [3202, 3203],
    moderator: 3204,
    questionsEnabled: true,
    trackId: 3031,
  },
  {
    id: 3103,
    slug: "taller-plan-gestion-datos",
    type: "conference",
    title: t(
      "Taller: tu primer plan de gestión de datos",
      "Workshop: your first data management plan",
      "Oficina: o seu primeiro plano de gestão de dados",
      "Tailerra: zure lehen datu-kudeaketako plana",
    ),
    summary: t(
      "Trae tu proyecto y sal con un borrador listo para la convocatoria.",
      "Bring your project and leave with a draft ready for the call.",
      "Traga o seu projeto e saia com um rascunho pronto para a convocatória.",
      "Ekarri zure proiektua eta atera deialdirako prest dagoen zirriborro batekin.",
    ),
    description: t(
      "<p>Taller práctico con la plantilla de la agencia. Plazas limitadas; el precio incluye el material.</p>",
      "<p>Hands-on workshop with the agency's template. Limited places; the price includes the materials.</p>",
      "<p>Oficina prática com o modelo da agência. Vagas limitadas; o preço inclui o material.</p>",
      "<p>Tailer praktikoa agentziaren txantiloiarekin. Plaza mugatuak; prezioak materiala barne hartzen du.</p>",
    ),
    start: cet("2027-03-17", "15:30"),
    end: cet("2027-03-17", "18:00"),
    registration: { type: "paid", price: 15 },
    rooms: [{ roomId: 3013, seating: { total: 25, occupied: 18 } }],
    tags: ["taller", "datos-abiertos"],
    speakers: [3203],
    files: [pdf(31, "Plantilla de plan de gestión de datos", "plantilla-plan-gestion-datos", 747)],
    trackId: 3031,
  },
  {
    id: 3104,
    slug: "sesion-posteres",
    type: "event",
    title: t("Sesión de pósteres y café", "Poster session and coffee", "Sessão de pósteres e café", "Poster-saioa eta kafea"),
    summary: t(
      "Treinta y dos pósteres de grupos de investigación, con sus autoras y autores.",
      "Thirty-two posters from research groups, with their authors.",
      "Trinta e dois pósteres de grupos de investigação, com as suas autoras e autores.",
      "Ikerketa-taldeen hogeita hamabi poster, egileekin batera.",
    ),
    description: t(
      "<p>En el claustro de la Biblioteca Central. El comité elegirá el <strong>mejor póster</strong> en la clausura.</p>",
      "<p>In the cloister of the Central Library. The committee will choose the <strong>best poster</strong> at the closing.</p>",
      "<p>No claustro da Biblioteca Central. A comissão escolherá o <strong>melhor póster</strong> no encerramento.</p>",
      "<p>Liburutegi Nagusiko klaustroan. Batzordeak <strong>poster onena</strong> aukeratuko du itxieran.</p>",
    ),
    start: cet("2027-03-17", "12:30"),
    end: cet("2027-03-17", "13:30"),
    registration: { type: "free" },
    rooms: [],
    venueId: CAMPUS,
    tags: ["poster", "comunidad"],
    speakers: [],
  },
  {
    id: 3105,
    slug: "plenaria-evaluar-investigacion",
    type: "conference",
    title: t(
      "Conferencia plenaria: evaluar la investigación más allá del factor de impacto",
      "Plenary lecture: assessing research beyond the impact factor",
      "Conferência plenária: avaliar a investigação para além do fator de impacto",
      "Osoko hitzaldia: ikerketa ebaluatu inpaktu-faktoretik harago",
    ),
    summary: t(
      "CoARA, DORA y lo que cambia en las convocatorias europeas.",
      "CoARA, DORA and what changes in European calls.",
      "CoARA, DORA e o que muda nas convocatórias europeias.",
      "CoARA, DORA eta Europako deialdietan aldatzen dena.",
    ),
    description: t(
      "<p>Hannah Lindqvist repasa cómo se evalúa hoy a las personas investigadoras en Europa y qué pesa más que el <strong>número de artículos</strong>.</p>",
      "<p>Hannah Lindqvist reviews how researchers are assessed in Europe today and what counts for more than the <strong>number of papers</strong>.</p>",
      "<p>Hannah Lindqvist revê como se avaliam hoje os investigadores na Europa e o que pesa mais do que o <strong>número de artigos</strong>.</p>",
      "<p>Hannah Lindqvistek gaur Europan ikertzaileak nola ebaluatzen diren aztertuko du, eta zerk duen <strong>artikulu kopuruak</strong> baino pisu handiagoa.</p>",
    ),
    start: cet("2027-03-18", "09:30"),
    end: cet("2027-03-18", "10:30"),
    registration: { type: "free" },
    featured: true,
    rooms: [{ roomId: 3011, seating: { total: 400, occupied: 151 } }],
    tags: ["keynote", "educacion"],
    speakers: [3205],
    moderator: 3201,
    questionsEnabled: true,
    chatEnabled: true,
    trackId: 3032,
  },
  {
    id: 3106,
    slug: "comunicaciones-acceso-abierto",
    type: "conference",
    title: t(
      "Sesión de comunicaciones: publicar en acceso abierto",
      "Paper session: publishing in open access",
      "Sessão de comunicações: publicar em acesso aberto",
      "Komunikazio-saioa: sarbide irekian argitaratu",
    ),
    summary: t(
      "Vías, costes y derechos de autor.",
      "Routes, costs and copyright.",
      "Vias, custos e direitos de autor.",
      "Bideak, kostuak eta egile-eskubideak.",
    ),
    description: t(
      "<p>Vía verde, vía diamante y acuerdos transformativos: qué conviene a cada grupo y cómo conservar los derechos.</p>",
      "<p>Green route, diamond route and transformative agreements: what suits each group and how to keep your rights.</p>",
      "<p>Via verde, via diamante e acordos transformativos: o que convém a cada grupo e como manter os direitos.</p>",
      "<p>Bide berdea, diamante-bidea eta akordio eraldatzaileak: talde bakoitzari zer komeni zaion eta eskubideak nola gorde.</p>",
    ),
    start: cet("2027-03-18", "11:00"),
    end: cet("2027-03-18", "12:30"),
    registration: { type: "free" },
    featured: true,
    rooms: [{ roomId: 3012, seating: { total: 80, occupied: 47 } }],
    tags: ["acceso-abierto"],
    speakers: [3203, 3205],
    moderator: 3202,
    trackId: 3032,
  },
  {
    id: 3107,
    slug: "taller-codigo-reproducible-git",
    type: "conference",
    title: t(
      "Taller: código reproducible con Git y Zenodo",
      "Workshop: reproducible code with Git and Zenodo",
      "Oficina: código reprodutível com Git e Zenodo",
      "Tailerra: kode erreproduzigarria Git eta Zenodorekin",
    ),
    summary: t(
      "Del portátil a un DOI en dos horas. Trae tu ordenador.",
      "From laptop to DOI in two hours. Bring your computer.",
      "Do portátil a um DOI em duas horas. Traga o seu computador.",
      "Ordenagailu eramangarritik DOI batera bi ordutan. Ekarri zure ordenagailua.",
    ),
    description: t(
      "<p>Control de versiones, licencias y archivo del código en un repositorio con <strong>identificador persistente</strong>.</p>",
      "<p>Version control, licences and archiving code in a repository with a <strong>persistent identifier</strong>.</p>",
      "<p>Controlo de versões, licenças e arquivo do código num repositório com <strong>identificador persistente</strong>.</p>",
      "<p>Bertsio-kontrola, lizentziak eta kodea <strong>identifikatzaile iraunkorra</strong> duen biltegi batean artxibatzea.</p>",
    ),
    start: cet("2027-03-18", "15:30"),
    end: cet("2027-03-18", "17:30"),
    registration: { type: "paid", price: 10 },
    rooms: [{ roomId: 3013, seating: { total: 25, occupied: 11 } }],
    tags: ["taller", "datos-abiertos"],
    speakers: [3202],
    trackId: 3031,
  },
  {
    id: 3108,
    slug: "mesa-redonda-quien-paga-ciencia-abierta",
    type: "conference",
    title: t(
      "Mesa redonda de clausura: ¿quién paga la ciencia abierta?",
      "Closing round table: who pays for open science?",
      "Mesa-redonda de encerramento: quem paga a ciência aberta?",
      "Itxierako mahai-ingurua: nork ordaintzen du zientzia irekia?",
    ),
    summary: t(
      "Universidad, agencia y editorial en la misma mesa. Entrega del premio al mejor póster.",
      "University, agency and publisher at the same table. Best poster award.",
      "Universidade, agência e editora na mesma mesa. Entrega do prémio ao melhor póster.",
      "Unibertsitatea, agentzia eta argitaletxea mahai berean. Poster onenaren saria.",
    ),
    description: null,
    start: cet("2027-03-18", "18:00"),
    end: cet("2027-03-18", "19:30"),
    registration: { type: "free" },
    rooms: [{ roomId: 3011, seating: { total: 400, occupied: 98 } }],
    tags: ["ciencia-abierta", "comunidad"],
    speakers: [3201, 3204, 3205],
    moderator: 3203,
  },
];
