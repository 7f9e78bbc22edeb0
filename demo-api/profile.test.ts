// Private-area endpoints of the demo API: extended profile (structure, values, save rules),
// e-mail change (logged out until the new address is verified) and account deletion.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "./app";

const CONGRESO = "demo-congreso-token";
const MECENAZGO = "demo-mecenazgo-token";
const UNIVERSIDAD = "demo-universidad-token";
const PASSWORD = "Demo-2026!";

let api: RunningDemoApi;

beforeEach(async () => {
  resetDemoState();
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

async function call(
  method: "GET" | "POST",
  path: string,
  opts: { body?: unknown; bearer?: string; locale?: string; tenant?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { Accept: "application/json", "X-Tenant": opts.tenant ?? CONGRESO };
  if (opts.locale) headers["X-Locale"] = opts.locale;
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${api.url}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: await res.json() };
}

function login(email: string, tenant = CONGRESO) {
  return call("POST", "/customer/login", { body: { user: { email, password: PASSWORD }, remember: false }, tenant });
}

async function tokenOf(email: string, tenant = CONGRESO): Promise<string> {
  const { status, body } = await login(email, tenant);
  expect(status).toBe(200);
  return body.data.token as string;
}

async function lastLink(to: string): Promise<string> {
  const res = await fetch(`${api.url}/__demo/mailbox?${new URLSearchParams({ to })}`);
  const { data } = (await res.json()) as { data: { link?: string }[] };
  const link = [...data].reverse().find((mail) => mail.link)?.link;
  expect(link).toMatch(/^\/validate\/[\w-]+$/);
  return link!;
}

const VALID_EXTRA = {
  treatment: "sra",
  charge: "Concejala de cultura",
  first_surname: "García",
  second_surname: "López",
  university: "UPV/EHU",
  birth_date: "1990-03-27",
  nationality: "Española",
  document_type: "dni",
  document_number: "12345678Z",
  document_issue_date: "2020-01-15",
  document_expiry_date: "2030-01-15",
  food_restrictions: "Sin gluten",
  comments: "",
  consent_image: false,
  consent_data: true,
};

describe("extended profile", () => {
  it("needs a session: 403 without a token", async () => {
    for (const path of ["/customer/structure", "/customer/extra"]) {
      expect((await call("GET", path, { tenant: MECENAZGO })).status).toBe(403);
    }
    expect((await call("POST", "/customer/save-personal-information-extra", { tenant: MECENAZGO, body: VALID_EXTRA })).status).toBe(403);
  });

  it("exists only where the tenant has one: 404 elsewhere", async () => {
    const bearer = await tokenOf("ana@example.com");
    expect((await call("GET", "/customer/structure", { bearer })).status).toBe(404);
    expect((await call("GET", "/customer/extra", { bearer })).status).toBe(404);
    expect((await call("POST", "/customer/save-personal-information-extra", { bearer, body: VALID_EXTRA })).status).toBe(404);
  });

  it("lists the spec's fields with their types, localized labels and options", async () => {
    const bearer = await tokenOf("ana@example.com", MECENAZGO);
    const { status, body } = await call("GET", "/customer/structure", { bearer, tenant: MECENAZGO, locale: "eus" });
    expect(status).toBe(200);
    const fields = body.data as {
      name: string;
      type: string;
      label: string;
      required: boolean;
      options?: { value: string; label: string }[];
    }[];
    expect(fields.map((f) => f.name)).toEqual(Object.keys(VALID_EXTRA));
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(["text", "date", "select", "checkbox", "textarea"]));
    expect(fields.find((f) => f.name === "birth_date")).toMatchObject({ type: "date", label: "Jaiotze-data", required: true });
    expect(fields.find((f) => f.name === "document_type")?.options?.map((o) => o.value)).toEqual(["dni", "nie", "passport"]);
    expect(fields.filter((f) => f.type === "checkbox")).toHaveLength(2);
  });

  it("starts empty, saves valid values and gives them back", async () => {
    const bearer = await tokenOf("ana@example.com", MECENAZGO);
    const empty = await call("GET", "/customer/extra", { bearer, tenant: MECENAZGO });
    expect(empty.body.data).toMatchObject({ first_surname: null, birth_date: null, consent_data: false });

    const saved = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: MECENAZGO,
      body: { ...VALID_EXTRA, unknown: "x" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...VALID_EXTRA, comments: null });
    expect((await call("GET", "/customer/extra", { bearer, tenant: MECENAZGO })).body.data).toEqual({ ...VALID_EXTRA, comments: null });
    // Another account of the tenant has its own values.
    const eva = await call("GET", "/customer/extra", { bearer: await tokenOf("eva@example.com", MECENAZGO), tenant: MECENAZGO });
    expect(eva.body.data.first_surname).toBeNull();
  });

  it("reports every failing field: required, consent, dates, options, lengths, date rules", async () => {
    const bearer = await tokenOf("ana@example.com", MECENAZGO);
    const empty = await call("POST", "/customer/save-personal-information-extra", { bearer, tenant: MECENAZGO, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      "birth_date",
      "consent_data",
      "document_number",
      "document_type",
      "first_surname",
    ]);
    expect(empty.body.errors.first_surname).toEqual(["El campo es obligatorio."]);

    const wrong = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: MECENAZGO,
      locale: "en",
      body: {
        ...VALID_EXTRA,
        birth_date: "1990-02-30",
        document_type: "licence",
        charge: "x".repeat(151),
        document_issue_date: "2031-01-01",
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      birth_date: ["The date is not valid."],
      document_type: ["The selected option is not valid."],
      charge: ["The text is too long."],
      document_expiry_date: ["The expiry date must be after the issue date."],
    });

    const future = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: MECENAZGO,
      body: { ...VALID_EXTRA, birth_date: "2999-01-01" },
    });
    expect(future.body.errors).toEqual({ birth_date: ["La fecha de nacimiento debe ser anterior a hoy."] });
    // Nothing was saved by the failed attempts.
    expect((await call("GET", "/customer/extra", { bearer, tenant: MECENAZGO })).body.data.first_surname).toBeNull();
  });
});

describe("sectioned private area (Universidad Demo)", () => {
  const LODGING = {
    section: "lodging",
    arrival_date: "2027-03-10",
    departure_date: "2027-03-13",
    transport: "train",
    hotel: "hotel-rio",
    special_needs: "",
  };

  it("answers its sections, each with localized fields", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    const { status, body } = await call("GET", "/customer/structure", { bearer, tenant: UNIVERSIDAD, locale: "eus" });
    expect(status).toBe(200);
    const sections = body.data.sections as {
      id: string;
      title: string;
      fields: { name: string; label: string; options?: { value: string }[] }[];
    }[];
    expect(sections.map((s) => s.id)).toEqual(["registration", "lodging", "academic", "logistics"]);
    expect(sections[1]).toMatchObject({ title: "Ostatua eta bidaia" });
    expect(sections[2].fields.find((f) => f.name === "credits")?.options?.map((o) => o.value)).toEqual(["0", "1", "2", "3"]);
  });

  it("gives each section its form_id and draws times and files", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    const { body } = await call("GET", "/customer/structure", { bearer, tenant: UNIVERSIDAD, locale: "en" });
    const sections = body.data.sections as { id: string; form_id: number; fields: Record<string, unknown>[] }[];
    expect(sections.map((s) => [s.id, s.form_id])).toEqual([
      ["registration", 9101],
      ["lodging", 9102],
      ["academic", 9103],
      ["logistics", 9104],
    ]);
    const lodging = sections[1].fields;
    expect(lodging.map((f) => f.name)).toEqual([
      "arrival_date",
      "arrival_time",
      "departure_date",
      "departure_time",
      "transport",
      "hotel",
      "special_needs",
    ]);
    expect(lodging[1]).toEqual({ name: "arrival_time", type: "time", label: "Arrival time", required: false });
    expect(lodging[3]).toEqual({ name: "departure_time", type: "time", label: "Departure time", required: false });
    expect(sections[2].fields.find((f) => f.name === "supporting_document")).toEqual({
      name: "supporting_document",
      type: "file",
      label: "Supporting document (enrolment or a letter from your university)",
      required: false,
      accept: ["application/pdf", "image/jpeg", "image/png"],
      max_bytes: 10485760,
    });
    expect(sections[3].fields.find((f) => f.name === "badge_photo")).toEqual({
      name: "badge_photo",
      type: "file",
      label: "Photo for the badge",
      required: false,
      accept: ["image/jpeg", "image/png"],
      max_bytes: 10485760,
    });
    const eus = await call("GET", "/customer/structure", { bearer, tenant: UNIVERSIDAD, locale: "eus" });
    const eusLabels = eus.body.data.sections
      .flatMap((s: { fields: { name: string; label: string }[] }) => s.fields)
      .filter((f: { name: string }) => ["arrival_time", "departure_time", "badge_photo"].includes(f.name));
    expect(eusLabels.map((f: { label: string }) => f.label)).toEqual(["Iritsiera-ordua", "Irteera-ordua", "Akreditaziorako argazkia"]);
  });

  it("serves the attendee types and the general data (transports, hotels) the structure's selects point to", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    const structure = await call("GET", "/customer/structure", { bearer, tenant: UNIVERSIDAD });
    const hotel = structure.body.data.sections[1].fields.find((f: { name: string }) => f.name === "hotel");
    expect(hotel).toMatchObject({ type: "select", options_source: "hotels" });
    expect(hotel.options).toBeUndefined();
    const types = await call("GET", "/customer/types", { bearer, tenant: UNIVERSIDAD, locale: "en" });
    expect(types.status).toBe(200);
    expect(types.body.data).toContainEqual({ id: "researcher", name: "Researcher or lecturer" });
    const general = await call("GET", "/customer/general-data", { bearer, tenant: UNIVERSIDAD, locale: "eus" });
    expect(general.body.data.transports).toContainEqual({ id: "train", name: "Trena" });
    expect(general.body.data.hotels.map((h: { id: string }) => h.id)).toEqual(["none", "residencia", "hotel-centro", "hotel-rio"]);
    expect((await call("GET", "/customer/types", { tenant: UNIVERSIDAD })).status).toBe(403);
  });

  it("saves one section at a time and keeps the others", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    // Registration through its own call, POST /customer/profile (no `section`).
    const registration = { attendee_type: "student", affiliation: "UPV/EHU", invoice_name: "", invoice_tax_id: "", invoice_address: "" };
    expect((await call("POST", "/customer/profile", { bearer, tenant: UNIVERSIDAD, body: registration })).status).toBe(200);
    const refused = await call("POST", "/customer/profile", {
      bearer,
      tenant: UNIVERSIDAD,
      locale: "en",
      body: { ...registration, attendee_type: "nope" },
    });
    expect(refused.body.errors).toEqual({ attendee_type: ["The selected option is not valid."] });
    expect(
      (
        await call("POST", "/customer/profile", {
          bearer: await tokenOf("ana@example.com", MECENAZGO),
          tenant: MECENAZGO,
          body: registration,
        })
      ).status,
    ).toBe(404);
    expect((await call("POST", "/customer/save-personal-information-extra", { bearer, tenant: UNIVERSIDAD, body: LODGING })).status).toBe(
      200,
    );
    const { body } = await call("GET", "/customer/extra", { bearer, tenant: UNIVERSIDAD });
    expect(body.data).toMatchObject({
      attendee_type: "student",
      affiliation: "UPV/EHU",
      hotel: "hotel-rio",
      departure_date: "2027-03-13",
      badge_name: null,
    });
  });

  it("refuses a departure before the arrival, an unknown section and a missing required field, in the request's language", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    const early = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: UNIVERSIDAD,
      locale: "en",
      body: { ...LODGING, departure_date: "2027-03-08" },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ departure_date: ["The departure date cannot be before the arrival date."] });
    const unknown = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: UNIVERSIDAD,
      body: { section: "nope" },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["section"]);
    const missing = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: UNIVERSIDAD,
      locale: "eus",
      body: { section: "logistics" },
    });
    expect(missing.body.errors).toEqual({ badge_name: ["Eremua derrigorrezkoa da."] });
  });
});

describe("times of arrival and departure (Universidad Demo)", () => {
  const LODGING = { section: "lodging", arrival_date: "2027-03-10", departure_date: "2027-03-13", hotel: "hotel-rio" };

  it("saves HH:MM times, keeps absent ones null, and refuses other formats", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    const saved = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: UNIVERSIDAD,
      body: { ...LODGING, arrival_time: "09:05", departure_time: "" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ arrival_time: "09:05", departure_time: null });
    expect((await call("GET", "/customer/extra", { bearer, tenant: UNIVERSIDAD })).body.data).toMatchObject({
      arrival_time: "09:05",
      departure_time: null,
    });
    for (const time of ["00:00", "23:59", "12:30"]) {
      expect(
        (
          await call("POST", "/customer/save-personal-information-extra", {
            bearer,
            tenant: UNIVERSIDAD,
            body: { ...LODGING, departure_time: time },
          })
        ).status,
        time,
      ).toBe(200);
    }
    for (const time of ["24:00", "9:05", "12:60", "12:5", "12.30", "12:30:00", "noon", " 1230"]) {
      const refused = await call("POST", "/customer/save-personal-information-extra", {
        bearer,
        tenant: UNIVERSIDAD,
        locale: "pt",
        body: { ...LODGING, arrival_time: time },
      });
      expect(refused.status, time).toBe(422);
      expect(refused.body.errors, time).toEqual({ arrival_time: ["A hora não é válida (HH:MM)."] });
    }
  });

  it("refuses leaving the day one arrives at or before the arrival time; other days are free", async () => {
    const bearer = await tokenOf("ana@example.com", UNIVERSIDAD);
    const sameDay = { ...LODGING, departure_date: "2027-03-10" };
    for (const [departure_time, locale, text] of [
      ["08:00", "en", "The departure must be after the arrival."],
      ["10:00", "es", "La salida debe ser posterior a la llegada."],
      ["09:59", "eus", "Irteerak iritsiera baino geroagokoa izan behar du."],
    ]) {
      const refused = await call("POST", "/customer/save-personal-information-extra", {
        bearer,
        tenant: UNIVERSIDAD,
        locale,
        body: { ...sameDay, arrival_time: "10:00", departure_time },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ departure_time: [text] });
    }
    expect(
      (
        await call("POST", "/customer/save-personal-information-extra", {
          bearer,
          tenant: UNIVERSIDAD,
          body: { ...sameDay, arrival_time: "10:00", departure_time: "18:30" },
        })
      ).status,
    ).toBe(200);
    // One of the two times missing: nothing to compare.
    expect(
      (
        await call("POST", "/customer/save-personal-information-extra", {
          bearer,
          tenant: UNIVERSIDAD,
          body: { ...sameDay, arrival_time: "10:00" },
        })
      ).status,
    ).toBe(200);
    // Another day: the times are not compared.
    expect(
      (
        await call("POST", "/customer/save-personal-information-extra", {
          bearer,
          tenant: UNIVERSIDAD,
          body: { ...LODGING, arrival_time: "20:00", departure_time: "08:00" },
        })
      ).status,
    ).toBe(200);
    // The date rule still comes first: a departure date before the arrival is refused on its own field.
    const early = await call("POST", "/customer/save-personal-information-extra", {
      bearer,
      tenant: UNIVERSIDAD,
      locale: "en",
      body: { ...LODGING, departure_date: "2027-03-09", arrival_time: "10:00", departure_time: "08:00" },
    });
    expect(early.body.errors).toEqual({ departure_date: ["The departure date cannot be before the arrival date."] });
  });
});

describe("change e-mail", () => {
  it("refuses a missing, invalid, unchanged or taken address and a confirmation that differs", async () => {
    const bearer = await tokenOf("ana@example.com");
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{}, { email: ["El campo es obligatorio."] }],
      [{ email: "ana@", email_confirmation: "ana@" }, { email: ["El e-mail no es válido."] }],
      [{ email: "ANA@example.com", email_confirmation: "ana@example.com" }, { email: ["El nuevo e-mail debe ser distinto del actual."] }],
      [{ email: "bruno@example.com", email_confirmation: "bruno@example.com" }, { email: ["El usuario ya existe."] }],
      [
        { email: "ana.nueva@example.com", email_confirmation: "ana.otra@example.com" },
        { email_confirmation: ["Los e-mails no coinciden."] },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await call("POST", "/customer/change-email", { bearer, body });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    // Still logged in with the old address after the refusals.
    expect((await call("GET", "/customer", { bearer })).body.data.email).toBe("ana@example.com");
  });

  it("moves the account, ends its sessions and keeps it out until the new address is verified", async () => {
    const bearer = await tokenOf("ana@example.com");
    const other = await tokenOf("ana@example.com");
    const answer = await call("POST", "/customer/change-email", {
      bearer,
      body: { email: "Ana.Nueva@example.com", email_confirmation: "ana.nueva@example.com" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ email: "ana.nueva@example.com", emailVerified: false });

    expect((await call("GET", "/customer", { bearer })).status).toBe(403);
    expect((await call("GET", "/customer", { bearer: other })).status).toBe(403);
    expect((await login("ana@example.com")).body.code).toBe("invalid_credentials");
    expect((await login("ana.nueva@example.com")).status).toBe(409);

    const token = (await lastLink("ana.nueva@example.com")).split("/").pop();
    expect((await call("POST", "/customer/validate", { body: { token } })).status).toBe(200);
    const fresh = await tokenOf("ana.nueva@example.com");
    const customer = (await call("GET", "/customer", { bearer: fresh })).body.data;
    expect(customer).toMatchObject({ email: "ana.nueva@example.com", name: "Ana", emailVerified: true });
    // The other tenants' accounts are not touched.
    expect((await login("ana@example.com", MECENAZGO)).status).toBe(200);
  });
});

describe("unsubscribe", () => {
  it("deletes the account and its sessions; both spellings work", async () => {
    for (const [email, path] of [
      ["ana@example.com", "/customer/unsubscribe"],
      ["eva@example.com", "/customer/unsuscribe"],
    ]) {
      const bearer = await tokenOf(email);
      expect((await call("POST", path)).status).toBe(403);
      const answer = await call("POST", path, { bearer });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ unsubscribed: true });
      expect((await call("GET", "/customer", { bearer })).status).toBe(403);
      expect((await login(email)).body.code).toBe("invalid_credentials");
    }
    // The address is free again.
    const signup = await call("POST", "/customer/signup", {
      body: {
        name: "Ana",
        surname: "Otra",
        email: "ana@example.com",
        telephone: "612345678",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        gender: 1,
        privacy_policy: true,
        advertising: false,
      },
    });
    expect(signup.status).toBe(201);
  });
});
