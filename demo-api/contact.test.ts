// Contact endpoints of the demo API: the form's uuid, multipart messages (file hashed, not kept), 422s.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDemoApi, type RunningDemoApi } from "./app";

const CONGRESO = "demo-congreso-token";
const CONGRESO_FORM = "5b0e3c1e-6f2a-4a8e-9d53-2f7c1a9e4b10";
const EVENTOS = "demo-eventos-token";

let api: RunningDemoApi;

beforeEach(async () => {
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

function send(form: FormData, opts: { uuid?: string; tenant?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { "X-Tenant": opts.tenant ?? CONGRESO, Accept: "application/json" };
  if (opts.locale) headers["X-Locale"] = opts.locale;
  return fetch(`${api.url}/contact/${opts.uuid ?? CONGRESO_FORM}`, { method: "POST", headers, body: form });
}

function complete(): FormData {
  const form = new FormData();
  form.append("name", "Ane Etxeberria");
  form.append("email", "ane@example.com");
  form.append("subject", "Factura");
  form.append("message", "Necesito la factura de mi inscripción.");
  return form;
}

async function messages(tenant?: string) {
  const res = await fetch(`${api.url}/__demo/contact-messages${tenant ? `?tenant=${tenant}` : ""}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any[] }).data;
}

describe("demo API contact", () => {
  it("GET /custom-form/contact gives the form of the tenant's contacto page", async () => {
    const res = await fetch(`${api.url}/custom-form/contact`, { headers: { "X-Tenant": CONGRESO } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { uuid: string; fields: { name: string; required: boolean }[] } };
    expect(body.data.uuid).toBe(CONGRESO_FORM);
    expect(body.data.fields.map((field) => field.name)).toEqual(["name", "telephone", "email", "subject", "message", "file"]);
    const page = (await (await fetch(`${api.url}/cms/pages/contacto`, { headers: { "X-Tenant": CONGRESO } })).json()) as {
      data: { modules: any[] };
    };
    expect(page.data.modules.find((module) => module.type === "contact_form").form_uuid).toBe(CONGRESO_FORM);
  });

  it("stores a message with its file's name, size, type and SHA-256, and lists it without a tenant", async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const form = complete();
    form.append("telephone", "612345678");
    form.append("file", new Blob([bytes], { type: "application/pdf" }), "factura.pdf");
    const res = await send(form);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    const [message] = (await messages()).filter((m) => m.id === data.id);
    expect(message).toMatchObject({
      tenant: CONGRESO,
      formUuid: CONGRESO_FORM,
      fields: { name: "Ane Etxeberria", email: "ane@example.com", telephone: "612345678", subject: "Factura" },
      file: { name: "factura.pdf", size: bytes.length, type: "application/pdf", sha256: createHash("sha256").update(bytes).digest("hex") },
    });
    expect(await messages(EVENTOS)).toEqual([]);
  });

  it("answers 422 with every missing field (in the request's language) and a malformed e-mail", async () => {
    const form = new FormData();
    form.append("email", "not-an-email");
    const res = await send(form, { locale: "en" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      name: ["This field is required."],
      subject: ["This field is required."],
      message: ["This field is required."],
      email: ["The e-mail is not valid."],
    });
    expect(await messages()).toEqual([]);
  });

  it("answers 404 for another form's uuid and 401 without a tenant", async () => {
    expect((await send(complete(), { uuid: "00000000-0000-0000-0000-000000000000" })).status).toBe(404);
    // Each tenant has its own form.
    expect((await send(complete(), { tenant: EVENTOS })).status).toBe(404);
    const res = await fetch(`${api.url}/contact/${CONGRESO_FORM}`, { method: "POST", body: complete() });
    expect(res.status).toBe(401);
  });
});
