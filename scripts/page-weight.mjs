// The JavaScript one page costs a browser, as Chromium fetches it with its cache off: every script body
// (a catalogue chunk is one too), and apart the catalogues the document carries, each gzipped at the
// compression middleware's level (not wire bytes: Chromium also negotiates brotli). The bench and the budget journey share it.
import { gzipSync } from "node:zlib";

/**
 * Starts watching `page` (a Playwright page): call `start()` before each navigation and `weigh()` once the
 * page is hydrated and the network idle. Sizes are bytes gzipped.
 */
export async function watchPageWeight(page) {
  const cdp = await page.context().newCDPSession(page);
  const responses = new Map();
  let sizes = [];
  cdp.on("Network.responseReceived", ({ requestId, type, response }) =>
    responses.set(requestId, { type, url: response.url, mimeType: response.mimeType }),
  );
  cdp.on("Network.loadingFinished", ({ requestId }) => {
    const response = responses.get(requestId);
    if (!response || (response.type !== "Script" && !/javascript/.test(response.mimeType))) return;
    // A body that cannot be read fails `weigh()`, never counts as nothing; one of a page not weighed is let go.
    const sized = gzippedSize(cdp, requestId, response.url).then((size) => ({ ...response, size }));
    sized.catch(() => {});
    sizes.push(sized);
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return {
    start() {
      responses.clear();
      sizes = [];
    },
    /** `js`: every script of the page's origin; `catalogues`: the document's catalogue block, gzipped alone (it travels in the HTML). */
    async weigh() {
      const inline = await page.evaluate(() => document.getElementById("i18n-resources")?.textContent ?? "");
      const weight = { requests: 0, js: 0, catalogues: inline ? gzipSync(inline).length : 0, files: [] };
      const origin = new URL(page.url()).origin;
      // The tenant's third parties (the tag manager once allowed, Cookiebot) are not the portal's code.
      for (const { url, size } of await Promise.all(sizes)) {
        if (new URL(url).origin !== origin) continue;
        weight.requests++;
        weight.js += size;
        weight.files.push({ path: new URL(url).pathname, size });
      }
      return weight;
    },
  };
}

/** The portal's scripts are hashed assets: the same address is the same body, gzipped once per process. */
const gzipped = new Map();
async function gzippedSize(cdp, requestId, url) {
  const hashed = /\/assets\/[^/]+-[\w-]{8}\.js$/.test(new URL(url).pathname);
  if (hashed && gzipped.has(url)) return gzipped.get(url);
  const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId });
  const size = gzipSync(Buffer.from(body, base64Encoded ? "base64" : "utf8")).length;
  if (hashed) gzipped.set(url, size);
  return size;
}

export const kib = (bytes) => (bytes / 1024).toFixed(1);
