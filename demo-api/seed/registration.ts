// Each tenant's registration form (`GET /custom-form/register`, ../routes/registration.ts): fields filled after signing up or when
// registering without an account. Only Universidad Demo has one (the others answer 404); same field model as the surveys.
import { t } from "./i18n";
import type { Localized } from "./i18n";
import type { SeedSurveyField } from "./participation";

export interface SeedRegistrationForm {
  /** The `custom_form_id` sent back with the answers. */
  id: number;
  title: Localized<string>;
  description: Localized<string> | null;
  fields: SeedSurveyField[];
  /** The text field holding an ORCID iD, checked for its form and check digit. */
  orcidField?: string;
  /** A sign-up's answers carried into the private area's fields (answer name → area field), so nothing is asked twice. */
  areaFields?: Readonly<Record<string, string>>;
}

/** Who is registering: the registration's categories, also the private area's attendee types (asked once, one list). */
export const CATEGORIES = [
  {
    value: "researcher",
    label: t("Personal investigador o docente", "Researcher or lecturer", "Investigador ou docente", "Ikertzailea edo irakaslea"),
  },
  { value: "doctoral", label: t("Doctoranda o doctorando", "Doctoral student", "Doutorando ou doutoranda", "Doktoregaia") },
  {
    value: "student",
    label: t(
      "Estudiante de grado o máster",
      "Undergraduate or master's student",
      "Estudante de licenciatura ou mestrado",
      "Gradu edo master ikaslea",
    ),
  },
  {
    value: "staff",
    label: t(
      "Personal de biblioteca o de gestión",
      "Library or administrative staff",
      "Pessoal de biblioteca ou de gestão",
      "Liburutegiko edo kudeaketako langilea",
    ),
  },
  { value: "other", label: t("Otra", "Other", "Outra", "Bestelakoa") },
];

const universidad: SeedRegistrationForm = {
  id: 7351,
  title: t("Inscripción en el congreso", "Congress registration", "Inscrição no congresso", "Kongresuko izen-ematea"),
  description: t(
    "Con estos datos preparamos tu acreditación y el certificado de asistencia.",
    "We use these details to prepare your badge and your certificate of attendance.",
    "Com estes dados preparamos a sua acreditação e o certificado de presença.",
    "Datu hauekin prestatzen ditugu zure akreditazioa eta asistentzia-ziurtagiria.",
  ),
  orcidField: "orcid",
  areaFields: { category: "attendee_type", institution: "affiliation" },
  fields: [
    {
      name: "category",
      type: "radio",
      required: true,
      label: t("Categoría", "Category", "Categoria", "Kategoria"),
      options: CATEGORIES,
    },
    {
      name: "institution",
      type: "text",
      required: true,
      maxLength: 150,
      label: t("Institución", "Institution", "Instituição", "Erakundea"),
      hint: t(
        "Universidad, centro de investigación o empresa.",
        "University, research centre or company.",
        "Universidade, centro de investigação ou empresa.",
        "Unibertsitatea, ikerketa-zentroa edo enpresa.",
      ),
    },
    {
      name: "orcid",
      type: "text",
      required: false,
      maxLength: 19,
      label: t("ORCID iD", "ORCID iD", "ORCID iD", "ORCID iD"),
      hint: t(
        "16 cifras en grupos de cuatro, por ejemplo 0000-0002-1825-0097.",
        "16 digits in groups of four, for example 0000-0002-1825-0097.",
        "16 algarismos em grupos de quatro, por exemplo 0000-0002-1825-0097.",
        "16 zifra lauko taldetan, adibidez 0000-0002-1825-0097.",
      ),
    },
    {
      name: "days",
      type: "checkboxes",
      required: true,
      label: t("Días que asistirás", "Days you will attend", "Dias em que vai assistir", "Zein egunetan etorriko zaren"),
      options: [
        {
          value: "2027-03-17",
          label: t("Miércoles 17 de marzo", "Wednesday 17 March", "Quarta-feira, 17 de março", "Asteazkena, martxoak 17"),
        },
        { value: "2027-03-18", label: t("Jueves 18 de marzo", "Thursday 18 March", "Quinta-feira, 18 de março", "Osteguna, martxoak 18") },
      ],
    },
    {
      name: "code_of_conduct",
      type: "checkbox",
      required: true,
      label: t(
        "Acepto el código de conducta del congreso",
        "I accept the congress code of conduct",
        "Aceito o código de conduta do congresso",
        "Kongresuaren jokabide-kodea onartzen dut",
      ),
    },
  ],
};

const FORMS: Readonly<Record<string, SeedRegistrationForm>> = { "demo-universidad-token": universidad };

export function registrationFormOf(tenantToken: string): SeedRegistrationForm | undefined {
  return Object.prototype.hasOwnProperty.call(FORMS, tenantToken) ? FORMS[tenantToken] : undefined;
}
