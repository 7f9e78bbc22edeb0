/** Texts and building blocks shared by several demo tenants. */
import { t, type Localized } from "./i18n";
import type {
  SeedCmsPage,
  SeedFile,
  SeedFooterLink,
  SeedFooterSection,
  SeedMenuLink,
  SeedModule,
  SeedSponsorCategory,
  SeedTag,
} from "./types";

export const texts = {
  home: t("Inicio", "Home", "Início", "Hasiera"),
  agenda: t("Agenda", "Agenda", "Agenda", "Agenda"),
  speakers: t("Ponentes", "Speakers", "Oradores", "Hizlariak"),
  sponsors: t("Patrocinadores", "Sponsors", "Patrocinadores", "Babesleak"),
  aboutUs: t("Sobre nosotros", "About us", "Sobre nós", "Guri buruz"),
  howToGetThere: t("Cómo llegar", "How to get there", "Como chegar", "Nola iritsi"),
  blog: t("Blog", "Blog", "Blog", "Bloga"),
  contact: t("Contacto", "Contact", "Contacto", "Harremana"),
  legalTitle: t("Información legal", "Legal information", "Informações legais", "Lege informazioa"),
  legalNotice: t("Aviso legal", "Legal notice", "Aviso legal", "Lege-oharra"),
  privacy: t("Privacidad", "Privacy", "Privacidade", "Pribatutasuna"),
  cookies: t("Cookies", "Cookies", "Cookies", "Cookieak"),
  communicationTitle: t("Comunicación", "Communication", "Comunicação", "Komunikazioa"),
  pressRoom: t("Sala de prensa", "Press room", "Sala de imprensa", "Prentsa aretoa"),
} as const;

export function link(text: SeedMenuLink["text"], target: string, children?: SeedMenuLink[]): SeedMenuLink {
  return children ? { text, target, isComponent: false, children } : { text, target, isComponent: false };
}

export const legalSection: SeedFooterSection = {
  kind: 1,
  title: texts.legalTitle,
  links: [
    { text: texts.legalNotice, target: "aviso-legal" },
    { text: texts.privacy, target: "privacidad" },
    { text: texts.cookies, target: "cookies" },
  ],
};

/** Communication section: press room, contact and one tenant-specific external link. */
export function communicationSection(external: SeedFooterLink): SeedFooterSection {
  return {
    kind: 2,
    title: texts.communicationTitle,
    links: [{ text: texts.pressRoom, target: "sala-de-prensa" }, { text: texts.contact, target: "contacto" }, external],
  };
}

// ------------------------------------------------------------------------------ catalogue --

/** URLs of the generated demo assets (public/demo/catalogue/, see demo-api/assets/). */
export const asset = {
  speaker: (name: string) => `/demo/catalogue/speakers/${name}.svg`,
  sponsor: (name: string) => `/demo/catalogue/sponsors/${name}.svg`,
  blog: (name: string) => `/demo/catalogue/blog/${name}.svg`,
  activity: (name: string) => `/demo/catalogue/activities/${name}.svg`,
  cms: (name: string) => `/demo/catalogue/cms/${name}.svg`,
  campaign: (name: string) => `/demo/catalogue/campaigns/${name}.svg`,
  sdg: (goal: number) => `/demo/catalogue/sdg/ods-${goal}.svg`,
  map: (name: string) => `/demo/catalogue/maps/${name}.svg`,
  file: (name: string) => `/demo/catalogue/files/${name}.pdf`,
} as const;

/** A date-time in Europe/Madrid winter time (CET): `cet("2027-03-09", "09:30")`. */
export function cet(date: string, time: string): string {
  return `${date}T${time}:00+01:00`;
}

/** A PDF attachment of an activity. */
export function pdf(id: number, name: string, file: string, size: number): SeedFile {
  return { id, name, url: asset.file(file), mimeType: "application/pdf", size };
}

/** The four sponsor levels, with ids `firstId`..`firstId + 3`. */
export function sponsorCategories(firstId: number): SeedSponsorCategory[] {
  return [
    { id: firstId, level: "gold", order: 1, name: t("Oro", "Gold", "Ouro", "Urrea") },
    { id: firstId + 1, level: "silver", order: 2, name: t("Plata", "Silver", "Prata", "Zilarra") },
    { id: firstId + 2, level: "bronze", order: 3, name: t("Bronce", "Bronze", "Bronze", "Brontzea") },
    {
      id: firstId + 3,
      level: "promoter",
      order: 4,
      name: t("Entidad promotora", "Promoter", "Entidade promotora", "Erakunde sustatzailea"),
    },
  ];
}

/** Ready-made tags shared by the tenants (each tenant gives them its own ids). */
const tagNames = {
  "inteligencia-artificial": t("Inteligencia artificial", "Artificial intelligence", "Inteligência artificial", "Adimen artifiziala"),
  sostenibilidad: t("Sostenibilidad", "Sustainability", "Sustentabilidade", "Iraunkortasuna"),
  cultura: t("Cultura", "Culture", "Cultura", "Kultura"),
  salud: t("Salud", "Health", "Saúde", "Osasuna"),
  taller: t("Taller", "Workshop", "Oficina", "Tailerra"),
  keynote: t("Keynote", "Keynote", "Palestra principal", "Hitzaldi nagusia"),
  innovacion: t("Innovación", "Innovation", "Inovação", "Berrikuntza"),
  "datos-abiertos": t("Datos abiertos", "Open data", "Dados abertos", "Datu irekiak"),
  movilidad: t("Movilidad", "Mobility", "Mobilidade", "Mugikortasuna"),
  comunidad: t("Comunidad", "Community", "Comunidade", "Komunitatea"),
  tecnologia: t("Tecnología", "Technology", "Tecnologia", "Teknologia"),
  emprendimiento: t("Emprendimiento", "Entrepreneurship", "Empreendedorismo", "Ekintzailetza"),
  marketing: t("Marketing", "Marketing", "Marketing", "Marketina"),
  liderazgo: t("Liderazgo", "Leadership", "Liderança", "Lidergoa"),
  patrimonio: t("Patrimonio", "Heritage", "Património", "Ondarea"),
  musica: t("Música", "Music", "Música", "Musika"),
  educacion: t("Educación", "Education", "Educação", "Hezkuntza"),
  solidaridad: t("Solidaridad", "Solidarity", "Solidariedade", "Elkartasuna"),
  "ciencia-abierta": t("Ciencia abierta", "Open science", "Ciência aberta", "Zientzia irekia"),
  "acceso-abierto": t("Acceso abierto", "Open access", "Acesso aberto", "Sarbide irekia"),
  poster: t("Póster", "Poster", "Póster", "Posterra"),
} as const satisfies Record<string, Localized<string>>;

export type TagSlug = keyof typeof tagNames;

/** Tags from `tagNames`, numbered from `firstId` in the given order. */
export function tags(firstId: number, slugs: TagSlug[]): SeedTag[] {
  return slugs.map((slug, index) => ({ id: firstId + index, slug, name: tagNames[slug] }));
}

/** Titles of the pages every tenant has. */
export const pageTitles = {
  home: texts.home,
  legalNotice: texts.legalNotice,
  privacy: t("Política de privacidad", "Privacy policy", "Política de privacidade", "Pribatutasun-politika"),
  cookies: t("Política de cookies", "Cookie policy", "Política de cookies", "Cookie-politika"),
  contact: texts.contact,
  aboutUs: texts.aboutUs,
  pressRoom: texts.pressRoom,
  howToGetThere: texts.howToGetThere,
  sdg: t(
    "Objetivos de Desarrollo Sostenible",
    "Sustainable Development Goals",
    "Objetivos de Desenvolvimento Sustentável",
    "Garapen Iraunkorrerako Helburuak",
  ),
} as const;

export interface LegalOwner {
  /** Legal name of the organiser. */
  company: string;
  taxId: string;
  address: string;
  email: string;
}

/**
 * `aviso-legal`, `privacidad` and `cookies`, with the organiser's data. Page ids `firstId`..+2.
 */
export function legalPages(firstId: number, owner: LegalOwner): SeedCmsPage[] {
  const mail = `<a href="mailto:${owner.email}">${owner.email}</a>`;
  return [
    {
      id: firstId,
      slug: "aviso-legal",
      title: pageTitles.legalNotice,
      description: t(
        "Datos identificativos del titular del sitio y condiciones de uso.",
        "Who runs this site and the terms of use.",
        "Quem é o titular deste site e as condições de utilização.",
        "Gunearen titularraren datuak eta erabilera-baldintzak.",
      ),
      modules: [
        {
          type: "text",
          title: t("Titular del sitio", "Site owner", "Titular do site", "Gunearen titularra"),
          text: t(
            `<p>Este sitio web es titularidad de <strong>${owner.company}</strong> (NIF ${owner.taxId}), con domicilio en ${owner.address}. Contacto: ${mail}.</p>`,
            `<p>This website is owned by <strong>${owner.company}</strong> (tax id ${owner.taxId}), registered at ${owner.address}. Contact: ${mail}.</p>`,
            `<p>Este site é propriedade de <strong>${owner.company}</strong> (NIF ${owner.taxId}), com sede em ${owner.address}. Contacto: ${mail}.</p>`,
            `<p>Webgune honen titularra <strong>${owner.company}</strong> da (IFZ ${owner.taxId}), helbidea: ${owner.address}. Harremana: ${mail}.</p>`,
          ),
        },
        {
          type: "text",
          title: t("Condiciones de uso", "Terms of use", "Condições de uso", "Erabilera-baldintzak"),
          text: t(
            "<p>El acceso al sitio es gratuito y supone la aceptación de estas condiciones. Los contenidos se ofrecen con fines informativos y pueden cambiar sin previo aviso.</p><ul><li>No está permitido reproducir los contenidos con fines comerciales sin autorización.</li><li>Los enlaces a sitios de terceros se ofrecen por comodidad; no nos responsabilizamos de su contenido.</li></ul>",
            "<p>Access to the site is free and implies acceptance of these terms. The contents are provided for information purposes and may change without notice.</p><ul><li>Reproducing the contents for commercial purposes without permission is not allowed.</li><li>Links to third-party sites are provided for convenience; we are not responsible for their content.</li></ul>",
            "<p>O acesso ao site é gratuito e implica a aceitação destas condições. Os conteúdos são disponibilizados para fins informativos e podem mudar sem aviso prévio.</p><ul><li>Não é permitido reproduzir os conteúdos para fins comerciais sem autorização.</li><li>As ligações para sites de terceiros são disponibilizadas por conveniência; não somos responsáveis pelo seu conteúdo.</li></ul>",
            "<p>Gunera sartzea doakoa da, eta baldintza hauek onartzea dakar. Edukiak informazio-helburuz eskaintzen dira, eta aurrez abisatu gabe alda daitezke.</p><ul><li>Debekatuta dago edukiak helburu komertzialekin erreproduzitzea baimenik gabe.</li><li>Hirugarrenen guneetarako estekak erosotasunagatik eskaintzen dira; ez gara haien edukiaren erantzule.</li></ul>",
          ),
        },
      ],
    },
    {
      id: firstId + 1,
      slug: "privacidad",
      title: pageTitles.privacy,
      description: t(
        "Cómo tratamos tus datos personales.",
        "How we handle your personal data.",
        "Como tratamos os seus dados pessoais.",
        "Nola tratatzen ditugun zure datu pertsonalak.",
      ),
      modules: [
        {
          type: "text",
          title: t("Responsable del tratamiento", "Data controller", "Responsável pelo tratamento", "Tratamenduaren arduraduna"),
          text: t(
            `<p>${owner.company}, ${owner.address}. Puedes escribir a nuestro delegado de protección de datos en ${mail}.</p>`,
            `<p>${owner.company}, ${owner.address}. You can write to our data protection officer at ${mail}.</p>`,
            `<p>${owner.company}, ${owner.address}. Pode escrever ao nosso encarregado da proteção de dados para ${mail}.</p>`,
            `<p>${owner.company}, ${owner.address}. Gure datuak babesteko ordezkariari idatz diezaiokezu helbide honetara: ${mail}.</p>`,
          ),
        },
        {
          type: "text",
          title: t("Tus derechos", "Your rights", "Os seus direitos", "Zure eskubideak"),
          text: t(
            "<p>Tratamos tus datos solo para gestionar tu inscripción y enviarte información del evento si lo pides. Los conservamos mientras dure la relación y, después, el tiempo que exija la ley.</p><p>Puedes ejercer tus derechos de <strong>acceso, rectificación, supresión, oposición, limitación y portabilidad</strong> escribiéndonos, y reclamar ante la Agencia Española de Protección de Datos.</p>",
            "<p>We only process your data to manage your registration and, if you ask for it, to send you news about the event. We keep it for as long as the relationship lasts and then for the time required by law.</p><p>You can exercise your rights of <strong>access, rectification, erasure, objection, restriction and portability</strong> by writing to us, and lodge a complaint with the Spanish Data Protection Agency.</p>",
            "<p>Tratamos os seus dados apenas para gerir a sua inscrição e, se o pedir, enviar-lhe informação sobre o evento. Conservamo-los enquanto durar a relação e, depois, durante o tempo exigido por lei.</p><p>Pode exercer os seus direitos de <strong>acesso, retificação, apagamento, oposição, limitação e portabilidade</strong> escrevendo-nos, e apresentar reclamação junto da Agencia Española de Protección de Datos.</p>",
            "<p>Zure datuak zure izen-ematea kudeatzeko eta, eskatzen baduzu, ekitaldiari buruzko informazioa bidaltzeko baino ez ditugu tratatzen. Harremanak irauten duen bitartean gordetzen ditugu, eta gero legeak eskatzen duen denboran.</p><p><strong>Sartzeko, zuzentzeko, ezabatzeko, aurka egiteko, mugatzeko eta eramateko</strong> eskubideak erabil ditzakezu guri idatziz, eta erreklamazioa aurkez dezakezu Datuak Babesteko Espainiako Bulegoan (Agencia Española de Protección de Datos).</p>",
          ),
        },
        {
          type: "text",
          title: t(
            "Lo que se guarda en tu dispositivo",
            "What is kept on your device",
            "O que fica guardado no seu dispositivo",
            "Zure gailuan gordetzen dena",
          ),
          text: t(
            "<p>Con JavaScript activado, el navegador guarda una copia de las páginas que abres (la agenda, las actividades, los ponentes, las páginas de información y la portada) para mostrarlas si te quedas sin conexión en el evento. Si has iniciado sesión, guarda también tu área privada (inscripciones, pedidos y entradas, certificados) solo para tu cuenta: se borra al cerrar sesión, al caducar tu sesión o al entrar otra cuenta en el mismo dispositivo, y nunca se guarda más allá del día siguiente al final del evento. No se guardan pagos, emisiones en directo ni respuestas a formularios.</p>",
            "<p>With JavaScript on, the browser keeps a copy of the pages you open (the agenda, activities, speakers, information pages and the home page) to show them if you lose your connection at the event. If you are signed in, it also keeps your private area (registrations, orders and tickets, certificates) for your account only: it is deleted when you sign out, when your session ends or when another account signs in on the same device, and it is never kept beyond the day after the event ends. Payments, live streams and answers to forms are never kept.</p>",
            "<p>Com o JavaScript ativo, o navegador guarda uma cópia das páginas que abre (a agenda, as atividades, os oradores, as páginas de informação e a página inicial) para as mostrar se ficar sem ligação no evento. Se tiver sessão iniciada, guarda também a sua área privada (inscrições, encomendas e bilhetes, certificados) só para a sua conta: é apagada quando termina a sessão, quando a sessão expira ou quando outra conta entra no mesmo dispositivo, e nunca fica guardada além do dia seguinte ao fim do evento. Pagamentos, transmissões em direto e respostas a formulários nunca são guardados.</p>",
            "<p>JavaScript aktibatuta badago, nabigatzaileak irekitzen dituzun orrien kopia bat gordetzen du (agenda, jarduerak, hizlariak, informazio-orriak eta hasiera-orria), ekitaldian konexiorik gabe geratzen bazara erakusteko. Saioa hasita baduzu, zure eremu pribatua ere gordetzen du (izen-emateak, eskaerak eta sarrerak, ziurtagiriak) zure konturako bakarrik: saioa ixtean, saioa iraungitzean edo beste kontu bat gailu berean sartzean ezabatzen da, eta ez da inoiz gordetzen ekitaldia amaitu eta hurrengo egunetik harago. Ordainketak, zuzeneko emanaldiak eta inprimakien erantzunak ez dira inoiz gordetzen.</p>",
          ),
        },
      ],
    },
    {
      id: firstId + 2,
      slug: "cookies",
      title: pageTitles.cookies,
      description: t(
        "Qué cookies usa este sitio y para qué.",
        "Which cookies this site uses and why.",
        "Que cookies este site usa e para quê.",
        "Zer cookie erabiltzen dituen gune honek eta zertarako.",
      ),
      modules: [
        {
          type: "text",
          text: t(
            "<p>Este sitio usa cookies <strong>técnicas</strong>, necesarias para que funcione:</p><ul><li><code>i18n_redirected</code>: el idioma que has elegido.</li><li><code>venue_id</code>: la sede que has elegido.</li><li><code>__session</code>: tu sesión, si inicias sesión.</li><li><code>cookie_consent</code>: tu elección sobre las cookies, durante un año.</li></ul><p>Las cookies de análisis, de personalización y de publicidad (las de Google Tag Manager y Google Analytics) solo se usan si las aceptas. Puedes cambiar tu elección cuando quieras en «Configuración de cookies», al pie de cada página.</p>",
            "<p>This site uses <strong>technical</strong> cookies, needed for it to work:</p><ul><li><code>i18n_redirected</code>: the language you chose.</li><li><code>venue_id</code>: the venue you chose.</li><li><code>__session</code>: your session, if you sign in.</li><li><code>cookie_consent</code>: your cookie choice, for a year.</li></ul><p>Analytics, personalisation and advertising cookies (those of Google Tag Manager and Google Analytics) are only used if you accept them. You can change your choice at any time in “Cookie settings” at the bottom of every page.</p>",
            "<p>Este site usa cookies <strong>técnicos</strong>, necessários para funcionar:</p><ul><li><code>i18n_redirected</code>: o idioma que escolheu.</li><li><code>venue_id</code>: o local que escolheu.</li><li><code>__session</code>: a sua sessão, se iniciar sessão.</li><li><code>cookie_consent</code>: a sua escolha sobre os cookies, durante um ano.</li></ul><p>Os cookies de análise, de personalização e de publicidade (os do Google Tag Manager e do Google Analytics) só são usados se os aceitar. Pode mudar a sua escolha quando quiser em «Definições de cookies», no rodapé de cada página.</p>",
            "<p>Gune honek cookie <strong>teknikoak</strong> erabiltzen ditu, funtziona dezan beharrezkoak:</p><ul><li><code>i18n_redirected</code>: aukeratu duzun hizkuntza.</li><li><code>venue_id</code>: aukeratu duzun egoitza.</li><li><code>__session</code>: zure saioa, saioa hasten baduzu.</li><li><code>cookie_consent</code>: cookieei buruz egin duzun aukera, urtebetez.</li></ul><p>Analisi-, pertsonalizazio- eta publizitate-cookieak (Google Tag Manager eta Google Analytics-enak) onartzen badituzu baino ez dira erabiltzen. Nahi duzunean alda dezakezu aukera «Cookieen ezarpenak» atalean, orri bakoitzaren oinean.</p>",
          ),
        },
      ],
    },
  ];
}

/**
 * `condiciones-de-compra`: the sales conditions the purchase flow links to beside its checkbox
 * (the portal's CMS_SLUGS.salesConditions).
 */
export function salesConditionsPage(id: number, owner: LegalOwner): SeedCmsPage {
  return {
    id,
    slug: "condiciones-de-compra",
    title: t("Condiciones de compra", "Sales conditions", "Condições de compra", "Erosteko baldintzak"),
    description: t(
      "Qué aceptas al comprar una entrada o pagar una actividad.",
      "What you accept when you buy a ticket or pay for an activity.",
      "O que aceita ao comprar um bilhete ou pagar uma atividade.",
      "Zer onartzen duzun sarrera bat erostean edo jarduera bat ordaintzean.",
    ),
    modules: [
      {
        type: "text",
        text: t(
          `<p>Vende ${owner.company} (NIF ${owner.taxId}). Los precios incluyen los impuestos. Cada entrada es personal y queda ligada a la cuenta con la que se compra: para otra persona, otra cuenta.</p><ul><li>Pago con tarjeta o con código QR: la compra se confirma al terminar el pago.</li><li>Transferencia bancaria: el pedido queda pendiente 7 días; sin transferencia en ese plazo, se anula.</li><li>Devoluciones: hasta 14 días antes del evento, escribiendo a <a href="mailto:${owner.email}">${owner.email}</a>.</li></ul>`,
          `<p>Sold by ${owner.company} (tax id ${owner.taxId}). Prices include taxes. Each ticket is personal and bound to the account that buys it: for another person, another account.</p><ul><li>Card or QR code payment: the purchase is confirmed when the payment ends.</li><li>Bank transfer: the order stays pending for 7 days; without a transfer by then, it is cancelled.</li><li>Refunds: up to 14 days before the event, writing to <a href="mailto:${owner.email}">${owner.email}</a>.</li></ul>`,
          `<p>Vende ${owner.company} (NIF ${owner.taxId}). Os preços incluem os impostos. Cada bilhete é pessoal e fica associado à conta com que é comprado: para outra pessoa, outra conta.</p><ul><li>Pagamento com cartão ou com código QR: a compra é confirmada ao terminar o pagamento.</li><li>Transferência bancária: a encomenda fica pendente 7 dias; sem transferência nesse prazo, é anulada.</li><li>Devoluções: até 14 dias antes do evento, escrevendo para <a href="mailto:${owner.email}">${owner.email}</a>.</li></ul>`,
          `<p>Saltzailea: ${owner.company} (IFZ ${owner.taxId}). Prezioek zergak barne hartzen dituzte. Sarrera bakoitza pertsonala da, eta erosteko erabili den kontuari lotuta geratzen da: beste pertsona batentzat, beste kontu bat.</p><ul><li>Txartelez edo QR kodez ordaintzea: erosketa ordainketa amaitzean berresten da.</li><li>Banku-transferentzia: eskaera 7 egunez geratzen da zain; epe horretan transferentziarik ez badago, baliogabetu egiten da.</li><li>Itzulketak: ekitaldia baino 14 egun lehenago arte, <a href="mailto:${owner.email}">${owner.email}</a> helbidera idatziz.</li></ul>`,
        ),
      },
    ],
  };
}

/** A `contacto` page: some text and the contact form (its messages: routes/contact.ts). */
export function contactPage(id: number, email: string, formUuid: string, extra: SeedModule[] = []): SeedCmsPage {
  return {
    id,
    slug: "contacto",
    title: pageTitles.contact,
    description: t(
      "Escríbenos: te respondemos en dos días laborables.",
      "Write to us: we answer within two working days.",
      "Escreva-nos: respondemos em dois dias úteis.",
      "Idatz iezaguzu: bi lanegunetan erantzungo dizugu.",
    ),
    modules: [
      {
        type: "text",
        text: t(
          `<p>¿Tienes dudas sobre inscripciones, facturas o accesibilidad? Escríbenos a <a href="mailto:${email}">${email}</a> o usa el formulario.</p>`,
          `<p>Questions about registration, invoices or accessibility? Write to <a href="mailto:${email}">${email}</a> or use the form.</p>`,
          `<p>Tem dúvidas sobre inscrições, faturas ou acessibilidade? Escreva-nos para <a href="mailto:${email}">${email}</a> ou use o formulário.</p>`,
          `<p>Zalantzak dituzu izen-emateei, fakturei edo irisgarritasunari buruz? Idatz iezaguzu <a href="mailto:${email}">${email}</a> helbidera edo erabili formularioa.</p>`,
        ),
      },
      ...extra,
      {
        type: "contact_form",
        title: t("Formulario de contacto", "Contact form", "Formulário de contacto", "Harremanetarako formularioa"),
        formUuid,
      },
    ],
  };
}
