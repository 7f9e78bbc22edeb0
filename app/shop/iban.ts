// IBANs (ISO 13616); apart from epc-qr.ts so the browser does not get the QR library.

/** `es91 2100 0418…` → `ES9121000418…`: no spaces, upper case. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/** Country code, two check digits, 11 to 30 letters or digits, and the mod-97 checksum is 1. */
export function isValidIban(iban: string): boolean {
  const compact = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  // Move the first four characters to the end, letters to numbers (A=10 … Z=35), then mod 97
  // digit by digit: the number is far beyond Number's precision.
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** The print format, groups of four for reading aloud and copying: `ES91 2100 0418 4502 0005 1332`. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}
