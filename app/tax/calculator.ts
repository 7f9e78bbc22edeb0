// The calculator's query, read with every problem reported at once. Without zod: the browser runs
// the very same reading as the visitor types.
import { computeDeduction, MAX_AMOUNT_CENTS, parseAmount, type CalculatorInput, type Deduction } from "./deduction";
import type { RegimeId } from "~/tenancy/tenant";
import { DONOR_TYPES, type DonorType } from "./regimes";

import { CALCULATOR_FIELDS, CALCULATOR_PARAMS } from "./fields";

export type CalculatorQuery =
  /** Nothing asked yet: the form alone. */
  | { status: "empty" }
  | { status: "invalid"; values: Record<string, string>; errors: Record<string, string[]> }
  | { status: "valid"; values: Record<string, string>; input: CalculatorInput };

type Params = Pick<URLSearchParams, "get">;

/** Reads the calculator's fields from a query (or a form's current values); `regimes` are those offered. */
export function parseCalculatorQuery(params: Params, regimes: readonly RegimeId[]): CalculatorQuery {
  const raw = Object.fromEntries(CALCULATOR_FIELDS.map((name) => [name, params.get(name)]));
  if (Object.values(raw).every((value) => value === null)) return { status: "empty" };
  const values = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, (value ?? "").trim()]));
  const errors: Record<string, string[]> = {};
  const fail = (name: string, key: string) => (errors[name] = [`tax:errors.${key}`]);

  const amountText = values[CALCULATOR_PARAMS.amount];
  const amountCents = parseAmount(amountText);
  if (amountText === "") fail(CALCULATOR_PARAMS.amount, "amountRequired");
  else if (/^\s*-/.test(amountText) || amountCents === 0) fail(CALCULATOR_PARAMS.amount, "amountPositive");
  else if (amountCents === null) fail(CALCULATOR_PARAMS.amount, "amountFormat");
  else if (amountCents > MAX_AMOUNT_CENTS) fail(CALCULATOR_PARAMS.amount, "amountTooLarge");

  const donor = values[CALCULATOR_PARAMS.donor];
  if (!(DONOR_TYPES as readonly string[]).includes(donor)) fail(CALCULATOR_PARAMS.donor, "donorRequired");

  const sustained = values[CALCULATOR_PARAMS.sustained];
  if (sustained !== "yes" && sustained !== "no") fail(CALCULATOR_PARAMS.sustained, "sustainedRequired");

  const regime = values[CALCULATOR_PARAMS.regime];
  if (!(regimes as readonly string[]).includes(regime)) fail(CALCULATOR_PARAMS.regime, "regimeRequired");

  if (Object.keys(errors).length || amountCents === null) return { status: "invalid", values, errors };
  return {
    status: "valid",
    values,
    input: { amountCents, donor: donor as DonorType, sustained: sustained === "yes", regime: regime as RegimeId },
  };
}

export function resultOf(query: CalculatorQuery, year: number): Deduction | null {
  return query.status === "valid" ? computeDeduction(query.input, year) : null;
}
