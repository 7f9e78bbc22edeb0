// The tenants file (TENANTS_FILE), read and checked by the host at start-up, and each request's
// tenant found by its host name.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { VENUE_COOKIE } from "~/backend/venues.server";
import { LOCALE_COOKIE, LOCALES } from "~/i18n/locales";
import { sessionCookieName } from "~/session/session.server";
import { isTagManagerId } from "~/tenancy/tenant";
import { hasRates, REGIMES_WITH_RATES } from "~/tax/regimes";
import { REGIME_IDS } from "~/tenancy/tenant";
import { FEATURES, LAYOUTS, type Tenant } from "~/tenancy/tenant";

const nullableString = z.string().trim().min(1).nullable().default(null);

/** RFC 6265's cookie-name: an HTTP token. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** The portal's own cookies: a forum cookie of the same name would overwrite one of them. */
const PORTAL_COOKIES: readonly string[] = [sessionCookieName(true), sessionCookieName(false), LOCALE_COOKIE, VENUE_COOKIE];

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** The password travels to it: https, plain http to a loopback host, or a path under API_BASE_URL. */
function forumLoginUrlProblem(value: string): string | null {
  if (value.startsWith("/")) {
    if (value.startsWith("//") || /[\\\u0000-\u0020\u007f#]/.test(value)) {
      return "a path must start with one / and have no spaces, backslashes or #";
    }
    return null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an https URL, or a path (/...) on the backend's URL";
  }
  if (url.username || url.password) return "must not carry a user name or password";
  if (url.hash) return "must not have a #fragment";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && isLoopbackHost(url.hostname)) return null;
  return "must be https (plain http only to localhost or 127.0.0.1, where the password does not leave the machine)";
}

const forumSchema = z
  .object({
    loginUrl: z
      .string()
      .trim()
      .min(1)
      .superRefine((value, ctx) => {
        const problem = forumLoginUrlProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    cookieName: z
      .string()
      .regex(COOKIE_NAME, "a cookie name: letters, digits and !#$%&'*+-.^_`|~ only")
      .refine((name) => !PORTAL_COOKIES.includes(name), {
        error: (issue) => `"${String(issue.input)}" is one of the portal's own cookies`,
      }),
  })
  .strict();

const tenantSchema = z
  .object({
    hosts: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/, "a host name without scheme, port or path"),
      )
      .min(1),
    name: z.string().trim().min(1),
    description: z.string().default(""),
    // The description in the tenant's other languages, e.g. `{ "en": "…", "eus": "…" }`.
    descriptions: z.partialRecord(z.enum(LOCALES), z.string().trim().min(1)).default({}),
    logo: nullableString,
    alternate_logo: nullableString,
    favicon: nullableString,
    version: nullableString,
    cssName: z.string().trim().min(1).default("default"),
    cssBaseFont: nullableString,
    cssAlternateFont: nullableString,
    // Both end up in a script tag: only ids of the shape their providers issue.
    cookiebotId: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "a Cookiebot domain group id (a UUID)")
      .nullable()
      .default(null),
    gtmId: z.string().trim().refine(isTagManagerId, "a Google Tag Manager container id (GTM-XXXXXXX)").nullable().default(null),
    token: z.string().trim().min(1),
    features: z.array(z.enum(FEATURES)),
    languages: z
      .array(z.enum(LOCALES))
      .min(1)
      .refine((list) => new Set(list).size === list.length, "languages must not repeat"),
    ticketRequired: z.boolean().default(false),
    captchaType: z.enum(["v2", "v3", "enterprise"]).nullable().default(null),
    captchaSiteKey: nullableString,
    cntInformation: nullableString,
    isIndexSite: z.boolean().default(false),
    customerLowType: z.enum(["button", "contact"]).default("button"),
    isInternalEvent: z.boolean().default(false),
    propagateUsersPortals: z.boolean().default(false),
    networkingType: z
      .union([z.literal(1), z.literal(2)])
      .nullable()
      .default(null),
    socialNetworks: z
      .array(
        z.object({
          id: z.union([z.number(), z.string()]),
          url: z.string().trim().nullable().default(null),
          icon_class: z.string().trim().min(1),
        }),
      )
      .default([]),
    layout: z.enum(LAYOUTS).default("default"),
    theme: z.string().trim().min(1).default("default"),
    forum: forumSchema.nullable().default(null),
    taxRegimes: z
      .array(
        z.enum(REGIME_IDS).refine(hasRates, {
          error: (issue) => `"${String(issue.input)}" has no verified rates yet: enter them with their source in app/tax/regimes.ts first`,
        }),
      )
      .refine((list) => new Set(list).size === list.length, "taxRegimes must not repeat")
      .default([...REGIMES_WITH_RATES]),
  })
  .strict() satisfies z.ZodType<Tenant, unknown>;

const fileSchema = z.object({ tenants: z.array(z.unknown()).min(1) }).strict();

/** One hex digit throughout: never a real id, and uc.js would show an error dialog instead of a banner. */
export function isPlaceholderCookiebotId(id: string): boolean {
  return /^([0-9a-f])\1*$/i.test(id.replace(/-/g, ""));
}

export class TenantsFileError extends Error {
  override name = "TenantsFileError";
}

type TenantsOptions = { warn?: (message: string) => void };

/** The error names the tenant and the field; a placeholder Cookiebot id becomes null, with a warning. */
export function parseTenants(text: string, source = "TENANTS_FILE", options: TenantsOptions = {}): Tenant[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new TenantsFileError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) {
    throw new TenantsFileError(`${source}: expected {"tenants": [ ... ]} with at least one tenant`);
  }
  const tenants = file.data.tenants.map((raw, index) => {
    const result = tenantSchema.safeParse(raw);
    if (result.success) return withoutPlaceholders(result.data, tenantLabel(raw, index), options);
    const label = tenantLabel(raw, index);
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.length ? issue.path.join(".") : "(tenant)";
      return `field "${field}": ${issue.message}`;
    });
    throw new TenantsFileError(`${source}: tenant ${label}: ${problems.join("; ")}`);
  });
  const seen = new Map<string, string>();
  tenants.forEach((tenant, index) => {
    for (const host of tenant.hosts) {
      const other = seen.get(host);
      if (other) {
        throw new TenantsFileError(`${source}: tenant ${tenantLabel(tenant, index)}: field "hosts": "${host}" is already used by ${other}`);
      }
      seen.set(host, tenantLabel(tenant, index));
    }
  });
  return tenants;
}

function withoutPlaceholders(tenant: Tenant, label: string, options: TenantsOptions): Tenant {
  if (tenant.cookiebotId === null || !isPlaceholderCookiebotId(tenant.cookiebotId)) return tenant;
  options.warn?.(
    `tenant ${label}: cookiebotId "${tenant.cookiebotId}" is a placeholder, not a Cookiebot domain group id; ` +
      "Cookiebot is not loaded and the portal's own consent banner is used",
  );
  return { ...tenant, cookiebotId: null };
}

function tenantLabel(raw: unknown, index: number): string {
  const name = raw && typeof raw === "object" && "name" in raw ? (raw as { name: unknown }).name : undefined;
  return typeof name === "string" && name.trim() ? `"${name}" (#${index + 1})` : `#${index + 1}`;
}

export function loadTenantsFile(path: string, options: TenantsOptions = {}): Tenant[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new TenantsFileError(`TENANTS_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code})`);
  }
  return parseTenants(text, `TENANTS_FILE (${path})`, options);
}

export function createTenantResolver(tenants: Tenant[]): (host: string | undefined) => Tenant | null {
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) for (const host of tenant.hosts) byHost.set(host, tenant);
  return (host) => {
    if (!host) return null;
    return byHost.get(hostnameOf(host)) ?? null;
  };
}

/** `Example.COM:3000` → `example.com`; `[::1]:3000` → `[::1]`. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
}
