// The demo tenants' crowdfunding campaigns, one per activity at most.
// The campaigns and their dates: ../API.md, "Crowdfunding: seed".
import { asset } from "./common";
import { t, type Localized } from "./i18n";

export interface SeedReward {
  id: number;
  title: Localized<string>;
  description: Localized<string>;
  amount: number;
  /** How many there are in all; null: no limit. */
  limit: number | null;
  /** How many anonymous backers took it (paid) before the demo's accounts. */
  taken: number;
  delivery: Localized<string> | null;
}

interface SeedCampaignUpdate {
  id: number;
  title: Localized<string>;
  /** Simple HTML. */
  body: Localized<string>;
  /** Real clock: days before the process start. */
  daysAgo: number;
}

export interface SeedComment {
  id: number;
  /** Full name; the answer shows the first name and the surname's initial. */
  author: string;
  /** A demo account's e-mail (its `mine` is true for that account), or null. */
  email: string | null;
  /** The campaign's team: `author` is shown as it is (not "first name and initial"). */
  team?: true;
  body: string;
  /** Real clock: hours before the process start. */
  hoursAgo: number;
}

export interface SeedCampaign {
  id: number;
  conferenceSlug: string;
  /** Its picture (a generated demo asset). */
  image: string;
  title: Localized<string>;
  summary: Localized<string>;
  /** Simple HTML. */
  description: Localized<string>;
  goal: number;
  /** Raised before the demo's accounts (anonymous backers). */
  raised: number;
  backers: number;
  currency: string;
  /** The smallest free contribution. */
  minAmount: number;
  /** Real clock, relative to the process start. */
  startsDaysAgo: number;
  /** Negative: it has ended. */
  endsInDays: number;
  rewards: SeedReward[];
  /** Newest first. */
  updates: SeedCampaignUpdate[];
  comments: SeedComment[];
  /** The demo's "unfollow failure": unfollowing this campaign always fails (409 unfollow_failed). */
  unfollowFails?: boolean;
}

export type SeedContributionState = "confirmed" | "pending" | "lost";

/** A contribution of a demo account from before the process started (an order of its records). */
interface SeedContribution {
  id: number;
  email: string;
  campaignId: number;
  rewardId: number | null;
  amount: number;
  kind: "card" | "qr" | "bank_transfer";
  /** pending and lost are bank transfers: within their 7 days, or past them. */
  state: SeedContributionState;
  /** Real clock: days before the process start. */
  daysAgo: number;
  userIp: string;
}

interface CrowdfundingSeed {
  campaigns: SeedCampaign[];
  contributions: SeedContribution[];
  /** Who follows which campaign from the start. */
  tracking: { email: string; campaignId: number }[];
}

// ---------------------------------------------------------------------------- Congreso Demo --

const ARCHIVO_RIA: SeedCampaign = {
  id: 401,
  conferenceSlug: "patrimonio-digital",
  image: asset.campaign("archivo-fotografico-ria"),
  title: t(
    "Abramos el archivo fotográfico de la ría",
    "Let's open up the estuary's photo archive",
    "Vamos abrir o arquivo fotográfico da ria",
    "Ireki dezagun itsasadarraren argazki-artxiboa",
  ),
  summary: t(
    "Digitalizamos 12 000 placas de vidrio de los astilleros de la ría y las publicamos con licencia abierta.",
    "We are digitising 12,000 glass plates from the estuary's shipyards and publishing them under an open licence.",
    "Estamos a digitalizar 12 000 placas de vidro dos estaleiros da ria e a publicá-las com licença aberta.",
    "Itsasadarreko ontziolen 12.000 beira-plaka digitalizatzen eta lizentzia irekiarekin argitaratzen ari gara.",
  ),
  description: t(
    "<p>Entre 1890 y 1960, los fotógrafos de los astilleros de la ría documentaron botaduras, talleres y a las personas que trabajaban en ellos. Las <strong>12 000 placas de vidrio</strong> se conservan en el archivo municipal, pero solo pueden verse con cita previa.</p><p>Con tu aportación las escaneamos en alta resolución, las describimos con ayuda de antiguos trabajadores y las publicamos con <strong>licencia CC BY</strong> para que cualquiera pueda usarlas.</p><ul><li>Escaneo y restauración digital: 9000 €</li><li>Catalogación y entrevistas: 6000 €</li><li>Web y exposición itinerante: 3000 €</li></ul>",
    "<p>Between 1890 and 1960 the estuary's shipyard photographers documented launches, workshops and the people who worked in them. The <strong>12,000 glass plates</strong> are kept in the municipal archive, but can only be seen by appointment.</p><p>With your contribution we scan them in high resolution, describe them with the help of former workers and publish them under a <strong>CC BY licence</strong> so that anyone can use them.</p><ul><li>Scanning and digital restoration: €9,000</li><li>Cataloguing and interviews: €6,000</li><li>Website and touring exhibition: €3,000</li></ul>",
    "<p>Entre 1890 e 1960, os fotógrafos dos estaleiros da ria documentaram lançamentos de navios, oficinas e as pessoas que neles trabalhavam. As <strong>12 000 placas de vidro</strong> estão guardadas no arquivo municipal, mas só podem ser vistas por marcação.</p><p>Com a sua contribuição digitalizamo-las em alta resolução, descrevemo-las com a ajuda de antigos trabalhadores e publicamo-las com <strong>licença CC BY</strong> para que qualquer pessoa as possa usar.</p><ul><li>Digitalização e restauro digital: 9000 €</li><li>Catalogação e entrevistas: 6000 €</li><li>Site e exposição itinerante: 3000 €</li></ul>",
    "<p>1890 eta 1960 artean, itsasadarreko ontzioletako argazkilariek itsasoratzeak, tailerrak eta bertan lan egiten zuten pertsonak erretratatu zituzten. <strong>12.000 beira-plakak</strong> udal artxiboan gordetzen dira, baina aldez aurretik hitzordua eskatuta baino ezin dira ikusi.</p><p>Zure ekarpenarekin bereizmen handian eskaneatuko ditugu, langile ohien laguntzaz deskribatuko ditugu eta <strong>CC BY lizentziarekin</strong> argitaratuko ditugu, edonork erabil ditzan.</p><ul><li>Eskaneatzea eta zaharberritze digitala: 9.000 €</li><li>Katalogazioa eta elkarrizketak: 6.000 €</li><li>Webgunea eta erakusketa ibiltaria: 3.000 €</li></ul>",
  ),
  goal: 18000,
  raised: 11240,
  backers: 312,
  currency: "EUR",
  minAmount: 5,
  startsDaysAgo: 30,
  endsInDays: 41,
  rewards: [
    {
      id: 411,
      title: t("Postales digitales", "Digital postcards", "Postais digitais", "Postal digitalak"),
      description: t(
        "Diez fotografías del archivo en alta resolución y tu nombre en los créditos de la web.",
        "Ten photographs from the archive in high resolution and your name in the website's credits.",
        "Dez fotografias do arquivo em alta resolução e o seu nome nos créditos do site.",
        "Artxiboko hamar argazki bereizmen handian eta zure izena webguneko kredituetan.",
      ),
      amount: 10,
      limit: null,
      taken: 140,
      delivery: t("mayo de 2027", "May 2027", "maio de 2027", "2027ko maiatza"),
    },
    {
      id: 412,
      title: t("Lámina numerada", "Numbered print", "Estampa numerada", "Lamina zenbakidua"),
      description: t(
        "Una lámina numerada de 30 × 40 cm de la botadura del Arantzazu en 1932, y las postales digitales.",
        "A numbered 30 × 40 cm print of the launch of the Arantzazu in 1932, plus the digital postcards.",
        "Uma estampa numerada de 30 × 40 cm do lançamento do Arantzazu em 1932, mais os postais digitais.",
        "Arantzazu ontziaren 1932ko itsasoratzearen 30 × 40 cm-ko lamina zenbakidua, eta postal digitalak.",
      ),
      amount: 25,
      limit: 100,
      taken: 96,
      delivery: t("junio de 2027", "June 2027", "junho de 2027", "2027ko ekaina"),
    },
    {
      id: 413,
      title: t(
        "Visita al laboratorio de digitalización",
        "Visit to the digitisation lab",
        "Visita ao laboratório de digitalização",
        "Digitalizazio-laborategira bisita",
      ),
      description: t(
        "Una mañana con el equipo que escanea las placas, en grupos de diez, y la lámina numerada.",
        "A morning with the team that scans the plates, in groups of ten, plus the numbered print.",
        "Uma manhã com a equipa que digitaliza as placas, em grupos de dez, mais a estampa numerada.",
        "Goiz bat plakak eskaneatzen dituen taldearekin, hamarnaka, eta lamina zenbakidua.",
      ),
      amount: 60,
      limit: 20,
      taken: 19,
      delivery: t("abril de 2027", "April 2027", "abril de 2027", "2027ko apirila"),
    },
    {
      id: 414,
      title: t(
        "Copia enmarcada a tu elección",
        "A framed print of your choice",
        "Cópia emoldurada à sua escolha",
        "Zuk aukeratutako argazkia, markoan",
      ),
      description: t(
        "Elige una fotografía del archivo y te la enviamos impresa en papel de algodón y enmarcada, con todo lo anterior.",
        "Choose a photograph from the archive and we send it to you printed on cotton paper and framed, with everything above.",
        "Escolha uma fotografia do arquivo e enviamos-lha impressa em papel de algodão e emoldurada, com tudo o que está acima.",
        "Aukeratu artxiboko argazki bat eta kotoizko paperean inprimatuta eta markoan bidaliko dizugu, aurreko guztiarekin.",
      ),
      amount: 150,
      limit: 30,
      taken: 11,
      delivery: t("septiembre de 2027", "September 2027", "setembro de 2027", "2027ko iraila"),
    },
  ],
  updates: [
    {
      id: 421,
      title: t(
        "Ya hemos escaneado las primeras 2000 placas",
        "The first 2,000 plates are scanned",
        "Já digitalizámos as primeiras 2000 placas",
        "Lehen 2.000 plakak eskaneatuta daude",
      ),
      body: t(
        "<p>El escáner trabaja ya a pleno rendimiento: <strong>2000 placas</strong> digitalizadas en tres semanas. Entre ellas, una serie desconocida de la huelga de 1947.</p>",
        "<p>The scanner is now working at full speed: <strong>2,000 plates</strong> digitised in three weeks. Among them, an unknown series on the 1947 strike.</p>",
        "<p>O digitalizador já trabalha a todo o vapor: <strong>2000 placas</strong> digitalizadas em três semanas. Entre elas, uma série desconhecida sobre a greve de 1947.</p>",
        "<p>Eskanerra bete-betean ari da lanean: <strong>2.000 plaka</strong> digitalizatu ditugu hiru astetan. Horien artean, 1947ko grebari buruzko serie ezezagun bat.</p>",
      ),
      daysAgo: 3,
    },
    {
      id: 422,
      title: t(
        "Gracias: pasamos de la mitad",
        "Thank you: we are past halfway",
        "Obrigado: passámos a metade",
        "Eskerrik asko: erdia gainditu dugu",
      ),
      body: t(
        "<p>En dos semanas hemos superado la mitad del objetivo. Gracias a las <strong>300 personas</strong> que ya os habéis sumado.</p>",
        "<p>In two weeks we have passed half of the goal. Thanks to the <strong>300 people</strong> who have already joined.</p>",
        "<p>Em duas semanas passámos metade do objetivo. Obrigado às <strong>300 pessoas</strong> que já se juntaram.</p>",
        "<p>Bi astetan helburuaren erdia gainditu dugu. Eskerrik asko dagoeneko batu zareten <strong>300 lagunei</strong>.</p>",
      ),
      daysAgo: 16,
    },
  ],
  comments: [
    {
      id: 4001,
      author: "Jon Arrieta Ugalde",
      email: null,
      body: "Mi aitona trabajó en Euskalduna desde los catorce años. Ojalá aparezca en alguna foto.",
      hoursAgo: 5,
    },
    {
      id: 4002,
      author: "Ana García López",
      email: "ana@example.com",
      body: "¡Qué ganas de ver la serie de la huelga del 47! Ya he puesto mi granito.",
      hoursAgo: 20,
    },
    {
      id: 4003,
      author: "Maite Zubizarreta",
      email: null,
      body: "Nire amak ontziolako bulegoetan egin zuen lan. Eskerrik asko lan honengatik!",
      hoursAgo: 31,
    },
    {
      id: 4004,
      author: "Pedro Salgado",
      email: null,
      body: "¿Las fotos se podrán descargar en alta resolución o solo verlas en la web?",
      hoursAgo: 46,
    },
    {
      id: 4005,
      author: "Archivo Fotográfico de la Ría",
      email: null,
      team: true,
      body: "Pedro: sí, todas en alta resolución y con licencia CC BY. Podrás usarlas libremente citando la fuente.",
      hoursAgo: 44,
    },
    {
      id: 4006,
      author: "Laura Méndez Ortiz",
      email: null,
      body: "Lo he compartido con la asociación de vecinos de Zorrotza. Muchos tenemos familia en esas fotos.",
      hoursAgo: 70,
    },
    {
      id: 4007,
      author: "Tomás Iglesias",
      email: null,
      body: "La visita al laboratorio se ha agotado en un día. ¿Habrá más fechas?",
      hoursAgo: 96,
    },
    {
      id: 4008,
      author: "Archivo Fotográfico de la Ría",
      email: null,
      team: true,
      body: "Tomás, estamos mirando abrir una segunda tanda si llegamos al objetivo. Os avisaremos en las novedades.",
      hoursAgo: 93,
    },
    {
      id: 4009,
      author: "Sarah Collins",
      email: null,
      body: "Wonderful project. My great-grandfather was a riveter in Sestao before emigrating to Glasgow.",
      hoursAgo: 130,
    },
    {
      id: 4010,
      author: "Iñigo Larrañaga",
      email: null,
      body: "Ekarpena eginda. Erakusketa ibiltaria Barakaldotik pasatuko da?",
      hoursAgo: 170,
    },
    {
      id: 4011,
      author: "Rosa Villanueva Sáez",
      email: null,
      body: "Mi padre era fotógrafo aficionado en La Naval. Tengo unas treinta placas en casa: ¿os interesan?",
      hoursAgo: 220,
    },
    {
      id: 4012,
      author: "Carlos Ferreira",
      email: null,
      body: "Muito bom. Em Viana do Castelo estamos a fazer algo parecido com os estaleiros: vamos falar!",
      hoursAgo: 300,
    },
    {
      id: 4013,
      author: "Nerea Agirre Bilbao",
      email: null,
      body: "Regalo perfecto para mi madre: la lámina de la botadura de 1932.",
      hoursAgo: 410,
    },
    { id: 4014, author: "Javier Ruiz de Azúa", email: null, body: "Primer día y ya vamos por el 20 %. ¡Aupa!", hoursAgo: 700 },
  ],
};

// --------------------------------------------------------------------------- Mecenazgo Demo --

const SEHASKA_KANTAK: SeedCampaign = {
  id: 2401,
  conferenceSlug: "concierto-solidario-archivo-sonoro",
  image: asset.campaign("coro-canciones-de-cuna"),
  title: t(
    "Archivo sonoro de canciones de cuna",
    "Lullaby sound archive",
    "Arquivo sonoro de canções de embalar",
    "Sehaska-kanten soinu-artxiboa",
  ),
  summary: t(
    "Grabamos 200 canciones de cuna cantadas por abuelas y abuelos de todo Euskal Herria antes de que se pierdan.",
    "We are recording 200 lullabies sung by grandmothers and grandfathers from all over the Basque Country before they are lost.",
    "Estamos a gravar 200 canções de embalar cantadas por avós de todo o País Basco antes que se percam.",
    "Euskal Herri osoko amona-aitonek kantatutako 200 sehaska-kanta grabatzen ari gara, galdu aurretik.",
  ),
  description: t(
    "<p>Muchas canciones de cuna solo viven en la memoria de quienes las cantaron a sus hijos. Con un equipo de grabación portátil recorremos <strong>60 pueblos</strong> para registrarlas con la voz de sus mayores.</p><p>Las grabaciones se guardarán en el archivo de Tabakalera y se publicarán en abierto, con la letra, la partitura y la historia de cada canción.</p>",
    "<p>Many lullabies live only in the memory of those who sang them to their children. With a portable recording kit we travel to <strong>60 villages</strong> to record them in the voices of their elders.</p><p>The recordings will be kept in the Tabakalera archive and published openly, with the lyrics, the score and the story of each song.</p>",
    "<p>Muitas canções de embalar vivem apenas na memória de quem as cantou aos filhos. Com um equipamento de gravação portátil percorremos <strong>60 aldeias</strong> para as registar com a voz dos mais velhos.</p><p>As gravações serão guardadas no arquivo da Tabakalera e publicadas em acesso aberto, com a letra, a partitura e a história de cada canção.</p>",
    "<p>Sehaska-kanta asko beren seme-alabei kantatu zizkietenen oroimenean baino ez daude bizirik. Grabazio-ekipo eramangarri batekin <strong>60 herri</strong> bisitatuko ditugu, adinekoen ahotsez grabatzeko.</p><p>Grabazioak Tabakalerako artxiboan gordeko dira eta modu irekian argitaratuko dira, kanta bakoitzaren letra, partitura eta historiarekin.</p>",
  ),
  goal: 12000,
  raised: 7480,
  backers: 203,
  currency: "EUR",
  minAmount: 5,
  startsDaysAgo: 24,
  endsInDays: 41,
  unfollowFails: true,
  rewards: [
    {
      id: 2411,
      title: t("Álbum digital", "Digital album", "Álbum digital", "Album digitala"),
      description: t(
        "Veinte canciones restauradas para descargar y tu nombre en los agradecimientos.",
        "Twenty restored songs to download and your name in the acknowledgements.",
        "Vinte canções restauradas para descarregar e o seu nome nos agradecimentos.",
        "Zaharberritutako hogei kanta deskargatzeko eta zure izena eskerretan.",
      ),
      amount: 10,
      limit: null,
      taken: 88,
      delivery: t("junio de 2027", "June 2027", "junho de 2027", "2027ko ekaina"),
    },
    {
      id: 2412,
      title: t("CD con libreto", "CD with booklet", "CD com livrete", "CDa liburuxkarekin"),
      description: t(
        "El disco con un libreto de 40 páginas con las letras en euskera y castellano, y el álbum digital.",
        "The CD with a 40-page booklet with the lyrics in Basque and Spanish, plus the digital album.",
        "O CD com um livrete de 40 páginas com as letras em basco e castelhano, mais o álbum digital.",
        "Diskoa, letrak euskaraz eta gaztelaniaz dituen 40 orrialdeko liburuxkarekin, eta album digitala.",
      ),
      amount: 25,
      limit: 150,
      taken: 146,
      delivery: t("julio de 2027", "July 2027", "julho de 2027", "2027ko uztaila"),
    },
    {
      id: 2413,
      title: t(
        "Dos entradas para el concierto",
        "Two tickets for the concert",
        "Dois bilhetes para o concerto",
        "Bi sarrera kontzerturako",
      ),
      description: t(
        "Dos entradas en primera fila para el concierto solidario en el patio de Tabakalera, y el CD.",
        "Two front-row tickets for the benefit concert in the Tabakalera courtyard, plus the CD.",
        "Dois bilhetes na primeira fila para o concerto solidário no pátio da Tabakalera, mais o CD.",
        "Bi sarrera lehen ilaran Tabakalerako patioko elkartasun-kontzerturako, eta CDa.",
      ),
      amount: 60,
      limit: 40,
      taken: 39,
      delivery: t("marzo de 2027", "March 2027", "março de 2027", "2027ko martxoa"),
    },
    {
      id: 2414,
      title: t("Una canción para tu familia", "A song for your family", "Uma canção para a sua família", "Kanta bat zure familiarentzat"),
      description: t(
        "Grabamos una canción de cuna con el nombre de quien tú elijas, cantada por una de nuestras abuelas, y todo lo anterior.",
        "We record a lullaby with the name of whoever you choose, sung by one of our grandmothers, with everything above.",
        "Gravamos uma canção de embalar com o nome de quem escolher, cantada por uma das nossas avós, com tudo o que está acima.",
        "Zuk aukeratutako pertsonaren izena duen sehaska-kanta bat grabatuko dugu, gure amona batek kantatuta, aurreko guztiarekin.",
      ),
      amount: 150,
      limit: 25,
      taken: 6,
      delivery: t("octubre de 2027", "October 2027", "outubro de 2027", "2027ko urria"),
    },
  ],
  updates: [
    {
      id: 2421,
      title: t("Primera semana en Baztan", "First week in Baztan", "Primeira semana em Baztan", "Lehen astea Baztanen"),
      body: t(
        "<p>Hemos grabado <strong>23 canciones</strong> en cinco pueblos del valle. La más antigua la aprendió Josefa, de 94 años, de su bisabuela.</p>",
        "<p>We have recorded <strong>23 songs</strong> in five villages of the valley. The oldest one Josefa, aged 94, learnt from her great-grandmother.</p>",
        "<p>Gravámos <strong>23 canções</strong> em cinco aldeias do vale. A mais antiga, Josefa, de 94 anos, aprendeu-a com a bisavó.</p>",
        "<p>Haraneko bost herritan <strong>23 kanta</strong> grabatu ditugu. Zaharrena Josefak, 94 urtekoak, bere birramonarengandik ikasi zuen.</p>",
      ),
      daysAgo: 4,
    },
    {
      id: 2422,
      title: t(
        "El concierto solidario ya tiene cartel",
        "The benefit concert has its line-up",
        "O concerto solidário já tem cartaz",
        "Elkartasun-kontzertuak badu kartela",
      ),
      body: t(
        "<p>Tres coros y dos grupos locales tocarán en el patio de Tabakalera. Todo lo recaudado irá a la campaña.</p>",
        "<p>Three choirs and two local bands will play in the Tabakalera courtyard. All proceeds go to the campaign.</p>",
        "<p>Três coros e duas bandas locais vão tocar no pátio da Tabakalera. Todas as receitas revertem para a campanha.</p>",
        "<p>Hiru abesbatzak eta tokiko bi taldek joko dute Tabakalerako patioan. Bildutako guztia kanpainarako izango da.</p>",
      ),
      daysAgo: 12,
    },
  ],
  comments: [
    {
      id: 24001,
      author: "Amaia Goikoetxea",
      email: null,
      body: "Nire amonak 'Loa loa' kantatzen zidan. Zoragarria da hau gordetzea.",
      hoursAgo: 3,
    },
    { id: 24002, author: "Xabier Olano Mendizabal", email: null, body: "Ekarpena eginda! Noiz izango da kontzertua?", hoursAgo: 14 },
    {
      id: 24003,
      author: "Ana García López",
      email: "ana@example.com",
      body: "Qué proyecto tan bonito. Mi abuela de Lekeitio cantaba una que no he vuelto a oír nunca.",
      hoursAgo: 27,
    },
    {
      id: 24004,
      author: "Itziar Berasategi",
      email: null,
      body: "Gure herrian, Aramaion, oraindik badaude kanta zaharrak dakizkiten emakumeak. Etorri!",
      hoursAgo: 40,
    },
    {
      id: 24005,
      author: "Marta Echeverría",
      email: null,
      body: "¿Se podrá escuchar el archivo desde fuera de Euskadi? Vivo en Valencia.",
      hoursAgo: 55,
    },
    {
      id: 24006,
      author: "Sehaska-kantak taldea",
      email: null,
      team: true,
      body: "Marta: bai, dena sarean egongo da, doan. Sí, todo estará en línea y gratis.",
      hoursAgo: 52,
    },
    {
      id: 24007,
      author: "Koldo Urrutia",
      email: null,
      body: "Las entradas para el concierto se han acabado volando. ¡Enhorabuena!",
      hoursAgo: 80,
    },
    {
      id: 24008,
      author: "Elena Sánchez Ibarra",
      email: null,
      body: "He regalado la canción con nombre a mi hermana, que acaba de ser madre.",
      hoursAgo: 120,
    },
    { id: 24009, author: "Mikel Aranburu", email: null, body: "Zorionak! Halako proiektuek merezi dute.", hoursAgo: 160 },
    {
      id: 24010,
      author: "Lucía Prieto",
      email: null,
      body: "Soy maestra de infantil: ¿podremos usar las grabaciones en clase?",
      hoursAgo: 200,
    },
    {
      id: 24011,
      author: "Sehaska-kantak taldea",
      email: null,
      team: true,
      body: "Lucía, claro que sí: la licencia permite usarlas en clase y fuera de ella.",
      hoursAgo: 198,
    },
    {
      id: 24012,
      author: "Joana Ferraz",
      email: null,
      body: "Lindo projeto. No Minho também temos canções de embalar quase esquecidas.",
      hoursAgo: 260,
    },
    { id: 24013, author: "Patxi Lasa", email: null, body: "Lehen eguna eta dagoeneko 1.000 euro. Aurrera!", hoursAgo: 560 },
  ],
};

const ORGANO_SAN_TELMO: SeedCampaign = {
  id: 2402,
  conferenceSlug: "presentacion-campanas-2027",
  image: asset.campaign("restauracion-organo-san-telmo"),
  title: t(
    "Restauración del órgano de San Telmo",
    "Restoring the San Telmo organ",
    "Restauro do órgão de San Telmo",
    "San Telmoko organoaren zaharberritzea",
  ),
  summary: t(
    "El órgano Cavaillé-Coll de 1889 vuelve a sonar: objetivo conseguido.",
    "The 1889 Cavaillé-Coll organ plays again: goal reached.",
    "O órgão Cavaillé-Coll de 1889 volta a tocar: objetivo alcançado.",
    "1889ko Cavaillé-Coll organoak berriro joko du: helburua lortuta.",
  ),
  description: t(
    "<p>El órgano del antiguo convento llevaba treinta años en silencio. Gracias a <strong>388 mecenas</strong> se han restaurado sus 1200 tubos y el fuelle.</p>",
    "<p>The organ of the old convent had been silent for thirty years. Thanks to <strong>388 patrons</strong> its 1,200 pipes and its bellows have been restored.</p>",
    "<p>O órgão do antigo convento estava em silêncio há trinta anos. Graças a <strong>388 mecenas</strong> foram restaurados os seus 1200 tubos e o fole.</p>",
    "<p>Komentu zaharreko organoa hogeita hamar urtez isilik egon da. <strong>388 mezenasi</strong> esker, bere 1.200 hodiak eta hauspoa zaharberritu dira.</p>",
  ),
  goal: 20000,
  raised: 21310,
  backers: 387,
  currency: "EUR",
  minAmount: 5,
  startsDaysAgo: 100,
  endsInDays: -12,
  rewards: [
    {
      id: 2431,
      title: t("Tu nombre en el programa", "Your name in the programme", "O seu nome no programa", "Zure izena egitarauan"),
      description: t(
        "Tu nombre en el programa del concierto de reinauguración.",
        "Your name in the programme of the reopening concert.",
        "O seu nome no programa do concerto de reinauguração.",
        "Zure izena berrinaugurazio-kontzertuaren egitarauan.",
      ),
      amount: 15,
      limit: null,
      taken: 210,
      delivery: null,
    },
    {
      id: 2432,
      title: t("Visita al interior del órgano", "A visit inside the organ", "Visita ao interior do órgão", "Organoaren barrura bisita"),
      description: t(
        "Sube con el organero a ver los tubos y el fuelle por dentro.",
        "Climb up with the organ builder to see the pipes and the bellows from inside.",
        "Suba com o organeiro para ver os tubos e o fole por dentro.",
        "Igo organugilearekin hodiak eta hauspoa barrutik ikustera.",
      ),
      amount: 40,
      limit: 60,
      taken: 59,
      delivery: t("abril de 2027", "April 2027", "abril de 2027", "2027ko apirila"),
    },
    {
      id: 2433,
      title: t("Apadrina un tubo", "Sponsor a pipe", "Apadrinhe um tubo", "Babestu hodi bat"),
      description: t(
        "Un tubo del órgano lleva tu nombre grabado, con un certificado.",
        "One of the organ's pipes bears your name, with a certificate.",
        "Um tubo do órgão leva o seu nome gravado, com um certificado.",
        "Organoaren hodi batek zure izena izango du grabatuta, ziurtagiri batekin.",
      ),
      amount: 120,
      limit: 50,
      taken: 38,
      delivery: t("mayo de 2027", "May 2027", "maio de 2027", "2027ko maiatza"),
    },
  ],
  updates: [
    {
      id: 2441,
      title: t("¡Lo hemos conseguido!", "We did it!", "Conseguimos!", "Lortu dugu!"),
      body: t(
        "<p>Cerramos la campaña con un <strong>106 %</strong> del objetivo. El concierto de reinauguración será en primavera.</p>",
        "<p>We closed the campaign at <strong>106%</strong> of the goal. The reopening concert will be in spring.</p>",
        "<p>Fechámos a campanha com <strong>106 %</strong> do objetivo. O concerto de reinauguração será na primavera.</p>",
        "<p>Kanpaina helburuaren <strong>% 106rekin</strong> itxi dugu. Berrinaugurazio-kontzertua udaberrian izango da.</p>",
      ),
      daysAgo: 11,
    },
    {
      id: 2442,
      title: t("Desmontando los tubos", "Taking the pipes down", "A desmontar os tubos", "Hodiak desmuntatzen"),
      body: t(
        "<p>El taller de organería ya tiene los primeros 300 tubos para limpiarlos y afinarlos.</p>",
        "<p>The organ workshop already has the first 300 pipes to clean and tune them.</p>",
        "<p>A oficina de organaria já tem os primeiros 300 tubos para os limpar e afinar.</p>",
        "<p>Organugintza-tailerrak lehen 300 hodiak ditu jada, garbitu eta afinatzeko.</p>",
      ),
      daysAgo: 45,
    },
  ],
  comments: [
    { id: 24101, author: "Begoña Iturbe", email: null, body: "¡Enhorabuena! Tengo muchas ganas de volver a oírlo.", hoursAgo: 260 },
    { id: 24102, author: "Aitor Zabala", email: null, body: "Zorionak denoi. Organoa berriro entzuteko irrikaz!", hoursAgo: 300 },
    {
      id: 24103,
      author: "Fernando Ortega",
      email: null,
      body: "Mi tubo apadrinado lleva el nombre de mi madre, que cantó en el coro. Gracias.",
      hoursAgo: 900,
    },
  ],
};

// ------------------------------------------------------------------------ contributions --

/** Documentation addresses (RFC 5737): the IPs the portal "sent" for the seeded contributions. */
const CONGRESO_SEED: CrowdfundingSeed = {
  campaigns: [ARCHIVO_RIA],
  contributions: [
    {
      id: 451,
      email: "ana@example.com",
      campaignId: 401,
      rewardId: 414,
      amount: 150,
      kind: "card",
      state: "confirmed",
      daysAgo: 15,
      userIp: "203.0.113.24",
    },
    {
      id: 452,
      email: "ana@example.com",
      campaignId: 401,
      rewardId: null,
      amount: 30,
      kind: "qr",
      state: "confirmed",
      daysAgo: 9,
      userIp: "203.0.113.24",
    },
    {
      id: 453,
      email: "ana@example.com",
      campaignId: 401,
      rewardId: 412,
      amount: 25,
      kind: "bank_transfer",
      state: "lost",
      daysAgo: 12,
      userIp: "203.0.113.24",
    },
    {
      id: 454,
      email: "ana@example.com",
      campaignId: 401,
      rewardId: 412,
      amount: 25,
      kind: "bank_transfer",
      state: "pending",
      daysAgo: 2,
      userIp: "198.51.100.7",
    },
    {
      id: 455,
      email: "mod@example.com",
      campaignId: 401,
      rewardId: 413,
      amount: 60,
      kind: "card",
      state: "confirmed",
      daysAgo: 6,
      userIp: "192.0.2.55",
    },
  ],
  tracking: [{ email: "ana@example.com", campaignId: 401 }],
};

const MECENAZGO_SEED: CrowdfundingSeed = {
  campaigns: [SEHASKA_KANTAK, ORGANO_SAN_TELMO],
  contributions: [
    {
      id: 2451,
      email: "ana@example.com",
      campaignId: 2402,
      rewardId: 2432,
      amount: 40,
      kind: "card",
      state: "confirmed",
      daysAgo: 20,
      userIp: "203.0.113.24",
    },
    {
      id: 2452,
      email: "ana@example.com",
      campaignId: 2401,
      rewardId: null,
      amount: 20,
      kind: "card",
      state: "confirmed",
      daysAgo: 8,
      userIp: "203.0.113.24",
    },
    {
      id: 2453,
      email: "ana@example.com",
      campaignId: 2401,
      rewardId: 2412,
      amount: 25,
      kind: "bank_transfer",
      state: "lost",
      daysAgo: 14,
      userIp: "203.0.113.24",
    },
    {
      id: 2454,
      email: "ana@example.com",
      campaignId: 2401,
      rewardId: 2412,
      amount: 25,
      kind: "bank_transfer",
      state: "pending",
      daysAgo: 1,
      userIp: "198.51.100.7",
    },
    {
      id: 2455,
      email: "mod@example.com",
      campaignId: 2401,
      rewardId: 2413,
      amount: 60,
      kind: "qr",
      state: "confirmed",
      daysAgo: 4,
      userIp: "192.0.2.55",
    },
  ],
  tracking: [
    { email: "ana@example.com", campaignId: 2401 },
    { email: "ana@example.com", campaignId: 2402 },
  ],
};

const NONE: CrowdfundingSeed = { campaigns: [], contributions: [], tracking: [] };

const SEEDS: Record<string, CrowdfundingSeed> = {
  "demo-congreso-token": CONGRESO_SEED,
  "demo-mecenazgo-token": MECENAZGO_SEED,
};

export function crowdfundingSeed(tenantToken: string): CrowdfundingSeed {
  return SEEDS[tenantToken] ?? NONE;
}

/** A campaign of the tenant by id. */
export function findSeedCampaign(tenantToken: string, id: number | undefined): SeedCampaign | undefined {
  return id === undefined ? undefined : crowdfundingSeed(tenantToken).campaigns.find((campaign) => campaign.id === id);
}
