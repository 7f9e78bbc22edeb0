/** Mecenazgo Demo CMS pages (ids 2001–2011). Titles in Basque too: it is a Spanish/Basque site. */
import { asset, contactPage, legalPages, pageTitles } from "../common";
import { t, tx } from "../i18n";
import type { SeedCmsPage, SeedModule } from "../types";

const sdgCard = (goal: number, title: ReturnType<typeof t>, text: ReturnType<typeof t>): SeedModule => ({
  type: "card",
  title,
  text,
  image: asset.sdg(goal),
  imageAlt: tx(`Icono del ODS ${goal}`, `SDG ${goal} icon`, `Ícone do ODS ${goal}`, `${goal}. GIHaren ikonoa`),
  link: null,
});

export const pages: SeedCmsPage[] = [
  {
    id: 2001,
    slug: "home",
    title: t("Inicio", "Home", "Início", "Hasiera"),
    description: tx(
      "Campañas de micromecenazgo para proyectos culturales.",
      "Crowdfunding campaigns for cultural projects.",
      undefined,
      "Kultura-proiektuetarako mikromezenasgo-kanpainak.",
    ),
    modules: [
      {
        type: "slide",
        title: null,
        slides: [
          {
            image: asset.cms("slide-canciones-de-cuna"),
            alt: tx(
              "Un coro con túnicas en las gradas de un escenario",
              "A choir in robes on the risers of a stage",
              undefined,
              "Abesbatza bat tunikekin agertoki bateko mailetan",
            ),
            title: tx("Canciones de cuna", "Lullabies", undefined, "Sehaska-kantak"),
            text: tx(
              "Ayúdanos a grabar 200 canciones antes de que se pierdan.",
              "Help us record 200 songs before they are lost.",
              undefined,
              "Lagun iezaguzu 200 kanta grabatzen galdu baino lehen.",
            ),
            link: { text: tx("Quiero colaborar", "I want to help", undefined, "Lagundu nahi dut"), url: "/campanas" },
          },
          {
            image: asset.cms("slide-organo"),
            alt: null,
            title: tx("El órgano de San Telmo", "The San Telmo organ", undefined, "San Telmoko organoa"),
            text: null,
            link: null,
          },
        ],
      },
      {
        type: "title",
        text: tx(
          "La cultura la sostenemos entre todas las personas",
          "Culture is sustained by all of us",
          undefined,
          "Kulturari guztion artean eusten diogu",
        ),
        level: 2,
      },
      {
        type: "text",
        text: tx(
          "<p>Desde 2019, <strong>2 300 mecenas</strong> han financiado 18 proyectos culturales en Gipuzkoa.</p>",
          "<p>Since 2019, <strong>2,300 patrons</strong> have funded 18 cultural projects in Gipuzkoa.</p>",
          undefined,
          "<p>2019tik, <strong>2.300 mezenasek</strong> 18 kultura-proiektu finantzatu dituzte Gipuzkoan.</p>",
        ),
      },
    ],
  },
  ...legalPages(2002, {
    company: "Fundación Mecenazgo Demo",
    taxId: "G22222222",
    address: "Andre zigarrogileak plaza 1, 20012 Donostia",
    email: "kaixo@mecenazgo.example",
  }),
  {
    id: 2005,
    slug: "sdg",
    title: pageTitles.sdg,
    description: tx(
      "Nuestra contribución a la Agenda 2030.",
      "Our contribution to the 2030 Agenda.",
      undefined,
      "2030 Agendari egiten diogun ekarpena.",
    ),
    modules: [
      { type: "title", text: pageTitles.sdg, level: 2 },
      {
        type: "text",
        text: tx(
          "<p>Cada campaña se evalúa según su aporte a los <strong>Objetivos de Desarrollo Sostenible</strong>.</p>",
          "<p>Every campaign is assessed by its contribution to the <strong>Sustainable Development Goals</strong>.</p>",
          undefined,
          "<p>Kanpaina bakoitza <strong>Garapen Iraunkorrerako Helburuei</strong> egiten dien ekarpenaren arabera ebaluatzen da.</p>",
        ),
      },
      {
        type: "container",
        title: null,
        columns: 2,
        children: [
          sdgCard(
            4,
            t("Educación de calidad", "Quality education", "Educação de qualidade", "Kalitatezko hezkuntza"),
            tx(
              "Bertsoak eskolan llega a doce escuelas.",
              "Bertsoak eskolan reaches twelve schools.",
              undefined,
              "Bertsoak eskolan hamabi eskolatara iristen da.",
            ),
          ),
          sdgCard(
            10,
            t("Reducción de las desigualdades", "Reduced inequalities", "Reduzir as desigualdades", "Desberdintasunak murriztea"),
            tx(
              "Entradas gratuitas para personas con pocos recursos.",
              "Free tickets for people on low incomes.",
              undefined,
              "Doako sarrerak baliabide gutxiko pertsonentzat.",
            ),
          ),
          sdgCard(
            11,
            t(
              "Ciudades y comunidades sostenibles",
              "Sustainable cities and communities",
              "Cidades e comunidades sustentáveis",
              "Hiri eta komunitate jasangarriak",
            ),
            tx(
              "Protegemos el patrimonio cultural (meta 11.4).",
              "We protect cultural heritage (target 11.4).",
              undefined,
              "Kultura-ondarea babesten dugu (11.4 xedea).",
            ),
          ),
          sdgCard(
            17,
            t(
              "Alianzas para lograr los objetivos",
              "Partnerships for the goals",
              "Parcerias e meios de implementação",
              "Helburuak lortzeko aliantzak",
            ),
            tx(
              "Instituciones, empresas y mecenas, juntos.",
              "Institutions, companies and patrons, together.",
              undefined,
              "Erakundeak, enpresak eta mezenasak, elkarrekin.",
            ),
          ),
        ],
      },
    ],
  },
  {
    id: 2006,
    slug: "sobre-nosotros",
    title: pageTitles.aboutUs,
    description: tx("La fundación y su equipo.", "The foundation and its team.", undefined, "Fundazioa eta bere taldea."),
    modules: [
      {
        type: "text",
        text: tx(
          "<p>La Fundación Mecenazgo Demo nació en 2019 en Tabakalera para acercar la <strong>financiación colectiva</strong> a la cultura.</p>",
          "<p>The Mecenazgo Demo Foundation was born in 2019 at Tabakalera to bring <strong>crowdfunding</strong> to culture.</p>",
          undefined,
          "<p>Mecenazgo Demo Fundazioa 2019an sortu zen Tabakaleran, <strong>finantzaketa kolektiboa</strong> kulturara hurbiltzeko.</p>",
        ),
      },
      { type: "speakers", title: tx("Equipo", "Team", undefined, "Taldea"), source: [2201, 2203] },
      { type: "link", text: pageTitles.sdg, url: "/sdg" },
    ],
  },
  contactPage(2007, "kaixo@mecenazgo.example", "a1d4e7b2-5c3f-4b8a-9e61-7f2d0c9b8e35"),
  {
    id: 2008,
    slug: "campanas",
    title: t("Campañas", "Campaigns", "Campanhas", "Kanpainak"),
    description: tx("Proyectos que buscan mecenas.", "Projects looking for patrons.", undefined, "Mezenasen bila dabiltzan proiektuak."),
    modules: [
      {
        type: "container",
        title: null,
        columns: 3,
        children: [
          {
            type: "card",
            title: tx("Canciones de cuna", "Lullabies", undefined, "Sehaska-kantak"),
            text: tx(
              "Objetivo: 12 000 €. La campaña sigue abierta.",
              "Goal: €12,000. The campaign is still open.",
              undefined,
              "Helburua: 12.000 €. Kanpaina irekita dago oraindik.",
            ),
            image: asset.cms("slide-canciones-de-cuna"),
            imageAlt: null,
            link: { text: tx("Leer más", "Read more", undefined, "Irakurri gehiago"), url: "/blog/archivo-sonoro-canciones-de-cuna" },
          },
          {
            type: "card",
            title: tx("Órgano de San Telmo", "San Telmo organ", undefined, "San Telmoko organoa"),
            text: tx(
              "Objetivo conseguido: más de 20 000 € de 388 mecenas.",
              "Goal reached: over €20,000 from 388 patrons.",
              undefined,
              "Helburua lortuta: 20.000 € baino gehiago, 388 mezenasen artean.",
            ),
            image: asset.cms("slide-organo"),
            imageAlt: null,
            link: { text: tx("Leer más", "Read more", undefined, "Irakurri gehiago"), url: "/blog/organo-san-telmo" },
          },
          {
            type: "card",
            title: tx("Bertsoak eskolan", "Bertsoak eskolan", undefined, "Bertsoak eskolan"),
            text: tx(
              "Recaudado: 11 200 € de 12 000 €.",
              "Raised: €11,200 of €12,000.",
              undefined,
              "Bilduta: 11.200 €, 12.000 €-ko helburutik.",
            ),
            image: null,
            imageAlt: null,
            link: { text: tx("Leer más", "Read more", undefined, "Irakurri gehiago"), url: "/blog/bertsoak-eskolan-balance" },
          },
        ],
      },
    ],
  },
  {
    id: 2009,
    slug: "quienes-somos",
    title: t("Quiénes somos", "Who we are", "Quem somos", "Nor gara"),
    description: null,
    modules: [
      {
        type: "text",
        text: tx(
          '<p>Un patronato de cinco personas y un equipo técnico de tres. Rendimos cuentas cada año en el <a href="https://transparencia.mecenazgo.example">portal de transparencia</a>.</p>',
          '<p>A board of five people and a staff of three. We report every year on the <a href="https://transparencia.mecenazgo.example">transparency portal</a>.</p>',
          undefined,
          '<p>Bost laguneko patronatua eta hiru laguneko talde teknikoa. Urtero ematen dugu kontu <a href="https://transparencia.mecenazgo.example">gardentasun-atarian</a>.</p>',
        ),
      },
    ],
  },
  {
    id: 2010,
    slug: "preguntas-frecuentes",
    title: t("Preguntas frecuentes", "FAQ", "Perguntas frequentes", "Ohiko galderak"),
    description: null,
    modules: [
      {
        type: "title",
        text: tx("¿Puedo desgravar mi donación?", "Can I get tax relief on my donation?", undefined, "Nire dohaintza kendu dezaket?"),
        level: 3,
      },
      {
        type: "text",
        text: tx(
          "<p>Sí. En territorio común, el 80 % de los primeros 250 euros y el 40 % del resto (45 % si donas a la misma entidad tres años seguidos); en Navarra, el 80 % de los primeros 150 euros y el 35 % del resto. Calcúlalo aquí abajo.</p>",
          "<p>Yes. In the common territory, 80% of the first 250 euros and 40% of the rest (45% if you give to the same organisation three years running); in Navarre, 80% of the first 150 euros and 35% of the rest. Work it out below.</p>",
          undefined,
          "<p>Bai. Lurralde komunean, lehen 250 euroen % 80 eta gainerakoaren % 40 (% 45, erakunde berari hiru urtez jarraian ematen badiozu); Nafarroan, lehen 150 euroen % 80 eta gainerakoaren % 35. Kalkulatu hemen behean.</p>",
        ),
      },
      // The tax-deduction calculator: every regime this tenant offers (demo-api/tenants.json).
      {
        type: "donation_calculator",
        title: t("Calcula tu desgravación", "Work out your tax relief", "Calcule a sua dedução", "Kalkulatu zure kenkaria"),
        intro: tx(
          "Escribe cuánto donas al año y te decimos cuánto te desgravas y cuánto te cuesta de verdad, línea a línea.",
          "Enter how much you give each year and we tell you how much tax relief you get and what it really costs you, line by line.",
          undefined,
          "Idatzi urtean zenbat ematen duzun, eta zenbat kentzen duzun eta benetan zenbat balio dizun esango dizugu, lerroz lerro.",
        ),
        regimes: null,
        defaultRegime: "common",
      },
      {
        type: "title",
        text: tx(
          "¿Qué pasa si la campaña no llega al objetivo?",
          "What if the campaign does not reach its goal?",
          undefined,
          "Zer gertatzen da kanpainak helburua lortzen ez badu?",
        ),
        level: 3,
      },
      {
        type: "text",
        text: tx(
          "<p>Te devolvemos el dinero íntegro.</p>",
          "<p>We refund you in full.</p>",
          undefined,
          "<p>Dirua osorik itzultzen dizugu.</p>",
        ),
      },
    ],
  },
  {
    id: 2011,
    slug: "sala-de-prensa",
    title: pageTitles.pressRoom,
    description: null,
    modules: [
      {
        type: "text",
        text: tx(
          '<p>Prensa: <a href="mailto:prentsa@mecenazgo.example">prentsa@mecenazgo.example</a>.</p>',
          '<p>Press: <a href="mailto:prentsa@mecenazgo.example">prentsa@mecenazgo.example</a>.</p>',
          undefined,
          '<p>Prentsa: <a href="mailto:prentsa@mecenazgo.example">prentsa@mecenazgo.example</a>.</p>',
        ),
      },
      { type: "blog", title: tx("Noticias", "News", undefined, "Berriak"), source: "latest" },
    ],
  },
];
