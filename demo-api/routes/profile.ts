// Private-area calls: the extended profile and its sections, uploads, change of e-mail, unsubscribe.
// Every call, answer and refusal: ../API.md, "Private area: calls".
import { randomBytes } from "node:crypto";
import Busboy, { type BusboyHeaders } from "@fastify/busboy";
import { Router, type Request, type Response } from "express";
import {
  addUploads,
  changeAccountEmail,
  createValidationToken,
  extraValuesOf,
  message,
  normalizeEmail,
  removeAccount,
  saveExtraValues,
  sendMail,
  sessionAccount,
  tenantCustomers,
  type CustomerAccount,
  type ExtraValues,
  type SavedFile,
  type TenantCustomers,
  type UploadRecord,
  uploadsOf,
} from "../customers";
import { getContext, sendData, sendError } from "../middleware";
import { pick, t, type Locale, type Localized } from "../seed/i18n";
import { ATTENDEE_TYPES, HOTELS, SECTIONED_AREAS, TRANSPORTS, type AreaSectionSeed, type FileType } from "../seed/universidad-area";

// The extended profile of Mecenazgo Demo.

type ExtraFieldType = "text" | "date" | "select" | "checkbox" | "textarea" | "time" | "file";

interface ExtraFieldSeed {
  name: string;
  type: ExtraFieldType;
  label: Localized<string>;
  required: boolean;
  options?: { value: string; label: Localized<string> }[];
  options_source?: string;
  max_length?: number;
  accept?: readonly FileType[];
  max_bytes?: number;
}

const TEXT_MAX = 150;
const TEXTAREA_MAX = 1000;

const MECENAZGO_PROFILE: readonly ExtraFieldSeed[] = [
  {
    name: "treatment",
    type: "select",
    label: t("Tratamiento", "Title", "Tratamento", "Tratamendua"),
    required: false,
    options: [
      { value: "sr", label: t("Sr.", "Mr", "Sr.", "Jn.") },
      { value: "sra", label: t("Sra.", "Ms", "Sra.", "And.") },
      { value: "dr", label: t("Dr./Dra.", "Dr", "Dr./Dra.", "Dk.") },
      { value: "none", label: t("Sin tratamiento", "No title", "Sem tratamento", "Tratamendurik gabe") },
    ],
  },
  {
    name: "charge",
    type: "text",
    label: t("Cargo institucional", "Official position", "Cargo institucional", "Kargu instituzionala"),
    required: false,
    max_length: TEXT_MAX,
  },
  {
    name: "first_surname",
    type: "text",
    label: t("Primer apellido", "First surname", "Primeiro apelido", "Lehen abizena"),
    required: true,
    max_length: TEXT_MAX,
  },
  {
    name: "second_surname",
    type: "text",
    label: t("Segundo apellido", "Second surname", "Segundo apelido", "Bigarren abizena"),
    required: false,
    max_length: TEXT_MAX,
  },
  {
    name: "university",
    type: "text",
    label: t("Universidad", "University", "Universidade", "Unibertsitatea"),
    required: false,
    max_length: TEXT_MAX,
  },
  {
    name: "birth_date",
    type: "date",
    label: t("Fecha de nacimiento", "Date of birth", "Data de nascimento", "Jaiotze-data"),
    required: true,
  },
  {
    name: "nationality",
    type: "text",
    label: t("Nacionalidad", "Nationality", "Nacionalidade", "Nazionalitatea"),
    required: false,
    max_length: TEXT_MAX,
  },
  {
    name: "document_type",
    type: "select",
    label: t("Tipo de documento", "Document type", "Tipo de documento", "Dokumentu mota"),
    required: true,
    options: [
      { value: "dni", label: t("DNI", "Spanish ID card (DNI)", "DNI", "NAN") },
      { value: "nie", label: t("NIE", "Foreigner ID (NIE)", "NIE", "AIZ") },
      { value: "passport", label: t("Pasaporte", "Passport", "Passaporte", "Pasaportea") },
    ],
  },
  {
    name: "document_number",
    type: "text",
    label: t("Número de documento", "Document number", "Número do documento", "Dokumentu-zenbakia"),
    required: true,
    max_length: 30,
  },
  {
    name: "document_issue_date",
    type: "date",
    label: t("Fecha de expedición del documento", "Document issue date", "Data de emissão do documento", "Dokumentuaren igorpen-data"),
    required: false,
  },
  {
    name: "document_expiry_date",
    type: "date",
    label: t("Fecha de caducidad del documento", "Document expiry date", "Data de validade do documento", "Dokumentuaren iraungitze-data"),
    required: false,
  },
  {
    name: "food_restrictions",
    type: "textarea",
    label: t(
      "Alergias o restricciones alimentarias",
      "Allergies or dietary requirements",
      "Alergias ou restrições alimentares",
      "Alergiak edo elikadura-murrizketak",
    ),
    required: false,
    max_length: TEXTAREA_MAX,
  },
  {
    name: "comments",
    type: "textarea",
    label: t("Comentarios", "Comments", "Comentários", "Iruzkinak"),
    required: false,
    max_length: TEXTAREA_MAX,
  },
  {
    name: "consent_image",
    type: "checkbox",
    label: t(
      "Autorizo el uso de mi imagen en las fotografías y vídeos de las actividades",
      "I allow my image to be used in photographs and videos of the activities",
      "Autorizo a utilização da minha imagem nas fotografias e vídeos das atividades",
      "Baimena ematen dut nire irudia jardueren argazki eta bideoetan erabiltzeko",
    ),
    required: false,
  },
  {
    name: "consent_data",
    type: "checkbox",
    label: t(
      "Acepto que mis datos se usen para gestionar mi acreditación",
      "I agree to my data being used to manage my accreditation",
      "Aceito que os meus dados sejam utilizados para gerir a minha acreditação",
      "Onartzen dut nire datuak nire akreditazioa kudeatzeko erabiltzea",
    ),
    required: true,
  },
];

/** Extended profiles by tenant token. */
const EXTENDED_PROFILES: Readonly<Record<string, readonly ExtraFieldSeed[]>> = {
  "demo-mecenazgo-token": MECENAZGO_PROFILE,
};

/** A tenant's sectioned private area (Universidad Demo), or undefined. */
function sectionsOf(tenant: string): readonly AreaSectionSeed[] | undefined {
  return Object.prototype.hasOwnProperty.call(SECTIONED_AREAS, tenant) ? SECTIONED_AREAS[tenant] : undefined;
}

/** Every field of the tenant's extended profile, flat (a sectioned one: all its sections' fields). */
function structureOf(tenant: string): readonly ExtraFieldSeed[] | undefined {
  const sections = sectionsOf(tenant);
  if (sections) return sections.flatMap((section) => section.fields);
  return Object.prototype.hasOwnProperty.call(EXTENDED_PROFILES, tenant) ? EXTENDED_PROFILES[tenant] : undefined;
}

/** A field as the structure answers it: labels in the request's language. */
function localizedField({ label, options, ...field }: ExtraFieldSeed, locale: Locale) {
  return {
    ...field,
    label: pick(label, locale),
    // Options served by another call are left out here (the backend still checks them).
    ...(options && !field.options_source
      ? { options: options.map((option) => ({ value: option.value, label: pick(option.label, locale) })) }
      : {}),
  };
}

// Messages and helpers (this file's own; ./customer.ts keeps its helpers private).

const TEXTS = {
  required: t("El campo es obligatorio.", "The field is required.", "O campo é obrigatório.", "Eremua derrigorrezkoa da."),
  accepted: t(
    "Debes aceptarlo para continuar.",
    "You must accept it to continue.",
    "Deve aceitá-lo para continuar.",
    "Onartu egin behar duzu jarraitzeko.",
  ),
  date: t("La fecha no es válida.", "The date is not valid.", "A data não é válida.", "Data ez da baliozkoa."),
  option: t(
    "La opción elegida no es válida.",
    "The selected option is not valid.",
    "A opção escolhida não é válida.",
    "Aukeratutako aukera ez da baliozkoa.",
  ),
  tooLong: t("El texto es demasiado largo.", "The text is too long.", "O texto é demasiado longo.", "Testua luzeegia da."),
  value: t("El valor no es válido.", "The value is not valid.", "O valor não é válido.", "Balioa ez da baliozkoa."),
  birthPast: t(
    "La fecha de nacimiento debe ser anterior a hoy.",
    "The date of birth must be before today.",
    "A data de nascimento deve ser anterior a hoje.",
    "Jaiotze-datak gaur baino lehenagokoa izan behar du.",
  ),
  departureAfterArrival: t(
    "La fecha de salida no puede ser anterior a la de llegada.",
    "The departure date cannot be before the arrival date.",
    "A data de partida não pode ser anterior à de chegada.",
    "Irteera-data ezin da iritsiera-data baino lehenagokoa izan.",
  ),
  time: t(
    "La hora no es válida (HH:MM).",
    "The time is not valid (HH:MM).",
    "A hora não é válida (HH:MM).",
    "Ordua ez da baliozkoa (HH:MM).",
  ),
  departureAfterArrivalTime: t(
    "La salida debe ser posterior a la llegada.",
    "The departure must be after the arrival.",
    "A partida deve ser posterior à chegada.",
    "Irteerak iritsiera baino geroagokoa izan behar du.",
  ),
  fileUnknown: t(
    "No se encuentra el archivo; vuelve a elegirlo.",
    "The file was not found; choose it again.",
    "O ficheiro não foi encontrado; escolha-o novamente.",
    "Ez da fitxategia aurkitu; aukeratu berriro.",
  ),
  uploadNone: t("No se ha enviado ningún archivo.", "No file was sent.", "Nenhum ficheiro foi enviado.", "Ez da fitxategirik bidali."),
  uploadField: t(
    "Este formulario no tiene un campo de archivo con este nombre.",
    "This form has no file field with this name.",
    "Este formulário não tem um campo de ficheiro com este nome.",
    "Formulario honek ez du izen honetako fitxategi-eremurik.",
  ),
  uploadNotFile: t("Se esperaba un archivo.", "A file was expected.", "Esperava-se um ficheiro.", "Fitxategi bat espero zen."),
  uploadOnce: t(
    "Solo se admite un archivo por campo.",
    "Only one file per field is accepted.",
    "Só se aceita um ficheiro por campo.",
    "Eremu bakoitzeko fitxategi bakarra onartzen da.",
  ),
  uploadEmpty: t("El archivo está vacío.", "The file is empty.", "O ficheiro está vazio.", "Fitxategia hutsik dago."),
  uploadTooLarge: t(
    "El archivo no puede superar {max}.",
    "The file may not be larger than {max}.",
    "O ficheiro não pode ter mais de {max}.",
    "Fitxategiak ezin du {max} gainditu.",
  ),
  uploadType: t(
    "El tipo de archivo no está admitido (se admiten: {types}).",
    "The file type is not accepted (accepted: {types}).",
    "O tipo de ficheiro não é aceite (aceites: {types}).",
    "Fitxategi mota ez da onartzen (onartuak: {types}).",
  ),
  section: t("La sección no existe.", "The section does not exist.", "A secção não existe.", "Atala ez dago."),
  expiryAfterIssue: t(
    "La fecha de caducidad debe ser posterior a la de expedición.",
    "The expiry date must be after the issue date.",
    "A data de validade deve ser posterior à de emissão.",
    "Iraungitze-datak igorpen-data baino geroagokoa izan behar du.",
  ),
  emailInvalid: t("El e-mail no es válido.", "The e-mail is not valid.", "O e-mail não é válido.", "Posta elektronikoa ez da baliozkoa."),
  emailSame: t(
    "El nuevo e-mail debe ser distinto del actual.",
    "The new e-mail must differ from the current one.",
    "O novo e-mail deve ser diferente do atual.",
    "Posta berriak egungoaren desberdina izan behar du.",
  ),
  emailTaken: t("El usuario ya existe.", "The user already exists.", "O utilizador já existe.", "Erabiltzailea badago lehendik."),
  emailConfirmation: t("Los e-mails no coinciden.", "The e-mails do not match.", "Os e-mails não coincidem.", "Helbideak ez datoz bat."),
  mailChangeText: t(
    "Confirma tu nueva dirección de e-mail con este enlace para volver a iniciar sesión: {link}",
    "Confirm your new e-mail address with this link to log in again: {link}",
    "Confirme o seu novo endereço de e-mail com esta ligação para voltar a iniciar sessão: {link}",
    "Baieztatu zure posta-helbide berria esteka honekin saioa berriro hasteko: {link}",
  ),
} satisfies Record<string, Localized<string>>;

type TextKey = keyof typeof TEXTS;
type Body = Record<string, unknown>;

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** `HH:MM`, 00:00 to 23:59, two-digit hours. */
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function scope(res: Response): { customers: TenantCustomers; locale: Locale; tenant: string } {
  const { tenant, locale } = getContext(res);
  return { customers: tenantCustomers(tenant.token), locale, tenant: tenant.token };
}

/** The session's customer, or answers 403 Forbidden and returns undefined. */
function requireCustomer(req: Request, res: Response): CustomerAccount | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  const account = match ? sessionAccount(scope(res).customers, match[1]) : undefined;
  if (!account) sendError(res, 403, "Forbidden");
  return account;
}

class Errors {
  // No prototype: a field named by the client (an upload's part, "__proto__" too) is only a key.
  readonly errors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  constructor(private readonly locale: Locale) {}
  /** `vars` fill the text's `{name}` places. */
  add(field: string, key: TextKey, vars: Record<string, string> = {}): void {
    const text = Object.entries(vars).reduce((done, [name, value]) => done.replaceAll(`{${name}}`, value), pick(TEXTS[key], this.locale));
    (this.errors[field] ??= []).push(text);
  }
  has(field: string): boolean {
    return field in this.errors;
  }
  /** Answers 422 and returns true when something failed. */
  send(res: Response): boolean {
    const first = Object.values(this.errors)[0]?.[0];
    if (first === undefined) return false;
    res.status(422).json({ message: first, errors: this.errors });
    return true;
  }
}

/** A real calendar date `YYYY-MM-DD`. */
function isRealDate(value: string): boolean {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function ticked(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === "") return false;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true" || value === "on") return true;
  if (value === 0 || value === "0" || value === "false" || value === "off") return false;
  return undefined;
}

/** Every field of the structure, with what was saved (null / false when never). */
function valuesFor(structure: readonly ExtraFieldSeed[], account: CustomerAccount): ExtraValues {
  const saved = extraValuesOf(account);
  return Object.fromEntries(structure.map((field) => [field.name, saved[field.name] ?? (field.type === "checkbox" ? false : null)]));
}

/** Checks a save body against the structure; the values to store, or undefined after a 422. */
/**
 * The file a file field's value names: the one already saved in it, or an upload of this customer
 * under this field name (POST /custom-form/{id}/upload-files); undefined for any other id.
 */
function savedFile(account: CustomerAccount, field: string, id: string): SavedFile | undefined {
  const saved = extraValuesOf(account)[field];
  if (typeof saved === "object" && saved !== null && saved.id === id) return { id, name: saved.name };
  const upload = uploadsOf(account).find((candidate) => candidate.id === id && candidate.field === field);
  return upload ? { id, name: upload.name } : undefined;
}

function checkExtra(
  structure: readonly ExtraFieldSeed[],
  body: Body,
  res: Response,
  locale: Locale,
  account: CustomerAccount,
): ExtraValues | undefined {
  const errors = new Errors(locale);
  const values: ExtraValues = {};
  for (const field of structure) {
    const raw = body[field.name];
    if (field.type === "checkbox") {
      const value = ticked(raw);
      if (value === undefined) errors.add(field.name, "value");
      else if (field.required && !value) errors.add(field.name, "accepted");
      values[field.name] = value ?? false;
      continue;
    }
    if (raw !== undefined && raw !== null && typeof raw !== "string" && typeof raw !== "number") {
      errors.add(field.name, "value");
      continue;
    }
    const value = raw === undefined || raw === null ? "" : String(raw).trim();
    values[field.name] = value === "" ? null : value;
    if (value === "") {
      if (field.required) errors.add(field.name, "required");
      continue;
    }
    if (field.type === "file") {
      const file = savedFile(account, field.name, value);
      if (file) values[field.name] = file;
      else errors.add(field.name, "fileUnknown");
      continue;
    }
    if (field.type === "date" && !isRealDate(value)) errors.add(field.name, "date");
    if (field.type === "time" && !TIME_RE.test(value)) errors.add(field.name, "time");
    if (field.type === "select" && !field.options?.some((option) => option.value === value)) errors.add(field.name, "option");
    if (field.max_length !== undefined && [...value].length > field.max_length) errors.add(field.name, "tooLong");
  }
  // Rules only the backend knows: the portal shows these beside their fields.
  const birth = values.birth_date;
  if (typeof birth === "string" && !errors.has("birth_date") && birth >= todayIso()) errors.add("birth_date", "birthPast");
  const issue = values.document_issue_date;
  const expiry = values.document_expiry_date;
  if (
    typeof issue === "string" &&
    typeof expiry === "string" &&
    !errors.has("document_issue_date") &&
    !errors.has("document_expiry_date") &&
    expiry <= issue
  ) {
    errors.add("document_expiry_date", "expiryAfterIssue");
  }
  const arrival = values.arrival_date;
  const departure = values.departure_date;
  if (
    typeof arrival === "string" &&
    typeof departure === "string" &&
    !errors.has("arrival_date") &&
    !errors.has("departure_date") &&
    departure < arrival
  ) {
    errors.add("departure_date", "departureAfterArrival");
  }
  // Leaving the day one arrives: the departure time must come after the arrival time.
  const arrivalTime = values.arrival_time;
  const departureTime = values.departure_time;
  if (
    typeof arrival === "string" &&
    arrival === departure &&
    typeof arrivalTime === "string" &&
    typeof departureTime === "string" &&
    !["arrival_date", "departure_date", "arrival_time", "departure_time"].some((name) => errors.has(name)) &&
    departureTime <= arrivalTime
  ) {
    errors.add("departure_time", "departureAfterArrivalTime");
  }
  return errors.send(res) ? undefined : values;
}

// Routes.

export const profileRouter = Router();

profileRouter.get("/customer/structure", (req, res) => {
  if (!requireCustomer(req, res)) return;
  const { tenant, locale } = scope(res);
  // A sectioned private area answers its sections, each with its fields; a flat one its fields.
  const sections = sectionsOf(tenant);
  if (sections) {
    sendData(res, {
      sections: sections.map((section) => ({
        id: section.id,
        form_id: section.form_id,
        title: pick(section.title, locale),
        fields: section.fields.map((field) => localizedField(field, locale)),
      })),
    });
    return;
  }
  const structure = structureOf(tenant);
  if (!structure) {
    sendError(res, 404, "Not found");
    return;
  }
  sendData(
    res,
    structure.map((field) => localizedField(field, locale)),
  );
});

/** `[{id, name}]` in the request's language. */
function named(options: readonly { value: string; label: Localized<string> }[], locale: Locale) {
  return options.map((option) => ({ id: option.value, name: pick(option.label, locale) }));
}

// The attendee types (`{data: [{id, name}]}`) and the general data (`{data: {transports, hotels}}`,
// each `[{id, name}]`) a sectioned area's selects take their options from; [] for other tenants.
profileRouter.get("/customer/types", (req, res) => {
  if (!requireCustomer(req, res)) return;
  const { tenant, locale } = scope(res);
  sendData(res, sectionsOf(tenant) ? named(ATTENDEE_TYPES, locale) : []);
});

profileRouter.get("/customer/general-data", (req, res) => {
  if (!requireCustomer(req, res)) return;
  const { tenant, locale } = scope(res);
  const has = Boolean(sectionsOf(tenant));
  sendData(res, { transports: has ? named(TRANSPORTS, locale) : [], hotels: has ? named(HOTELS, locale) : [] });
});

profileRouter.get("/customer/extra", (req, res) => {
  const account = requireCustomer(req, res);
  if (!account) return;
  const structure = structureOf(scope(res).tenant);
  if (!structure) {
    sendError(res, 404, "Not found");
    return;
  }
  sendData(res, valuesFor(structure, account));
});

/** Checks and saves a sectioned area's section, or the flat profile; answers 200 with every value or 422. */
function saveExtra(req: Request, res: Response, forced?: AreaSectionSeed["id"]): void {
  const account = requireCustomer(req, res);
  if (!account) return;
  const { tenant, locale } = scope(res);
  const structure = structureOf(tenant);
  const sections = sectionsOf(tenant);
  if (!structure || (forced && !sections)) {
    sendError(res, 404, "Not found");
    return;
  }
  const body = bodyOf(req);
  // A sectioned area saves one section at a time (`section` names it); the others keep their values.
  const section = sections?.find((candidate) => candidate.id === (forced ?? body.section));
  if (sections && !section) {
    const errors = new Errors(locale);
    errors.add("section", "section");
    errors.send(res);
    return;
  }
  const values = checkExtra(section ? section.fields : structure, body, res, locale, account);
  if (!values) return;
  saveExtraValues(account, section ? { ...extraValuesOf(account), ...values } : values);
  sendData(res, valuesFor(structure, account));
}

profileRouter.post("/customer/save-personal-information-extra", (req, res) => saveExtra(req, res));

// The registration section of a sectioned area (its own call, as the spec's profile save): the
// registration fields `{attendee_type, affiliation, invoice_name, invoice_tax_id, invoice_address}`.
profileRouter.post("/customer/profile", (req, res) => saveExtra(req, res, "registration"));

// Files of a sectioned area: POST /custom-form/{id}/upload-files.

/** The first bytes of each type a file field can accept. */
const SIGNATURES: readonly { type: FileType; bytes: readonly number[]; short: string }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], short: "PDF" }, // %PDF-
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], short: "PNG" },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff], short: "JPEG" },
];
const HEAD_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The type the file's first bytes show (not the one the sender claims), or undefined. */
function detectedType(head: Buffer): FileType | undefined {
  return SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte))?.type;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** One part of the multipart body: a file (its size and first bytes) or a plain field (no filename, the value's size). */
interface ReceivedPart {
  field: string;
  filename?: string;
  size: number;
  head: Buffer;
  /** Cut at the size limit: the rest was not read. */
  truncated: boolean;
}

/** Reads every part; of a file only its size and first bytes are kept, and none past `fileSize`. */
function receiveParts(req: Request, fileSize: number): Promise<ReceivedPart[]> {
  return new Promise((resolve, reject) => {
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({ headers: req.headers as BusboyHeaders, limits: { fileSize, fields: 50, parts: 100 } });
    } catch (error) {
      reject(Object.assign(new Error((error as Error).message), { status: 400 }));
      return;
    }
    const parts: ReceivedPart[] = [];
    const reading: Promise<void>[] = [];
    busboy.on("field", (field, value: string) => {
      parts.push({ field, size: Buffer.byteLength(value), head: Buffer.alloc(0), truncated: false });
    });
    busboy.on("file", (field, stream, filename) => {
      const part: ReceivedPart = { field, filename, size: 0, head: Buffer.alloc(0), truncated: false };
      parts.push(part);
      reading.push(
        new Promise<void>((done, fail) => {
          stream.on("data", (chunk: Buffer) => {
            part.size += chunk.length;
            if (part.head.length < HEAD_BYTES) part.head = Buffer.concat([part.head, chunk.subarray(0, HEAD_BYTES - part.head.length)]);
          });
          stream.on("limit", () => {
            part.truncated = true;
          });
          stream.on("error", fail);
          stream.on("end", () => done());
        }),
      );
    });
    busboy.on("error", (error: unknown) => reject(Object.assign(new Error(String(error)), { status: 400 })));
    busboy.on("finish", () => {
      Promise.all(reading).then(() => resolve(parts), reject);
    });
    req.pipe(busboy);
  });
}

// Multipart, each file under its file field's name; checks every part and keeps all or none:
// 201 {data: {files: {<field>: {id, name, size, type}}}}.
profileRouter.post("/custom-form/:id/upload-files", (req, res, next) => {
  // Express 4 does not catch a rejected promise: hand any failure to the error handler.
  uploadFiles(req, res).catch(next);
});

async function uploadFiles(req: Request, res: Response): Promise<void> {
  const account = requireCustomer(req, res);
  if (!account) {
    req.resume();
    return;
  }
  const { tenant, locale } = scope(res);
  const section = sectionsOf(tenant)?.find((candidate) => String(candidate.form_id) === req.params.id);
  if (!section) {
    req.resume();
    sendError(res, 404, "Not found");
    return;
  }
  const fileFields = new Map(section.fields.filter((field) => field.type === "file").map((field) => [field.name, field]));
  const errors = new Errors(locale);
  if (!req.is("multipart/form-data")) {
    req.resume();
    errors.add("files", "uploadNone");
    errors.send(res);
    return;
  }
  // Busboy stops reading a file past the largest size of the section's file fields.
  const parts = await receiveParts(req, Math.max(0, ...[...fileFields.values()].map((field) => field.max_bytes ?? 0)));
  const files: Record<string, UploadRecord> = {};
  const uploadedAt = new Date().toISOString();
  for (const part of parts) {
    const field = fileFields.get(part.field);
    if (!field) {
      errors.add(part.field, "uploadField");
      continue;
    }
    // A file input left empty: browsers send it with an empty filename and no bytes, and Node's
    // FormData an empty File as an empty plain field. Nothing chosen, nothing to check.
    if (!part.filename && part.size === 0) continue;
    if (part.filename === undefined) {
      errors.add(part.field, "uploadNotFile");
      continue;
    }
    if (part.field in files || errors.has(part.field)) {
      errors.add(part.field, "uploadOnce");
      continue;
    }
    const maxBytes = field.max_bytes ?? Infinity;
    const type = detectedType(part.head);
    if (part.size === 0) errors.add(part.field, "uploadEmpty");
    else if (part.truncated || part.size > maxBytes) errors.add(part.field, "uploadTooLarge", { max: megabytes(maxBytes) });
    else if (!type || !field.accept?.includes(type)) {
      const types = (field.accept ?? []).map((accepted) => SIGNATURES.find((signature) => signature.type === accepted)?.short ?? accepted);
      errors.add(part.field, "uploadType", { types: types.join(", ") });
    } else {
      const name = part.filename.split(/[\\/]/).pop() || part.field;
      files[part.field] = {
        id: `upl_${randomBytes(12).toString("hex")}`,
        field: part.field,
        formId: section.form_id,
        name,
        size: part.size,
        type,
        uploadedAt,
      };
    }
  }
  if (Object.keys(files).length === 0 && !Object.keys(errors.errors).length) errors.add("files", "uploadNone");
  if (errors.send(res)) return;
  addUploads(account, Object.values(files));
  sendData(
    res,
    { files: Object.fromEntries(Object.entries(files).map(([field, { id, name, size, type }]) => [field, { id, name, size, type }])) },
    201,
  );
}

profileRouter.post("/customer/change-email", (req, res) => {
  const account = requireCustomer(req, res);
  if (!account) return;
  const { customers, locale, tenant } = scope(res);
  const body = bodyOf(req);
  const errors = new Errors(locale);
  const raw = typeof body.email === "string" ? body.email.trim() : "";
  const email = normalizeEmail(raw);
  const confirmation = typeof body.email_confirmation === "string" ? normalizeEmail(body.email_confirmation) : "";
  if (email === "") errors.add("email", "required");
  else if (!EMAIL_RE.test(email)) errors.add("email", "emailInvalid");
  else if (email === account.email) errors.add("email", "emailSame");
  else if (customers.accounts.has(email)) errors.add("email", "emailTaken");
  if (email !== "" && confirmation !== email) errors.add("email_confirmation", "emailConfirmation");
  if (errors.send(res)) return;

  changeAccountEmail(customers, account, email);
  const link = `/validate/${createValidationToken(customers, email)}`;
  sendMail({
    to: email,
    tenant,
    subject: message("mailValidateSubject", locale),
    text: pick(TEXTS.mailChangeText, locale).replace("{link}", link),
    link,
  });
  sendData(res, { email, emailVerified: false });
});

for (const path of ["/customer/unsubscribe", "/customer/unsuscribe"]) {
  profileRouter.post(path, (req, res) => {
    const account = requireCustomer(req, res);
    if (!account) return;
    removeAccount(scope(res).customers, account);
    sendData(res, { unsubscribed: true });
  });
}
