// An upload over the bound sent chunked (no Content-Length), as a browser sends it: writing on until the
// answer has come. The client reads the whole 413 page, never a reset, with and without nginx in front
// (deploy/nginx.conf as it is): the portal answers, then reads and discards the rest before closing.
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CMS_SLUGS, pathTo } from "../../app/paths";
import { ROOT, parseRawResponse, startPortal, stopAllPortals, type Portal } from "./harness";
import { freePort, startNginx, type Nginx } from "./services";

const MAX = 1024 * 1024;
const BOUND = 4 * MAX;
const ATTEMPTS = 20;
const CONTACT = pathTo("page", { slug: CMS_SLUGS.contact });
const BOUNDARY = "----portal-linger-boundary";

let portal: Portal;
let nginx: Nginx;

beforeAll(async () => {
  portal = await startPortal({ UPLOAD_MAX_BYTES: String(MAX) });
  const listen = await freePort();
  const config = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");
  const listening = config.replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${listen};`);
  expect(listening).not.toBe(config);
  nginx = await startNginx({ "nginx.conf": listening, "upstream.conf": `server 127.0.0.1:${portal.port};\n` }, listen);
});
afterAll(async () => {
  await nginx?.stop();
  await stopAllPortals();
});

/** The answer is all there: its head, then its body to the last chunk or byte. */
function complete(raw: Buffer): boolean {
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = text.slice(0, end);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return raw.length - (end + 4) >= Number(length[1]);
  return /\r\ntransfer-encoding: *chunked/i.test(head) && text.endsWith("\r\n0\r\n\r\n");
}

/** One chunked post of a file far over the bound; the socket's error code, if any, beside what came back. */
async function chunkedUpload(port: number): Promise<{ status: number; text: string; error: string | null; sent: number }> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  let raw = Buffer.alloc(0);
  let error: string | null = null;
  let answered = false;
  socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
  socket.on("data", (chunk: Buffer) => {
    raw = Buffer.concat([raw, chunk]);
    // As a browser does: the whole answer has come, so the rest of the upload is not sent.
    if (!answered && complete(raw)) {
      answered = true;
      socket.end();
    }
  });
  const write = (data: Buffer | string) =>
    socket.write(Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from("\r\n")]));
  socket.write(
    `POST ${CONTACT} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const block = Buffer.alloc(64 * 1024, 7);
  let sent = 0;
  while (!answered && error === null && !socket.destroyed && sent < 40 * BOUND) {
    const flushed = write(block);
    sent += block.length;
    if (!flushed) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
  }
  await closed;
  // Chunk sizes count bytes: parsed byte for byte, then read as UTF-8.
  const { status, text } = parseRawResponse(raw.toString("latin1"));
  return { status, text: Buffer.from(text, "latin1").toString("utf8"), error, sent };
}

describe.each([
  ["the portal alone", () => portal.port],
  ["nginx in front (deploy/nginx.conf)", () => nginx.port],
])("a chunked upload over the bound, %s", (_, port) => {
  it(`gets the whole 413 page, never a reset (${ATTEMPTS} times)`, async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const { status, text, error, sent } = await chunkedUpload(port());
      expect(sent).toBeGreaterThan(BOUND);
      outcomes.push(
        `${status} ${error ?? "-"} ${text.includes("El envío es demasiado grande") && text.includes("</html>") ? "page" : "no page"}`,
      );
    }
    expect(outcomes).toEqual(Array.from({ length: ATTEMPTS }, () => "413 - page"));
  });
});
