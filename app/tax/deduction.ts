// The deduction of a year's donation, in whole cents, shared by server and browser. Each line is
// rounded half up and the deduction is their sum, so the lines a visitor reads always add up.
import type { RegimeId } from "~/tenancy/tenant";
import { tableFor, type Bracket, type DonorType, type LegalSource, type NoteId, type RateTable } from "./regimes";

/** The largest amount accepted (1,000 million euros): cents × percent stays an exact integer. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

/** An amount as typed (`250,5`, `1.234,56`, `1,234.56`; `1.234` is thousands), in cents, or null. */
export function parseAmount(input: string): number | null {
  const text = input.replace(/[\s\u00a0\u202f]/g, "").replace(/^€|€$/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const separators = text.replace(/\d/g, "");
  let whole = text;
  let fraction = "";
  if (separators) {
    const decimalAt = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
    const head = text.slice(0, decimalAt);
    const tail = text.slice(decimalAt + 1);
    const lastOnce = separators.indexOf(text[decimalAt]) === separators.length - 1;
    if (isGrouped(text)) {
      // 1.234 or 1,234.567: thousands only
    } else if (lastOnce && /^\d{1,2}$/.test(tail) && (!/[.,]/.test(head) || isGrouped(head))) {
      whole = head;
      fraction = tail;
    } else {
      return null;
    }
    whole = whole.replace(/[.,]/g, "");
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** `1.234`, `1,234,567`: digits in groups of three after the first, one kind of separator. */
function isGrouped(text: string): boolean {
  return /^[1-9]\d{0,2}(?:([.,])\d{3})(?:\1\d{3})*$/.test(text);
}

export type CalculatorInput = { amountCents: number; donor: DonorType; sustained: boolean; regime: RegimeId };

export type DeductionLine = {
  fromCents: number;
  /** null: the rest of the amount, with no upper bound. */
  upToCents: number | null;
  baseCents: number;
  percent: number;
  deductionCents: number;
};

export type Deduction =
  | {
      status: "ok";
      input: CalculatorInput;
      /** The year the rates are for, and the year their table applies from. */
      year: number;
      from: number;
      lines: DeductionLine[];
      deductionCents: number;
      costCents: number;
      sources: LegalSource[];
      notes: NoteId[];
    }
  /** No rates entered for this regime and donor type in that year: nothing is computed. */
  | { status: "no-rates"; input: CalculatorInput; year: number };

/** `cents × percent / 100`, rounded half up to the cent, with integers only. */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

function lines(amountCents: number, brackets: Bracket[], sustained: boolean): DeductionLine[] {
  const out: DeductionLine[] = [];
  let from = 0;
  for (const bracket of brackets) {
    if (from >= amountCents) break;
    const upTo = bracket.upTo === null ? null : bracket.upTo * 100;
    const base = Math.min(amountCents, upTo ?? amountCents) - from;
    if (base <= 0) continue;
    const percent = sustained ? bracket.sustainedPercent : bracket.percent;
    out.push({ fromCents: from, upToCents: upTo, baseCents: base, percent, deductionCents: percentOf(base, percent) });
    from += base;
  }
  return out;
}

export function computeDeduction(input: CalculatorInput, year: number): Deduction {
  const table: RateTable | null = tableFor(input.regime, year);
  const scale = table?.[input.donor];
  if (!table || !scale) return { status: "no-rates", input, year };
  const rows = lines(input.amountCents, scale.brackets, input.sustained);
  const deductionCents = rows.reduce((sum, row) => sum + row.deductionCents, 0);
  return {
    status: "ok",
    input,
    year,
    from: table.from,
    lines: rows,
    deductionCents,
    costCents: input.amountCents - deductionCents,
    sources: scale.sources,
    notes: scale.notes,
  };
}
