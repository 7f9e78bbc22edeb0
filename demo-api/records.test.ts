// The customer's records in the demo API: registrations, orders, discard, accreditation and
// certificate files (real PDFs, or JSON messages inside the binary answer), donation certificates.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDemoState, startDemoApi, type RunningDemoApi } from "./app";
import { simplePdf } from "./pdf";
import { currentYear } from "./records";
import { BIG_FILE_BYTES } from "./routes/records";

const CONGRESO = "demo-congreso-token";
const TENANTS = [CONGRESO, "demo-eventos-token", "demo-mecenazgo-token", "demo-universidad-token"];
const PASSWORD = "Demo-2026!";

let api: RunningDemoApi;

beforeEach(async () => {
  resetDemoState();
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

function headers(opts: { bearer?: string; locale?: string; json?: boolean; tenant?: string } = {}): Record<string, string> {
  const out: Record<string, string> = { "X-Tenant": opts.tenant ?? CONGRESO };
  if (opts.bearer) out.Authorization = `Bearer ${opts.bearer}`;
  if (opts.locale) out["X-Locale"] = opts.locale;
  if (opts.json) out["Content-Type"] = "application/json";
  return out;
}

async function json(method: string, path: string, opts: { bearer?: string; locale?: string; body?: unknown; tenant?: string } = {}) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: headers({ ...opts, json: opts.body !== undefined }),
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.json() };
}

async function file(path: string, bearer: string, locale?: string) {
  const res = await fetch(`${api.url}${path}`, { headers: headers({ bearer, locale }) });
  const bytes = Buffer.from(await res.arrayBuffer());
  // PDFs are Latin-1; JSON answers are UTF-8.
  const text = bytes.toString(/json/.test(res.headers.get("content-type") ?? "") ? "utf8" : "latin1");
  return { status: res.status, headers: res.headers, bytes, text };
}

async function tokenOf(email: string, tenant = CONGRESO): Promise<string> {
  const { status, body } = await json("POST", "/customer/login", {
    tenant,
    body: { user: { email, password: PASSWORD }, remember: false },
  });
  expect(status).toBe(200);
  return body.data.token as string;
}

/** A new account, validated and logged in. */
async function freshToken(email: string, tenant = CONGRESO): Promise<string> {
  const signup = await json("POST", "/customer/signup", {
    tenant,
    body: {
      name: "Nueva",
      surname: "Cuenta",
      email,
      telephone: "611222333",
      password: PASSWORD,
      password_confirmation: PASSWORD,
      gender: 1,
      privacy_policy: true,
      advertising: false,
    },
  });
  expect(signup.status).toBe(201);
  const mails = await (await fetch(`${api.url}/__demo/mailbox?to=${encodeURIComponent(email)}`)).json();
  const token = String(mails.data.at(-1).link).split("/").at(-1);
  expect((await json("POST", "/customer/validate", { tenant, body: { token } })).status).toBe(200);
  return tokenOf(email, tenant);
}

describe("simplePdf", () => {
  it("is a PDF whose cross-reference offsets point at its objects", () => {
    const pdf = simplePdf("Acreditación", ["Ana García López (ana@example.com)"]).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe("xref");
    const offsets = pdf
      .slice(xref)
      .split("\n")
      .filter((line) => / 00000 n $/.test(line))
      .map((line) => Number(line.slice(0, 10)));
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    expect(offsets).toHaveLength(6);
    expect(pdf).toContain("(Acreditaci\u00f3n)");
  });
});

describe("registrations and orders", () => {
  it("ana has a paid, a free and a pending registration, and orders for the paid and the pending", async () => {
    const bearer = await tokenOf("ana@example.com");
    const conferences = await json("GET", "/customer/conferences", { bearer });
    expect(conferences.status).toBe(200);
    const states = conferences.body.data.map((c: any) => [c.slug, c.registration_state]);
    expect(states).toEqual([
      ["taller-prototipado-ia-generativa", "paid"],
      ["mesa-redonda-salud-digital", "free"],
      ["taller-accesibilidad-web", "pending"],
    ]);
    const orders = await json("GET", "/orders/customer", { bearer });
    expect(orders.body.data.map((o: any) => o.status)).toEqual(["pending", "paid"]);
    const registrationOrders = await json("GET", "/orders/customer/registration", { bearer });
    const pending = registrationOrders.body.data.find((o: any) => o.status === "pending");
    expect(pending).toMatchObject({ payment_type: "transfer", total: 40.5, currency: "EUR" });
    expect(pending.registration_uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a pending registration is discarded once: it leaves the list, its order is cancelled, a second try is 404", async () => {
    const bearer = await tokenOf("ana@example.com");
    const pending = (await json("GET", "/orders/customer/registration", { bearer })).body.data.find((o: any) => o.status === "pending");
    const first = await json("DELETE", `/customer/discard-pending-registration/${pending.registration_uuid}`, { bearer });
    expect(first).toMatchObject({ status: 200, body: { data: { discarded: true } } });
    const slugs = (await json("GET", "/customer/conferences", { bearer })).body.data.map((c: any) => c.slug);
    expect(slugs).not.toContain("taller-accesibilidad-web");
    const order = (await json("GET", "/orders/customer/registration", { bearer })).body.data.find((o: any) => o.id === pending.id);
    expect(order.status).toBe("cancelled");
    const again = await json("DELETE", `/customer/discard-pending-registration/${pending.registration_uuid}`, { bearer, locale: "en" });
    expect(again).toMatchObject({ status: 404, body: { message: "There is no pending registration with that identifier." } });
  });

  it("a paid (not pending) registration cannot be discarded", async () => {
    const bearer = await tokenOf("ana@example.com");
    const paid = (await json("GET", "/orders/customer/registration", { bearer })).body.data.find((o: any) => o.status === "paid");
    expect((await json("DELETE", `/customer/discard-pending-registration/${paid.registration_uuid}`, { bearer })).status).toBe(404);
  });

  it.each(TENANTS)("a new account starts empty: no activity, no order, none counted (%s)", async (tenant) => {
    const bearer = await freshToken("nueva@example.com", tenant);
    expect((await json("GET", "/customer/conferences", { bearer, tenant })).body.data).toEqual([]);
    expect((await json("GET", "/orders/customer", { bearer, tenant })).body.data).toEqual([]);
    const index = await json("GET", "/customer/customer-index-info?tabs=activities", { bearer, tenant });
    expect(index.body.data.counts).toEqual({ activities: 0, orders: 0 });
  });

  it("eva has one registration whose payment failed; mod has none", async () => {
    const eva = await tokenOf("eva@example.com");
    const evas = (await json("GET", "/customer/conferences", { bearer: eva })).body.data;
    expect(evas).toEqual([
      expect.objectContaining({
        slug: "taller-datos-abiertos-python",
        registration_state: "pending",
        payment_status: "failed",
        room: { id: 24, name: "Sala 9" },
      }),
    ]);
    expect((await json("GET", "/orders/customer", { bearer: eva })).body.data).toEqual([
      expect.objectContaining({ status: "failed", payment_type: "card", total: 25 }),
    ]);
    const mod = await tokenOf("mod@example.com");
    expect((await json("GET", "/customer/conferences", { bearer: mod })).body.data).toEqual([]);
  });

  it("ana's registrations say where they sit and how they are paid", async () => {
    const bearer = await tokenOf("ana@example.com");
    const rows = (await json("GET", "/customer/conferences", { bearer })).body.data;
    expect(rows.map((c: any) => [c.slug, c.room?.id, c.payment_status])).toEqual([
      ["taller-prototipado-ia-generativa", 13, "paid"],
      ["mesa-redonda-salud-digital", 11, null],
      ["taller-accesibilidad-web", 23, "pending"],
    ]);
  });

  it("without a valid token every records call is 403 Forbidden", async () => {
    for (const path of ["/customer/conferences", "/orders/customer", "/orders/customer/registration", "/customer/print-accreditation"]) {
      expect(await json("GET", path, { bearer: "nope" })).toMatchObject({ status: 403, body: { message: "Forbidden" } });
    }
  });
});

describe("accreditation and certificates", () => {
  it("ana's accreditation is a small PDF with her name, sent as an attachment", async () => {
    const bearer = await tokenOf("ana@example.com");
    const res = await file("/customer/print-accreditation", bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="acreditacion.pdf"');
    expect(Number(res.headers.get("content-length"))).toBe(res.bytes.length);
    expect(res.bytes.length).toBeLessThan(2000);
    expect(res.text.startsWith("%PDF-")).toBe(true);
    expect(res.text).toContain("Ana Garc\u00eda L\u00f3pez");
  });

  it("per activity: the paid (attended) one is a PDF; the free one answers JSON; the pending one answers JSON; others 404", async () => {
    const bearer = await tokenOf("ana@example.com");
    const byState = Object.fromEntries(
      (await json("GET", "/customer/conferences", { bearer })).body.data.map((c: any) => [c.registration_state, c.id]),
    );
    const paid = await file(`/customer/print-certificate/${byState.paid}`, bearer);
    expect(paid.headers.get("content-type")).toBe("application/pdf");
    expect(paid.text.startsWith("%PDF-")).toBe(true);

    const free = await file(`/customer/print-certificate/${byState.free}`, bearer, "en");
    expect(free.status).toBe(200);
    expect(free.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(free.text).message).toMatch(/^The certificate of this activity is not available yet/);

    const pending = await file(`/customer/print-accreditation/${byState.pending}`, bearer, "en");
    expect(pending.headers.get("content-type")).toMatch(/^application\/json/);
    expect(JSON.parse(pending.text).message).toMatch(/awaiting payment/);

    expect((await file("/customer/print-accreditation/99999", bearer)).status).toBe(404);
    expect((await file("/customer/print-certificate/abc", bearer)).status).toBe(404);
  });

  it("a new account (only a pending registration) has no accreditation nor certificate yet: JSON messages", async () => {
    const bearer = await freshToken("sin-acreditacion@example.com");
    for (const path of ["/customer/print-accreditation", "/customer/print-certificate"]) {
      const res = await file(path, bearer);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(JSON.parse(res.text).message).toMatch(/^Todavía no tienes/);
    }
  });

  it("the demo-only `big` certificate streams exactly 50 MiB of PDF", async () => {
    const bearer = await tokenOf("ana@example.com");
    const res = await fetch(`${api.url}/customer/print-certificate/big`, { headers: headers({ bearer }) });
    expect(res.headers.get("content-length")).toBe(String(BIG_FILE_BYTES));
    const reader = res.body!.getReader();
    let total = 0;
    let head = "";
    let tail = Buffer.alloc(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!head) head = Buffer.from(value.subarray(0, 8)).toString("latin1");
      total += value.length;
      tail = Buffer.concat([tail, Buffer.from(value)]).subarray(-16);
    }
    expect(total).toBe(BIG_FILE_BYTES);
    expect(head.startsWith("%PDF-")).toBe(true);
    expect(tail.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
  });
});

describe("donation certificates", () => {
  const year = currentYear();

  it("by year: the current year's, last year's (two recipients), and a range from a start year", async () => {
    const bearer = await tokenOf("ana@example.com");
    const current = await json("GET", `/customer/donation-certificates?year=${year}`, { bearer });
    expect(current.body.data).toEqual([
      { year, recipient_cif: "G48123456", recipient_name: "Fundación Cultura Abierta", amount: 150, currency: "EUR", donations: 3 },
    ]);
    const past = await json("GET", `/customer/donation-certificates?year=${year - 1}`, { bearer });
    expect(past.body.data.map((d: any) => d.recipient_cif)).toEqual(["G95876543", "G48123456"]);
    const range = await json("GET", `/customer/donation-certificates?year=${year - 2}&start=${year - 2}`, { bearer });
    expect(range.body.data.map((d: any) => d.year)).toEqual([year, year - 1, year - 1, year - 2]);
  });

  it("a year that is not four digits is a 422 beside the field", async () => {
    const bearer = await tokenOf("ana@example.com");
    const res = await json("GET", "/customer/donation-certificates?year=20x4&start=1", { bearer, locale: "en" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ year: ["The year must have four digits."], start: ["The year must have four digits."] });
  });

  it("the certificate of a year and recipient is a PDF; an unknown one is 404 JSON", async () => {
    const bearer = await tokenOf("ana@example.com");
    const pdf = await file(`/customer/print-donation-certificate/${year - 1}/G95876543`, bearer);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="certificado-donaciones-${year - 1}-G95876543.pdf"`);
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    expect(pdf.text).toContain("Asociaci\u00f3n R\u00eda Limpia");
    const missing = await file(`/customer/print-donation-certificate/${year}/G95876543`, bearer);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).message).toBeTruthy();
  });
});
