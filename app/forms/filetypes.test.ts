import { describe, expect, it } from "vitest";
import { ACCEPT, detectFileType, extensionOf, safeFileName } from "./filetypes";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const zipWith = (marker: string) => {
  const head = new Uint8Array(30 + marker.length);
  head.set([0x50, 0x4b, 0x03, 0x04]);
  head.set(text(marker), 30);
  return head;
};

describe("detectFileType", () => {
  it("accepts a file whose extension and first bytes agree", () => {
    expect(detectFileType("report.PDF", text("%PDF-1.7\n..."))?.mime).toBe("application/pdf");
    expect(detectFileType("photo.png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe("image/png");
    expect(detectFileType("photo.jpeg", bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe("image/jpeg");
    expect(detectFileType("photo.jpg", bytes(0xff, 0xd8, 0xff, 0xdb))?.mime).toBe("image/jpeg");
    expect(detectFileType("notes.txt", text("Kaixo! ¿Qué tal? ñ € 😀\r\n\tline"))?.mime).toBe("text/plain");
    expect(detectFileType("old.doc", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))?.mime).toBe("application/msword");
    expect(detectFileType("new.docx", zipWith("[Content_Types].xml"))?.mime).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(detectFileType("libre.odt", zipWith("mimetypeapplication/vnd.oasis.opendocument.text"))?.mime).toBe(
      "application/vnd.oasis.opendocument.text",
    );
  });

  it("refuses a file whose content is not what its name says", () => {
    expect(detectFileType("invoice.pdf", text("MZ\x90\x00 this is an executable"))).toBeNull();
    expect(detectFileType("photo.png", bytes(0xff, 0xd8, 0xff))).toBeNull();
    expect(detectFileType("notes.txt", bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00))).toBeNull();
    expect(detectFileType("notes.txt", bytes(0xc3, 0x28))).toBeNull();
    expect(detectFileType("notes.txt", new Uint8Array(0))).toBeNull();
    // A spreadsheet is a zip too, but not an OpenDocument text.
    expect(detectFileType("sheet.odt", zipWith("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"))).toBeNull();
  });

  it("refuses types outside the list, whatever their content", () => {
    expect(detectFileType("run.exe", text("%PDF-1.7"))).toBeNull();
    expect(detectFileType("page.html", text("<html>"))).toBeNull();
    expect(detectFileType("image.svg", text("<svg/>"))).toBeNull();
    expect(detectFileType("no-extension", text("%PDF-1.7"))).toBeNull();
  });

  it("a multibyte character cut by the end of the sample is still text", () => {
    const sample = text("abc€").subarray(0, 5);
    expect(detectFileType("cut.txt", sample)?.mime).toBe("text/plain");
  });

  it("offers the same list to the file picker", () => {
    for (const extension of [".pdf", ".png", ".jpg", ".jpeg", ".txt", ".doc", ".docx", ".odt", "application/pdf"])
      expect(ACCEPT.split(",")).toContain(extension);
  });
});

describe("file names", () => {
  it("keeps the name without path or control characters, and a sensible length", () => {
    expect(safeFileName("C:\\Users\\ane\\Informe final.pdf")).toBe("Informe final.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName('bad"\u0000name\n.txt')).toBe("badname.txt");
    expect(safeFileName("...")).toBe("file");
    const long = safeFileName(`${"a".repeat(300)}.pdf`);
    expect(long.endsWith(".pdf")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(150);
    expect(extensionOf("archive.tar.GZ")).toBe("gz");
  });
});
