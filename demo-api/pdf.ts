// Small real PDFs for the demo API's downloads, written by hand: one A4 page of Helvetica lines in
// Latin-1 (WinAnsiEncoding, enough for es, en, pt and eus); `bigPdfStream` for the streaming test.
import { Readable } from "node:stream";

/** Escapes a text for a PDF string literal; characters outside Latin-1 become "?". */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (char) => (char.codePointAt(0)! <= 0xff ? char : "?")).join("");
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, " ")})`;
}

/** A one-page PDF with a title and lines of text. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    "BT",
    "/F1 20 Tf",
    "72 770 Td",
    `${pdfString(title)} Tj`,
    "/F1 12 Tf",
    "0 -32 Td",
    ...lines.flatMap((line) => [`${pdfString(line)} Tj`, "0 -18 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Demo API) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** 64 KiB of PDF comment lines: filler that readers skip. */
const FILLER = Buffer.from(`%${"0123456789abcdef".repeat(4).slice(0, 62)}\n`.repeat(1024), "latin1");

/**
 * A PDF of exactly `size` bytes, streamed: the small page, then comment lines, then `%%EOF`. Each
 * chunk is made when the consumer reads (backpressure), so memory stays flat whatever the size.
 */
export function bigPdfStream(size: number, title: string): Readable {
  const head = simplePdf(title, ["Demo file for the streaming test."]);
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  let sent = 0;
  return new Readable({
    highWaterMark: FILLER.length,
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      let chunk: Buffer;
      if (sent === 0) chunk = head;
      else if (size - sent <= tail.length) chunk = tail.subarray(tail.length - (size - sent));
      else chunk = FILLER.subarray(0, Math.min(FILLER.length, size - sent - tail.length));
      chunk = chunk.subarray(0, size - sent);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
