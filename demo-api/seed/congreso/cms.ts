// Congreso Demo CMS pages. Page ids: 1–9 (site pages), 20–39 (`modulo-<type>`: one demo page per module type, and `modulo-todos`
// with one module of each type).
import { asset, contactPage, legalPages, pageTitles, salesConditionsPage } from "../common";
import { t } from "../i18n";
import type { SeedCmsPage, SeedModule } from "../types";

const CONTACT_FORM_UUID = "5b0e3c1e-6f2a-4a8e-9d53-2f7c1a9e4b10";
const EUSKALDUNA = { latitude: 43.2667, longitude: -2.9478, address: "Abandoibarra Etorbidea 4, 48011 Bilbao" };
const KURSAAL = { latitude: 43.3243, longitude: -1.9788, address: "Zurriola Hiribidea 1, 20002 Donostia" };

const slides: Extract<SeedModule, { type: "slide" }> = {
  type: "slide",
  title: null,
  slides: [
    {
      image: asset.cms("slide-bilbao"),
      alt: t(
        "Ponente en el atril ante la sala llena, con un gráfico en la pantalla",
        "A speaker at the lectern before a full hall, a chart on the big screen",
        "Orador no púlpito diante da sala cheia, com um gráfico no ecrã",
        "Hizlaria faristolean, areto betearen aurrean, pantailan grafiko bat duela",
      ),
      title: t("Bilbao, 9 de marzo", "Bilbao, 9 March", "Bilbau, 9 de março", "Bilbo, martxoak 9"),
      text: t(
        "Inauguración, datos abiertos y salud digital en el Palacio Euskalduna.",
        "Opening, open data and digital health at the Euskalduna Palace.",
        "Abertura, dados abertos e saúde digital no Palácio Euskalduna.",
        "Irekiera, datu irekiak eta osasun digitala Euskalduna Jauregian.",
      ),
      link: { text: t("Ver la agenda", "See the agenda", "Ver a agenda", "Ikusi agenda"), url: "/agenda" },
    },
    {
      image: asset.cms("slide-donostia"),
      alt: t(
        "Una orquesta en el escenario, con el director de espaldas y el público en penumbra",
        "An orchestra on stage, the conductor seen from behind, the audience in the dark",
        "Uma orquestra no palco, com o maestro de costas e o público na penumbra",
        "Orkestra bat agertokian, zuzendaria bizkarrez eta publikoa ilunpean",
      ),
      title: t("Donostia, 10 de marzo", "Donostia, 10 March", "Donostia, 10 de março", "Donostia, martxoak 10"),
      text: t(
        "Clima, cultura y un concierto frente al mar en el Kursaal.",
        "Climate, culture and a concert by the sea at the Kursaal.",
        "Clima, cultura e um concerto junto ao mar no Kursaal.",
        "Klima, kultura eta kontzertu bat itsasoaren aurrean, Kursaalen.",
      ),
      link: { text: t("Ver ponentes", "See speakers", "Ver oradores", "Ikusi hizlariak"), url: "/ponentes" },
    },
    {
      image: asset.cms("slide-talleres"),
      alt: null,
      title: t("Talleres prácticos", "Hands-on workshops", "Oficinas práticas", "Tailer praktikoak"),
      text: t(
        "Plazas limitadas: reserva la tuya.",
        "Limited places: book yours.",
        "Lugares limitados: reserve o seu.",
        "Plaza mugatuak: hartu zurea.",
      ),
      link: null,
    },
  ],
};

/** One or more examples of each module type (the first one goes to `modulo-todos`). */
const moduleExamples: Record<string, SeedModule[]> = {
  activities: [
    {
      type: "activities",
      title: t("Próximas actividades", "Upcoming activities", "Próximas atividades", "Hurrengo jarduerak"),
      source: "next",
    },
  ],
  blog: [{ type: "blog", title: t("Últimas noticias", "Latest news", "Últimas notícias", "Azken berriak"), source: "latest", limit: 3 }],
  card: [
    {
      type: "card",
      title: t("Hazte voluntario", "Become a volunteer", "Seja voluntário", "Egin boluntario"),
      text: t(
        "Vive el congreso desde dentro y asiste gratis a todas las sesiones.",
        "Experience the congress from the inside and attend every session for free.",
        "Viva o congresso por dentro e assista gratuitamente a todas as sessões.",
        "Bizi kongresua barrutik, eta joan doan saio guztietara.",
      ),
      image: asset.cms("voluntariado"),
      imageAlt: t(
        "Voluntarias con camisetas del congreso en el mostrador de información",
        "Volunteers in congress T-shirts at the information desk",
        "Voluntárias com t-shirts do congresso no balcão de informações",
        "Boluntarioak kongresuko kamisetekin informazio-mahaian",
      ),
      link: {
        text: t("Más información", "More information", "Mais informações", "Informazio gehiago"),
        url: "/blog/voluntariado-congreso-2027",
      },
    },
  ],
  // The same form as /contacto: messages sent here reach the same backend form.
  contact_form: [
    { type: "contact_form", title: t("Escríbenos", "Write to us", "Escreva-nos", "Idatzi iezaguzu"), formUuid: CONTACT_FORM_UUID },
  ],
  container: [
    {
      type: "container",
      title: t("Tres razones para venir", "Three reasons to come", "Três razões para vir", "Etortzeko hiru arrazoi"),
      columns: 3,
      children: [
        {
          type: "card",
          title: t("Aprende", "Learn", "Aprenda", "Ikasi"),
          text: t(
            "Doce ponentes y diecinueve sesiones en tres días.",
            "Twelve speakers and nineteen sessions over three days.",
            "Doze oradores e dezanove sessões em três dias.",
            "Hamabi hizlari eta hemeretzi saio hiru egunetan.",
          ),
          image: asset.cms("razon-aprende"),
          imageAlt: null,
          link: null,
        },
        {
          type: "card",
          title: t("Practica", "Practise", "Pratique", "Praktikatu"),
          text: t(
            "Talleres en grupos reducidos.",
            "Workshops in small groups.",
            "Oficinas em grupos reduzidos.",
            "Tailerrak talde txikietan.",
          ),
          image: null,
          imageAlt: null,
          link: { text: t("Ver talleres", "See workshops", "Ver oficinas", "Ikusi tailerrak"), url: "/agenda?tag=taller" },
        },
        {
          type: "container",
          title: t("Conecta", "Connect", "Faça contactos", "Konektatu"),
          columns: 1,
          children: [
            {
              type: "text",
              text: t(
                "<p>Comidas de networking y mesas temáticas.</p>",
                "<p>Networking lunches and themed tables.</p>",
                "<p>Almoços de networking e mesas temáticas.</p>",
                "<p>Networking bazkariak eta mahai tematikoak.</p>",
              ),
            },
            {
              type: "link",
              text: t("Comida de networking", "Networking lunch", "Almoço de networking", "Networking bazkaria"),
              url: "/agenda/comida-networking-bilbao",
            },
          ],
        },
      ],
    },
  ],
  countdown: [
    {
      type: "countdown",
      title: t(
        "Falta muy poco para la inauguración",
        "The opening is almost here",
        "Falta muito pouco para a abertura",
        "Irekiera gertu dago",
      ),
      targetDate: "2027-03-09T09:30:00+01:00",
    },
  ],
  // The tax-deduction calculator: this tenant offers the common regime only (demo-api/tenants.json).
  donation_calculator: [
    {
      type: "donation_calculator",
      title: t("¿Cuánto te desgravas?", "How much tax relief do you get?", "Quanto deduz?", "Zenbat kentzen duzu?"),
      intro: t(
        "Calcula cuánto te devuelve Hacienda por donar al fondo de becas del congreso y cuánto te cuesta de verdad.",
        "Work out how much of your gift to the congress's grant fund comes back to you in tax relief, and what it really costs you.",
        "Calcule quanto recupera em impostos ao doar para o fundo de bolsas do congresso e quanto lhe custa realmente.",
        "Kalkulatu zenbat itzultzen dizun Ogasunak kongresuaren beka-funtsari dohaintza egiteagatik, eta benetan zenbat balio dizun.",
      ),
      regimes: null,
      defaultRegime: "common",
    },
  ],
  html: [
    {
      type: "html",
      title: t("Contenido HTML", "HTML content", "Conteúdo HTML", "HTML edukia"),
      // Deliberately hostile HTML: the portal must sanitize it (script, handlers, javascript: URLs).
      html: t(
        '<div class="destacado"><p>Bloque de <strong>HTML libre</strong> escrito en el CMS, con una tabla:</p><table><thead><tr><th>Día</th><th>Sede</th></tr></thead><tbody><tr><td>9 de marzo</td><td>Bilbao</td></tr><tr><td>10 de marzo</td><td>Donostia</td></tr></tbody></table><script>alert(1)</script><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">Enlace peligroso</a> y <a href="https://congreso.example">enlace seguro</a>.</p></div>',
        '<div class="destacado"><p>A block of <strong>free HTML</strong> written in the CMS, with a table:</p><table><thead><tr><th>Day</th><th>Venue</th></tr></thead><tbody><tr><td>9 March</td><td>Bilbao</td></tr><tr><td>10 March</td><td>Donostia</td></tr></tbody></table><script>alert(1)</script><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">Dangerous link</a> and <a href="https://congreso.example">safe link</a>.</p></div>',
        '<div class="destacado"><p>Bloco de <strong>HTML livre</strong> escrito no CMS, com uma tabela:</p><table><thead><tr><th>Dia</th><th>Local</th></tr></thead><tbody><tr><td>9 de março</td><td>Bilbau</td></tr><tr><td>10 de março</td><td>Donostia</td></tr></tbody></table><script>alert(1)</script><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">Ligação perigosa</a> e <a href="https://congreso.example">ligação segura</a>.</p></div>',
        '<div class="destacado"><p>CMSan idatzitako <strong>HTML libreko</strong> blokea, taula batekin:</p><table><thead><tr><th>Eguna</th><th>Egoitza</th></tr></thead><tbody><tr><td>Martxoaren 9a</td><td>Bilbo</td></tr><tr><td>Martxoaren 10a</td><td>Donostia</td></tr></tbody></table><script>alert(1)</script><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">Esteka arriskutsua</a> eta <a href="https://congreso.example">esteka segurua</a>.</p></div>',
      ),
    },
  ],
  iframe: [
    {
      type: "iframe",
      title: t(
        "Mapa interactivo del Palacio Euskalduna",
        "Interactive map of the Euskalduna Palace",
        "Mapa interativo do Palácio Euskalduna",
        "Euskalduna Jauregiaren mapa interaktiboa",
      ),
      url: "https://www.openstreetmap.org/export/embed.html?bbox=-2.9565%2C43.2625%2C-2.9391%2C43.2709&layer=mapnik&marker=43.2667%2C-2.9478",
      height: 450,
    },
    // Not on the portal's list of framable origins (app/cms/frames.ts): shown as a link to the map.
    {
      type: "iframe",
      title: t(
        "Mapa del Kursaal en Google Maps",
        "Map of the Kursaal on Google Maps",
        "Mapa do Kursaal no Google Maps",
        "Kursaalaren mapa Google Maps-en",
      ),
      url: "https://www.google.com/maps?q=Kursaal%2C+Donostia&output=embed",
      height: 450,
    },
  ],
  image: [
    {
      type: "image",
      title: t("El equipo", "The team", "A equipa", "Taldea"),
      url: asset.cms("equipo"),
      alt: t(
        "El equipo organizador posando en la escalinata del Euskalduna",
        "The organising team posing on the Euskalduna steps",
        "A equipa organizadora posa na escadaria do Euskalduna",
        "Antolakuntza-taldea Euskaldunako eskaileretan, argazkirako jarrita",
      ),
      caption: t(
        "Equipo organizador de la edición 2026.",
        "Organising team of the 2026 edition.",
        "Equipa organizadora da edição de 2026.",
        "2026ko edizioko antolakuntza-taldea.",
      ),
    },
    {
      type: "image",
      title: null,
      url: asset.cms("separador-olas"),
      alt: null,
      caption: null,
    },
  ],
  link: [
    {
      type: "link",
      title: null,
      text: t("Descarga el programa en PDF", "Download the programme (PDF)", "Descarregue o programa em PDF", "Deskargatu egitaraua PDFn"),
      url: asset.file("programa-congreso-2027"),
    },
  ],
  login: [
    {
      type: "login",
      title: t("Área privada", "Private area", "Área privada", "Eremu pribatua"),
      text: t(
        "Inicia sesión para ver tus inscripciones y descargar tus certificados.",
        "Sign in to see your registrations and download your certificates.",
        "Inicie sessão para ver as suas inscrições e descarregar os seus certificados.",
        "Hasi saioa zure izen-emateak ikusteko eta ziurtagiriak deskargatzeko.",
      ),
    },
  ],
  slide: [slides],
  speakers: [{ type: "speakers", title: t("Ponentes", "Speakers", "Oradores", "Hizlariak"), source: [201, 204, 206, 208, 205, 202] }],
  sponsors: [{ type: "sponsors", title: t("Patrocinadores", "Sponsors", "Patrocinadores", "Babesleak"), source: "all" }],
  static_map: [
    {
      type: "static_map",
      title: t("Palacio Euskalduna, Bilbao", "Euskalduna Palace, Bilbao", "Palácio Euskalduna, Bilbau", "Euskalduna Jauregia, Bilbo"),
      image: asset.map("bilbao"),
      alt: t(
        "Mapa del centro de Bilbao con la ubicación del Palacio Euskalduna junto a la ría",
        "Map of central Bilbao showing the Euskalduna Palace by the estuary",
        "Mapa do centro de Bilbau com a localização do Palácio Euskalduna junto à ria",
        "Bilbo erdialdeko mapa, Euskalduna Jauregiaren kokapenarekin itsasadarraren ondoan",
      ),
      ...EUSKALDUNA,
    },
  ],
  text: [
    {
      type: "text",
      title: t("Qué es el Congreso Demo", "What the Congreso Demo is", "O que é o Congreso Demo", "Zer da Congreso Demo"),
      text: t(
        "<p>El Congreso Demo reúne cada año a personas de la <strong>tecnología, la cultura y la sostenibilidad</strong> para compartir proyectos reales.</p><ul><li>Tres días.</li><li>Dos sedes.</li><li>Entrada general gratuita.</li></ul>",
        "<p>Every year the Congreso Demo brings together people from <strong>technology, culture and sustainability</strong> to share real projects.</p><ul><li>Three days.</li><li>Two venues.</li><li>Free general admission.</li></ul>",
        "<p>O Congreso Demo reúne todos os anos pessoas da <strong>tecnologia, da cultura e da sustentabilidade</strong> para partilharem projetos reais.</p><ul><li>Três dias.</li><li>Dois locais.</li><li>Entrada geral gratuita.</li></ul>",
        "<p>Congreso Demok urtero biltzen ditu <strong>teknologiako, kulturako eta iraunkortasuneko</strong> pertsonak, benetako proiektuak partekatzeko.</p><ul><li>Hiru egun.</li><li>Bi egoitza.</li><li>Sarrera orokorra doan.</li></ul>",
      ),
    },
  ],
  title: [
    {
      type: "title",
      title: null,
      text: t(
        "Tres días para pensar el futuro",
        "Three days to think about the future",
        "Três dias para pensar o futuro",
        "Hiru egun etorkizuna pentsatzeko",
      ),
      level: 2,
    },
  ],
  video: [
    {
      type: "video",
      title: t(
        "Resumen de la edición anterior",
        "Highlights of the last edition",
        "Resumo da edição anterior",
        "Aurreko edizioaren laburpena",
      ),
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      videoTitle: t(
        "Vídeo de muestra: Big Buck Bunny",
        "Sample video: Big Buck Bunny",
        "Vídeo de exemplo: Big Buck Bunny",
        "Adibide-bideoa: Big Buck Bunny",
      ),
    },
  ],
};

const moduleNames: Record<string, ReturnType<typeof t>> = {
  activities: t("actividades", "activities", "atividades", "jarduerak"),
  blog: t("blog", "blog", "blog", "bloga"),
  card: t("tarjeta", "card", "cartão", "txartela"),
  contact_form: t("formulario de contacto", "contact form", "formulário de contacto", "harremanetarako formularioa"),
  container: t("contenedor", "container", "contentor", "edukiontzia"),
  countdown: t("cuenta atrás", "countdown", "contagem decrescente", "atzerako kontaketa"),
  donation_calculator: t("calculadora de desgravaciones", "tax relief calculator", "calculadora de deduções", "kenkarien kalkulagailua"),
  html: t("HTML", "HTML", "HTML", "HTML"),
  iframe: t("iframe", "iframe", "iframe", "iframe"),
  image: t("imagen", "image", "imagem", "irudia"),
  link: t("enlace", "link", "ligação", "esteka"),
  login: t("inicio de sesión", "sign in", "início de sessão", "saioa hastea"),
  slide: t("carrusel", "slider", "carrossel", "karrusela"),
  speakers: t("ponentes", "speakers", "oradores", "hizlariak"),
  sponsors: t("patrocinadores", "sponsors", "patrocinadores", "babesleak"),
  static_map: t("mapa estático", "static map", "mapa estático", "mapa estatikoa"),
  text: t("texto", "text", "texto", "testua"),
  title: t("título", "title", "título", "izenburua"),
  video: t("vídeo", "video", "vídeo", "bideoa"),
};

function moduleTitle(type: string) {
  const name = moduleNames[type];
  return t(`Módulo: ${name.es}`, `Module: ${name.en}`, `Módulo: ${name.pt}`, `Modulua: ${name.eus}`);
}

const modulePages: SeedCmsPage[] = [
  ...Object.entries(moduleExamples).map(([type, modules], index) => ({
    id: 20 + index,
    slug: `modulo-${type.replace("_", "-")}`,
    title: moduleTitle(type),
    description: t(
      `Página de demostración del módulo «${type}» del CMS.`,
      `Demo page of the CMS “${type}” module.`,
      `Página de demonstração do módulo «${type}» do CMS.`,
      `CMSaren «${type}» moduluaren adibide-orria.`,
    ),
    modules,
  })),
  {
    id: 20 + Object.keys(moduleExamples).length,
    slug: "modulo-todos",
    title: t("Todos los módulos", "All modules", "Todos os módulos", "Modulu guztiak"),
    description: t(
      "Un módulo de cada tipo, en orden alfabético.",
      "One module of each type, in alphabetical order.",
      "Um módulo de cada tipo, por ordem alfabética.",
      "Mota bakoitzeko modulu bat, alfabetoaren ordenan.",
    ),
    modules: Object.values(moduleExamples).map((modules) => modules[0]),
  },
];

const sdgCard = (goal: number, title: ReturnType<typeof t>, text: ReturnType<typeof t>): SeedModule => ({
  type: "card",
  title,
  text,
  image: asset.sdg(goal),
  imageAlt: t(`Icono del ODS ${goal}`, `SDG ${goal} icon`, `Ícone do ODS ${goal}`, `${goal}. GIHaren ikonoa`),
  link: {
    text: t("Más sobre este objetivo", "More about this goal", "Mais sobre este objetivo", "Helburu honi buruz gehiago"),
    url: `https://sdgs.un.org/goals/goal${goal}`,
  },
});

export const pages: SeedCmsPage[] = [
  {
    id: 1,
    slug: "home",
    title: t("Inicio", "Home", "Início", "Hasiera"),
    description: t(
      "Congreso internacional de tecnología, cultura y sostenibilidad. Bilbao y Donostia, 9–11 de marzo de 2027.",
      "International congress on technology, culture and sustainability. Bilbao and Donostia, 9–11 March 2027.",
      "Congresso internacional de tecnologia, cultura e sustentabilidade. Bilbau e Donostia, 9–11 de março de 2027.",
      "Teknologiari, kulturari eta iraunkortasunari buruzko nazioarteko kongresua. Bilbo eta Donostia, 2027ko martxoaren 9–11.",
    ),
    modules: [
      slides,
      moduleExamples.title[0],
      moduleExamples.countdown[0],
      moduleExamples.text[0],
      // Featured and next activities and the home-page news are the home page's own sections;
      // the CMS adds what it alone knows. (Sponsors are in the footer.)
      moduleExamples.speakers[0],
    ],
  },
  ...legalPages(2, {
    company: "Congreso Demo, S.L.",
    taxId: "B00000000",
    address: "Abandoibarra Etorbidea 4, 48011 Bilbao",
    email: "info@congreso.example",
  }),
  salesConditionsPage(10, {
    company: "Congreso Demo, S.L.",
    taxId: "B00000000",
    address: "Abandoibarra Etorbidea 4, 48011 Bilbao",
    email: "info@congreso.example",
  }),
  {
    id: 5,
    slug: "sdg",
    title: pageTitles.sdg,
    description: t(
      "Cómo contribuye el congreso a la Agenda 2030.",
      "How the congress contributes to the 2030 Agenda.",
      "Como o congresso contribui para a Agenda 2030.",
      "Nola laguntzen dion kongresuak 2030 Agendari.",
    ),
    modules: [
      {
        type: "title",
        text: t(
          "Nuestro compromiso con la Agenda 2030",
          "Our commitment to the 2030 Agenda",
          "O nosso compromisso com a Agenda 2030",
          "2030 Agendarekin dugun konpromisoa",
        ),
        level: 2,
      },
      {
        type: "text",
        text: t(
          "<p>Los <strong>Objetivos de Desarrollo Sostenible</strong> (ODS) de Naciones Unidas guían las decisiones del congreso: qué temas tratamos, a quién compramos y cómo viajamos.</p>",
          "<p>The United Nations <strong>Sustainable Development Goals</strong> (SDGs) guide the congress's decisions: which topics we cover, who we buy from and how we travel.</p>",
          "<p>Os <strong>Objetivos de Desenvolvimento Sustentável</strong> (ODS) das Nações Unidas orientam as decisões do congresso: que temas tratamos, a quem compramos e como viajamos.</p>",
          "<p>Nazio Batuen <strong>Garapen Iraunkorrerako Helburuek</strong> (GIH) gidatzen dituzte kongresuaren erabakiak: zer gai jorratzen ditugun, nori erosten diogun eta nola bidaiatzen dugun.</p>",
        ),
      },
      {
        type: "container",
        title: t(
          "Los ODS en los que más trabajamos",
          "The SDGs we work on most",
          "Os ODS em que mais trabalhamos",
          "Gehien lantzen ditugun GIHak",
        ),
        columns: 3,
        children: [
          sdgCard(
            3,
            t("Salud y bienestar", "Good health and well-being", "Saúde de qualidade", "Osasuna eta ongizatea"),
            t(
              "Un itinerario entero dedicado a la salud digital y mental.",
              "A whole track on digital and mental health.",
              "Um percurso inteiro dedicado à saúde digital e mental.",
              "Osasun digitalari eta mentalari eskainitako ibilbide oso bat.",
            ),
          ),
          sdgCard(
            4,
            t("Educación de calidad", "Quality education", "Educação de qualidade", "Kalitatezko hezkuntza"),
            t(
              "Plazas gratuitas en los talleres para estudiantes y docentes.",
              "Free workshop places for students and teachers.",
              "Lugares gratuitos nas oficinas para estudantes e professores.",
              "Doako plazak tailerretan ikasle eta irakasleentzat.",
            ),
          ),
          sdgCard(
            7,
            t(
              "Energía asequible y no contaminante",
              "Affordable and clean energy",
              "Energias renováveis e acessíveis",
              "Energia eskuragarria eta ez-kutsagarria",
            ),
            t(
              "Las dos sedes usan electricidad 100 % renovable.",
              "Both venues run on 100% renewable electricity.",
              "Os dois locais usam eletricidade 100 % renovável.",
              "Bi egoitzek % 100 elektrizitate berriztagarria erabiltzen dute.",
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
            t(
              "Datos abiertos y movilidad compartida para ciudades habitables.",
              "Open data and shared mobility for liveable cities.",
              "Dados abertos e mobilidade partilhada para cidades habitáveis.",
              "Datu irekiak eta mugikortasun partekatua hiri bizigarrietarako.",
            ),
          ),
          sdgCard(
            12,
            t(
              "Producción y consumo responsables",
              "Responsible consumption and production",
              "Consumo e produção responsáveis",
              "Ekoizpen eta kontsumo arduratsuak",
            ),
            t(
              "Catering local, sin plásticos de un solo uso.",
              "Local catering, with no single-use plastics.",
              "Catering local, sem plásticos de utilização única.",
              "Bertako catering-a, erabilera bakarreko plastikorik gabe.",
            ),
          ),
          sdgCard(
            13,
            t("Acción por el clima", "Climate action", "Ação climática", "Klimaren aldeko ekintza"),
            t(
              "Medimos y publicamos la huella de carbono del evento.",
              "We measure and publish the event's carbon footprint.",
              "Medimos e publicamos a pegada de carbono do evento.",
              "Ekitaldiaren karbono-aztarna neurtu eta argitaratzen dugu.",
            ),
          ),
        ],
      },
      {
        type: "image",
        title: null,
        url: asset.sdg(17),
        alt: t(
          "Icono del ODS 17: alianzas para lograr los objetivos",
          "SDG 17 icon: partnerships for the goals",
          "Ícone do ODS 17: parcerias para a implementação dos objetivos",
          "17. GIHaren ikonoa: helburuak lortzeko aliantzak",
        ),
        caption: t(
          "ODS 17: colaboramos con instituciones, empresas y asociaciones.",
          "SDG 17: we work with institutions, companies and associations.",
          "ODS 17: colaboramos com instituições, empresas e associações.",
          "17. GIH: erakundeekin, enpresekin eta elkarteekin lankidetzan aritzen gara.",
        ),
      },
    ],
  },
  {
    id: 6,
    slug: "sobre-nosotros",
    title: pageTitles.aboutUs,
    description: t(
      "Quién organiza el Congreso Demo y por qué.",
      "Who organises the Congreso Demo and why.",
      "Quem organiza o Congreso Demo e porquê.",
      "Nork antolatzen duen Congreso Demo, eta zergatik.",
    ),
    modules: [
      { type: "title", text: t("Quiénes somos", "Who we are", "Quem somos", "Nor gara"), level: 2 },
      {
        type: "text",
        text: t(
          "<p>Somos una asociación sin ánimo de lucro nacida en 2015 en Bilbao. Organizamos el congreso con un equipo de <strong>doce personas</strong> y más de ochenta voluntarias.</p><p>Nuestro objetivo: que la tecnología se discuta con las personas a las que afecta.</p>",
          "<p>We are a non-profit association founded in 2015 in Bilbao. We organise the congress with a team of <strong>twelve people</strong> and more than eighty volunteers.</p><p>Our goal: to discuss technology with the people it affects.</p>",
          "<p>Somos uma associação sem fins lucrativos nascida em 2015 em Bilbau. Organizamos o congresso com uma equipa de <strong>doze pessoas</strong> e mais de oitenta voluntárias.</p><p>O nosso objetivo: que a tecnologia seja discutida com as pessoas que ela afeta.</p>",
          "<p>Irabazi-asmorik gabeko elkartea gara, 2015ean Bilbon sortua. <strong>Hamabi laguneko</strong> talde batekin eta laurogei boluntario baino gehiagorekin antolatzen dugu kongresua.</p><p>Gure helburua: teknologia eragiten dien pertsonekin eztabaidatzea.</p>",
        ),
      },
      moduleExamples.image[0],
      { type: "link", text: pageTitles.sdg, url: "/sdg" },
    ],
  },
  {
    id: 7,
    slug: "como-llegar",
    title: pageTitles.howToGetThere,
    description: t(
      "Cómo llegar al Palacio Euskalduna y al Kursaal.",
      "How to get to the Euskalduna Palace and the Kursaal.",
      "Como chegar ao Palácio Euskalduna e ao Kursaal.",
      "Nola iritsi Euskalduna Jauregira eta Kursaalera.",
    ),
    modules: [
      {
        type: "text",
        title: t("Bilbao: Palacio Euskalduna", "Bilbao: Euskalduna Palace", "Bilbau: Palácio Euskalduna", "Bilbo: Euskalduna Jauregia"),
        text: t(
          "<p><strong>Metro:</strong> San Mamés (líneas 1 y 2). <strong>Tranvía:</strong> parada Euskalduna. <strong>Bilbobus:</strong> líneas 13 y 38.</p>",
          "<p><strong>Metro:</strong> San Mamés (lines 1 and 2). <strong>Tram:</strong> Euskalduna stop. <strong>Bilbobus:</strong> lines 13 and 38.</p>",
          "<p><strong>Metro:</strong> San Mamés (linhas 1 e 2). <strong>Elétrico:</strong> paragem Euskalduna. <strong>Bilbobus:</strong> linhas 13 e 38.</p>",
          "<p><strong>Metroa:</strong> San Mames (1. eta 2. lineak). <strong>Tranbia:</strong> Euskalduna geltokia. <strong>Bilbobus:</strong> 13. eta 38. lineak.</p>",
        ),
      },
      moduleExamples.static_map[0],
      {
        type: "text",
        title: t("Donostia: Kursaal", "Donostia: Kursaal", "Donostia: Kursaal", "Donostia: Kursaal"),
        text: t(
          "<p><strong>Tren:</strong> estación de Donostia, a 10 minutos a pie. <strong>Dbus:</strong> líneas 13, 29 y 36. Aparcamiento para bicicletas en la entrada.</p>",
          "<p><strong>Train:</strong> Donostia station, 10 minutes' walk. <strong>Dbus:</strong> lines 13, 29 and 36. Bike parking at the entrance.</p>",
          "<p><strong>Comboio:</strong> estação de Donostia, a 10 minutos a pé. <strong>Dbus:</strong> linhas 13, 29 e 36. Estacionamento para bicicletas à entrada.</p>",
          "<p><strong>Trena:</strong> Donostiako geltokia, oinez 10 minutura. <strong>Dbus:</strong> 13., 29. eta 36. lineak. Bizikletentzako aparkalekua sarreran.</p>",
        ),
      },
      {
        type: "static_map",
        title: t("Kursaal, Donostia", "Kursaal, Donostia", "Kursaal, Donostia", "Kursaal, Donostia"),
        image: asset.map("donostia"),
        alt: t(
          "Mapa de Donostia con la ubicación del Kursaal junto a la playa de la Zurriola",
          "Map of Donostia showing the Kursaal by Zurriola beach",
          "Mapa de Donostia com a localização do Kursaal junto à praia da Zurriola",
          "Donostiako mapa, Kursaalaren kokapenarekin Zurriolako hondartzaren ondoan",
        ),
        ...KURSAAL,
      },
    ],
  },
  contactPage(8, "info@congreso.example", CONTACT_FORM_UUID, [
    {
      type: "static_map",
      title: null,
      image: asset.map("bilbao"),
      alt: t(
        "Mapa de la oficina del congreso en Bilbao",
        "Map of the congress office in Bilbao",
        "Mapa do escritório do congresso em Bilbau",
        "Kongresuak Bilbon duen bulegoaren mapa",
      ),
      ...EUSKALDUNA,
    },
  ]),
  {
    id: 9,
    slug: "sala-de-prensa",
    title: pageTitles.pressRoom,
    description: t(
      "Material para medios de comunicación.",
      "Material for the media.",
      "Material para a comunicação social.",
      "Komunikabideentzako materiala.",
    ),
    modules: [
      {
        type: "text",
        text: t(
          '<p>Para acreditaciones de prensa escribe a <a href="mailto:prensa@congreso.example">prensa@congreso.example</a>.</p>',
          '<p>For press accreditation write to <a href="mailto:prensa@congreso.example">prensa@congreso.example</a>.</p>',
          '<p>Para acreditações de imprensa escreva para <a href="mailto:prensa@congreso.example">prensa@congreso.example</a>.</p>',
          '<p>Prentsa-akreditazioetarako, idatzi <a href="mailto:prensa@congreso.example">prensa@congreso.example</a> helbidera.</p>',
        ),
      },
      {
        type: "link",
        text: t("Dosier de prensa (PDF)", "Press kit (PDF)", "Dossiê de imprensa (PDF)", "Prentsa-dosierra (PDF)"),
        url: asset.file("dosier-prensa-congreso-2027"),
      },
      { type: "blog", title: t("Últimas noticias", "Latest news", "Últimas notícias", "Azken berriak"), source: "latest", limit: 6 },
    ],
  },
  ...modulePages,
];
