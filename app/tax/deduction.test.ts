import { describe, expect, it } from "vitest";
import { parseCalculatorQuery, resultOf } from "./calculator";
import { CALCULATOR_PARAMS as P } from "./fields";
import { computeDeduction, parseAmount, percentOf, type CalculatorInput } from "./deduction";
import { REGIME_IDS } from "~/tenancy/tenant";
import { hasRates, REGIMES, REGIMES_WITH_RATES, tableFor } from "./regimes";

const YEAR = 2026;
const euros = (value: number) => Math.round(value * 100);

function deduct(amount: number, donor: CalculatorInput["donor"], sustained: boolean, regime: CalculatorInput["regime"] = "common") {
  const result = computeDeduction({ amountCents: euros(amount), donor, sustained, regime }, YEAR);
  if (result.status !== "ok") throw new Error(`no rates for ${regime} ${donor}`);
  return result;
}

/** [deduction, real cost] in euros. */
const totals = (result: ReturnType<typeof deduct>) => [result.deductionCents / 100, result.costCents / 100];

describe("amounts as people type them", () => {
  it.each([
    ["250", 25000],
    ["250,5", 25050],
    ["250.50", 25050],
    ["0,99", 99],
    ["1.234,56", 123456],
    ["1,234.56", 123456],
    ["1 234,56", 123456],
    ["1.234", 123400],
    ["1.234.567", 123456700],
    ["12.345,6", 1234560],
    ["300 €", 30000],
    ["€300", 30000],
  ])("reads %s as %i cents", (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1,2,3", "1.234,567", "250.", "0.500", "1.2345", "1,234,56", "12.34.56", "1e3"])("refuses %j", (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe("rounding to the cent", () => {
  it("rounds each line half up, and the lines add up to the deduction", () => {
    expect(percentOf(1, 50)).toBe(1); // 0.5 cents → 1
    expect(percentOf(1, 45)).toBe(0); // 0.45 → 0
    expect(percentOf(10, 45)).toBe(5); // 4.5 → 5
    expect(percentOf(101, 80)).toBe(81); // 80.8 → 81
    // 250.10 € sustained: 200 € + 45 % of 0.10 € (4.5 cents → 5)
    const result = deduct(250.1, "individual", true);
    expect(result.lines.map((line) => line.deductionCents)).toEqual([20000, 5]);
    expect(totals(result)).toEqual([200.05, 50.05]);
    expect(result.deductionCents + result.costCents).toBe(25010);
  });

  it("keeps large amounts exact", () => {
    expect(totals(deduct(1_000_000_000, "company", false))).toEqual([400_000_000, 600_000_000]);
    // 200 € + 45 % of 123,456,539.99 € (55,555,442.9955 € → .00)
    expect(totals(deduct(123_456_789.99, "individual", true))).toEqual([55_555_643, 67_901_146.99]);
  });
});

describe("common regime (Ley 49/2002 as from 2024)", () => {
  it.each([
    // amount, deduction, real cost: individuals, not sustained
    [0, 0, 0],
    [1, 0.8, 0.2],
    [150, 120, 30],
    [250, 200, 50],
    [251, 200.4, 50.6],
    [1000, 500, 500],
    [1_000_000, 400_100, 599_900],
  ])("an individual giving %d € deducts %d € (real cost %d €)", (amount, deduction, cost) => {
    expect(totals(deduct(amount, "individual", false))).toEqual([deduction, cost]);
  });

  it("gives an individual's sustained donation 45 % above 250 € (the first 250 € stay at 80 %)", () => {
    expect(totals(deduct(250, "individual", true))).toEqual([200, 50]);
    expect(totals(deduct(251, "individual", true))).toEqual([200.45, 50.55]);
    expect(totals(deduct(1000, "individual", true))).toEqual([537.5, 462.5]);
    const result = deduct(1000, "individual", true);
    expect(result.lines).toEqual([
      { fromCents: 0, upToCents: 25000, baseCents: 25000, percent: 80, deductionCents: 20000 },
      { fromCents: 25000, upToCents: null, baseCents: 75000, percent: 45, deductionCents: 33750 },
    ]);
  });

  it("gives companies 40 %, or 50 % sustained, with no first bracket", () => {
    expect(totals(deduct(1, "company", false))).toEqual([0.4, 0.6]);
    expect(totals(deduct(251, "company", false))).toEqual([100.4, 150.6]);
    expect(totals(deduct(1000, "company", false))).toEqual([400, 600]);
    expect(totals(deduct(1000, "company", true))).toEqual([500, 500]);
    expect(deduct(1000, "company", true).lines).toHaveLength(1);
  });

  it("cites its sources and notes the limits it does not compute", () => {
    const individual = deduct(100, "individual", false);
    expect(individual.from).toBe(2024);
    expect(individual.sources.map((source) => source.url)).toContain("https://www.boe.es/buscar/act.php?id=BOE-A-2002-25039");
    expect(individual.notes).toContain("irpfLimit10");
    expect(deduct(100, "company", false).notes).toEqual(expect.arrayContaining(["isLimit15", "isCarryForward"]));
  });
});

describe("Navarra's regime (Ley Foral 22/2023)", () => {
  it.each([
    [1, 0.8, 0.2],
    [150, 120, 30],
    [151, 120.35, 30.65],
    [250, 155, 95],
    [1000, 417.5, 582.5],
  ])("an individual giving %d € deducts %d € (real cost %d €)", (amount, deduction, cost) => {
    expect(totals(deduct(amount, "individual", false, "navarra"))).toEqual([deduction, cost]);
    // No higher rate for sustained donations in its art. 43.1.
    expect(totals(deduct(amount, "individual", true, "navarra"))).toEqual([deduction, cost]);
  });

  it("has no company rates entered: nothing is computed rather than a guess", () => {
    expect(computeDeduction({ amountCents: 100000, donor: "company", sustained: false, regime: "navarra" }, YEAR)).toMatchObject({
      status: "no-rates",
    });
  });
});

describe("rate tables", () => {
  it("apply from their year: before the first table there are no rates", () => {
    expect(tableFor("common", 2023)).toBeNull();
    expect(tableFor("common", 2024)?.from).toBe(2024);
    expect(tableFor("common", 2031)?.from).toBe(2024);
    expect(computeDeduction({ amountCents: 100, donor: "individual", sustained: false, regime: "common" }, 2023).status).toBe("no-rates");
  });

  it("offer only verified regimes: the Basque territories have none yet", () => {
    expect(REGIMES_WITH_RATES).toEqual(["common", "navarra"]);
    for (const id of ["araba", "bizkaia", "gipuzkoa"] as const) expect(hasRates(id)).toBe(false);
  });

  it("every entered scale has a source and covers the whole amount", () => {
    for (const id of REGIME_IDS) {
      for (const table of REGIMES[id].tables) {
        for (const scale of [table.individual, table.company]) {
          if (!scale) continue;
          expect(scale.sources.length, id).toBeGreaterThan(0);
          expect(scale.sources.every((source) => source.url.startsWith("https://"))).toBe(true);
          expect(scale.brackets.at(-1)?.upTo, id).toBeNull();
        }
      }
    }
  });
});

describe("the calculator's query", () => {
  const offered = ["common", "navarra"] as const;
  const query = (values: Record<string, string>) => parseCalculatorQuery(new URLSearchParams(values), offered);

  it("is empty before anything is asked", () => {
    expect(query({})).toEqual({ status: "empty" });
  });

  it("reports every missing field at once, keeping what was typed", () => {
    expect(query({ [P.amount]: "" })).toEqual({
      status: "invalid",
      values: { [P.amount]: "", [P.donor]: "", [P.sustained]: "", [P.regime]: "" },
      errors: {
        [P.amount]: ["tax:errors.amountRequired"],
        [P.donor]: ["tax:errors.donorRequired"],
        [P.sustained]: ["tax:errors.sustainedRequired"],
        [P.regime]: ["tax:errors.regimeRequired"],
      },
    });
  });

  it("says what is wrong with an amount", () => {
    const errorOf = (amount: string) => {
      const result = query({ [P.amount]: amount, [P.donor]: "individual", [P.sustained]: "no", [P.regime]: "common" });
      return result.status === "invalid" ? result.errors[P.amount] : null;
    };
    expect(errorOf("0")).toEqual(["tax:errors.amountPositive"]);
    expect(errorOf("-20")).toEqual(["tax:errors.amountPositive"]);
    expect(errorOf("veinte")).toEqual(["tax:errors.amountFormat"]);
    expect(errorOf("2.000.000.000")).toEqual(["tax:errors.amountTooLarge"]);
    expect(errorOf(" 1.234,56 ")).toBeNull();
  });

  it("refuses a regime the page does not offer", () => {
    const result = parseCalculatorQuery(
      new URLSearchParams({ [P.amount]: "100", [P.donor]: "individual", [P.sustained]: "no", [P.regime]: "navarra" }),
      ["common"],
    );
    expect(result).toMatchObject({ status: "invalid", errors: { [P.regime]: ["tax:errors.regimeRequired"] } });
  });

  it("gives the result of a complete query", () => {
    const result = resultOf(query({ [P.amount]: "300", [P.donor]: "individual", [P.sustained]: "yes", [P.regime]: "common" }), YEAR);
    expect(result).toMatchObject({ status: "ok", deductionCents: 22250, costCents: 7750 });
  });
});
