// Customer endpoints of the demo API: demo accounts, two-factor, signup, reset, SSO, mailbox.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "./app";

const CONGRESO = "demo-congreso-token";
const EVENTOS = "demo-eventos-token";
const PASSWORD = "Demo-2026!";

let api: RunningDemoApi;

beforeEach(async () => {
  resetDemoState();
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

interface Answer {
  status: number;
  body: any;
}

async function call(
  method: "GET" | "POST",
  path: string,
  opts: { body?: unknown; bearer?: string; locale?: string; tenant?: string | null } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const tenant = opts.tenant === undefined ? CONGRESO : opts.tenant;
  if (tenant) headers["X-Tenant"] = tenant;
  if (opts.locale) headers["X-Locale"] = opts.locale;
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: await res.json() };
}

function login(email: string, password = PASSWORD, extra: { tenant?: string; locale?: string } = {}) {
  return call("POST", "/customer/login", { body: { user: { email, password }, remember: false }, ...extra });
}

async function tokenOf(email: string, password = PASSWORD): Promise<string> {
  const { status, body } = await login(email, password);
  expect(status).toBe(200);
  expect(typeof body.data.token).toBe("string");
  return body.data.token as string;
}

async function mailbox(to: string, tenant?: string) {
  const query = new URLSearchParams({ to, ...(tenant ? { tenant } : {}) });
  const res = await fetch(`${api.url}/__demo/mailbox?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: { to: string; tenant: string; subject: string; text: string; code?: string; link?: string; sent_at: string }[];
    sso_tokens: Record<string, string>;
  };
}

async function lastMail(to: string) {
  const { data } = await mailbox(to);
  expect(data.length).toBeGreaterThan(0);
  return data[data.length - 1]!;
}

const signupBody = {
  name: "Fran",
  surname: "Nuevo",
  email: "fran@example.com",
  telephone: "698765432",
  password: "Nueva-2026!",
  password_confirmation: "Nueva-2026!",
  gender: 2,
  privacy_policy: true,
  advertising: false,
};

describe("login of the demo accounts", () => {
  it("ana logs in and reads her profile", async () => {
    const { status, body } = await login("ana@example.com");
    expect(status).toBe(200);
    expect(body.data).toEqual({
      token: expect.any(String),
      has_missing_fields: false,
      missing_required_fields: [],
      emailVerified: true,
    });
    const me = await call("GET", "/customer", { bearer: body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      telephone: "612345678",
      photo: null,
      gender: 1,
      emailVerified: true,
      two_factor_method: "NONE",
    });
    for (const key of ["surname", "position", "company", "userType", "networking"]) expect(me.body.data).toHaveProperty(key);
  });

  it("e-mail is case-insensitive; wrong password and unknown e-mail are 401 invalid_credentials", async () => {
    expect((await login(" ANA@Example.com ")).status).toBe(200);
    for (const answer of [await login("ana@example.com", "wrong-Pass1!"), await login("nadie@example.com")]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: expect.any(String), code: "invalid_credentials" });
    }
  });

  it("missing fields are 422 with errors", async () => {
    const { status, body } = await call("POST", "/customer/login", { body: { user: {} } });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(["email", "password"]);
  });

  it("bruno needs a two-factor code", async () => {
    const { status, body } = await login("bruno@example.com");
    expect(status).toBe(200);
    expect(body.data).toEqual({ two_factor_required: true, two_factor_token: expect.any(String) });
    const mail = await lastMail("bruno@example.com");
    expect(mail.code).toMatch(/^\d{6}$/);
  });

  it("carla is 409 email_not_verified and gets a validation link", async () => {
    const { status, body } = await login("carla@example.com");
    expect(status).toBe(409);
    expect(body).toEqual({ message: expect.any(String), code: "email_not_verified" });
    expect((await lastMail("carla@example.com")).link).toMatch(/^\/validate\/\S+$/);
  });

  it("carla with a wrong password is just 401", async () => {
    expect((await login("carla@example.com", "nope")).status).toBe(401);
  });

  it("dani is 423 account_disabled (Portuguese message says 'Conta desativada')", async () => {
    const { status, body } = await login("dani@example.com", PASSWORD, { locale: "pt" });
    expect(status).toBe(423);
    expect(body.code).toBe("account_disabled");
    expect(body.message).toContain("Conta desativada");
  });

  it("eva logs in with missing fields, and completing them clears the flag", async () => {
    const { status, body } = await login("eva@example.com");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ has_missing_fields: true, missing_required_fields: ["telephone", "gender"] });
    const update = await call("POST", "/customer", { bearer: body.data.token, body: { telephone: "711222333", gender: "4" } });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ telephone: "711222333", gender: 4 });
    expect((await login("eva@example.com")).body.data.has_missing_fields).toBe(false);
  });

  it("accounts and sessions are per tenant", async () => {
    const token = await tokenOf("ana@example.com");
    expect((await call("GET", "/customer", { bearer: token, tenant: EVENTOS })).status).toBe(403);
    const change = await call("POST", "/customer/change-password", {
      bearer: token,
      body: { old_password: PASSWORD, password: "Otra-2026!", password_confirmation: "Otra-2026!" },
    });
    expect(change.status).toBe(200);
    expect((await login("ana@example.com", PASSWORD, { tenant: EVENTOS })).status).toBe(200);
  });

  it("customer endpoints need the tenant", async () => {
    expect((await call("POST", "/customer/login", { tenant: null, body: {} })).status).toBe(401);
  });
});

describe("two-factor", () => {
  it("the mailed code logs bruno in, once", async () => {
    const first = await login("bruno@example.com");
    const twoFactorToken = first.body.data.two_factor_token as string;
    const { code } = await lastMail("bruno@example.com");
    const ok = await call("POST", "/customer/two-factor-auth", { body: { two_factor_token: twoFactorToken, code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ token: expect.any(String), has_missing_fields: false, emailVerified: true });
    expect((await call("GET", "/customer", { bearer: ok.body.data.token })).body.data.two_factor_method).toBe("EMAIL");
    const again = await call("POST", "/customer/two-factor-auth", { body: { two_factor_token: twoFactorToken, code } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty("two_factor_token");
  });

  it("a wrong code is 422, localized, and the right code still works afterwards", async () => {
    const first = await login("bruno@example.com");
    const twoFactorToken = first.body.data.two_factor_token as string;
    const { code } = await lastMail("bruno@example.com");
    const wrong = code === "000000" ? "111111" : "000000";

    const es = await call("POST", "/customer/two-factor-auth", { body: { two_factor_token: twoFactorToken, code: wrong } });
    expect(es.status).toBe(422);
    expect(es.body).toEqual({
      message: "El código introducido es incorrecto",
      errors: { code: ["El código introducido es incorrecto"] },
    });
    const en = await call("POST", "/customer/two-factor-auth", {
      body: { two_factor_token: twoFactorToken, code: wrong },
      locale: "en",
    });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ code: ["The code entered is incorrect"] });

    const ok = await call("POST", "/customer/two-factor-auth", { body: { two_factor_token: twoFactorToken, code } });
    expect(ok.status).toBe(200);
  });

  it("too many wrong codes burn the token", async () => {
    const first = await login("bruno@example.com");
    const twoFactorToken = first.body.data.two_factor_token as string;
    const { code } = await lastMail("bruno@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      await call("POST", "/customer/two-factor-auth", { body: { two_factor_token: twoFactorToken, code: wrong } });
    }
    const late = await call("POST", "/customer/two-factor-auth", { body: { two_factor_token: twoFactorToken, code } });
    expect(late.status).toBe(422);
    expect(late.body.errors).toHaveProperty("two_factor_token");
  });
});

describe("signup and validation", () => {
  it("signup → mailbox link → validate → login", async () => {
    const signup = await call("POST", "/customer/signup", { body: signupBody });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toMatchObject({
      token: null,
      customer: { name: "Fran", email: "fran@example.com", emailVerified: false, gender: 2 },
    });
    expect((await login("fran@example.com", "Nueva-2026!")).status).toBe(409);

    const { link } = await lastMail("fran@example.com");
    const token = /^\/validate\/(\S+)$/.exec(link ?? "")?.[1];
    expect(token).toBeTruthy();
    const validate = await call("POST", "/customer/validate", { body: { token } });
    expect(validate.status).toBe(200);
    expect(validate.body.data).toMatchObject({ emailVerified: true });
    expect((await call("POST", "/customer/validate", { body: { token } })).status).toBe(422);

    const ok = await login("fran@example.com", "Nueva-2026!");
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ emailVerified: true, has_missing_fields: false });
  });

  it("carla can validate with the link mailed on login", async () => {
    await login("carla@example.com");
    const token = (await lastMail("carla@example.com")).link!.split("/").pop();
    expect((await call("POST", "/customer/validate", { body: { token } })).status).toBe(200);
    expect((await login("carla@example.com")).status).toBe(200);
  });

  it("existing e-mail, invalid e-mail and bad fields are 422", async () => {
    const exists = await call("POST", "/customer/signup", { body: { ...signupBody, email: "Ana@example.com" } });
    expect(exists.status).toBe(422);
    expect(exists.body.errors.email).toEqual(["El usuario ya existe."]);
    const existsEn = await call("POST", "/customer/signup", { body: { ...signupBody, email: "ana@example.com" }, locale: "en" });
    expect(existsEn.body.errors.email).toEqual(["The user already exists."]);

    const invalid = await call("POST", "/customer/signup", { body: { ...signupBody, email: "no-es-un-email" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email).toEqual(["El e-mail no es válido."]);

    const bad = await call("POST", "/customer/signup", {
      body: { ...signupBody, telephone: "512345678", password: "short", password_confirmation: "other", gender: 99, privacy_policy: false },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["gender", "password", "password_confirmation", "privacy_policy", "telephone"]);
    expect(bad.body.message).toBe(Object.values(bad.body.errors as Record<string, string[]>)[0]![0]);
    expect((await mailbox("fran@example.com")).data).toEqual([]);
  });

  it("propagation and generic failures on demand: 502 propagation_error, 500; no account, no mail", async () => {
    const propagation = await call("POST", "/customer/signup", { body: { ...signupBody, email: "Hugo@Propagation-Error.example" } });
    expect(propagation.status).toBe(502);
    expect(propagation.body).toEqual({ message: expect.stringContaining("administrador"), code: "propagation_error" });
    const generic = await call("POST", "/customer/signup", { body: { ...signupBody, email: "hugo@generic-error.example" }, locale: "en" });
    expect(generic.status).toBe(500);
    expect(generic.body).toEqual({ message: "The user could not be created." });
    for (const address of ["hugo@propagation-error.example", "hugo@generic-error.example"]) {
      expect((await mailbox(address)).data).toEqual([]);
      expect((await login(address, signupBody.password)).status).toBe(401);
    }
    // Validation still comes first.
    const invalid = await call("POST", "/customer/signup", {
      body: { ...signupBody, email: "hugo@generic-error.example", telephone: "1" },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(["telephone"]);
  });

  it("genres are localized", async () => {
    const es = await call("GET", "/customer/genres");
    const en = await call("GET", "/customer/genres", { locale: "en" });
    expect(es.status).toBe(200);
    expect(es.body.data[0]).toEqual({ id: 1, name: "Mujer" });
    expect(en.body.data[0]).toEqual({ id: 1, name: "Woman" });
  });

  it("invitation signup creates a verified, logged-in account", async () => {
    const { status, body } = await call("POST", "/customer/invitation-signup", {
      body: { ...signupBody, email: "gema@example.com", invitation_token: "x" },
    });
    expect(status).toBe(201);
    expect(body.data.customer.emailVerified).toBe(true);
    expect((await call("GET", "/customer", { bearer: body.data.token })).status).toBe(200);
  });
});

describe("password reset and change", () => {
  it("reset-password-request always answers 200 and mails known addresses only", async () => {
    const unknown = await call("POST", "/customer/reset-password-request", { body: { email: "nadie@example.com" } });
    const known = await call("POST", "/customer/reset-password-request", { body: { email: "ana@example.com" } });
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
    expect((await mailbox("nadie@example.com")).data).toEqual([]);
    expect((await lastMail("ana@example.com")).link).toMatch(/^\/password-reset-confirm\/\S+$/);
    expect((await call("POST", "/customer/reset-password-request", { body: { email: "x" } })).status).toBe(422);
  });

  it("reset flow sets the new password and ends old sessions", async () => {
    const old = await tokenOf("ana@example.com");
    await call("POST", "/customer/reset-password-request", { body: { email: "ana@example.com" } });
    const token = (await lastMail("ana@example.com")).link!.split("/").pop();

    const mismatch = await call("POST", "/customer/reset-password", {
      body: { token, password: "Reset-2026!", password_confirmation: "Reset-2027!" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toHaveProperty("password_confirmation");

    const ok = await call("POST", "/customer/reset-password", {
      body: { token, password: "Reset-2026!", password_confirmation: "Reset-2026!" },
    });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/customer", { bearer: old })).status).toBe(403);
    expect((await login("ana@example.com")).status).toBe(401);
    expect((await login("ana@example.com", "Reset-2026!")).status).toBe(200);

    const reused = await call("POST", "/customer/reset-password", {
      body: { token, password: "Reset-2028!", password_confirmation: "Reset-2028!" },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toHaveProperty("token");
  });

  it("a reset re-enables dani", async () => {
    expect((await login("dani@example.com")).status).toBe(423);
    await call("POST", "/customer/reset-password-request", { body: { email: "dani@example.com" } });
    const mail = await lastMail("dani@example.com");
    const token = mail.link!.split("/").pop();
    expect(
      (await call("POST", "/customer/reset-password", { body: { token, password: "Dani-2026!", password_confirmation: "Dani-2026!" } }))
        .status,
    ).toBe(200);
    expect((await login("dani@example.com", "Dani-2026!")).status).toBe(200);
  });

  it("change password rules", async () => {
    const token = await tokenOf("ana@example.com");
    const change = (body: Record<string, string>) => call("POST", "/customer/change-password", { bearer: token, body });

    const wrongOld = await change({ old_password: "nope", password: "Otra-2026!", password_confirmation: "Otra-2026!" });
    expect(wrongOld.status).toBe(422);
    expect(Object.keys(wrongOld.body.errors)).toEqual(["old_password"]);

    const same = await change({ old_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD });
    expect(same.status).toBe(422);
    expect(Object.keys(same.body.errors)).toEqual(["password"]);

    const weak = await change({ old_password: PASSWORD, password: "abcdefgh", password_confirmation: "abcdefgh" });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toHaveProperty("password");

    const ok = await change({ old_password: PASSWORD, password: "Otra-2026!", password_confirmation: "Otra-2026!" });
    expect(ok.status).toBe(200);
    expect((await call("GET", "/customer", { bearer: token })).status).toBe(200);
    expect((await login("ana@example.com", "Otra-2026!")).status).toBe(200);
  });
});

describe("auth and sessions", () => {
  it("a bad, missing or logged-out token is 403 Forbidden", async () => {
    for (const bearer of ["nope", undefined]) {
      for (const [method, path] of [
        ["GET", "/customer"],
        ["POST", "/customer"],
        ["POST", "/customer/logout"],
        ["POST", "/customer/change-password"],
      ] as const) {
        const answer = await call(method, path, { bearer, body: method === "POST" ? {} : undefined });
        expect(answer).toEqual({ status: 403, body: { message: "Forbidden" } });
      }
    }
    const token = await tokenOf("ana@example.com");
    expect((await call("POST", "/customer/logout", { bearer: token })).status).toBe(200);
    expect((await call("GET", "/customer", { bearer: token })).body).toEqual({ message: "Forbidden" });
  });

  it("profile update validates fields", async () => {
    const token = await tokenOf("ana@example.com");
    const bad = await call("POST", "/customer", { bearer: token, body: { name: "", telephone: "123", two_factor_method: "SMS" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["name", "telephone", "two_factor_method"]);
    const ok = await call("POST", "/customer", { bearer: token, body: { company: "Otra", networking: false, email: "x@y.z" } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ company: "Otra", networking: false, email: "ana@example.com" });
  });

  it("tokens are opaque and distinct per login", async () => {
    const a = await tokenOf("ana@example.com");
    const b = await tokenOf("ana@example.com");
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});

describe("SSO", () => {
  it("the mailbox lists the SSO tokens and sso-ana logs in", async () => {
    const { sso_tokens: tokens } = await mailbox("ana@example.com");
    expect(tokens["ana@example.com"]).toBe("sso-ana");
    const { status, body } = await call("POST", "/customer/login-sso/sso-ana");
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ token: expect.any(String), has_missing_fields: false });
    expect((await call("GET", "/customer", { bearer: body.data.token })).body.data.email).toBe("ana@example.com");
  });

  it("unknown SSO token is 401, disabled account is 423", async () => {
    expect((await call("POST", "/customer/login-sso/sso-nadie")).body.code).toBe("invalid_sso_token");
    expect((await call("POST", "/customer/login-sso/sso-dani")).status).toBe(423);
  });

  it("sso-eva completes the missing fields with register-sso-extra-fields", async () => {
    const { body } = await call("POST", "/customer/login-sso/sso-eva");
    expect(body.data.missing_required_fields).toEqual(["telephone", "gender"]);
    const token = body.data.token as string;
    const missing = await call("POST", "/customer/register-sso-extra-fields", { bearer: token, body: { telephone: "611000111" } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["gender"]);
    const ok = await call("POST", "/customer/register-sso-extra-fields", { bearer: token, body: { telephone: "611000111", gender: 1 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ has_missing_fields: false, missing_required_fields: [] });
  });
});

describe("just-in-time SSO accounts (sso-new-<id>)", () => {
  it("the first login creates a verified account with telephone and gender missing; the next reaches it", async () => {
    const first = await call("POST", "/customer/login-sso/sso-new-journey-1");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      has_missing_fields: true,
      missing_required_fields: ["telephone", "gender"],
      emailVerified: true,
    });
    const me = await call("GET", "/customer", { bearer: first.body.data.token });
    expect(me.body.data).toMatchObject({ name: "Sol", surname: "Rivas", email: "journey-1@sso.example", telephone: null, gender: null });

    const ok = await call("POST", "/customer/register-sso-extra-fields", {
      bearer: first.body.data.token,
      body: { telephone: "611000111", gender: 3 },
    });
    expect(ok.body.data).toMatchObject({ has_missing_fields: false });
    const again = await call("POST", "/customer/login-sso/sso-new-journey-1");
    expect(again.body.data).toMatchObject({ has_missing_fields: false, missing_required_fields: [] });
    // Another tenant has its own accounts; eva is untouched.
    expect((await call("POST", "/customer/login-sso/sso-new-journey-1", { tenant: EVENTOS })).body.data.has_missing_fields).toBe(true);
    expect((await call("POST", "/customer/login-sso/sso-eva")).body.data.missing_required_fields).toEqual(["telephone", "gender"]);
  });

  it("ids outside a-z, 0-9 and - are unknown SSO tokens", async () => {
    for (const token of ["sso-new-", "sso-new-UPPER", "sso-new-a%40b", "sso-new-" + "x".repeat(61)]) {
      const answer = await call("POST", `/customer/login-sso/${token}`);
      expect(answer.status, token).toBe(401);
      expect(answer.body.code).toBe("invalid_sso_token");
    }
  });
});

describe("GET /__demo/mailbox", () => {
  it("needs no tenant, wants `to`, lists newest last and can filter by tenant", async () => {
    expect((await fetch(`${api.url}/__demo/mailbox`)).status).toBe(422);
    await login("bruno@example.com");
    await login("bruno@example.com", PASSWORD, { tenant: EVENTOS });
    const all = await mailbox("BRUNO@example.com");
    expect(all.data.map((m) => m.tenant)).toEqual([CONGRESO, EVENTOS]);
    expect(all.data[0]).toMatchObject({ to: "bruno@example.com", subject: expect.any(String), sent_at: expect.any(String) });
    expect((await mailbox("bruno@example.com", EVENTOS)).data).toHaveLength(1);
  });

  it("is reset on start", async () => {
    await login("bruno@example.com");
    const other = await startDemoApi();
    await other.close();
    expect((await mailbox("bruno@example.com")).data).toEqual([]);
  });
});
