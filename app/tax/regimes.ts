// The tax-deduction rates for donations, as data: rate tables per regime by the year they apply
// from, each figure with its law. Unverified rates are left out, never guessed (decision 018).

import { REGIME_IDS, type RegimeId } from "~/tenancy/tenant";

export const DONOR_TYPES = ["individual", "company"] as const;
export type DonorType = (typeof DONOR_TYPES)[number];

/** Where a figure comes from. `law` and `article` are the legal names, in Spanish as published. */
export type LegalSource = { law: string; article: string; url: string };

/** Up to `upTo` euros (null: the rest) at `percent`, or `sustainedPercent` for a sustained donation. */
export type Bracket = { upTo: number | null; percent: number; sustainedPercent: number };

/** Keys of `locales/<lng>/tax.json` `notes.*`: limits and conditions the calculator does not compute. */
export type NoteId =
  "irpfLimit10" | "isLimit15" | "isCarryForward" | "sustainedRule" | "navarraPerTaxpayer" | "navarraNoSustained" | "navarraModalities";

type Scale = { brackets: Bracket[]; sources: LegalSource[]; notes: NoteId[] };

/** The rates from `from` (a tax year) until the next table. null: not entered (not verified). */
export type RateTable = { from: number; individual: Scale | null; company: Scale | null };

const LEY_49_2002: LegalSource = {
  law: "Ley 49/2002, de 23 de diciembre (redacción del Real Decreto-ley 6/2023, de 19 de diciembre)",
  article: "art. 19",
  url: "https://www.boe.es/buscar/act.php?id=BOE-A-2002-25039",
};
const RDL_6_2023: LegalSource = {
  law: "Real Decreto-ley 6/2023, de 19 de diciembre",
  article: "modificación de los arts. 19 y 20 de la Ley 49/2002",
  url: "https://www.boe.es/eli/es/rdl/2023/12/19/6",
};
const AEAT_SOCIEDADES_2024: LegalSource = {
  law: "Agencia Tributaria, Manual práctico de Sociedades 2024",
  article: "importe de la deducción (art. 20 Ley 49/2002)",
  url: "https://www3.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/manual-sociedades-2024/capitulo-06-liquidacion-is-determinacion-tributaria/cuota-liquida-casilla-00592/deducc-donac-entid-sin-fines-2002/donaciones-caracter-general/importe-deduccion-donac-ent-sin-lucrativos.html",
};
const NAVARRA_LF_22_2023: LegalSource = {
  law: "Ley Foral 22/2023, de 26 de diciembre (Navarra), que modifica el texto refundido aprobado por el Decreto Foral Legislativo 2/2023",
  article: "art. 43.1 del texto refundido",
  url: "https://www.boe.es/eli/es-nc/lf/2023/12/26/22",
};
const NAVARRA_DFLEG_2_2023: LegalSource = {
  law: "Decreto Foral Legislativo 2/2023, de 24 de mayo (Navarra): texto refundido de los incentivos fiscales al mecenazgo",
  article: "título II",
  url: "https://www.lexnavarra.navarra.es/detalle.asp?r=56080",
};

export const REGIMES: Record<RegimeId, { tables: RateTable[] }> = {
  // Territorio común: Ley 49/2002 arts. 19 and 20 as worded by Real Decreto-ley 6/2023.
  common: {
    tables: [
      {
        from: 2024,
        individual: {
          brackets: [
            { upTo: 250, percent: 80, sustainedPercent: 80 },
            { upTo: null, percent: 40, sustainedPercent: 45 },
          ],
          sources: [LEY_49_2002, RDL_6_2023],
          notes: ["sustainedRule", "irpfLimit10"],
        },
        company: {
          brackets: [{ upTo: null, percent: 40, sustainedPercent: 50 }],
          sources: [{ ...LEY_49_2002, article: "art. 20" }, AEAT_SOCIEDADES_2024],
          notes: ["sustainedRule", "isLimit15", "isCarryForward"],
        },
      },
    ],
  },
  // Navarra: texto refundido 2023 as amended by Ley Foral 22/2023; companies' art. 44.1 not verified.
  navarra: {
    tables: [
      {
        from: 2024,
        individual: {
          brackets: [
            { upTo: 150, percent: 80, sustainedPercent: 80 },
            { upTo: null, percent: 35, sustainedPercent: 35 },
          ],
          sources: [NAVARRA_LF_22_2023, NAVARRA_DFLEG_2_2023],
          notes: ["navarraPerTaxpayer", "navarraNoSustained", "navarraModalities"],
        },
        company: null,
      },
    ],
  },
  // The Basque territories' regimes: no rates verified against their sources.
  araba: { tables: [] },
  bizkaia: { tables: [] },
  gipuzkoa: { tables: [] },
};

/** A regime a tenant may offer: it has at least one table with rates for some donor. */
export function hasRates(regime: RegimeId): boolean {
  return REGIMES[regime].tables.some((table) => table.individual || table.company);
}

/** The regimes with rates: what a tenant offers unless it says otherwise. */
export const REGIMES_WITH_RATES: readonly RegimeId[] = /* @__PURE__ */ REGIME_IDS.filter(hasRates);

/** The table in force in `year`: the newest one from that year or before (null before the first). */
export function tableFor(regime: RegimeId, year: number): RateTable | null {
  let found: RateTable | null = null;
  for (const table of REGIMES[regime].tables) if (table.from <= year && (!found || table.from > found.from)) found = table;
  return found;
}
