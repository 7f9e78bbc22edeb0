// The calculator's field names, apart from its lazy code for the page's error summary.

/** The query's parameters, in the form's order (the error summary's order too). */
export const CALCULATOR_PARAMS = { amount: "importe", donor: "donante", sustained: "sostenida", regime: "regimen" } as const;
export const CALCULATOR_FIELDS: string[] = Object.values(CALCULATOR_PARAMS);

/** The field id prefix: `tax-importe`... (one calculator per page). */
export const CALCULATOR_ID = "tax";
