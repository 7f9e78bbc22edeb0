// Private-area downloads through the portal: type, disposition and length; login first; a backend
// refusal as a message; a 50 MB file streamed with flat memory (the demo API runs in this process).
import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo, Socket } from "node:net";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { createDemoApi } from "../../demo-api/app";
import { BIG_FILE_BYTES } from "../../demo-api/routes/records";
import { loginPath } from "../paths";
const PROFILE = pathTo("profile");
/** The private area's download of `file` (`acreditacion`, `certificado/3`...). */
const download = (file: string) => pathTo("profileDownload", { "*": file });
const FAILED = "No se ha podido descargar el archivo. Inténtalo de nuevo más tarde.";

import {
  TEST_SESSION_SECRET,
  get,
  header,
  post,
  setCookies,
  sleep,
  startFakeCustomerBackend,
  startPortal,
  stopAllPortals,
  type Portal,
} from "./harness";

let api: { url: string; close(): Promise<void> };
let portal: Portal;
let cookie: string;
/** Every connection to the demo API, to count the bytes it has sent. */
const backendSockets = new Set<Socket>();
const backendBytesSent = () => [...backendSockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);

beforeAll(async () => {
  const server = http.createServer(createDemoApi());
  server.on("connection", (socket) => backendSockets.add(socket));
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  api = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  portal = await startPortal({ API_BASE_URL: api.url, SESSION_SECRET: TEST_SESSION_SECRET });
  const login = await post(`${portal.url}${pathTo("login")}`, {
    intent: "login",
    email: "ana@example.com",
    password: "Demo-2026!",
    website: "",
  });
  expect(login.status).toBe(302);
  cookie = setCookies(login)
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__Host-session="))!;
  expect(cookie).toBeTruthy();
});

afterAll(async () => {
  await stopAllPortals();
  await api?.close();
});

/** The portal process's resident memory, in bytes. */
function rss(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

describe("downloads", () => {
  it("the accreditation arrives as a PDF attachment with its length", async () => {
    const response = await get(`${portal.url}${download("acreditacion")}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(header(response, "content-type")).toBe("application/pdf");
    expect(header(response, "content-disposition")).toBe('attachment; filename="acreditacion.pdf"');
    expect(Number(header(response, "content-length"))).toBe(Buffer.byteLength(response.text, "latin1"));
    expect(header(response, "cache-control")).toBe("private, no-store");
    expect(response.text.startsWith("%PDF-")).toBe(true);
  });

  it("under a language prefix too", async () => {
    const response = await get(`${portal.url}${localePath("en", download("certificado"))}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.text.startsWith("%PDF-")).toBe(true);
  });

  it("an anonymous visitor is sent to log in, with the download as origin", async () => {
    const response = await get(`${portal.url}${localePath("en", download("acreditacion"))}`);
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(loginPath(localePath("en", download("acreditacion")), "en"));
  });

  it("JSON instead of the file: back to the tab, where the backend's reason is shown", async () => {
    const conferences = await fetch(`${api.url}/customer/conferences`, {
      headers: { "x-tenant": "demo-congreso-token", authorization: `Bearer ${await demoToken()}` },
    });
    const free = ((await conferences.json()) as { data: { id: number; registration_state: string }[] }).data.find(
      (c) => c.registration_state === "free",
    )!;
    const response = await get(`${portal.url}${download(`certificado/${free.id}`)}`, { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(`${PROFILE}#certification`);
    const flash = setCookies(response)
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__Host-session="))!;
    const page = await get(`${portal.url}${PROFILE}`, { headers: { cookie: flash } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("No se ha podido descargar el archivo: El certificado de esta actividad todavía no está disponible");
  });

  it("an unknown download path goes back to the private area with a message", async () => {
    const response = await get(`${portal.url}${download("otra-cosa")}`, { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(`${PROFILE}#acreditacion`);
  });

  it("a 50 MB file is streamed: all of it arrives, and the portal's memory stays flat while the visitor reads slowly", async () => {
    const pid = portal.process.pid!;
    // Warm up: one whole download read at full speed (compiles what a download runs, sizes the
    // heap), then take the baseline.
    const warm = await get(`${portal.url}${download("certificado/big")}`, { headers: { cookie } });
    expect(warm.status).toBe(200);
    await sleep(500);
    const baseline = rss(pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 50);

    let inFlightWhilePaused = 0;
    const result = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number; head: string; tail: string }>(
      (resolve, reject) => {
        const request = http.get(`${portal.url}${download("certificado/big")}`, { headers: { cookie } }, (response) => {
          const sentBefore = backendBytesSent();
          let bytes = 0;
          let head = "";
          let tail = Buffer.alloc(0);
          let paused = false;
          response.on("data", (chunk: Buffer) => {
            if (!head) head = chunk.subarray(0, 8).toString("latin1");
            bytes += chunk.length;
            tail = Buffer.concat([tail, chunk]).subarray(-16);
            // A slow visitor: stops reading for 3 s after the first megabytes. A portal that does not
            // wait for the visitor keeps reading the file from the backend into its memory meanwhile.
            if (!paused && bytes > 4 * 1024 * 1024) {
              paused = true;
              response.pause();
              setTimeout(() => {
                inFlightWhilePaused = backendBytesSent() - sentBefore - bytes;
                response.resume();
              }, 3000);
            }
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, head, tail: tail.toString("latin1") }),
          );
          response.on("error", reject);
        });
        request.on("error", reject);
      },
    );
    clearInterval(sampler);

    expect(result.status).toBe(200);
    expect(result.headers["content-type"]).toBe("application/pdf");
    expect(result.headers["content-disposition"]).toBe('attachment; filename="prueba-50mb.pdf"');
    expect(result.headers["content-length"]).toBe(String(BIG_FILE_BYTES));
    expect(result.bytes).toBe(BIG_FILE_BYTES);
    expect(result.head.startsWith("%PDF-")).toBe(true);
    expect(result.tail.trimEnd().endsWith("%%EOF")).toBe(true);
    // While the visitor was not reading, the portal stopped reading too: what the backend sent
    // beyond what the visitor got is only socket buffers, not the rest of the file.
    expect(inFlightWhilePaused, `${(inFlightWhilePaused / 1048576).toFixed(1)} MB held between backend and visitor`).toBeLessThan(
      16 * 1024 * 1024,
    );
    // Well under the file's 50 MB: what grows is the allocator's working room (Node 20 grew 20-25 MB here,
    // Node 24 27-32 MB for the same code), never the file held.
    const growth = peak - baseline;
    expect(growth, `portal RSS grew by ${(growth / 1048576).toFixed(1)} MB`).toBeLessThan(40 * 1024 * 1024);
  });
});

describe("downloads from a backend that says little", () => {
  let fakePortal: Portal;
  let fakeCookie: string;

  beforeAll(async () => {
    const backend = await startFakeCustomerBackend((req, res, json) => {
      if (req.url === "/customer/print-certificate") {
        // No Content-Disposition, no Content-Length (chunked).
        res.writeHead(200, { "content-type": "application/pdf" });
        res.write("%PDF-1.4\n");
        res.end("%%EOF\n");
        return;
      }
      if (req.url === "/customer/print-accreditation") return json(403, { message: "Forbidden" });
      if (req.url === "/customer/print-certificate/9") return json(500, { message: "SQLSTATE secret detail" });
      json(404, { message: "Not found" });
    });
    fakePortal = await startPortal({ API_BASE_URL: backend.url, SESSION_SECRET: TEST_SESSION_SECRET });
    const login = await post(`${fakePortal.url}${pathTo("login")}`, {
      intent: "login",
      email: "ana@example.com",
      password: "Demo-2026!",
      website: "",
    });
    expect(login.status).toBe(302);
    fakeCookie = setCookies(login)
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("__Host-session="))!;
  });

  it("a file without a name is still an attachment, with our name", async () => {
    const response = await get(`${fakePortal.url}${download("certificado")}`, { headers: { cookie: fakeCookie } });
    expect(response.status).toBe(200);
    expect(header(response, "content-disposition")).toBe('attachment; filename="certificado.pdf"');
    expect(header(response, "content-length")).toBeUndefined();
    expect(response.text).toBe("%PDF-1.4\n%%EOF\n");
  });

  it("a 403 ends the session: the cookie is removed and the visitor logs in again", async () => {
    const response = await get(`${fakePortal.url}${download("acreditacion")}`, { headers: { cookie: fakeCookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(loginPath(download("acreditacion")));
    expect(setCookies(response).some((c) => /^__Host-session=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
  });

  it("a backend error gives our message, never the backend's body", async () => {
    const response = await get(`${fakePortal.url}${download("certificado/9")}`, { headers: { cookie: fakeCookie } });
    expect(response.status).toBe(302);
    expect(header(response, "location")).toBe(`${PROFILE}#certification`);
    // The toast travels in the (encrypted) session cookie to the private area, which shows it.
    const flash = setCookies(response)
      .find((c) => c.startsWith("__Host-session="))!
      .split(";")[0];
    const shown = await get(`${fakePortal.url}/`, { headers: { cookie: flash } });
    expect(shown.text).toContain(FAILED);
    expect(shown.text).not.toContain("SQLSTATE");
  });
});

async function demoToken(): Promise<string> {
  const response = await fetch(`${api.url}/customer/login`, {
    method: "POST",
    headers: { "x-tenant": "demo-congreso-token", "content-type": "application/json" },
    body: JSON.stringify({ user: { email: "ana@example.com", password: "Demo-2026!" } }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}
