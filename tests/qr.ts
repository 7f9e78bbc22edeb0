// Reads a QR code back from a PNG (a Playwright screenshot of the bank transfer step's SVG, say),
// without a browser: pngjs gives the pixels, jsQR finds and decodes the code.
import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The text of the one QR code in the image, its bytes read as UTF-8; throws when there is none. */
export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  const code = jsQR(pixels, image.width, image.height);
  if (!code) throw new Error(`no QR code found in the ${image.width}×${image.height} image`);
  // The raw bytes, not jsQR's `data`, which turns invalid UTF-8 into an empty string without a word.
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(code.binaryData));
}
