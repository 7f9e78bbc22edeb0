// The EPC QR code (EPC069-12) of a SEPA credit transfer, drawn on the server as inline SVG. Keep it
// out of components: the QR library must not reach the browser bundle.
import QRCode from "qrcode";
import { isValidIban, normalizeIban } from "./iban";

/** What the payload is made of; the same shape as the bank transfer component's `transfer`. */
export type EpcTransfer = {
  beneficiary: string;
  iban: string;
  /** Optional in version 002 inside the EEA. */
  bic?: string | null;
  /** In euros: 12.34. */
  amount: number;
  /** SEPA credit transfers are in euros only. */
  currency: string;
  /** The order reference, sent as unstructured remittance text. */
  reference: string;
  /** "Beneficiary to originator information": a note the app may show the payer. */
  information?: string | null;
};

type EpcField = "beneficiary" | "iban" | "bic" | "amount" | "currency" | "reference" | "information" | "payload";

/** A transfer that cannot become a valid EPC QR code; `field` names the culprit. */
export class EpcQrError extends Error {
  constructor(
    readonly field: EpcField,
    message: string,
  ) {
    super(`EPC QR code: ${message}`);
    this.name = "EpcQrError";
  }
}

/** EPC069-12: the whole payload must fit in 331 bytes (version 13 at level M). */
export const EPC_MAX_BYTES = 331;

const MAX_CENTS = 99_999_999_999;

/** The EPC069-12 payload, lines joined by LF; throws EpcQrError for anything a bank would refuse. */
export function epcPayload(transfer: EpcTransfer): string {
  const beneficiary = text("beneficiary", transfer.beneficiary, 70, true);
  const iban = normalizeIban(transfer.iban);
  if (!isValidIban(iban)) throw new EpcQrError("iban", `"${transfer.iban}" is not a valid IBAN (format or checksum)`);
  const bic = (transfer.bic ?? "").replace(/\s+/g, "").toUpperCase();
  if (bic && !/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    throw new EpcQrError("bic", `"${transfer.bic}" is not a BIC (8 or 11 letters and digits)`);
  }
  if (transfer.currency !== "EUR") {
    throw new EpcQrError("currency", `a SEPA credit transfer is in EUR, not ${transfer.currency}`);
  }
  const reference = text("reference", transfer.reference, 140, true);
  const information = text("information", transfer.information ?? "", 70, false);

  const lines = ["BCD", "002", "1", "SCT", bic, beneficiary, iban, `EUR${amount(transfer.amount)}`, "", "", reference];
  if (information) lines.push(information);
  const payload = lines.join("\n");

  const bytes = new TextEncoder().encode(payload).length;
  if (bytes > EPC_MAX_BYTES) throw new EpcQrError("payload", `the payload is ${bytes} bytes, more than ${EPC_MAX_BYTES}`);
  return payload;
}

/** `12.34` → `12.34`, `25` → `25.00`; 0.01 to 999999999.99, no fractions of a cent. */
function amount(value: number): string {
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value * 100 - cents) > 1e-6) {
    throw new EpcQrError("amount", `${value} is not an amount in euros and cents`);
  }
  if (cents < 1 || cents > MAX_CENTS) {
    throw new EpcQrError("amount", `${value} is outside 0.01–999999999.99`);
  }
  return (cents / 100).toFixed(2);
}

/** A line of the payload: trimmed, at most `max` characters, no line breaks or other control characters. */
function text(field: EpcField, value: string, max: number, required: boolean): string {
  const trimmed = value.trim();
  if (required && !trimmed) throw new EpcQrError(field, `the ${field} is empty`);
  if (/\p{Cc}/u.test(trimmed)) throw new EpcQrError(field, `the ${field} has a line break or a control character`);
  const length = [...trimmed].length;
  if (length > max) throw new EpcQrError(field, `the ${field} has ${length} characters, more than ${max}`);
  return trimmed;
}

/** Whole pixels per module, for a crisp code that still fits a 320 px phone. */
function pixelsPerModule(sizeWithMargin: number): number {
  return Math.max(1, Math.floor(288 / sizeWithMargin));
}

const MARGIN = 4;

/** The payload as an SVG QR code (level M); it has no accessible name: the component adds one. */
export async function renderEpcQrSvg(payload: string): Promise<string> {
  // One byte-mode segment, as banking apps expect, not the library's mixed mode.
  const segments = [{ data: new TextEncoder().encode(payload), mode: "byte" as const }];
  const size = QRCode.create(segments, { errorCorrectionLevel: "M" }).modules.size + 2 * MARGIN;
  const svg = await QRCode.toString(segments, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: MARGIN,
    width: size * pixelsPerModule(size),
  });
  return svg.trim();
}
