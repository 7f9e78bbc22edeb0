// The contact form's uploads over HTTP: streamed to a temporary file, sent byte for byte and removed;
// a file over the limit but within the bound (4 × UPLOAD_MAX_BYTES) is read and discarded and the form
// comes back as typed; bodies over the bound get the 413 page, in the tenant's chrome.
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_SLUGS, pathTo } from "../../app/paths";
import { TEST_SESSION_SECRET, get, header, rawConnection, sleep, startPortal, stopAllPortals, tempDir, type Portal } from "./harness";

const MAX = 2 * 1024 * 1024;
const CAP = 4 * MAX;
let portal: Portal;
const CONTACT = pathTo("page", { slug: CMS_SLUGS.contact });
let demoApi: string;
let tmp: string;

beforeAll(async () => {
  tmp = tempDir("portal-contact-tmp-");
  portal = await startPortal({ SESSION_SECRET: TEST_SESSION_SECRET, UPLOAD_MAX_BYTES: String(MAX), CONTACT_MIN_FILL_MS: "0", TMPDIR: tmp });
  demoApi = (await portal.waitForLog((line) => typeof line.apiBaseUrl === "string")).apiBaseUrl;
});
afterAll(stopAllPortals);

/** The challenge of a fresh contact page, answered (the numbers travel in its signed token). */
async function challenge(on: Portal = portal): Promise<{ token: string; answer: string }> {
  const page = await get(`${on.url}${CONTACT}`);
  expect(page.status).toBe(200);
  const token = /name="challenge" value="([^"]+)"/.exec(page.text)![1];
  const [a, b] = token.split(".")[2].split("").map(Number);
  return { token, answer: String(a + b) };
}

const BOUNDARY = "----portal-it-boundary";
function part(name: string, value: string) {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
}
function fileHead(name: string, filename: string, type: string) {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
}
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

function uploadsInProgress(): number[] {
  return readdirSync(tmp)
    .filter((entry) => entry.startsWith("portal-upload-"))
    .flatMap((dir) => readdirSync(path.join(tmp, dir)).map((file) => statSync(path.join(tmp, dir, file)).size));
}

describe("contact form uploads", () => {
  it("streams a file near the limit to a temporary file, sends it intact to the backend, and removes it", async () => {
    const { token, answer } = await challenge();
    const file = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(MAX - 4096)]);
    const fields = Buffer.concat([
      part("name", "Integración"),
      part("email", "it@example.com"),
      part("subject", `near the limit ${Date.now()}`),
      part("message", "Adjunto el documento."),
      part("privacy", "on"),
      part("challenge", token),
      part("answer", answer),
    ]);
    const head = Buffer.concat([fields, fileHead("file", "documento.pdf", "application/pdf")]);
    const half = Math.floor(file.length / 2);
    let sawPartialFile = false;
    async function* body() {
      yield head;
      yield file.subarray(0, half);
      // The portal writes what has arrived to disk while the rest is still on its way.
      for (let i = 0; i < 100 && !sawPartialFile; i++) {
        await sleep(50);
        sawPartialFile = uploadsInProgress().some((size) => size > 0 && size < file.length);
      }
      yield file.subarray(half);
      yield END;
    }
    const response = await request(`${portal.url}${CONTACT}`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(head.length + file.length + END.length),
      },
      body: Readable.from(body()),
    });
    await response.body.text();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(CONTACT);
    expect(sawPartialFile).toBe(true);

    const messages = (await (await fetch(`${demoApi}/__demo/contact-messages`)).json()) as { data: any[] };
    const sent = messages.data.find((message) => message.fields.email === "it@example.com");
    expect(sent.file).toEqual({
      name: "documento.pdf",
      size: file.length,
      type: "application/pdf",
      sha256: createHash("sha256").update(file).digest("hex"),
    });
    // The temporary copy is gone.
    expect(uploadsInProgress()).toEqual([]);
  });

  it("a file three times the limit (no JavaScript): the form again, the message beside the file field, every other field as typed", async () => {
    const { token, answer } = await challenge();
    const subject = `far over the limit ${Date.now()}`;
    const body = Buffer.concat([
      part("name", "Ane Etxeberria"),
      part("email", "ane@example.com"),
      part("telephone", "612 345 678"),
      part("subject", subject),
      part("message", "Adjunto el vídeo."),
      part("privacy", "on"),
      part("challenge", token),
      part("answer", answer),
      fileHead("file", "video.pdf", "application/pdf"),
      Buffer.from("%PDF-1.7\n"),
      Buffer.alloc(3 * MAX, 7),
      END,
    ]);
    const response = await get(`${portal.url}${CONTACT}`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": String(body.length) },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/id="contact-file-error"[^>]*>.*El archivo debe ocupar 2 MB como máximo/);
    expect(response.text).toContain("Habías elegido «video.pdf»");
    for (const value of ["Ane Etxeberria", "ane@example.com", "612 345 678", subject]) expect(response.text).toContain(`value="${value}"`);
    expect(response.text).toContain("Adjunto el vídeo.</textarea>");
    expect(uploadsInProgress()).toEqual([]);
    const messages = (await (await fetch(`${demoApi}/__demo/contact-messages`)).json()) as { data: any[] };
    expect(messages.data.some((message) => message.fields.subject === subject)).toBe(false);
  });

  it("refuses a body declared over the bound with the 413 page before reading it: the tenant's chrome, its own picture, a link back", async () => {
    const { socket, received } = await rawConnection(portal.port);
    const closed = once(socket, "close");
    socket.write(
      `POST ${CONTACT} HTTP/1.1\r\nHost: 127.0.0.1:${portal.port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(64 * 1024));
    await closed;
    const answer = received();
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.text).toContain('<h1 id="error-title">El envío es demasiado grande</h1>');
    // The tenant's header and footer, as on any page of the site.
    expect(answer.text).toMatch(/<header class="site-header"/);
    expect(answer.text).toContain("<footer");
    expect(answer.text).toContain('src="/images/error-413.svg"');
    expect(answer.text).toMatch(new RegExp(`<a[^>]*href="${CONTACT}"[^>]*>Volver a la página</a>`));
    expect(uploadsInProgress()).toEqual([]);
  });

  it("stops a chunked body (no declared length) once it passes the cap: 413", async () => {
    const { token, answer } = await challenge();
    const { socket, received } = await rawConnection(portal.port);
    let done = false;
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve())).then(() => (done = true));
    const write = (data: Buffer) =>
      socket.write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]));
    socket.write(
      `POST ${CONTACT} HTTP/1.1\r\nHost: 127.0.0.1:${portal.port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    write(Buffer.concat([part("challenge", token), part("answer", answer), fileHead("file", "huge.pdf", "application/pdf")]));
    let sent = 0;
    const block = Buffer.alloc(256 * 1024, 7);
    // Loopback socket buffers hold a few MB: the bound is far above what gets through before the close.
    while (!done && sent < CAP * 20) {
      if (!write(block)) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
      sent += block.length;
    }
    await closed;
    expect(received().status).toBe(413);
    expect(sent).toBeLessThan(CAP * 20);
    expect(uploadsInProgress()).toEqual([]);
  });

  it("a CMS page without the contact form takes no posts (405)", async () => {
    const response = await get(`${portal.url}/aviso-legal`, {
      method: "POST",
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(405);
    expect(header(response, "allow")).toBe("GET, HEAD");
  });
});

describe("a contact form sent faster than a person types", () => {
  it("says the fields' problems first, and that it was sent too fast only once they pass", async () => {
    const hurried = await startPortal({ SESSION_SECRET: TEST_SESSION_SECRET, CONTACT_MIN_FILL_MS: "600000" });
    const send = async (fields: Record<string, string>) => {
      const { token, answer } = await challenge(hurried);
      const response = await request(`${hurried.url}${CONTACT}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ website: "", challenge: token, answer, ...fields }).toString(),
      });
      return { status: response.statusCode, text: await response.body.text() };
    };
    const TOO_FAST = "muy rápido";
    // What the error summary lists (the page's catalogue, in a script, holds every message).
    const summary = (html: string) => /<ul class="error-summary-list">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    const empty = await send({ name: "", email: "", subject: "", message: "" });
    expect(empty.status).toBe(400);
    expect(summary(empty.text)).toContain("Escribe tu nombre");
    expect(summary(empty.text)).not.toContain(TOO_FAST);
    const complete = await send({
      name: "Ana",
      email: "ana@example.com",
      subject: "Una pregunta",
      message: "¿Hay aparcamiento?",
      privacy: "on",
    });
    expect(summary(complete.text)).toContain(TOO_FAST);
    await hurried.stop();
  });
});
