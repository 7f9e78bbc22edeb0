import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { decodeQrPng } from "../../tests/qr";
import { EPC_MAX_BYTES, EpcQrError, epcPayload, renderEpcQrSvg, type EpcTransfer } from "./epc-qr";
import { formatIban, isValidIban } from "./iban";

const transfer: EpcTransfer = {
  beneficiary: "Asociación Eventos Digitales",
  iban: "ES91 2100 0418 4502 0005 1332",
  bic: "CAIXESBBXXX",
  amount: 25,
  currency: "EUR",
  reference: "PED-2027-000123",
};

const bytes = (text: string) => new TextEncoder().encode(text).length;

function errorOf(run: () => unknown): EpcQrError {
  try {
    run();
  } catch (error) {
    if (error instanceof EpcQrError) return error;
    throw error;
  }
  throw new Error("no error thrown");
}

describe("EPC QR payload", () => {
  it("is the twelve EPC069-12 lines of a known transfer, byte for byte, with nothing after the remittance text", () => {
    const payload = epcPayload(transfer);
    expect(payload).toBe(
      "BCD\n002\n1\nSCT\nCAIXESBBXXX\nAsociación Eventos Digitales\nES9121000418450200051332\nEUR25.00\n\n\nPED-2027-000123",
    );
    // UTF-8 (character set 1): "ó" is two bytes.
    expect(Buffer.from(payload, "utf8").includes(Buffer.from([0xc3, 0xb3]))).toBe(true);
    expect(bytes(payload)).toBe(payload.length + 1);
  });

  it("leaves the BIC line empty when there is none (version 002) and adds the information line only when given", () => {
    const lines = epcPayload({ ...transfer, bic: null, information: "Entradas Congreso 2027" }).split("\n");
    expect(lines).toHaveLength(12);
    expect(lines[4]).toBe("");
    expect(lines[11]).toBe("Entradas Congreso 2027");
    expect(epcPayload({ ...transfer, bic: " caixesbb " }).split("\n")[4]).toBe("CAIXESBB");
  });

  it("writes amounts in euros with two decimals, from 0.01 to 999999999.99", () => {
    const amountLine = (amount: number) => epcPayload({ ...transfer, amount }).split("\n")[7];
    expect(amountLine(12.34)).toBe("EUR12.34");
    expect(amountLine(12.3)).toBe("EUR12.30");
    expect(amountLine(19.99)).toBe("EUR19.99");
    expect(amountLine(0.1 + 0.2)).toBe("EUR0.30");
    expect(amountLine(0.01)).toBe("EUR0.01");
    expect(amountLine(999_999_999.99)).toBe("EUR999999999.99");
    for (const amount of [0, -5, 0.001, 12.345, 1_000_000_000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(errorOf(() => epcPayload({ ...transfer, amount })).field, String(amount)).toBe("amount");
    }
    expect(errorOf(() => epcPayload({ ...transfer, currency: "USD" })).field).toBe("currency");
  });

  it("refuses an IBAN with a bad checksum or format, and a BIC that is not one", () => {
    expect(errorOf(() => epcPayload({ ...transfer, iban: "ES91 2100 0418 4502 0005 1333" })).message).toMatch(/not a valid IBAN/);
    expect(errorOf(() => epcPayload({ ...transfer, iban: "" })).field).toBe("iban");
    expect(errorOf(() => epcPayload({ ...transfer, bic: "CAIX" })).field).toBe("bic");
  });

  it("counts the name and the remittance text in characters (70 and 140) and refuses line breaks", () => {
    expect(epcPayload({ ...transfer, beneficiary: "ñ".repeat(70) })).toContain("ñ".repeat(70));
    expect(errorOf(() => epcPayload({ ...transfer, beneficiary: "a".repeat(71) })).message).toMatch(/71 characters, more than 70/);
    expect(errorOf(() => epcPayload({ ...transfer, beneficiary: "  " })).field).toBe("beneficiary");
    expect(errorOf(() => epcPayload({ ...transfer, beneficiary: "Asociación\nBCD" })).field).toBe("beneficiary");
    expect(epcPayload({ ...transfer, bic: null, reference: "r".repeat(140) })).toMatch(/\nr{140}$/);
    expect(errorOf(() => epcPayload({ ...transfer, reference: "r".repeat(141) })).field).toBe("reference");
    expect(errorOf(() => epcPayload({ ...transfer, reference: "" })).field).toBe("reference");
    expect(errorOf(() => epcPayload({ ...transfer, information: "i".repeat(71) })).field).toBe("information");
  });

  it("fits in 331 bytes: exactly 331 is accepted, 332 is refused", () => {
    // 14 + 12 (BIC) + 141 (70 two-byte letters) + 25 (IBAN) + 9 (amount) + 2 (empty lines) = 203 bytes before the text.
    const long = { ...transfer, beneficiary: "ñ".repeat(70) };
    expect(bytes(epcPayload({ ...long, reference: "r".repeat(128) }))).toBe(EPC_MAX_BYTES);
    const error = errorOf(() => epcPayload({ ...long, reference: "r".repeat(129) }));
    expect(error.field).toBe("payload");
    expect(error.message).toMatch(/332 bytes, more than 331/);
  });
});

describe("IBAN", () => {
  it("accepts valid IBANs (mod 97) in print or electronic form and refuses a changed digit", () => {
    for (const iban of [
      "GB82 WEST 1234 5698 7654 32",
      "DE89370400440532013000",
      "es9121000418450200051332",
      "FR1420041010050500013M02606",
      "BE71096123456769",
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
    for (const iban of [
      "GB82 WEST 1234 5698 7654 33",
      "DE88370400440532013000",
      "ES91210004184502000513",
      "1291 2100 0418 4502 0005 1332",
      "ES91-2100-0418-4502-0005-1332",
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  it("prints in groups of four", () => {
    expect(formatIban("es9121000418450200051332")).toBe("ES91 2100 0418 4502 0005 1332");
    expect(formatIban("BE71 0961 2345 6769")).toBe("BE71 0961 2345 6769");
    expect(formatIban("FR1420041010050500013M02606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
  });
});

// The SVG as a browser would draw it, without a browser: qrcode's SVG is a white square and one
// path of horizontal strokes (`M x y` / `m dx dy` / `h n`, each half a module below a row's top).
function svgModules(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/>`);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1];
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b)];
    else if (command === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) modules[Math.floor(y)][x + i] = true;
      x += Number(a);
    }
  }
  return modules;
}

/** Black and white RGBA pixels, `scale` pixels a module. */
function rasterize(modules: boolean[][], scale: number): { data: Buffer; width: number; height: number } {
  const width = modules.length * scale;
  const data = Buffer.alloc(width * width * 4, 255);
  for (let py = 0; py < width; py++) {
    for (let px = 0; px < width; px++) {
      if (!modules[Math.floor(py / scale)][Math.floor(px / scale)]) continue;
      data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width, height: width };
}

/** The error-correction level in the symbol's format information (ISO/IEC 18004 §7.9). */
function errorCorrectionLevel(modules: boolean[][], margin: number): "L" | "M" | "Q" | "H" {
  const size = modules.length - 2 * margin;
  const at = (row: number, col: number) => (modules[row + margin][col + margin] ? 1 : 0);
  let vertical = 0;
  let horizontal = 0;
  for (let i = 0; i < 15; i++) {
    vertical |= at(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8) << i;
    horizontal |= at(8, i < 8 ? size - 1 - i : i < 9 ? 15 - i : 14 - i) << i;
  }
  expect(vertical).toBe(horizontal);
  const unmasked = vertical ^ 0b101010000010010;
  const data = unmasked >> 10;
  let bch = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (bch & (1 << bit)) bch ^= 0b10100110111 << (bit - 10);
  expect((data << 10) | bch).toBe(unmasked);
  return (["M", "L", "H", "Q"] as const)[data >> 3];
}

describe("EPC QR code", () => {
  it("decodes back to the payload, as one byte-mode segment at level M, from the SVG the page shows", async () => {
    const payload = epcPayload({ ...transfer, information: "Entradas · Congreso 2027" });
    const svg = await renderEpcQrSvg(payload);
    expect(svg).toMatch(/^<svg [^>]*shape-rendering="crispEdges"[^>]*>.*<\/svg>$/s);
    // Nothing the CSP would block or fetch: no script, no linked image, no style (style-src has no 'unsafe-inline').
    expect(svg).not.toMatch(/<script|<image|href=|<style|style=/);
    const modules = svgModules(svg);
    const { data, width, height } = rasterize(modules, 4);
    const code = jsQR(new Uint8ClampedArray(data), width, height)!;
    expect(code).not.toBeNull();
    expect(new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(code.binaryData))).toBe(payload);
    expect(code.data).toBe(payload);
    expect(code.chunks.map((chunk) => chunk.type)).toEqual(["byte"]);
    expect(errorCorrectionLevel(modules, 4)).toBe("M");
    // The quiet zone: four white modules all round.
    for (const row of [...modules.slice(0, 4), ...modules.slice(-4)]) expect(row.every((dark) => !dark)).toBe(true);
    for (const row of modules) expect([...row.slice(0, 4), ...row.slice(-4)].every((dark) => !dark)).toBe(true);
  });

  it("reads the level it was given (the level reader can tell them apart)", () => {
    for (const level of ["L", "M", "Q", "H"] as const) {
      const { size, data } = QRCode.create("BCD", { errorCorrectionLevel: level }).modules;
      const modules = Array.from({ length: size }, (_, row) => Array.from(data.slice(row * size, (row + 1) * size), Boolean));
      expect(errorCorrectionLevel(modules, 0)).toBe(level);
    }
  });

  it("the largest payload (331 bytes) still fits, at most version 13, and keeps whole pixels per module, 200 to 288 px wide", async () => {
    const payload = epcPayload({ ...transfer, beneficiary: "ñ".repeat(70), reference: "r".repeat(128) });
    expect(
      QRCode.create([{ data: new TextEncoder().encode(payload), mode: "byte" }], { errorCorrectionLevel: "M" }).version,
    ).toBeLessThanOrEqual(13);
    for (const text of [payload, epcPayload(transfer)]) {
      const svg = await renderEpcQrSvg(text);
      const size = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
      const width = Number(/width="(\d+)"/.exec(svg)![1]);
      expect(width % size).toBe(0);
      expect(width).toBeGreaterThanOrEqual(200);
      expect(width).toBeLessThanOrEqual(288);
      const modules = svgModules(svg);
      const image = rasterize(modules, 3);
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(text);
    }
  });
});

describe("decodeQrPng (for the end-to-end tests)", () => {
  it("decodes a PNG of the rendered code to the payload", async () => {
    const payload = epcPayload(transfer);
    const image = rasterize(svgModules(await renderEpcQrSvg(payload)), 5);
    const png = PNG.sync.write(Object.assign(new PNG({ width: image.width, height: image.height }), { data: image.data }));
    expect(decodeQrPng(png)).toBe(payload);
  });

  it("throws when the image has no code", () => {
    const png = PNG.sync.write(Object.assign(new PNG({ width: 64, height: 64 }), { data: Buffer.alloc(64 * 64 * 4, 255) }));
    expect(() => decodeQrPng(png)).toThrow(/no QR code found/);
  });
});
