import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CMS_SLUGS, pathTo } from "../paths";
import { BodyTooLargeError, parseUpload } from "./upload.server";

const CONTACT_URL = `http://portal.test${pathTo("page", { slug: CMS_SLUGS.contact })}`;

function post(form: FormData): Request {
  return new Request(CONTACT_URL, { method: "POST", body: form });
}

const limits = { fileFields: ["file"], maxFileBytes: 1000, capBytes: 10_000 };

describe("parseUpload", () => {
  it("keeps the fields and writes the file to a temporary copy, removed by cleanup", async () => {
    const form = new FormData();
    form.append("name", "Ane");
    const content = Buffer.from("%PDF-1.7\n" + "x".repeat(500));
    form.append("file", new Blob([content], { type: "application/pdf" }), "informe.pdf");
    form.append("message", "Kaixo");
    const upload = await parseUpload(post(form), limits);
    expect(upload.fields).toEqual([
      ["name", "Ane"],
      ["message", "Kaixo"],
    ]);
    expect(upload.files.file).toMatchObject({ name: "informe.pdf", size: content.length, tooLarge: false });
    expect(Buffer.from(upload.files.file!.head).subarray(0, 8).toString()).toBe("%PDF-1.7");
    expect(readFileSync(upload.files.file!.path!)).toEqual(content);
    await upload.cleanup();
    expect(existsSync(upload.files.file!.path!)).toBe(false);
  });

  it("discards a file over the limit but still reads the fields after it", async () => {
    const form = new FormData();
    form.append("name", "Ane");
    form.append("file", new Blob([Buffer.alloc(1500, 1)]), "big.pdf");
    form.append("subject", "After the file");
    const upload = await parseUpload(post(form), limits);
    expect(upload.fields).toEqual([
      ["name", "Ane"],
      ["subject", "After the file"],
    ]);
    expect(upload.files.file).toMatchObject({ name: "big.pdf", tooLarge: true, path: null });
    expect(upload.files.file!.size).toBeGreaterThan(1000);
    await upload.cleanup();
  });

  it("treats an empty file input as no file, and ignores other file fields", async () => {
    const form = new FormData();
    form.append("file", new Blob([]), "");
    form.append("other", new Blob(["x"]), "x.txt");
    const upload = await parseUpload(post(form), limits);
    expect(upload.files).toEqual({});
    await upload.cleanup();
  });

  it("writes each named file input to its own copy, a file too large among them refused alone", async () => {
    const form = new FormData();
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200, 3)]);
    form.append("badge_photo", new Blob([photo]), "foto.jpg");
    form.append("section", "logistics");
    form.append("document", new Blob([Buffer.alloc(1500, 1)]), "big.pdf");
    form.append("badge_name", "Ane");
    const upload = await parseUpload(post(form), { ...limits, fileFields: ["badge_photo", "document"] });
    expect(upload.fields).toEqual([
      ["section", "logistics"],
      ["badge_name", "Ane"],
    ]);
    expect(readFileSync(upload.files.badge_photo!.path!)).toEqual(photo);
    expect(upload.files.document).toMatchObject({ name: "big.pdf", tooLarge: true, path: null });
    await upload.cleanup();
    expect(existsSync(upload.files.badge_photo!.path!)).toBe(false);
  });

  it("stops a body over the cap, even without a declared length, while a file is being written", async () => {
    const head = new TextEncoder().encode(
      `--xyz\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = new Uint8Array(4096).fill(7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        sent += chunk.length;
        if (sent > 1_000_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(CONTACT_URL, {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      duplex: "half",
    } as RequestInit);
    await expect(parseUpload(request, limits)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(sent).toBeLessThan(100_000);
  });
});
