// In-memory customer state: accounts, sessions, one-time tokens and the demo mailbox, per tenant,
// rebuilt by createDemoApi() and resetDemoState(). The demo accounts: ./API.md.
import { randomBytes, randomInt } from "node:crypto";
import { pick, t, type Locale, type Localized } from "./seed/i18n";

export const DEMO_PASSWORD = "Demo-2026!";

/** Fields a customer must have; a login lists the empty ones in `missing_required_fields`. */
const REQUIRED_FIELDS = ["telephone", "gender"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

type TwoFactorMethod = "NONE" | "EMAIL";

/** Session lifetime: 30 days with `remember`, 1 day without. */
const SESSION_TTL_MS = { remember: 30 * 86_400_000, plain: 86_400_000 } as const;
/** Lifetime of two-factor codes (10 min), validation links (7 days) and reset links (1 h). */
const TWO_FACTOR_TTL_MS = 10 * 60_000;
const VALIDATION_TTL_MS = 7 * 86_400_000;
const RESET_TTL_MS = 60 * 60_000;
/** Wrong codes allowed for one two-factor token before it is burnt. */
const TWO_FACTOR_MAX_ATTEMPTS = 5;

export interface CustomerAccount {
  id: number;
  name: string;
  surname: string;
  email: string;
  telephone: string | null;
  position: string | null;
  company: string | null;
  /** Id from `GENRES`. */
  gender: number | null;
  userType: string;
  networking: boolean;
  emailVerified: boolean;
  twoFactorMethod: TwoFactorMethod;
  /** false = disabled on the web channel (login → 423). */
  webEnabled: boolean;
  advertising: boolean;
  password: string;
}

/** What `GET /customer` answers. */
export interface CustomerView {
  id: number;
  name: string;
  surname: string;
  email: string;
  telephone: string | null;
  photo: null;
  position: string | null;
  company: string | null;
  gender: number | null;
  userType: string;
  networking: boolean;
  emailVerified: boolean;
  two_factor_method: TwoFactorMethod;
  advertising: boolean;
}

export const GENRES: readonly { id: number; name: Localized<string> }[] = [
  { id: 1, name: t("Mujer", "Woman", "Mulher", "Emakumea") },
  { id: 2, name: t("Hombre", "Man", "Homem", "Gizona") },
  { id: 3, name: t("No binario", "Non-binary", "Não binário", "Ez-bitarra") },
  { id: 4, name: t("Prefiero no decirlo", "Prefer not to say", "Prefiro não dizer", "Nahiago dut ez esan") },
];

type SeedAccount = Omit<CustomerAccount, "id" | "password" | "advertising">;

const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    name: "Ana",
    surname: "García López",
    email: "ana@example.com",
    telephone: "612345678",
    position: "Directora de producto",
    company: "Acme Eventos",
    gender: 1,
    userType: "attendee",
    networking: true,
    emailVerified: true,
    twoFactorMethod: "NONE",
    webEnabled: true,
  },
  {
    name: "Bruno",
    surname: "Martins Silva",
    email: "bruno@example.com",
    telephone: "623456789",
    position: "Ingeniero",
    company: "Lisboa Tech",
    gender: 2,
    userType: "attendee",
    networking: true,
    emailVerified: true,
    twoFactorMethod: "EMAIL",
    webEnabled: true,
  },
  {
    name: "Carla",
    surname: "Pérez Ruiz",
    email: "carla@example.com",
    telephone: "734567890",
    position: null,
    company: null,
    gender: 1,
    userType: "attendee",
    networking: false,
    emailVerified: false,
    twoFactorMethod: "NONE",
    webEnabled: true,
  },
  {
    name: "Dani",
    surname: "Etxeberria Goñi",
    email: "dani@example.com",
    telephone: "645678901",
    position: "Periodista",
    company: "Bilbao Media",
    gender: 3,
    userType: "press",
    networking: false,
    emailVerified: true,
    twoFactorMethod: "NONE",
    webEnabled: false,
  },
  {
    name: "Eva",
    surname: "Romero Díaz",
    email: "eva@example.com",
    telephone: null,
    position: null,
    company: null,
    gender: null,
    userType: "attendee",
    networking: false,
    emailVerified: true,
    twoFactorMethod: "NONE",
    webEnabled: true,
  },
  {
    name: "Mikel",
    surname: "Sanz Etxeberria",
    email: "mod@example.com",
    telephone: "656789012",
    position: "Moderador del chat",
    company: null,
    gender: 2,
    userType: "moderator",
    networking: false,
    emailVerified: true,
    twoFactorMethod: "NONE",
    webEnabled: true,
  },
];

/** Fixed SSO tokens (`POST /customer/login-sso/{token}`), the same in every tenant. */
export const SSO_TOKENS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(SEED_ACCOUNTS.map((a) => [`sso-${a.name.toLowerCase()}`, a.email])),
);

// Just-in-time SSO accounts: `sso-new-<id>`'s first login creates `<id>@sso.example` without telephone
// and gender (see API.md, "Customer accounts: calls"); later logins reach the same account.
const SSO_NEW_PREFIX = "sso-new-";
const SSO_NEW_ID = /^[a-z0-9-]{1,60}$/;

/** The e-mail a just-in-time SSO token stands for, or undefined when it is not one. */
export function ssoNewEmail(token: string): string | undefined {
  if (!token.startsWith(SSO_NEW_PREFIX)) return undefined;
  const id = token.slice(SSO_NEW_PREFIX.length);
  return SSO_NEW_ID.test(id) ? `${id}@sso.example` : undefined;
}

// Localized messages (validation errors, login errors, e-mails).

const MESSAGES = {
  invalidCredentials: t(
    "El e-mail o la contraseña no son válidos.",
    "The e-mail or password is not valid.",
    "O e-mail ou a palavra-passe não são válidos.",
    "Posta elektronikoa edo pasahitza ez da zuzena.",
  ),
  emailNotVerified: t(
    "Tu e-mail no está verificado. Revisa tu bandeja de entrada.",
    "Your e-mail is not verified. Check your inbox.",
    "O seu e-mail não está verificado. Verifique a sua caixa de entrada.",
    "Zure posta ez dago egiaztatuta. Begiratu sarrera-ontzia.",
  ),
  accountDisabled: t(
    "Tu cuenta no está activa en el canal web.",
    "Your account is not active on the web channel.",
    "Conta desativada: a sua conta não está ativa no canal web.",
    "Zure kontua ez dago aktibo web kanalean.",
  ),
  invalidSso: t(
    "El acceso SSO no es válido.",
    "The SSO access is not valid.",
    "O acesso SSO não é válido.",
    "SSO sarbidea ez da baliozkoa.",
  ),
  wrongCode: t(
    "El código introducido es incorrecto",
    "The code entered is incorrect",
    "O código introduzido está incorreto",
    "Sartutako kodea okerra da",
  ),
  expiredTwoFactor: t(
    "La verificación ha caducado. Vuelve a iniciar sesión.",
    "The verification has expired. Log in again.",
    "A verificação expirou. Inicie sessão novamente.",
    "Egiaztapena iraungi da. Hasi saioa berriro.",
  ),
  required: t("El campo es obligatorio.", "The field is required.", "O campo é obrigatório.", "Eremua derrigorrezkoa da."),
  email: t("El e-mail no es válido.", "The e-mail is not valid.", "O e-mail não é válido.", "Posta elektronikoa ez da baliozkoa."),
  userExists: t("El usuario ya existe.", "The user already exists.", "O utilizador já existe.", "Erabiltzailea badago lehendik."),
  phone: t(
    "El teléfono debe tener 9 dígitos y empezar por 6, 7, 8 o 9.",
    "The telephone must have 9 digits and start with 6, 7, 8 or 9.",
    "O telefone deve ter 9 dígitos e começar por 6, 7, 8 ou 9.",
    "Telefonoak 9 digitu izan behar ditu eta 6, 7, 8 edo 9 zenbakiz hasi.",
  ),
  gender: t("El género no es válido.", "The gender is not valid.", "O género não é válido.", "Generoa ez da baliozkoa."),
  passwordRules: t(
    "La contraseña debe tener al menos 8 caracteres, una letra, un número y un carácter especial.",
    "The password must have at least 8 characters, a letter, a number and a special character.",
    "A palavra-passe deve ter pelo menos 8 caracteres, uma letra, um número e um carácter especial.",
    "Pasahitzak gutxienez 8 karaktere, letra bat, zenbaki bat eta karaktere berezi bat izan behar ditu.",
  ),
  passwordConfirmation: t(
    "Las contraseñas no coinciden.",
    "The passwords do not match.",
    "As palavras-passe não coincidem.",
    "Pasahitzak ez datoz bat.",
  ),
  oldPassword: t(
    "La contraseña actual no es correcta.",
    "The current password is not correct.",
    "A palavra-passe atual não está correta.",
    "Egungo pasahitza ez da zuzena.",
  ),
  samePassword: t(
    "La nueva contraseña debe ser distinta de la anterior.",
    "The new password must differ from the previous one.",
    "A nova palavra-passe deve ser diferente da anterior.",
    "Pasahitz berriak aurrekoaren desberdina izan behar du.",
  ),
  accepted: t(
    "Debes aceptar la política de privacidad.",
    "You must accept the privacy policy.",
    "Deve aceitar a política de privacidade.",
    "Pribatutasun-politika onartu behar duzu.",
  ),
  signupFailed: t(
    "No se ha podido crear el usuario.",
    "The user could not be created.",
    "Não foi possível criar o utilizador.",
    "Ezin izan da erabiltzailea sortu.",
  ),
  propagationError: t(
    "No se ha podido propagar el usuario a los demás portales. Contacta con el administrador.",
    "The user could not be propagated to the other portals. Contact the administrator.",
    "Não foi possível propagar o utilizador aos outros portais. Contacte o administrador.",
    "Ezin izan da erabiltzailea beste atarietara hedatu. Jarri harremanetan administratzailearekin.",
  ),
  invalidToken: t(
    "El enlace no es válido o ha caducado.",
    "The link is not valid or has expired.",
    "A ligação não é válida ou expirou.",
    "Esteka ez da baliozkoa edo iraungi da.",
  ),
  string: t("El valor no es válido.", "The value is not valid.", "O valor não é válido.", "Balioa ez da baliozkoa."),
  validationFailed: t(
    "Los datos no son válidos.",
    "The given data was invalid.",
    "Os dados não são válidos.",
    "Datuak ez dira baliozkoak.",
  ),
  forbidden: t("Forbidden", "Forbidden", "Forbidden", "Forbidden"),
  mailTwoFactorSubject: t("Tu código de acceso", "Your access code", "O seu código de acesso", "Zure sarbide-kodea"),
  mailTwoFactorText: t(
    "Tu código de acceso es {code}. Caduca en 10 minutos.",
    "Your access code is {code}. It expires in 10 minutes.",
    "O seu código de acesso é {code}. Expira em 10 minutos.",
    "Zure sarbide-kodea {code} da. 10 minututan iraungiko da.",
  ),
  mailValidateSubject: t("Valida tu e-mail", "Validate your e-mail", "Valide o seu e-mail", "Baieztatu zure posta"),
  mailValidateText: t(
    "Abre este enlace para validar tu cuenta: {link}",
    "Open this link to validate your account: {link}",
    "Abra esta ligação para validar a sua conta: {link}",
    "Ireki esteka hau zure kontua baieztatzeko: {link}",
  ),
  mailResetSubject: t("Restablece tu contraseña", "Reset your password", "Redefina a sua palavra-passe", "Berrezarri pasahitza"),
  mailResetText: t(
    "Abre este enlace para elegir una nueva contraseña (caduca en 1 hora): {link}",
    "Open this link to choose a new password (it expires in 1 hour): {link}",
    "Abra esta ligação para escolher uma nova palavra-passe (expira em 1 hora): {link}",
    "Ireki esteka hau pasahitz berria aukeratzeko (ordubete barru iraungiko da): {link}",
  ),
  mailResetDisabledText: t(
    "Tu cuenta está desactivada en el canal web. Elige una nueva contraseña con este enlace para reactivarla (caduca en 1 hora): {link}",
    "Your account is disabled on the web channel. Choose a new password with this link to re-enable it (it expires in 1 hour): {link}",
    "A sua conta está desativada no canal web. Escolha uma nova palavra-passe com esta ligação para a reativar (expira em 1 hora): {link}",
    "Zure kontua desgaituta dago web kanalean. Aukeratu pasahitz berria esteka honekin berriro gaitzeko (ordubete barru iraungiko da): {link}",
  ),
} satisfies Record<string, Localized<string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: Locale, vars: Record<string, string> = {}): string {
  return pick(MESSAGES[key], locale).replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

// Mailbox.

export interface DemoMail {
  to: string;
  /** Token of the tenant whose action sent it. */
  tenant: string;
  subject: string;
  text: string;
  code?: string;
  /** Portal path, e.g. `/validate/<token>` or `/password-reset-confirm/<token>`. */
  link?: string;
  sent_at: string;
}

// State.

interface Session {
  email: string;
  expiresAt: number;
}

interface TwoFactorChallenge {
  email: string;
  code: string;
  remember: boolean;
  expiresAt: number;
  attempts: number;
}

interface OneTimeToken {
  email: string;
  expiresAt: number;
}

export interface TenantCustomers {
  accounts: Map<string, CustomerAccount>;
  sessions: Map<string, Session>;
  twoFactor: Map<string, TwoFactorChallenge>;
  validations: Map<string, OneTimeToken>;
  resets: Map<string, OneTimeToken>;
  nextId: number;
}

const tenants = new Map<string, TenantCustomers>();
let mailbox: DemoMail[] = [];

/** Back to the fixed demo accounts, no sessions, empty mailbox (every tenant). */
export function resetDemoState(): void {
  tenants.clear();
  mailbox = [];
}

function seedTenant(): TenantCustomers {
  const accounts = new Map<string, CustomerAccount>();
  SEED_ACCOUNTS.forEach((seed, index) => {
    accounts.set(seed.email, { ...seed, id: index + 1, password: DEMO_PASSWORD, advertising: false });
  });
  return {
    accounts,
    sessions: new Map(),
    twoFactor: new Map(),
    validations: new Map(),
    resets: new Map(),
    nextId: accounts.size + 1,
  };
}

/** The customers of one tenant (created from the seed on first use). */
export function tenantCustomers(tenantToken: string): TenantCustomers {
  let state = tenants.get(tenantToken);
  if (!state) {
    state = seedTenant();
    tenants.set(tenantToken, state);
  }
  return state;
}

/** Random opaque token (URL-safe). */
export function opaqueToken(): string {
  return randomBytes(30).toString("base64url");
}

function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function sendMail(mail: Omit<DemoMail, "sent_at">): void {
  mailbox.push({ ...mail, sent_at: new Date().toISOString() });
}

/** Mails sent to `to` (case-insensitive), oldest first; optionally only one tenant's. */
export function mailsTo(to: string, tenant?: string): DemoMail[] {
  const address = normalizeEmail(to);
  return mailbox.filter((mail) => mail.to === address && (tenant === undefined || mail.tenant === tenant));
}

/** The account of `email` when `password` is its password (the login's and the demo forum's check). */
export function checkCredentials(state: TenantCustomers, email: string, password: string): CustomerAccount | undefined {
  const account = state.accounts.get(normalizeEmail(email));
  return account && account.password === password ? account : undefined;
}

export function customerView(account: CustomerAccount): CustomerView {
  return {
    id: account.id,
    name: account.name,
    surname: account.surname,
    email: account.email,
    telephone: account.telephone,
    photo: null,
    position: account.position,
    company: account.company,
    gender: account.gender,
    userType: account.userType,
    networking: account.networking,
    emailVerified: account.emailVerified,
    two_factor_method: account.twoFactorMethod,
    advertising: account.advertising,
  };
}

export function missingRequiredFields(account: CustomerAccount): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => account[field] === null || account[field] === "");
}

export interface LoginData {
  token: string;
  has_missing_fields: boolean;
  missing_required_fields: RequiredField[];
  emailVerified: boolean;
}

/** Opens a session and answers what a successful login answers. */
export function openSession(state: TenantCustomers, account: CustomerAccount, remember: boolean): LoginData {
  const token = opaqueToken();
  const ttl = remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.plain;
  state.sessions.set(token, { email: account.email, expiresAt: Date.now() + ttl });
  const missing = missingRequiredFields(account);
  return {
    token,
    has_missing_fields: missing.length > 0,
    missing_required_fields: missing,
    emailVerified: account.emailVerified,
  };
}

/** The account of a live session, else undefined (an expired session is dropped). */
export function sessionAccount(state: TenantCustomers, token: string): CustomerAccount | undefined {
  const session = state.sessions.get(token);
  if (!session) return undefined;
  if (session.expiresAt <= Date.now()) {
    state.sessions.delete(token);
    return undefined;
  }
  return state.accounts.get(session.email);
}

/** Ends every session of an account (after a password reset). */
export function closeSessionsOf(state: TenantCustomers, email: string): void {
  for (const [token, session] of state.sessions) if (session.email === email) state.sessions.delete(token);
}

/** Takes a one-time token if it is live (it is consumed either way when expired). */
export function takeOneTimeToken(tokens: Map<string, OneTimeToken>, token: string): OneTimeToken | undefined {
  const entry = tokens.get(token);
  if (!entry) return undefined;
  tokens.delete(token);
  return entry.expiresAt > Date.now() ? entry : undefined;
}

export function startTwoFactor(
  state: TenantCustomers,
  account: CustomerAccount,
  remember: boolean,
): TwoFactorChallenge & { token: string } {
  const token = opaqueToken();
  const challenge: TwoFactorChallenge = {
    email: account.email,
    code: sixDigitCode(),
    remember,
    expiresAt: Date.now() + TWO_FACTOR_TTL_MS,
    attempts: 0,
  };
  state.twoFactor.set(token, challenge);
  return { ...challenge, token };
}

export function createValidationToken(state: TenantCustomers, email: string): string {
  const token = opaqueToken();
  state.validations.set(token, { email, expiresAt: Date.now() + VALIDATION_TTL_MS });
  return token;
}

export function createResetToken(state: TenantCustomers, email: string): string {
  const token = opaqueToken();
  state.resets.set(token, { email, expiresAt: Date.now() + RESET_TTL_MS });
  return token;
}

export function twoFactorChallenge(state: TenantCustomers, token: string): TwoFactorChallenge | undefined {
  const challenge = state.twoFactor.get(token);
  if (!challenge) return undefined;
  if (challenge.expiresAt <= Date.now() || challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    state.twoFactor.delete(token);
    return undefined;
  }
  return challenge;
}

// Private area (routes/profile.ts): extended profile values, e-mail change, account deletion.

/** A file field's saved value: an upload of the customer (see `UploadRecord`). */
export interface SavedFile {
  id: string;
  name: string;
}

/** Values of a tenant's extended profile (`/customer/extra`): strings, booleans, files or null. */
export type ExtraValues = Record<string, string | boolean | SavedFile | null>;

// Keyed by the account object: `resetDemoState()` drops the accounts, and their values with them.
const extraValues = new WeakMap<CustomerAccount, ExtraValues>();

export function extraValuesOf(account: CustomerAccount): ExtraValues {
  return { ...(extraValues.get(account) ?? {}) };
}

export function saveExtraValues(account: CustomerAccount, values: ExtraValues): void {
  extraValues.set(account, { ...values });
}

/** What is kept of a file sent to POST /custom-form/{id}/upload-files: its metadata, never its bytes. */
export interface UploadRecord {
  id: string;
  /** The file field it was sent under. */
  field: string;
  formId: number;
  name: string;
  size: number;
  /** The type found in its first bytes. */
  type: string;
  uploadedAt: string;
}

/** How many uploads are kept per customer (the oldest are forgotten). */
const UPLOADS_KEPT = 20;

const uploads = new WeakMap<CustomerAccount, UploadRecord[]>();

export function uploadsOf(account: CustomerAccount): readonly UploadRecord[] {
  return uploads.get(account) ?? [];
}

export function addUploads(account: CustomerAccount, records: readonly UploadRecord[]): void {
  uploads.set(account, [...uploadsOf(account), ...records].slice(-UPLOADS_KEPT));
}

/** Drops the one-time links (validation, reset) and two-factor logins that name `email`. */
function dropTokensOf(state: TenantCustomers, email: string): void {
  for (const tokens of [state.validations, state.resets, state.twoFactor] as Map<string, { email: string }>[]) {
    for (const [token, entry] of tokens) if (entry.email === email) tokens.delete(token);
  }
}

/** Moves an account to `newEmail` (normalized, free), unverified; its sessions and pending links end. */
export function changeAccountEmail(state: TenantCustomers, account: CustomerAccount, newEmail: string): void {
  const old = account.email;
  closeSessionsOf(state, old);
  dropTokensOf(state, old);
  state.accounts.delete(old);
  account.email = newEmail;
  account.emailVerified = false;
  state.accounts.set(newEmail, account);
}

/** Deletes an account: its sessions, links and extended profile go with it. */
export function removeAccount(state: TenantCustomers, account: CustomerAccount): void {
  closeSessionsOf(state, account.email);
  dropTokensOf(state, account.email);
  state.accounts.delete(account.email);
  extraValues.delete(account);
}

// For other routes (records.ts): who is calling, and whether an account is one of the demo's.

/** The account of `Authorization: Bearer <token>` (live session), else undefined. */
export function accountOfBearer(state: TenantCustomers, authorization: string | undefined): CustomerAccount | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  return token === undefined ? undefined : sessionAccount(state, token);
}

/** The tenant's chat moderator and question validator; the spec does not say how it is stored: `userType` here. */
export function isModerator(account: CustomerAccount): boolean {
  return account.userType === "moderator";
}

/** True for the fixed demo accounts (ana, bruno...), false for accounts made by a signup. */
export function isSeedAccount(account: CustomerAccount): boolean {
  return SEED_ACCOUNTS.some((seed) => seed.email === account.email);
}
