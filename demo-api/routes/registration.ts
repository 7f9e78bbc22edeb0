// A tenant's registration form (docs/decisions/028-registration-forms.md).
// The calls: ../API.md, "Registration form".
import { Router, type Request, type Response } from "express";
import { extraValuesOf, isSeedAccount, normalizeEmail, saveExtraValues, tenantCustomers, type TenantCustomers } from "../customers";
import { getContext, sendData, sendError } from "../middleware";
import { checkSurvey, fieldView } from "../participation";
import { findTenant } from "../seed/tenants";
import { pick, t, type Locale } from "../seed/i18n";
import { registrationFormOf, type SeedRegistrationForm } from "../seed/registration";
import { surveyMessage } from "./participation";

const TEXTS = {
  no_form: t(
    "Este portal no tiene formulario de inscripción.",
    "This portal has no registration form.",
    "Este portal não tem formulário de inscrição.",
    "Ataari honek ez du izen-emate formulariorik.",
  ),
  required: t("Este campo es obligatorio.", "This field is required.", "Este campo é obrigatório.", "Eremu hau derrigorrezkoa da."),
  email: t(
    "Escribe una dirección de correo válida.",
    "Enter a valid e-mail address.",
    "Escreva um endereço de e-mail válido.",
    "Idatzi baliozko helbide elektroniko bat.",
  ),
  too_long: t("Como máximo {max} caracteres.", "At most {max} characters.", "No máximo {max} carateres.", "Gehienez {max} karaktere."),
  unknown_account: t(
    "No hay ninguna cuenta recién creada con esta dirección.",
    "There is no newly created account with this address.",
    "Não há nenhuma conta recém-criada com este endereço.",
    "Ez dago helbide honekin sortu berri den konturik.",
  ),
  form_mismatch: t(
    "El formulario ha cambiado: recarga la página.",
    "The form has changed: reload the page.",
    "O formulário mudou: recarregue a página.",
    "Formularioa aldatu da: kargatu berriro orria.",
  ),
  orcid_format: t(
    "El ORCID iD no es válido: 16 cifras en grupos de cuatro (la última puede ser X), por ejemplo 0000-0002-1825-0097.",
    "The ORCID iD is not valid: 16 digits in groups of four (the last may be X), for example 0000-0002-1825-0097.",
    "O ORCID iD não é válido: 16 algarismos em grupos de quatro (o último pode ser X), por exemplo 0000-0002-1825-0097.",
    "ORCID iD ez da baliozkoa: 16 zifra lauko taldetan (azkena X izan daiteke), adibidez 0000-0002-1825-0097.",
  ),
  orcid_check_digit: t(
    "El ORCID iD tiene la forma correcta, pero su último carácter (el de control) no corresponde a las cifras anteriores: revisa que esté bien copiado.",
    "The ORCID iD has the right form, but its last character (the check digit) does not match the digits before it: check that it was copied correctly.",
    "O ORCID iD tem o formato correto, mas o último carácter (o dígito de controlo) não corresponde aos algarismos anteriores: verifique se foi bem copiado.",
    "ORCID iD-ak forma zuzena du, baina azken karakterea (kontrol-digitua) ez dator bat aurreko zifrekin: egiaztatu ondo kopiatuta dagoela.",
  ),
  register_data_saved: t(
    "Ya guardamos los datos de inscripción de esta cuenta.",
    "This account's registration details are saved already.",
    "Os dados de inscrição desta conta já foram guardados.",
    "Kontu honen izen-emate datuak gordeta daude dagoeneko.",
  ),
  already_registered: t(
    "Esta dirección ya está inscrita en el congreso.",
    "This address is already registered for the congress.",
    "Este endereço já está inscrito no congresso.",
    "Helbide hau kongresuan izena emanda dago dagoeneko.",
  ),
};
type TextKey = keyof typeof TEXTS;

function text(key: TextKey, locale: Locale, vars: Record<string, string | number> = {}): string {
  return pick(TEXTS[key], locale).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** One saved registration: by a sign-up's account or without an account. */
interface SavedRegistration {
  kind: "signup" | "external";
  reference: string | null;
  email: string;
  name: string | null;
  surname: string | null;
  customFormId: number;
  answers: Record<string, unknown>;
  savedAt: string;
}

/** Per tenant's customers, so `resetDemoState()` (which drops them) starts again empty. */
const saved = new WeakMap<TenantCustomers, SavedRegistration[]>();

function savedOf(customers: TenantCustomers): SavedRegistration[] {
  let list = saved.get(customers);
  if (!list) {
    list = [];
    saved.set(customers, list);
  }
  return list;
}

/** What is wrong with an ORCID iD, if anything: its form, or its check digit (ISO 7064 11,2 over the first 15 digits, 10 written X). */
export function orcidProblem(value: string): "format" | "check_digit" | null {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value)) return "format";
  const digits = value.replace(/-/g, "");
  let total = 0;
  for (const digit of digits.slice(0, 15)) total = (total + Number(digit)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? "X" : String(check)) ? null : "check_digit";
}

type Body = Record<string, unknown>;

function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function invalid(res: Response, errors: Record<string, string[]>): void {
  res.status(422).json({ message: Object.values(errors)[0]?.[0] ?? "", errors });
}

/** The tenant's form, or answers 404 and returns undefined. */
function formOf(res: Response): SeedRegistrationForm | undefined {
  const { tenant, locale } = getContext(res);
  const form = registrationFormOf(tenant.token);
  if (!form) res.status(404).json({ message: text("no_form", locale) });
  return form;
}

/** The form's answers checked (errors keyed `register.<name>`), and the form id compared. */
function checkAnswers(
  form: SeedRegistrationForm,
  body: Body,
  locale: Locale,
  errors: Record<string, string[]>,
): Record<string, unknown> | null {
  if (Number(body.custom_form_id) !== form.id) errors.custom_form_id = [text("form_mismatch", locale)];
  const raw = body.register;
  const answers = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const checked = checkSurvey(form, answers);
  if ("errors" in checked) {
    for (const [name, error] of Object.entries(checked.errors)) errors[`register.${name}`] = [surveyMessage(error, locale)];
    return null;
  }
  const orcid = form.orcidField ? checked.answers[form.orcidField] : null;
  const problem = typeof orcid === "string" ? orcidProblem(orcid.toUpperCase()) : null;
  if (problem) {
    errors[`register.${form.orcidField}`] = [text(problem === "format" ? "orcid_format" : "orcid_check_digit", locale)];
    return null;
  }
  if (typeof orcid === "string") checked.answers[form.orcidField!] = orcid.toUpperCase();
  return checked.answers;
}

/** A required trimmed text of at most `max` characters, or its message in `errors`. */
function requiredText(body: Body, field: string, max: number, locale: Locale, errors: Record<string, string[]>): string | null {
  const value = typeof body[field] === "string" ? (body[field] as string).trim() : "";
  if (value === "") errors[field] = [text("required", locale)];
  else if ([...value].length > max) errors[field] = [text("too_long", locale, { max })];
  else return value;
  return null;
}

function emailOf(body: Body, locale: Locale, errors: Record<string, string[]>): string | null {
  const value = requiredText(body, "email", 150, locale, errors);
  if (value === null) return null;
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)) {
    errors.email = [text("email", locale)];
    return null;
  }
  return normalizeEmail(value);
}

export const registrationRouter = Router();

registrationRouter.get("/custom-form/register", (_req, res) => {
  const { locale } = getContext(res);
  const form = formOf(res);
  if (!form) return;
  sendData(res, {
    id: form.id,
    title: pick(form.title, locale),
    description: form.description ? pick(form.description, locale) : null,
    fields: form.fields.map((field) => fieldView(field, locale)),
  });
});

registrationRouter.post("/customer/signup-register-data", (req, res) => {
  const { tenant, locale } = getContext(res);
  const form = formOf(res);
  if (!form) return;
  const customers = tenantCustomers(tenant.token);
  const body = bodyOf(req);
  const errors: Record<string, string[]> = {};
  const email = emailOf(body, locale, errors);
  // Only an account that has not validated its e-mail yet: a sign-up's, not anybody's by address.
  const account = email === null ? undefined : customers.accounts.get(email);
  if (email !== null && (!account || account.emailVerified || isSeedAccount(account))) errors.email = [text("unknown_account", locale)];
  const answers = checkAnswers(form, body, locale, errors);
  if (Object.keys(errors).length || answers === null || email === null) {
    invalid(res, errors);
    return;
  }
  const list = savedOf(customers);
  if (list.some((entry) => entry.kind === "signup" && entry.email === email)) {
    res.status(409).json({ message: text("register_data_saved", locale), code: "register_data_saved" });
    return;
  }
  // What the sign-up gave is the private area's too: its registration section starts filled in.
  if (account && form.areaFields) {
    const carried = Object.entries(form.areaFields).flatMap(([answer, field]) =>
      typeof answers[answer] === "string" ? [[field, answers[answer]]] : [],
    );
    saveExtraValues(account, { ...extraValuesOf(account), ...Object.fromEntries(carried) });
  }
  list.push({
    kind: "signup",
    reference: null,
    email,
    name: null,
    surname: null,
    customFormId: form.id,
    answers,
    savedAt: new Date().toISOString(),
  });
  sendData(res, { custom_form_id: form.id, email, saved: true }, 201);
});

registrationRouter.post("/custom-form/external-register", (req, res) => {
  const { tenant, locale } = getContext(res);
  const form = formOf(res);
  if (!form) return;
  const customers = tenantCustomers(tenant.token);
  const body = bodyOf(req);
  const errors: Record<string, string[]> = {};
  const name = requiredText(body, "name", 100, locale, errors);
  const surname = requiredText(body, "surname", 150, locale, errors);
  const email = emailOf(body, locale, errors);
  const list = savedOf(customers);
  if (email !== null && list.some((entry) => entry.kind === "external" && entry.email === email))
    errors.email = [text("already_registered", locale)];
  const answers = checkAnswers(form, body, locale, errors);
  if (Object.keys(errors).length || answers === null || email === null) {
    invalid(res, errors);
    return;
  }
  const reference = `UD-2027-${String(list.filter((entry) => entry.kind === "external").length + 1).padStart(4, "0")}`;
  list.push({ kind: "external", reference, email, name, surname, customFormId: form.id, answers, savedAt: new Date().toISOString() });
  sendData(res, { reference, email, custom_form_id: form.id }, 201);
});

export const demoRegistrationRouter = Router();

demoRegistrationRouter.get("/__demo/registrations", (req, res) => {
  const tenant = findTenant(typeof req.query.tenant === "string" ? req.query.tenant : undefined);
  if (!tenant) {
    sendError(res, 404, "Not found");
    return;
  }
  const list = savedOf(tenantCustomers(tenant.token));
  res.set("cache-control", "no-store").json({
    data: list.map((entry) => ({
      kind: entry.kind,
      reference: entry.reference,
      email: entry.email,
      name: entry.name,
      surname: entry.surname,
      custom_form_id: entry.customFormId,
      register: { ...entry.answers },
      saved_at: entry.savedAt,
    })),
  });
});
