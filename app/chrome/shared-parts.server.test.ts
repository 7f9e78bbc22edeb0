import { describe, expect, it, vi } from "vitest";
import { createSharedParts } from "./shared-parts.server";
import { PART_ATTRIBUTE, PART_END, PART_START } from "./part-markers";

const start = (key: string) => `<template ${PART_START}="${key}"></template>`;
const end = (key: string) => `<template ${PART_END}="${key}"></template>`;
const hit = (key: string) => `<template ${PART_ATTRIBUTE}="${key}"></template>`;

/** The page as the stream would pass it on, written in chunks of `size` bytes. */
function run(parts: ReturnType<ReturnType<typeof createSharedParts>["forRequest"]>, html: string, size: number): string {
  const bytes = Buffer.from(html, "utf8");
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(Buffer.from(parts.write(bytes.subarray(at, at + size))));
  out.push(Buffer.from(parts.end()));
  return Buffer.concat(out).toString("utf8");
}

describe("shared parts", () => {
  it("keep a part's HTML on its first render and put it in place of the marker on the next, in any chunking", () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      const shared = createSharedParts({ maxBytes: 1 << 20 });
      const first = shared.forRequest("Nonce-1");
      const { key, kept } = first.part("footer", ["es", { menu: 1 }], "/agenda");
      expect(kept).toBe(false);
      const page = `<body><p>Hola, Ana</p>${start(key)}<footer nonce="Nonce-1">Días ñ</footer>${end(key)}</body>`;
      expect(run(first, page, size)).toBe(`<body><p>Hola, Ana</p><footer nonce="Nonce-1">Días ñ</footer></body>`);

      const second = shared.forRequest("Nonce-2");
      const again = second.part("footer", ["es", { menu: 1 }], "/agenda");
      expect(again).toEqual({ key, kept: true });
      // The kept HTML carries the new response's nonce.
      expect(run(second, `<body><p>Hola, Eva</p>${hit(key)}</body>`, size)).toBe(
        `<body><p>Hola, Eva</p><footer nonce="Nonce-2">Días ñ</footer></body>`,
      );
    }
  });

  it("keep a part drawn from live answers only a short while, the others until the cache is full", async () => {
    const shared = createSharedParts({ maxBytes: 1 << 20, liveTtlMs: 50 });
    const first = shared.forRequest("n");
    const chat = first.part("chat", [1], "/agenda/x", true);
    const footer = first.part("footer", [1], "/agenda/x");
    run(first, `${start(chat.key)}<ol>1</ol>${end(chat.key)}${start(footer.key)}<footer></footer>${end(footer.key)}`, 4096);
    expect(shared.size).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const later = shared.forRequest("n");
    expect([later.part("chat", [1], "/agenda/x", true).kept, later.part("footer", [1], "/agenda/x").kept]).toEqual([false, true]);
    expect(shared.size).toBe(1);
  });

  it("key a part by its name, the page and every input", () => {
    const shared = createSharedParts({ maxBytes: 1 << 20 });
    const request = shared.forRequest("n");
    const keys = [
      request.part("footer", ["es"], "/"),
      request.part("footer", ["en"], "/"),
      request.part("footer", ["es"], "/agenda"),
      request.part("menu", ["es"], "/"),
    ].map((part) => part.key);
    expect(new Set(keys).size).toBe(4);
  });

  it("keep a part inside another, and a kept part inside a new one", () => {
    const shared = createSharedParts({ maxBytes: 1 << 20 });
    const first = shared.forRequest("n");
    const inner = first.part("inner", [1], "/").key;
    const outer = first.part("outer", [1], "/").key;
    expect(run(first, `${start(outer)}<div>${start(inner)}<p>i</p>${end(inner)}</div>${end(outer)}`, 5)).toBe("<div><p>i</p></div>");

    const second = shared.forRequest("n");
    expect(second.part("inner", [1], "/").kept).toBe(true);
    const other = second.part("other", [2], "/").key;
    expect(run(second, `${start(other)}<section>${hit(inner)}</section>${end(other)}`, 4)).toBe("<section><p>i</p></section>");
    const third = shared.forRequest("n");
    expect(third.part("other", [2], "/").kept).toBe(true);
    expect(run(third, hit(other), 2)).toBe("<section><p>i</p></section>");
  });

  it("in verify mode never reuse, and report a part whose render differs from the kept one", () => {
    const onDiffer = vi.fn();
    const shared = createSharedParts({ maxBytes: 1 << 20, verify: true, onDiffer });
    const render = (body: string, nonce: string) => {
      const request = shared.forRequest(nonce);
      const { key, kept } = request.part("menu", ["es"], "/");
      expect(kept).toBe(false);
      return run(request, `${start(key)}${body}${end(key)}`, 16);
    };
    render(`<nav nonce="Nonce-A1">Menú</nav>`, "Nonce-A1");
    render(`<nav nonce="Nonce-B2">Menú</nav>`, "Nonce-B2");
    expect(onDiffer).not.toHaveBeenCalled();
    render(`<nav nonce="Nonce-C3">Menú de Ana</nav>`, "Nonce-C3");
    expect(onDiffer).toHaveBeenCalledWith("menu");
  });

  it("pass a page without markers through unchanged", () => {
    const request = createSharedParts({ maxBytes: 1 << 20 }).forRequest("n");
    const page = `<html><body><template id="x"></template><p>${"á".repeat(500)}</p></body></html>`;
    expect(run(request, page, 9)).toBe(page);
  });
});
