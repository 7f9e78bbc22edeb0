// Files of Universidad Demo's private area: POST /custom-form/{id}/upload-files (multipart, each
// file under its field's name, checked by size and by its first bytes) and saving the upload's id
// in the section's file field.
import { describe, expect, it } from "vitest";
import { demoClient, freshDemoApiPerTest, type Answer } from "./test-client";

const CONGRESO = "demo-congreso-token";
const UNIVERSIDAD = "demo-universidad-token";
const ACADEMIC = 9103;
const LOGISTICS = 9104;
const MAX_BYTES = 10 * 1024 * 1024;

const api = freshDemoApiPerTest();
const { call, tokenOf } = demoClient(api.url, UNIVERSIDAD);

const PDF = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const TEXT = new Uint8Array(Buffer.from("just some text, not a document"));

/** A file part (`filename` given) or a plain field. */
type Part = { field: string; bytes?: Uint8Array<ArrayBuffer>; filename?: string; type?: string; value?: string };

async function upload(
  formId: number | string,
  parts: Part[],
  opts: { bearer?: string; locale?: string; tenant?: string } = {},
): Promise<Answer> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.field, part.value ?? "");
    else
      form.append(
        part.field,
        new Blob([part.bytes ?? new Uint8Array(0)], { type: part.type ?? "application/octet-stream" }),
        part.filename,
      );
  }
  const headers: Record<string, string> = { Accept: "application/json", "X-Tenant": opts.tenant ?? UNIVERSIDAD };
  if (opts.locale) headers["X-Locale"] = opts.locale;
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  const res = await fetch(`${api.url()}/custom-form/${formId}/upload-files`, { method: "POST", headers, body: form });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const save = (bearer: string, body: Record<string, unknown>, locale?: string) =>
  call("POST", "/customer/save-personal-information-extra", { bearer, body, locale });

const ACADEMIC_VALUES = { section: "academic", programme: "phd-education", credits: "2" };

describe("POST /custom-form/{id}/upload-files", () => {
  it("needs a session (403) and one of the tenant's section forms (404)", async () => {
    const file = [{ field: "supporting_document", bytes: PDF, filename: "matricula.pdf", type: "application/pdf" }];
    expect(await upload(ACADEMIC, file)).toMatchObject({ status: 403, body: { message: "Forbidden" } });
    expect(await upload(ACADEMIC, file, { bearer: "not-a-session" })).toMatchObject({ status: 403, body: { message: "Forbidden" } });
    const bearer = await tokenOf("ana@example.com");
    for (const formId of [9999, "abc", 7001]) {
      const answer = await upload(formId, file, { bearer });
      expect(answer.status, String(formId)).toBe(404);
      expect(answer.body.message).toBe("Not found");
    }
    // A tenant without a sectioned area has no such forms.
    expect((await upload(ACADEMIC, file, { bearer: await tokenOf("ana@example.com", CONGRESO), tenant: CONGRESO })).status).toBe(404);
  });

  it("answers 201 with an id, the name as sent without its path, the size and the type its bytes show", async () => {
    const bearer = await tokenOf("ana@example.com");
    const pdf = await upload(
      ACADEMIC,
      [{ field: "supporting_document", bytes: PDF, filename: "C:\\fakepath\\matrícula 2027.pdf", type: "application/pdf" }],
      { bearer },
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body).toEqual({
      data: {
        files: {
          supporting_document: {
            id: expect.stringMatching(/^upl_[0-9a-f]{24}$/),
            name: "matrícula 2027.pdf",
            size: PDF.length,
            type: "application/pdf",
          },
        },
      },
    });
    const jpeg = await upload(LOGISTICS, [{ field: "badge_photo", bytes: JPEG, filename: "fotos/yo.jpg", type: "image/jpeg" }], { bearer });
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.data.files.badge_photo).toMatchObject({ name: "yo.jpg", size: JPEG.length, type: "image/jpeg" });
    const png = await upload(LOGISTICS, [{ field: "badge_photo", bytes: PNG, filename: "yo.png", type: "image/png" }], { bearer });
    expect(png.body.data.files.badge_photo).toMatchObject({ type: "image/png" });
    expect(png.body.data.files.badge_photo.id).not.toBe(jpeg.body.data.files.badge_photo.id);
  });

  it("judges the type by the first bytes, not by the name or the claimed type", async () => {
    const bearer = await tokenOf("ana@example.com");
    // PDF bytes named and claimed as a PNG: a PDF, which the supporting document accepts...
    const disguised = { bytes: PDF, filename: "scan.png", type: "image/png" };
    const accepted = await upload(ACADEMIC, [{ field: "supporting_document", ...disguised }], { bearer });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.files.supporting_document).toMatchObject({ name: "scan.png", type: "application/pdf" });
    // ...and the badge photo does not.
    const refused = await upload(LOGISTICS, [{ field: "badge_photo", ...disguised }], { bearer, locale: "en" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: "The file type is not accepted (accepted: JPEG, PNG).",
      errors: { badge_photo: ["The file type is not accepted (accepted: JPEG, PNG)."] },
    });
    const text = await upload(
      ACADEMIC,
      [{ field: "supporting_document", bytes: TEXT, filename: "matricula.pdf", type: "application/pdf" }],
      { bearer },
    );
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ supporting_document: ["El tipo de archivo no está admitido (se admiten: PDF, JPEG, PNG)."] });
  });

  it("refuses an empty file and one over max_bytes (10 MiB is taken, one byte more is not)", async () => {
    const bearer = await tokenOf("ana@example.com");
    const empty = await upload(LOGISTICS, [{ field: "badge_photo", filename: "yo.png", type: "image/png" }], { bearer, locale: "pt" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ badge_photo: ["O ficheiro está vazio."] });

    const big = new Uint8Array(MAX_BYTES + 1);
    big.set(PNG);
    const tooLarge = await upload(LOGISTICS, [{ field: "badge_photo", bytes: big, filename: "grande.png", type: "image/png" }], {
      bearer,
      locale: "eus",
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ badge_photo: ["Fitxategiak ezin du 10 MB gainditu."] });
    const atLimit = await upload(
      LOGISTICS,
      [{ field: "badge_photo", bytes: big.subarray(0, MAX_BYTES), filename: "justa.png", type: "image/png" }],
      { bearer },
    );
    expect(atLimit.status).toBe(201);
    expect(atLimit.body.data.files.badge_photo).toMatchObject({ size: MAX_BYTES, type: "image/png" });
  });

  it("refuses parts that are not the section's file fields, and a request without files", async () => {
    const bearer = await tokenOf("ana@example.com");
    const foreign = await upload(
      ACADEMIC,
      [
        { field: "supporting_document", bytes: PDF, filename: "ok.pdf" },
        { field: "badge_photo", bytes: JPEG, filename: "yo.jpg" },
        { field: "programme", value: "phd-education" },
      ],
      { bearer, locale: "en" },
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      badge_photo: ["This form has no file field with this name."],
      programme: ["This form has no file field with this name."],
    });
    // Names a client chooses are only keys, "__proto__" too.
    const odd = await upload(
      ACADEMIC,
      [
        { field: "__proto__", bytes: PDF, filename: "a.pdf" },
        { field: "constructor", value: "x" },
      ],
      { bearer, locale: "en" },
    );
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.errors).sort()).toEqual(["__proto__", "constructor"]);
    const asText = await upload(ACADEMIC, [{ field: "supporting_document", value: "upl_123" }], { bearer, locale: "en" });
    expect(asText.body.errors).toEqual({ supporting_document: ["A file was expected."] });
    const twice = await upload(
      ACADEMIC,
      [
        { field: "supporting_document", bytes: PDF, filename: "a.pdf" },
        { field: "supporting_document", bytes: PDF, filename: "b.pdf" },
      ],
      { bearer, locale: "en" },
    );
    expect(twice.body.errors).toEqual({ supporting_document: ["Only one file per field is accepted."] });
    // A section without file fields takes none.
    expect((await upload(9102, [{ field: "supporting_document", bytes: PDF, filename: "a.pdf" }], { bearer })).status).toBe(422);

    // Nothing at all, or only file inputs left empty (Node's FormData sends an empty File as an empty plain field).
    for (const parts of [[], [{ field: "supporting_document", filename: "" }], [{ field: "supporting_document", value: "" }]]) {
      const none = await upload(ACADEMIC, parts, { bearer, locale: "en" });
      expect(none.status).toBe(422);
      expect(none.body).toEqual({ message: "No file was sent.", errors: { files: ["No file was sent."] } });
    }
    // A browser's empty file input: `filename=""` and no bytes.
    const boundary = "----demo-boundary";
    const raw = await fetch(`${api.url()}/custom-form/${ACADEMIC}/upload-files`, {
      method: "POST",
      headers: { "X-Tenant": UNIVERSIDAD, Authorization: `Bearer ${bearer}`, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="supporting_document"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`,
    });
    expect(raw.status).toBe(422);
    expect(((await raw.json()) as { errors: object }).errors).toEqual({ files: ["No se ha enviado ningún archivo."] });
    const json = await call("POST", `/custom-form/${ACADEMIC}/upload-files`, { bearer, body: { supporting_document: "x" } });
    expect(json.status).toBe(422);
    expect(Object.keys(json.body.errors)).toEqual(["files"]);
  });
});

describe("saving a file field", () => {
  async function uploaded(bearer: string, field = "supporting_document", formId = ACADEMIC, name = "matricula.pdf") {
    const answer = await upload(formId, [{ field, bytes: field === "badge_photo" ? JPEG : PDF, filename: name }], { bearer });
    expect(answer.status).toBe(201);
    return answer.body.data.files[field] as { id: string; name: string };
  }

  it("stores an upload's id as {id, name}; GET /customer/extra answers it so; null clears it", async () => {
    const bearer = await tokenOf("ana@example.com");
    expect((await call("GET", "/customer/extra", { bearer })).body.data).toMatchObject({ supporting_document: null, badge_photo: null });
    const { id } = await uploaded(bearer);
    const saved = await save(bearer, { ...ACADEMIC_VALUES, supporting_document: id });
    expect(saved.status).toBe(200);
    expect(saved.body.data.supporting_document).toEqual({ id, name: "matricula.pdf" });
    expect((await call("GET", "/customer/extra", { bearer })).body.data.supporting_document).toEqual({ id, name: "matricula.pdf" });
    // Saved again with the same id: kept.
    expect((await save(bearer, { ...ACADEMIC_VALUES, supporting_document: id })).body.data.supporting_document).toEqual({
      id,
      name: "matricula.pdf",
    });
    // Absent or null: no file.
    expect((await save(bearer, ACADEMIC_VALUES)).body.data.supporting_document).toBeNull();
    expect((await save(bearer, { ...ACADEMIC_VALUES, supporting_document: null })).status).toBe(200);
    expect((await call("GET", "/customer/extra", { bearer })).body.data.supporting_document).toBeNull();

    const photo = await uploaded(bearer, "badge_photo", LOGISTICS, "yo.jpg");
    expect((await save(bearer, { section: "logistics", badge_name: "Ana", badge_photo: photo.id })).body.data.badge_photo).toEqual({
      id: photo.id,
      name: "yo.jpg",
    });
  });

  it("refuses an id that is unknown, another customer's or another field's", async () => {
    const ana = await tokenOf("ana@example.com");
    const eva = await tokenOf("eva@example.com");
    const evas = await uploaded(eva);
    const photo = await uploaded(ana, "badge_photo", LOGISTICS, "yo.jpg");
    for (const [value, locale, text] of [
      ["upl_000000000000000000000000", "en", "The file was not found; choose it again."],
      [evas.id, "es", "No se encuentra el archivo; vuelve a elegirlo."],
      [photo.id, "pt", "O ficheiro não foi encontrado; escolha-o novamente."],
      ["matricula.pdf", "eus", "Ez da fitxategia aurkitu; aukeratu berriro."],
    ]) {
      const refused = await save(ana, { ...ACADEMIC_VALUES, supporting_document: value }, locale);
      expect(refused.status, value).toBe(422);
      expect(refused.body.errors, value).toEqual({ supporting_document: [text] });
    }
    expect((await save(ana, { ...ACADEMIC_VALUES, supporting_document: { id: evas.id } })).status).toBe(422);
    // Nothing was saved by the refusals.
    expect((await call("GET", "/customer/extra", { bearer: ana })).body.data.supporting_document).toBeNull();
  });

  it("keeps only the last 20 uploads of a customer: an older id is no longer taken, a saved one stays", async () => {
    const bearer = await tokenOf("ana@example.com");
    const first = await uploaded(bearer);
    const second = await uploaded(bearer);
    expect((await save(bearer, { ...ACADEMIC_VALUES, supporting_document: second.id })).status).toBe(200);
    for (let i = 0; i < 20; i += 1) await uploaded(bearer);
    expect((await save(bearer, { ...ACADEMIC_VALUES, supporting_document: first.id })).status).toBe(422);
    // The saved file is still the field's value, and saving it again keeps it.
    expect((await save(bearer, { ...ACADEMIC_VALUES, supporting_document: second.id })).body.data.supporting_document).toEqual({
      id: second.id,
      name: "matricula.pdf",
    });
  });
});
