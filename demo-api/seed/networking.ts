// Networking seed: scopes, networking events, the terms, the profile form, attendees and requests.
// The seeded requests, scope by scope: ../API.md, "Networking: seed".
import { t, type Localized } from "./i18n";
import type { SeedSurvey } from "./participation";

type NetworkingType = 1 | 2;

export interface SeedNetworkingEvent {
  id: number;
  title: Localized<string>;
  place: Localized<string>;
  description: Localized<string> | null;
  /** `YYYY-MM-DD`; every day 16:00–18:00 Central European time. */
  days: string[];
  tables: number;
}

export interface SeedNetworkingScope {
  /** The conference's slug (type 2, an activity of the tenant's catalogue), or "" (type 1). */
  conference: string;
  events: [SeedNetworkingEvent, SeedNetworkingEvent];
  /** The first request id of the scope's seed (see the table above). */
  requestBase: number;
}

export interface SeedAttendeeProfile {
  id: number;
  name: string;
  surname: string;
  position: string;
  company: string;
  /** The networking profile form's answers. */
  answers: Record<string, unknown>;
}

/** The networking profile form: a survey's shape (seed/participation.ts), answered again to change it. */
export type SeedProfileForm = SeedSurvey;

type Option = { value: string; label: Localized<string> };

export interface SeedRequest {
  /** Added to the scope's `requestBase`. */
  n: number;
  from: number;
  to: number;
  /** 0: the foyer (2 tables), 1: the room (1 table). */
  event: 0 | 1;
  /** 0: the event's first day, 1: its second. */
  day: 0 | 1;
  time: string;
  status: "created" | "validated" | "rejected" | "cancelled";
  message: string | null;
  reason: string | null;
  closedBy: "sender" | "receiver" | null;
  /** When it was made, `YYYY-MM-DDTHH:MM` Madrid (moved back with the others while not yet past: ../clock.ts). */
  createdAt: string;
}

export interface TenantNetworkingSeed {
  type: NetworkingType;
  scopes: SeedNetworkingScope[];
  form: SeedProfileForm;
}

export const ANA_ID = 1;
export const BRUNO_ID = 2;

/** The version of the terms; enabling accepts it. */
export const TERMS_VERSION = "2027-01";
export const TERMS_UPDATED = "2027-01-15";

export const TERMS: { title: Localized<string>; html: Localized<string> } = {
  title: t("Condiciones del networking", "Networking terms", "Condições do networking", "Networkingaren baldintzak"),
  html: t(
    "<p>Al activar el networking, las demás personas asistentes que también lo usen verán tu <strong>nombre, cargo, empresa</strong> y las respuestas de tu perfil de networking, y podrán pedirte reuniones.</p><ul><li>Solo compartimos los datos de tu perfil de networking; nunca tu e-mail ni tu teléfono.</li><li>Las reuniones se celebran en los espacios y horarios que ofrece la organización.</li><li>Puedes dejar el networking cuando quieras: es irreversible y borra tus conversaciones y reuniones.</li></ul>",
    "<p>When you switch networking on, the other attendees who use it will see your <strong>name, position, company</strong> and the answers of your networking profile, and will be able to ask you for meetings.</p><ul><li>We only share your networking profile; never your e-mail or telephone.</li><li>Meetings take place in the spaces and at the times the organisers offer.</li><li>You can leave networking whenever you like: it cannot be undone and it deletes your conversations and meetings.</li></ul>",
    "<p>Ao ativar o networking, os outros participantes que também o usam verão o seu <strong>nome, cargo, empresa</strong> e as respostas do seu perfil de networking, e poderão pedir-lhe reuniões.</p><ul><li>Só partilhamos o seu perfil de networking; nunca o seu e-mail nem o seu telefone.</li><li>As reuniões decorrem nos espaços e horários que a organização oferece.</li><li>Pode deixar o networking quando quiser: é irreversível e apaga as suas conversas e reuniões.</li></ul>",
    "<p>Networkinga aktibatzean, hura erabiltzen duten gainerako parte-hartzaileek zure <strong>izena, kargua, enpresa</strong> eta networking-profilaren erantzunak ikusiko dituzte, eta bilerak eskatu ahal izango dizkizute.</p><ul><li>Zure networking-profila bakarrik partekatzen dugu; inoiz ez zure posta edo telefonoa.</li><li>Bilerak antolatzaileek eskaintzen dituzten espazio eta ordutegietan egiten dira.</li><li>Nahi duzunean utz dezakezu networkinga: ezin da desegin eta zure elkarrizketak eta bilerak ezabatzen ditu.</li></ul>",
  ),
};

// ------------------------------------------------------------------------------ profile form --

const SECTORS: Option[] = [
  { value: "tecnologia", label: t("Tecnología", "Technology", "Tecnologia", "Teknologia") },
  {
    value: "administracion",
    label: t("Administración pública", "Public administration", "Administração pública", "Administrazio publikoa"),
  },
  { value: "salud", label: t("Salud", "Health", "Saúde", "Osasuna") },
  { value: "cultura", label: t("Cultura", "Culture", "Cultura", "Kultura") },
  { value: "energia", label: t("Energía y medio ambiente", "Energy and environment", "Energia e ambiente", "Energia eta ingurumena") },
  { value: "finanzas", label: t("Finanzas e inversión", "Finance and investment", "Finanças e investimento", "Finantzak eta inbertsioa") },
  {
    value: "educacion",
    label: t("Educación e investigación", "Education and research", "Educação e investigação", "Hezkuntza eta ikerketa"),
  },
];

const INTERESTS: Option[] = [
  { value: "ia", label: t("Inteligencia artificial", "Artificial intelligence", "Inteligência artificial", "Adimen artifiziala") },
  { value: "datos-abiertos", label: t("Datos abiertos", "Open data", "Dados abertos", "Datu irekiak") },
  { value: "sostenibilidad", label: t("Sostenibilidad", "Sustainability", "Sustentabilidade", "Iraunkortasuna") },
  { value: "salud-digital", label: t("Salud digital", "Digital health", "Saúde digital", "Osasun digitala") },
  { value: "inversion", label: t("Inversión de impacto", "Impact investment", "Investimento de impacto", "Eragin-inbertsioa") },
  { value: "cultura-digital", label: t("Cultura digital", "Digital culture", "Cultura digital", "Kultura digitala") },
  { value: "movilidad", label: t("Movilidad", "Mobility", "Mobilidade", "Mugikortasuna") },
  { value: "educacion", label: t("Educación", "Education", "Educação", "Hezkuntza") },
];

const LANGUAGES: Option[] = [
  { value: "es", label: t("Castellano", "Spanish", "Espanhol", "Gaztelania") },
  { value: "en", label: t("Inglés", "English", "Inglês", "Ingelesa") },
  { value: "pt", label: t("Portugués", "Portuguese", "Português", "Portugesa") },
  { value: "eus", label: t("Euskera", "Basque", "Basco", "Euskara") },
];

function profileForm(id: number): SeedProfileForm {
  return {
    id,
    title: t("Tu perfil de networking", "Your networking profile", "O seu perfil de networking", "Zure networking-profila"),
    description: t(
      "Las demás personas asistentes verán estas respuestas junto a tu nombre, cargo y empresa.",
      "Other attendees will see these answers next to your name, position and company.",
      "Os outros participantes verão estas respostas junto ao seu nome, cargo e empresa.",
      "Gainerako parte-hartzaileek erantzun hauek ikusiko dituzte zure izen, kargu eta enpresaren ondoan.",
    ),
    fields: [
      { name: "sector", type: "select", required: true, label: t("Sector", "Sector", "Setor", "Sektorea"), options: SECTORS },
      {
        name: "interests",
        type: "checkboxes",
        required: true,
        label: t("Temas que te interesan", "Topics you are interested in", "Temas que lhe interessam", "Interesatzen zaizkizun gaiak"),
        hint: t("Elige al menos uno.", "Choose at least one.", "Escolha pelo menos um.", "Aukeratu gutxienez bat."),
        options: INTERESTS,
      },
      {
        name: "meeting_language",
        type: "radio",
        required: true,
        label: t(
          "Idioma preferido para las reuniones",
          "Preferred language for meetings",
          "Idioma preferido para as reuniões",
          "Bileretarako hizkuntza gogokoena",
        ),
        options: LANGUAGES,
      },
      {
        name: "looking_for",
        type: "textarea",
        required: false,
        maxLength: 500,
        label: t(
          "¿De qué te gustaría hablar?",
          "What would you like to talk about?",
          "Sobre o que gostaria de falar?",
          "Zertaz hitz egin nahiko zenuke?",
        ),
        hint: t("Hasta 500 caracteres.", "Up to 500 characters.", "Até 500 caracteres.", "Gehienez 500 karaktere."),
      },
      {
        name: "website",
        type: "text",
        required: false,
        maxLength: 200,
        label: t(
          "Web o perfil profesional",
          "Website or professional profile",
          "Site ou perfil profissional",
          "Webgunea edo profil profesionala",
        ),
      },
      {
        name: "share_profile",
        type: "checkbox",
        required: true,
        label: t(
          "Acepto que otras personas asistentes vean mi perfil de networking",
          "I agree that other attendees may see my networking profile",
          "Aceito que outros participantes vejam o meu perfil de networking",
          "Onartzen dut beste parte-hartzaileek nire networking-profila ikustea",
        ),
      },
    ],
  };
}

// ----------------------------------------------------------------------------------- people --

const answers = (sector: string, interests: string[], lookingFor: string | null, language = "es") => ({
  sector,
  interests,
  meeting_language: language,
  looking_for: lookingFor,
  website: null,
  share_profile: true,
});

/** ana's and bruno's profile answers (they are accounts: name, position and company are the account's). */
export const ACCOUNT_ANSWERS: Readonly<Record<number, Record<string, unknown>>> = {
  [ANA_ID]: answers(
    "tecnologia",
    ["ia", "cultura-digital"],
    "Busco proveedores de accesibilidad y equipos que hayan llevado la IA a eventos.",
  ),
  [BRUNO_ID]: answers(
    "tecnologia",
    ["ia", "datos-abiertos", "movilidad"],
    "Sensores urbanos, datos abiertos y cómo llevarlos a producción.",
    "pt",
  ),
};

export const ATTENDEE_PROFILES: readonly SeedAttendeeProfile[] = [
  {
    id: 9001,
    name: "Irene",
    surname: "Etxeberria Lasa",
    position: "Responsable de innovación",
    company: "Ayuntamiento de Getxo",
    answers: answers("administracion", ["datos-abiertos", "movilidad"], "Datos abiertos municipales y pilotos de movilidad.", "eus"),
  },
  {
    id: 9002,
    name: "Jon",
    surname: "Agirre Mendizabal",
    position: "CTO",
    company: "Datu Lab",
    answers: answers("tecnologia", ["ia", "datos-abiertos"], "Modelos pequeños que funcionen sin nube."),
  },
  {
    id: 9003,
    name: "Lucía",
    surname: "Fernández Vidal",
    position: "Investigadora en salud digital",
    company: "Instituto Biosanitario del Norte",
    answers: answers("salud", ["salud-digital", "ia"], "Validación clínica de algoritmos de cribado."),
  },
  {
    id: 9004,
    name: "Marta",
    surname: "Oliveira Costa",
    position: "Product manager",
    company: "Porto Digital Studio",
    answers: answers("tecnologia", ["ia", "cultura-digital"], "Producto digital para museos y archivos.", "pt"),
  },
  {
    id: 9005,
    name: "Pablo",
    surname: "Ruiz Arrieta",
    position: "Socio",
    company: "Cantábrico Impact Ventures",
    answers: answers("finanzas", ["inversion", "sostenibilidad"], "Startups de impacto en fase semilla."),
  },
  {
    id: 9006,
    name: "Nerea",
    surname: "Zubizarreta Olano",
    position: "Directora",
    company: "Fundación Kultura Bizia",
    answers: answers("cultura", ["cultura-digital", "educacion"], "Mecenazgo cultural y públicos jóvenes.", "eus"),
  },
  {
    id: 9007,
    name: "Tomás",
    surname: "Quintana Gil",
    position: "Jefe de sostenibilidad",
    company: "Energía Cantábrica",
    answers: answers("energia", ["sostenibilidad", "movilidad"], null),
  },
  {
    id: 9008,
    name: "Aitor",
    surname: "Larrañaga Ibarra",
    position: "Profesor de ingeniería",
    company: "Universidad del Norte",
    answers: answers("educacion", ["ia", "educacion"], "Prácticas de alumnado en empresas tecnológicas."),
  },
  {
    id: 9009,
    name: "Sofía",
    surname: "Méndez Robles",
    position: "Analista de datos",
    company: "Fintech Ría",
    answers: answers("finanzas", ["datos-abiertos", "inversion"], null, "en"),
  },
  {
    id: 9010,
    name: "Carlos",
    surname: "Duarte Pinto",
    position: "Fundador",
    company: "MoviShare",
    answers: answers("tecnologia", ["movilidad", "sostenibilidad"], "Flotas compartidas de vehículos eléctricos.", "pt"),
  },
  {
    id: 9011,
    name: "Elena",
    surname: "Goikoetxea Urrutia",
    position: "Gestora cultural",
    company: "Centro Cultural Kaia",
    answers: answers("cultura", ["cultura-digital", "educacion"], "Programación cultural con tecnología."),
  },
  {
    id: 9012,
    name: "Raquel",
    surname: "Santos Moreira",
    position: "Médica de familia",
    company: "Hospital Ribera Demo",
    answers: answers("salud", ["salud-digital"], "Telemedicina en zonas rurales.", "pt"),
  },
];

const [IRENE, JON, LUCIA, MARTA, PABLO, NEREA, TOMAS, AITOR, SOFIA, CARLOS, ELENA, RAQUEL] = ATTENDEE_PROFILES.map((profile) => profile.id);
const ANA = ANA_ID;
const BRUNO = BRUNO_ID;

const open = { reason: null, closedBy: null } as const;

/** The requests of every scope (see the table at the top). */
export const SEED_REQUESTS: readonly SeedRequest[] = [
  {
    n: 1,
    from: ANA,
    to: BRUNO,
    event: 0,
    day: 0,
    time: "16:30",
    status: "created",
    message: "¡Hola, Bruno! Me encantaría conocer vuestro trabajo con sensores urbanos.",
    ...open,
    createdAt: "2027-03-05T10:12",
  },
  {
    n: 2,
    from: BRUNO,
    to: ANA,
    event: 0,
    day: 0,
    time: "17:00",
    status: "validated",
    message: "Olá, Ana: hablamos de IA en eventos?",
    ...open,
    createdAt: "2027-03-03T18:40",
  },
  {
    n: 3,
    from: ANA,
    to: BRUNO,
    event: 0,
    day: 1,
    time: "16:15",
    status: "rejected",
    message: "¿Un café el segundo día?",
    reason: "Ese día por la tarde estaré en otra sesión.",
    closedBy: "receiver",
    createdAt: "2027-03-02T09:05",
  },
  {
    n: 4,
    from: BRUNO,
    to: ANA,
    event: 0,
    day: 1,
    time: "17:30",
    status: "cancelled",
    message: null,
    reason: "Me ha surgido una reunión con un cliente.",
    closedBy: "sender",
    createdAt: "2027-03-01T16:20",
  },
  {
    n: 5,
    from: IRENE,
    to: ANA,
    event: 0,
    day: 0,
    time: "16:00",
    status: "validated",
    message: "Quiero enseñarte nuestro portal de datos abiertos.",
    ...open,
    createdAt: "2027-03-04T12:00",
  },
  {
    n: 6,
    from: JON,
    to: ANA,
    event: 1,
    day: 0,
    time: "16:00",
    status: "created",
    message: "¿Diez minutos para hablar de modelos sin nube?",
    ...open,
    createdAt: "2027-03-06T08:30",
  },
  {
    n: 7,
    from: LUCIA,
    to: MARTA,
    event: 1,
    day: 0,
    time: "16:45",
    status: "validated",
    message: null,
    ...open,
    createdAt: "2027-03-02T11:00",
  },
  {
    n: 8,
    from: PABLO,
    to: ANA,
    event: 1,
    day: 0,
    time: "16:45",
    status: "created",
    message: "Buscamos startups de eventos sostenibles: ¿hablamos?",
    ...open,
    createdAt: "2027-03-06T09:15",
  },
  {
    n: 9,
    from: NEREA,
    to: TOMAS,
    event: 0,
    day: 0,
    time: "17:15",
    status: "validated",
    message: null,
    ...open,
    createdAt: "2027-03-02T13:30",
  },
  {
    n: 10,
    from: AITOR,
    to: SOFIA,
    event: 0,
    day: 0,
    time: "17:15",
    status: "validated",
    message: "Prácticas en análisis de datos.",
    ...open,
    createdAt: "2027-03-02T14:10",
  },
  {
    n: 11,
    from: CARLOS,
    to: ELENA,
    event: 0,
    day: 1,
    time: "16:00",
    status: "validated",
    message: null,
    ...open,
    createdAt: "2027-03-03T10:45",
  },
  {
    n: 12,
    from: RAQUEL,
    to: BRUNO,
    event: 0,
    day: 1,
    time: "16:45",
    status: "created",
    message: "Me interesan vuestros sensores para telemedicina.",
    ...open,
    createdAt: "2027-03-06T17:05",
  },
  {
    n: 13,
    from: ANA,
    to: ELENA,
    event: 0,
    day: 1,
    time: "17:00",
    status: "created",
    message: "¿Hablamos de programación cultural accesible?",
    ...open,
    createdAt: "2027-03-07T09:00",
  },
  {
    n: 14,
    from: MARTA,
    to: ANA,
    event: 0,
    day: 1,
    time: "16:30",
    status: "created",
    message: null,
    ...open,
    createdAt: "2027-03-07T10:00",
  },
  {
    n: 15,
    from: SOFIA,
    to: ANA,
    event: 0,
    day: 1,
    time: "16:45",
    status: "created",
    message: "Me gustaría conocer Acme Eventos.",
    ...open,
    createdAt: "2027-03-07T11:00",
  },
  {
    n: 16,
    from: CARLOS,
    to: ANA,
    event: 0,
    day: 1,
    time: "17:15",
    status: "created",
    message: null,
    ...open,
    createdAt: "2027-03-07T12:00",
  },
  {
    n: 17,
    from: NEREA,
    to: ANA,
    event: 0,
    day: 1,
    time: "17:45",
    status: "created",
    message: "Buscamos una plataforma para nuestros festivales.",
    ...open,
    createdAt: "2027-03-07T13:00",
  },
  {
    n: 18,
    from: TOMAS,
    to: ANA,
    event: 1,
    day: 0,
    time: "17:30",
    status: "created",
    message: null,
    ...open,
    createdAt: "2027-03-07T14:00",
  },
  {
    n: 19,
    from: AITOR,
    to: ANA,
    event: 1,
    day: 0,
    time: "17:45",
    status: "created",
    message: "¿Colaboraríais con prácticas de alumnado?",
    ...open,
    createdAt: "2027-03-08T09:30",
  },
];

// ---------------------------------------------------------------------------------- tenants --

const FOYER_DESCRIPTION = t(
  "Mesas altas junto a la cafetería. Preséntate en el mostrador de networking cinco minutos antes.",
  "High tables next to the café. Check in at the networking desk five minutes before.",
  "Mesas altas junto ao café. Apresente-se no balcão de networking cinco minutos antes.",
  "Mahai altuak kafetegiaren ondoan. Aurkeztu networking-mahaian bost minutu lehenago.",
);

const NETWORKING: Readonly<Record<string, TenantNetworkingSeed>> = {
  "demo-congreso-token": {
    type: 2,
    form: profileForm(7051),
    scopes: [
      {
        conference: "inauguracion-ia-para-las-personas",
        requestBase: 8100,
        events: [
          {
            id: 7501,
            title: t("Zona de networking", "Networking area", "Zona de networking", "Networking gunea"),
            place: t(
              "Vestíbulo principal, Palacio Euskalduna",
              "Main foyer, Euskalduna Palace",
              "Átrio principal, Palácio Euskalduna",
              "Atondo nagusia, Euskalduna Jauregia",
            ),
            description: FOYER_DESCRIPTION,
            days: ["2027-03-09", "2027-03-10"],
            tables: 2,
          },
          {
            id: 7502,
            title: t("Sala de reuniones", "Meeting room", "Sala de reuniões", "Bilera-gela"),
            place: t(
              "Sala A2, Palacio Euskalduna",
              "Room A2, Euskalduna Palace",
              "Sala A2, Palácio Euskalduna",
              "A2 gela, Euskalduna Jauregia",
            ),
            description: null,
            days: ["2027-03-09"],
            tables: 1,
          },
        ],
      },
      {
        conference: "startups-con-proposito",
        requestBase: 8200,
        events: [
          {
            id: 7503,
            title: t(
              "Encuentros con inversión de impacto",
              "Impact investment meetings",
              "Encontros com investimento de impacto",
              "Eragin-inbertsioarekiko topaketak",
            ),
            place: t("Sala de Cámara, Kursaal", "Chamber Hall, Kursaal", "Sala de Câmara, Kursaal", "Ganbera aretoa, Kursaal"),
            description: t(
              "Reuniones de 15 minutos entre proyectos y personas inversoras.",
              "15-minute meetings between projects and investors.",
              "Reuniões de 15 minutos entre projetos e investidores.",
              "15 minutuko bilerak proiektuen eta inbertitzaileen artean.",
            ),
            days: ["2027-03-10", "2027-03-11"],
            tables: 2,
          },
          {
            id: 7504,
            title: t("Sala de reuniones", "Meeting room", "Sala de reuniões", "Bilera-gela"),
            place: t("Sala 9, Kursaal", "Room 9, Kursaal", "Sala 9, Kursaal", "9. gela, Kursaal"),
            description: null,
            days: ["2027-03-10"],
            tables: 1,
          },
        ],
      },
    ],
  },
  "demo-eventos-token": {
    type: 1,
    form: profileForm(7151),
    scopes: [
      {
        conference: "",
        requestBase: 8300,
        events: [
          {
            id: 7601,
            title: t("Networking en el vestíbulo", "Networking in the foyer", "Networking no átrio", "Networkinga atondoan"),
            place: t(
              "Vestíbulo, Centro de Convenciones",
              "Foyer, Convention Centre",
              "Átrio, Centro de Convenções",
              "Atondoa, Biltzar Zentroa",
            ),
            description: FOYER_DESCRIPTION,
            days: ["2027-03-23", "2027-03-24"],
            tables: 2,
          },
          {
            id: 7602,
            title: t("Sala de reuniones", "Meeting room", "Sala de reuniões", "Bilera-gela"),
            place: t(
              "Sala Prado, Centro de Convenciones",
              "Prado Room, Convention Centre",
              "Sala Prado, Centro de Convenções",
              "Prado aretoa, Biltzar Zentroa",
            ),
            description: null,
            days: ["2027-03-23"],
            tables: 1,
          },
        ],
      },
    ],
  },
  "demo-mecenazgo-token": {
    type: 1,
    form: profileForm(7251),
    scopes: [
      {
        conference: "",
        requestBase: 8400,
        events: [
          {
            id: 7701,
            title: t("Punto de encuentro de mecenas", "Patrons' meeting point", "Ponto de encontro de mecenas", "Mezenasen topagunea"),
            place: t("Patio, Tabakalera", "Courtyard, Tabakalera", "Pátio, Tabakalera", "Patioa, Tabakalera"),
            description: FOYER_DESCRIPTION,
            days: ["2027-03-19", "2027-03-20"],
            tables: 2,
          },
          {
            id: 7702,
            title: t("Sala de reuniones", "Meeting room", "Sala de reuniões", "Bilera-gela"),
            place: t("Sala 1, Tabakalera", "Room 1, Tabakalera", "Sala 1, Tabakalera", "1. aretoa, Tabakalera"),
            description: null,
            days: ["2027-03-19"],
            tables: 1,
          },
        ],
      },
    ],
  },
};

export function networkingSeed(tenantToken: string): TenantNetworkingSeed | undefined {
  return Object.prototype.hasOwnProperty.call(NETWORKING, tenantToken) ? NETWORKING[tenantToken] : undefined;
}
