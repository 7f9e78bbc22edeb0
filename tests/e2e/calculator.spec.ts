// The tax-deduction calculator on Mecenazgo Demo's FAQ page, with and without JavaScript: a GET form
// rendered by the server, its errors, and the figures for each kind of donor and regime (app/tax/regimes.ts).
import type { Page } from "@playwright/test";
import { HOSTS, expect, test } from "./fixtures";

const FAQ = "/preguntas-frecuentes";
const host = HOSTS.mecenazgo;

const calculator = (page: Page) => page.getByRole("main").locator(".tax-calculator");
const amountField = (page: Page) => calculator(page).getByRole("textbox", { name: "Importe que donas al año (en euros)" });
const result = (page: Page) => page.getByRole("region", { name: "Tu desgravación" });
/** A figure as the page writes it: "537,50 €" with a no-break space. */
const euros = (text: string) => new RegExp(`^${text.replace(".", "\\.").replace(" ", "\\s")}$`);

type Choice = {
  amount: string;
  donor: "Particular (IRPF)" | "Empresa (Impuesto sobre Sociedades)";
  sustained: "Sí" | "No";
  regime?: string;
};

async function fill(page: Page, choice: Choice) {
  const form = calculator(page);
  await amountField(page).fill(choice.amount);
  await form.getByRole("group", { name: "¿Donas como particular o como empresa?" }).getByRole("radio", { name: choice.donor }).check();
  await form
    .getByRole("group", { name: "¿Es una donación recurrente?" })
    .getByRole("radio", { name: choice.sustained, exact: true })
    .check();
  if (choice.regime) await form.getByRole("group", { name: "Régimen fiscal" }).getByRole("radio", { name: choice.regime }).check();
}

async function submit(page: Page, waitForHydration: () => Promise<void>) {
  const before = page.url();
  await calculator(page).getByRole("button", { name: "Calcular la desgravación" }).click();
  await page.waitForURL((url) => url.href !== before && url.searchParams.has("importe"));
  await waitForHydration();
}

async function expectTotals(page: Page, deduction: string, cost: string) {
  await expect(result(page).locator(".tax-total-deduction dd")).toHaveText(euros(deduction));
  await expect(result(page).locator(".tax-total-cost dd")).toHaveText(euros(cost));
}

test("a submit with fields missing lists every one above the title, beside its field, and says so in the title", async ({
  page,
  gotoPage,
  waitForHydration,
  expectNoAxeViolations,
}) => {
  await gotoPage(FAQ, { host });
  await submit(page, waitForHydration);

  const summary = page.locator(".cms-page > .error-summary");
  await expect(summary.getByRole("link")).toHaveText([
    "Importe que donas al año (en euros): Escribe el importe que donas al año",
    "¿Donas como particular o como empresa?: Elige si donas como particular o como empresa",
    "¿Es una donación recurrente?: Elige si la donación es recurrente",
  ]);
  // GOV.UK: the summary first, then the page's heading.
  await expect(page.locator(".cms-page > .error-summary + h1")).toHaveText("Preguntas frecuentes");
  await expect(page).toHaveTitle(/^Error: Preguntas frecuentes/);
  await expect(amountField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(calculator(page).getByRole("group", { name: "¿Es una donación recurrente?" })).toContainText(
    "Elige si la donación es recurrente",
  );
  await expect(result(page)).toContainText("Rellena todos los campos");
  await expectNoAxeViolations();
});

test("an amount that is not a number comes back as typed, with a message", async ({ page, gotoPage, waitForHydration }) => {
  await gotoPage(FAQ, { host });
  await fill(page, { amount: "doscientos", donor: "Particular (IRPF)", sustained: "No" });
  await submit(page, waitForHydration);
  await expect(page.locator(".error-summary")).toContainText("Escribe el importe como un número, por ejemplo 250 o 1.234,56");
  await expect(amountField(page)).toHaveValue("doscientos");
  await expect(calculator(page).getByRole("radio", { name: "Particular (IRPF)" })).toBeChecked();
});

test("an individual's sustained donation of 1.000 €: 537,50 € back, a real cost of 462,50 €, line by line", async ({
  page,
  gotoPage,
  waitForHydration,
  expectNoAxeViolations,
}) => {
  await gotoPage(FAQ, { host });
  await fill(page, { amount: "1.000", donor: "Particular (IRPF)", sustained: "Sí" });
  await submit(page, waitForHydration);

  await expectTotals(page, "537,50 €", "462,50 €");
  const table = result(page).getByRole("table");
  await expect(table.getByRole("row", { name: /80 % de los primeros 250 €/ })).toContainText("200 €");
  await expect(table.getByRole("row", { name: /45 % de lo que pasa de 250 €/ })).toContainText("337,50 €");
  await expect(result(page)).toContainText("Ley 49/2002");
  // The values as typed, and a URL that gives the same page again.
  await expect(amountField(page)).toHaveValue("1.000");
  await expect(page).toHaveURL(/importe=1\.000&donante=individual&sostenida=yes&regimen=common/);
  await expectNoAxeViolations();
});

test("an individual's one-off donation of 300 €: 220 € back (80 % of 250 €, 40 % of the rest)", async ({
  page,
  gotoPage,
  waitForHydration,
}) => {
  await gotoPage(FAQ, { host });
  await fill(page, { amount: "300", donor: "Particular (IRPF)", sustained: "No" });
  await submit(page, waitForHydration);
  await expectTotals(page, "220 €", "80 €");
});

test("a company: 40 % of a one-off donation, 50 % of a sustained one", async ({ page, gotoPage, waitForHydration }) => {
  await gotoPage(FAQ, { host });
  await fill(page, { amount: "2500", donor: "Empresa (Impuesto sobre Sociedades)", sustained: "No" });
  await submit(page, waitForHydration);
  await expectTotals(page, "1.000 €", "1.500 €");
  await expect(result(page)).toContainText("15 % de la base imponible");

  await fill(page, { amount: "2500", donor: "Empresa (Impuesto sobre Sociedades)", sustained: "Sí" });
  await submit(page, waitForHydration);
  await expectTotals(page, "1.250 €", "1.250 €");
});

test("Navarra's own rates for individuals (80 % of the first 150 €, 35 % of the rest); no company rates, said plainly", async ({
  page,
  gotoPage,
  waitForHydration,
}) => {
  await gotoPage(FAQ, { host });
  await fill(page, { amount: "1000", donor: "Particular (IRPF)", sustained: "Sí", regime: "Navarra (régimen foral)" });
  await submit(page, waitForHydration);
  await expectTotals(page, "417,50 €", "582,50 €");
  await expect(result(page)).toContainText("Ley Foral 22/2023");

  await fill(page, { amount: "1000", donor: "Empresa (Impuesto sobre Sociedades)", sustained: "No", regime: "Navarra (régimen foral)" });
  await submit(page, waitForHydration);
  await expect(result(page)).toContainText("aún no tiene los porcentajes de Navarra (régimen foral) para empresas");
  await expect(result(page).getByRole("table")).toHaveCount(0);
});

test("the result fits a 320 px wide screen", async ({ page, gotoPage }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoPage(`${FAQ}?importe=1.234,56&donante=individual&sostenida=yes&regimen=common`, { host });
  await expectTotals(page, "643,05 €", "591,51 €");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
});

test("with JavaScript the result follows what is typed, without submitting, announced politely", async ({ page, gotoPage }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "needs JavaScript");
  await gotoPage(FAQ, { host });
  await fill(page, { amount: "100", donor: "Particular (IRPF)", sustained: "No" });
  await expectTotals(page, "80 €", "20 €");
  await amountField(page).fill("300");
  await expectTotals(page, "220 €", "80 €");
  await calculator(page).getByRole("radio", { name: "Empresa (Impuesto sobre Sociedades)" }).check();
  await expectTotals(page, "120 €", "180 €");
  await expect(result(page).locator("[aria-live=polite]")).toContainText("Te desgravas");
  // Nothing was submitted.
  await expect(page).toHaveURL(/\/preguntas-frecuentes$/);
  // An incomplete form shows no figures rather than stale ones.
  await amountField(page).fill("");
  await expect(result(page)).toContainText("Rellena todos los campos");
});
