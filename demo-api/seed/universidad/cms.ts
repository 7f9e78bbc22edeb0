/** Universidad Demo CMS pages (ids 3001–3009): every text in the four languages. */
import { asset, contactPage, legalPages, pageTitles } from "../common";
import { t } from "../i18n";
import type { SeedCmsPage } from "../types";

const CAMPUS = { latitude: 43.3309, longitude: -2.9681, address: "Barrio Sarriena s/n, 48940 Leioa" };

/** The external registration page (app/paths.ts `externalRegistration`): registering without an account. */
const REGISTER_WITHOUT_ACCOUNT = "/inscripcion";

export const pages: SeedCmsPage[] = [
  {
    id: 3001,
    slug: "home",
    title: t("Inicio", "Home", "Início", "Hasiera"),
    description: t(
      "II Congreso de Ciencia Abierta de la Universidad Demo: 17 y 18 de marzo de 2027, campus de Leioa.",
      "Universidad Demo's 2nd Open Science Congress: 17 and 18 March 2027, Leioa campus.",
      "II Congresso de Ciência Aberta da Universidad Demo: 17 e 18 de março de 2027, campus de Leioa.",
      "Universidad Demoren Zientzia Irekiaren II. Kongresua: 2027ko martxoaren 17a eta 18a, Leioako campusa.",
    ),
    modules: [
      {
        type: "slide",
        title: null,
        slides: [
          {
            image: asset.cms("slide-ciencia-abierta"),
            alt: t(
              "Pósteres en caballetes y personas que los comentan",
              "Posters on easels and people discussing them",
              "Pósteres em cavaletes e pessoas a conversar sobre eles",
              "Posterrak euskarrietan eta haiei buruz hizketan ari den jendea",
            ),
            title: t(
              "II Congreso de Ciencia Abierta",
              "2nd Open Science Congress",
              "II Congresso de Ciência Aberta",
              "Zientzia Irekiaren II. Kongresua",
            ),
            text: t(
              "17 y 18 de marzo de 2027 · Campus de Leioa",
              "17–18 March 2027 · Leioa campus",
              "17 e 18 de março de 2027 · Campus de Leioa",
              "2027ko martxoaren 17a eta 18a · Leioako campusa",
            ),
            link: { text: t("Ver el programa", "See the programme", "Ver o programa", "Ikusi egitaraua"), url: "/agenda" },
          },
        ],
      },
      {
        type: "title",
        text: t(
          "Compartir la investigación es investigar mejor",
          "Sharing research is better research",
          "Partilhar a investigação é investigar melhor",
          "Ikerketa partekatzea hobeto ikertzea da",
        ),
        level: 2,
      },
      {
        type: "text",
        text: t(
          "<p>Dos días de <strong>conferencias plenarias, comunicaciones, pósteres y talleres</strong> sobre datos abiertos, acceso abierto y evaluación de la investigación. Abierto al personal investigador, técnico y bibliotecario y al estudiantado de doctorado.</p>",
          "<p>Two days of <strong>plenary lectures, papers, posters and workshops</strong> on open data, open access and research assessment. Open to researchers, technical and library staff, and doctoral students.</p>",
          "<p>Dois dias de <strong>conferências plenárias, comunicações, pósteres e oficinas</strong> sobre dados abertos, acesso aberto e avaliação da investigação. Aberto a investigadores, pessoal técnico e de bibliotecas e doutorandos.</p>",
          "<p>Bi egun <strong>osoko hitzaldi, komunikazio, poster eta tailerrekin</strong>, datu irekiei, sarbide irekiari eta ikerketaren ebaluazioari buruz. Ikertzaileei, langile tekniko eta liburuzainei eta doktorego-ikasleei irekia.</p>",
        ),
      },
      {
        type: "container",
        title: null,
        columns: 2,
        children: [
          {
            type: "card",
            title: t("Con cuenta", "With an account", "Com conta", "Kontuarekin"),
            text: t(
              "Crea tu cuenta para inscribirte a los talleres, hacer preguntas y descargar tu certificado.",
              "Create an account to sign up for workshops, ask questions and download your certificate.",
              "Crie a sua conta para se inscrever nas oficinas, fazer perguntas e descarregar o seu certificado.",
              "Sortu zure kontua tailerretan izena emateko, galderak egiteko eta ziurtagiria deskargatzeko.",
            ),
            image: null,
            imageAlt: null,
            link: { text: t("Crear una cuenta", "Create an account", "Criar uma conta", "Sortu kontu bat"), url: "/registro" },
          },
          {
            type: "card",
            title: t("Sin cuenta", "Without an account", "Sem conta", "Konturik gabe"),
            text: t(
              "¿Solo vienes a escuchar? Inscríbete al congreso con tu nombre y tu correo.",
              "Just coming to listen? Register for the congress with your name and e-mail.",
              "Vem só ouvir? Inscreva-se no congresso com o seu nome e o seu e-mail.",
              "Entzutera bakarrik zatoz? Eman izena kongresuan zure izenarekin eta posta elektronikoarekin.",
            ),
            image: null,
            imageAlt: null,
            link: {
              text: t("Inscribirme sin cuenta", "Register without an account", "Inscrever-me sem conta", "Konturik gabe izena eman"),
              url: REGISTER_WITHOUT_ACCOUNT,
            },
          },
        ],
      },
      {
        type: "activities",
        title: t("Destacados del programa", "Programme highlights", "Destaques do programa", "Egitarauaren nabarmenak"),
        source: "featured",
        limit: 3,
      },
      { type: "speakers", title: t("Ponentes", "Speakers", "Oradores", "Hizlariak"), source: "all" },
      {
        type: "blog",
        title: t("Noticias del congreso", "Congress news", "Notícias do congresso", "Kongresuko berriak"),
        source: "homePage",
        limit: 3,
      },
      { type: "sponsors", title: t("Con el apoyo de", "Supported by", "Com o apoio de", "Laguntzaileak"), source: "all" },
    ],
  },
  ...legalPages(3002, {
    company: "Universidad Demo",
    taxId: "Q4818001B",
    address: "Barrio Sarriena s/n, 48940 Leioa",
    email: "kongresua@universidad.example.org",
  }),
  contactPage(3005, "kongresua@universidad.example.org", "3c9e1f27-8b4d-4e6a-a0d5-6f1b2c7e9d48"),
  {
    id: 3006,
    slug: "sala-de-prensa",
    title: pageTitles.pressRoom,
    description: null,
    modules: [
      {
        type: "text",
        text: t(
          '<p>Gabinete de prensa: <a href="mailto:prentsa@universidad.example.org">prentsa@universidad.example.org</a>.</p>',
          '<p>Press office: <a href="mailto:prentsa@universidad.example.org">prentsa@universidad.example.org</a>.</p>',
          '<p>Gabinete de imprensa: <a href="mailto:prentsa@universidad.example.org">prentsa@universidad.example.org</a>.</p>',
          '<p>Prentsa-bulegoa: <a href="mailto:prentsa@universidad.example.org">prentsa@universidad.example.org</a>.</p>',
        ),
      },
      { type: "blog", title: t("Noticias", "News", "Notícias", "Berriak"), source: "latest" },
    ],
  },
  {
    id: 3007,
    slug: "como-llegar",
    title: pageTitles.howToGetThere,
    description: t(
      "El campus de Leioa en metro, autobús o coche.",
      "The Leioa campus by metro, bus or car.",
      "O campus de Leioa de metro, autocarro ou carro.",
      "Leioako campusa metroz, autobusez edo autoz.",
    ),
    modules: [
      {
        type: "static_map",
        title: t("Campus de Leioa", "Leioa campus", "Campus de Leioa", "Leioako campusa"),
        image: asset.map("leioa"),
        alt: t(
          "Mapa del campus de Leioa con el Paraninfo junto a la parada de metro",
          "Map of the Leioa campus showing the Great Hall near the metro stop",
          "Mapa do campus de Leioa com o auditório junto à paragem de metro",
          "Leioako campusaren mapa, Paraninfoa metro-geltokiaren ondoan",
        ),
        ...CAMPUS,
      },
      {
        type: "text",
        text: t(
          "<ul><li>Metro: línea 1, parada Leioa (10 minutos a pie).</li><li>Autobús: líneas A3414 y A3422, parada Campus.</li><li>Coche: aparcamiento norte, gratuito para el congreso.</li></ul>",
          "<ul><li>Metro: line 1, Leioa stop (10-minute walk).</li><li>Bus: lines A3414 and A3422, Campus stop.</li><li>Car: north car park, free for the congress.</li></ul>",
          "<ul><li>Metro: linha 1, paragem Leioa (10 minutos a pé).</li><li>Autocarro: linhas A3414 e A3422, paragem Campus.</li><li>Carro: estacionamento norte, gratuito para o congresso.</li></ul>",
          "<ul><li>Metroa: 1. linea, Leioa geltokia (10 minutu oinez).</li><li>Autobusa: A3414 eta A3422 lineak, Campus geltokia.</li><li>Autoa: iparraldeko aparkalekua, doan kongresurako.</li></ul>",
        ),
      },
    ],
  },
  {
    id: 3008,
    slug: "sobre-el-congreso",
    title: t("El congreso", "The congress", "O congresso", "Kongresua"),
    description: t(
      "Quién lo organiza y cómo se eligen las comunicaciones.",
      "Who organises it and how papers are chosen.",
      "Quem o organiza e como se escolhem as comunicações.",
      "Nork antolatzen duen eta komunikazioak nola aukeratzen diren.",
    ),
    modules: [
      {
        type: "text",
        text: t(
          "<p>Organiza el <strong>Vicerrectorado de Investigación</strong> de la Universidad Demo con la Biblioteca Universitaria. Las comunicaciones y los pósteres pasan una revisión por pares doble ciega; las actas se publican en acceso abierto con DOI.</p>",
          "<p>Organised by Universidad Demo's <strong>Vice-Rectorate for Research</strong> with the University Library. Papers and posters go through double-blind peer review; the proceedings are published in open access with a DOI.</p>",
          "<p>Organizado pela <strong>Vice-Reitoria de Investigação</strong> da Universidad Demo com a Biblioteca Universitária. As comunicações e os pósteres passam por uma revisão por pares duplamente cega; as atas são publicadas em acesso aberto com DOI.</p>",
          "<p>Universidad Demoren <strong>Ikerketako Errektoreordetzak</strong> antolatzen du, Unibertsitateko Liburutegiarekin batera. Komunikazioek eta posterrek itsu bikoitzeko parekoen berrikuspena igarotzen dute; aktak sarbide irekian argitaratzen dira, DOIarekin.</p>",
        ),
      },
      {
        type: "speakers",
        title: t("Comité organizador", "Organising committee", "Comissão organizadora", "Antolakuntza-batzordea"),
        source: [3204, 3201, 3203],
      },
      { type: "link", text: pageTitles.howToGetThere, url: "/como-llegar" },
    ],
  },
];
