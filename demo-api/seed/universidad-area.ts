// Universidad Demo's private area: an extended profile in four sections (registration, lodging and
// travel, academic, logistics), each a custom form (`form_id`) saved on its own (../routes/profile.ts).
import { t, type Localized } from "./i18n";
import { CATEGORIES } from "./registration";

type AreaFieldType = "text" | "date" | "select" | "checkbox" | "textarea" | "time" | "file";

interface AreaFieldSeed {
  name: string;
  type: AreaFieldType;
  label: Localized<string>;
  required: boolean;
  options?: { value: string; label: Localized<string> }[];
  /** The options are served by another call (the structure leaves them out): GET /customer/types or /customer/general-data. */
  options_source?: "types" | "transports" | "hotels";
  max_length?: number;
  /** A file field's accepted types (judged by the file's first bytes) and largest size. */
  accept?: readonly FileType[];
  max_bytes?: number;
}

/** The types an upload can be recognised as (by its first bytes, see ../routes/profile.ts). */
export type FileType = "application/pdf" | "image/jpeg" | "image/png";

export interface AreaSectionSeed {
  id: "registration" | "lodging" | "academic" | "logistics";
  /** The section's form, as POST /custom-form/{id}/upload-files names it. */
  form_id: number;
  title: Localized<string>;
  fields: readonly AreaFieldSeed[];
}

const TEXT_MAX = 150;
const TEXTAREA_MAX = 1000;
/** 10 MiB: the largest file a file field takes. */
const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The attendee types are the registration form's categories: one list, asked once at sign-up. */
export const ATTENDEE_TYPES = CATEGORIES;

export const TRANSPORTS = [
  { value: "train", label: t("Tren", "Train", "Comboio", "Trena") },
  { value: "plane", label: t("Avión", "Plane", "Avião", "Hegazkina") },
  { value: "bus", label: t("Autobús", "Coach", "Autocarro", "Autobusa") },
  { value: "car", label: t("Coche propio", "Own car", "Carro próprio", "Norberaren autoa") },
];

export const HOTELS = [
  { value: "none", label: t("No necesito alojamiento", "I need no lodging", "Não preciso de alojamento", "Ez dut ostatu beharrik") },
  {
    value: "residencia",
    label: t(
      "Residencia universitaria del campus",
      "Campus hall of residence",
      "Residência universitária do campus",
      "Campuseko unibertsitate-egoitza",
    ),
  },
  {
    value: "hotel-centro",
    label: t("Hotel Centro (a 10 min a pie)", "Hotel Centro (10 min walk)", "Hotel Centro (a 10 min a pé)", "Centro hotela (10 min oinez)"),
  },
  {
    value: "hotel-rio",
    label: t(
      "Hotel Río (a 5 min en tranvía)",
      "Hotel Río (5 min by tram)",
      "Hotel Río (a 5 min de elétrico)",
      "Río hotela (5 min tranbian)",
    ),
  },
];

const PROGRAMMES = [
  { value: "phd-education", label: t("Doctorado en Educación", "PhD in Education", "Doutoramento em Educação", "Hezkuntzako doktoretza") },
  {
    value: "master-data",
    label: t("Máster en Ciencia de Datos", "MSc in Data Science", "Mestrado em Ciência de Dados", "Datu Zientziako masterra"),
  },
  { value: "degree-history", label: t("Grado en Historia", "BA in History", "Licenciatura em História", "Historiako gradua") },
  { value: "none", label: t("No solicito créditos", "I am not claiming credits", "Não solicito créditos", "Ez dut krediturik eskatzen") },
];

const CREDITS = ["0", "1", "2", "3"].map((value) => ({
  value,
  label: t(`${value} ECTS`, `${value} ECTS`, `${value} ECTS`, `${value} ECTS`),
}));

const UNIVERSIDAD_AREA: readonly AreaSectionSeed[] = [
  {
    id: "registration",
    form_id: 9101,
    title: t("Inscripción", "Registration", "Inscrição", "Izen-ematea"),
    fields: [
      {
        name: "attendee_type",
        type: "select",
        label: t("Categoría", "Category", "Categoria", "Kategoria"),
        required: true,
        options: ATTENDEE_TYPES,
        options_source: "types",
      },
      {
        name: "affiliation",
        type: "text",
        label: t("Institución", "Institution", "Instituição", "Erakundea"),
        required: true,
        max_length: TEXT_MAX,
      },
      {
        name: "invoice_name",
        type: "text",
        label: t(
          "Nombre o razón social para la factura",
          "Name or company on the invoice",
          "Nome ou empresa na fatura",
          "Fakturako izena edo sozietatea",
        ),
        required: false,
        max_length: TEXT_MAX,
      },
      {
        name: "invoice_tax_id",
        type: "text",
        label: t("NIF para la factura", "Tax ID on the invoice", "NIF para a fatura", "Fakturako IFZ"),
        required: false,
        max_length: 20,
      },
      {
        name: "invoice_address",
        type: "textarea",
        label: t("Dirección de facturación", "Invoice address", "Morada de faturação", "Fakturazio-helbidea"),
        required: false,
        max_length: 300,
      },
    ],
  },
  {
    id: "lodging",
    form_id: 9102,
    title: t("Alojamiento y viaje", "Lodging and travel", "Alojamento e viagem", "Ostatua eta bidaia"),
    fields: [
      {
        name: "arrival_date",
        type: "date",
        label: t("Fecha de llegada", "Arrival date", "Data de chegada", "Iritsiera-data"),
        required: true,
      },
      {
        name: "arrival_time",
        type: "time",
        label: t("Hora de llegada", "Arrival time", "Hora de chegada", "Iritsiera-ordua"),
        required: false,
      },
      {
        name: "departure_date",
        type: "date",
        label: t("Fecha de salida", "Departure date", "Data de partida", "Irteera-data"),
        required: true,
      },
      {
        name: "departure_time",
        type: "time",
        label: t("Hora de salida", "Departure time", "Hora de partida", "Irteera-ordua"),
        required: false,
      },
      {
        name: "transport",
        type: "select",
        label: t("Medio de transporte", "Transport", "Meio de transporte", "Garraiobidea"),
        required: false,
        options: TRANSPORTS,
        options_source: "transports",
      },
      {
        name: "hotel",
        type: "select",
        label: t("Alojamiento", "Lodging", "Alojamento", "Ostatua"),
        required: true,
        options: HOTELS,
        options_source: "hotels",
      },
      {
        name: "special_needs",
        type: "textarea",
        label: t("Necesidades especiales", "Special needs", "Necessidades especiais", "Behar bereziak"),
        required: false,
        max_length: TEXTAREA_MAX,
      },
    ],
  },
  {
    id: "academic",
    form_id: 9103,
    title: t("Inscripción académica", "Academic registration", "Inscrição académica", "Izen-emate akademikoa"),
    fields: [
      { name: "programme", type: "select", label: t("Programa", "Programme", "Programa", "Programa"), required: true, options: PROGRAMMES },
      {
        name: "credits",
        type: "select",
        label: t("Créditos que solicitas", "Credits you claim", "Créditos que solicita", "Eskatzen dituzun kredituak"),
        required: true,
        options: CREDITS,
      },
      {
        name: "supporting_document",
        type: "file",
        label: t(
          "Documento acreditativo (matrícula o carta de tu universidad)",
          "Supporting document (enrolment or a letter from your university)",
          "Documento comprovativo (matrícula ou carta da sua universidade)",
          "Egiaztagiria (matrikula edo zure unibertsitateko gutuna)",
        ),
        required: false,
        accept: ["application/pdf", "image/jpeg", "image/png"],
        max_bytes: FILE_MAX_BYTES,
      },
    ],
  },
  {
    id: "logistics",
    form_id: 9104,
    title: t("Logística", "Logistics", "Logística", "Logistika"),
    fields: [
      {
        name: "dietary_needs",
        type: "textarea",
        label: t("Necesidades alimentarias", "Dietary needs", "Necessidades alimentares", "Elikadura-beharrak"),
        required: false,
        max_length: TEXTAREA_MAX,
      },
      {
        name: "accessibility_needs",
        type: "textarea",
        label: t("Necesidades de accesibilidad", "Accessibility needs", "Necessidades de acessibilidade", "Irisgarritasun-beharrak"),
        required: false,
        max_length: TEXTAREA_MAX,
      },
      {
        name: "badge_name",
        type: "text",
        label: t("Nombre en la acreditación", "Name on the badge", "Nome na credencial", "Akreditazioko izena"),
        required: true,
        max_length: 40,
      },
      {
        name: "badge_photo",
        type: "file",
        label: t("Foto para la acreditación", "Photo for the badge", "Foto para a credencial", "Akreditaziorako argazkia"),
        required: false,
        accept: ["image/jpeg", "image/png"],
        max_bytes: FILE_MAX_BYTES,
      },
    ],
  },
];

/** The sectioned private areas by tenant token. */
export const SECTIONED_AREAS: Readonly<Record<string, readonly AreaSectionSeed[]>> = {
  "demo-universidad-token": UNIVERSIDAD_AREA,
};
