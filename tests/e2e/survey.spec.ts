// The satisfaction survey on an activity's page, with and without JavaScript: login round trip,
// every required field reported at once, a full answer thanked and not offered again (fresh accounts).
import type { Locator, Page } from "@playwright/test";
import { pathTo } from "../../app/paths";
import { loginPath, urlEndingWith } from "../paths";
import { freshAccount as createAccount, logInAt, submitLogin } from "./accounts";
import { expect, test } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS } from "./mailbox";

// The demo's rehearsal, on the real clock: its survey is open (the congress's own open in March 2027).
const ACTIVITY = pathTo("conference", { slug: "ensayo-en-directo" });
const OPENING = pathTo("conference", { slug: "inauguracion-ia-para-las-personas" });
const SECTION = "#encuesta";
const SUBMIT = "Enviar respuestas";

/** A new, validated Congreso Demo account of this journey's own. */
/** A fresh, validated account of this project's (answering is once per customer). */
const freshAccount = (label: string) => createAccount("congreso", `survey-${label}`);

/** The answers the demo API received from `email`. */
type ReceivedAnswer = {
  email: string;
  conference_id: number;
  custom_form_id: number;
  survey: Record<string, unknown>;
  answered_at: string;
};

async function answersOf(email: string): Promise<ReceivedAnswer[]> {
  const res = await fetch(`${DEMO_API_URL}/__demo/survey-answers?tenant=${TENANT_TOKENS.congreso}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: ReceivedAnswer[] };
  return body.data.filter((answer) => answer.email === email);
}

type Fixtures = { page: Page; waitForHydration: () => Promise<void> };

/** From the activity's page, anonymous: the survey's login link, and back to the survey logged in. */
async function logInFromSurvey({ page, waitForHydration }: Fixtures, email: string) {
  const section = page.getByRole("region", { name: "Encuesta de satisfacción" });
  await expect(section).toContainText("Inicia sesión para responderla");
  await expect(section.getByRole("button", { name: SUBMIT })).toHaveCount(0);
  const login = section.getByRole("link", { name: "Iniciar sesión para responder" });
  await expect(login).toHaveAttribute("href", loginPath(`${ACTIVITY}${SECTION}`));
  await login.click();
  await page.waitForURL(urlEndingWith(loginPath(`${ACTIVITY}${SECTION}`)));
  await waitForHydration();
  await submitLogin(page, email);
  await page.waitForURL(urlEndingWith(`${ACTIVITY}${SECTION}`));
  await waitForHydration();
}

const surveyForm = (page: Page) => page.getByRole("form", { name: "Encuesta de satisfacción" });

async function fillEverything(form: Locator) {
  await form.getByRole("radio", { name: "4", exact: true }).check();
  await form.getByRole("group", { name: "¿El contenido respondió a tus expectativas?" }).getByRole("radio", { name: "En parte" }).check();
  await form.getByLabel("¿Cómo la seguiste?").selectOption({ label: "Por streaming" });
  const topics = form.getByRole("group", { name: /¿Qué temas te gustaría/ });
  await topics.getByRole("checkbox", { name: "Cultura" }).check();
  await topics.getByRole("checkbox", { name: "Salud" }).check();
  await form.getByLabel(/¿qué día te viene bien\? \(opcional\)/).fill("2027-03-27");
  await form.getByLabel("Lo que más te gustó (opcional)").fill("Las demos en directo");
  await form.getByLabel("Comentarios y sugerencias (opcional)").fill("Más tiempo para preguntas, por favor.");
  await form.getByRole("checkbox", { name: "Podéis contactarme para ampliar mi opinión" }).check();
}

const VIEWPORTS = [
  { label: "narrow", width: 375, height: 800 },
  { label: "wide", width: 1280, height: 900 },
] as const;

/** The survey section (or the whole page) as a picture, and no sideways scrolling. */
async function picture(page: Page, name: string, target?: Locator) {
  const file = `test-results/screenshots/${test.info().project.name}-survey-${name}.png`;
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: true });
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, "no horizontal scrolling").toBeLessThanOrEqual(widths.inner);
}

test.describe("activity survey", () => {
  // Sign-up, login, three axe scans and two submissions on a 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("anonymous → login → every required field reported at once → answered, thanked, not offered again", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    const email = await freshAccount("answer");
    await gotoPage(ACTIVITY);
    await expectNoAxeViolations();
    await logInFromSurvey({ page, waitForHydration }, email);

    const form = surveyForm(page);
    await expect(form.getByRole("group", { name: "Valoración general de la sesión" })).toBeVisible();
    await expect(form.getByRole("radio", { name: "1 (Muy mala)" })).toBeVisible();
    await expect(form.getByRole("radio", { name: "5 (Excelente)" })).toBeVisible();
    await expect(form.getByRole("group", { name: /¿Qué temas te gustaría.*\(opcional\)/ })).toHaveAccessibleDescription(
      "Elige todos los que quieras.",
    );
    await expectNoAxeViolations();

    // Empty but for two optional answers: every required field at once, the optional answers kept.
    await form.getByLabel("Lo que más te gustó (opcional)").fill("Las demos");
    await form
      .getByRole("group", { name: /¿Qué temas te gustaría/ })
      .getByRole("checkbox", { name: "Sostenibilidad" })
      .check();
    await form.getByRole("button", { name: SUBMIT }).click();
    await waitForHydration();
    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary.getByRole("link")).toHaveText([
      "Elige una opción en «Valoración general de la sesión»",
      "Elige una opción en «¿El contenido respondió a tus expectativas?»",
      "Elige una opción en «¿Cómo la seguiste?»",
    ]);
    await expect(page).toHaveTitle(/^Error: /);
    // The form posts to its own section, so without JavaScript an error comes back there, not to the top of a long page.
    await expect(form).toHaveAttribute("action", new RegExp(`${ACTIVITY}${SECTION}$`));
    if (javaScriptEnabled !== false) await expect(page.locator(".error-summary")).toBeFocused();
    await expect(form.getByRole("group", { name: "Valoración general de la sesión" })).toHaveAccessibleDescription(
      /Error: Elige una opción en «Valoración general de la sesión»/,
    );
    await expect(form.getByRole("group", { name: "¿El contenido respondió a tus expectativas?" })).toHaveAccessibleDescription(
      /Error: Elige una opción en «¿El contenido respondió a tus expectativas\?»/,
    );
    await expect(form.getByLabel("¿Cómo la seguiste?")).toHaveAccessibleDescription(/Error: Elige una opción en «¿Cómo la seguiste\?»/);
    await expect(form.getByLabel("Lo que más te gustó (opcional)")).toHaveValue("Las demos");
    await expect(form.getByRole("checkbox", { name: "Sostenibilidad" })).toBeChecked();
    // A summary link leads to its field.
    await summary.getByRole("link", { name: /¿Cómo la seguiste\?/ }).click();
    await expect(form.getByLabel("¿Cómo la seguiste?")).toBeFocused();
    await expectNoAxeViolations();

    await form.getByRole("checkbox", { name: "Sostenibilidad" }).uncheck();
    await fillEverything(form);
    await form.getByRole("button", { name: SUBMIT }).click();
    await page.waitForURL(urlEndingWith(`${ACTIVITY}${SECTION}`));
    await waitForHydration();
    const section = page.getByRole("region", { name: "Encuesta de satisfacción" });
    const thanks = section.getByText("Gracias por responder la encuesta.");
    await expect(thanks).toBeVisible();
    await expect(page.getByRole("button", { name: SUBMIT })).toHaveCount(0);
    await expect(summary).toHaveCount(0);
    if (javaScriptEnabled !== false) await expect(page.locator(".survey-thanks")).toBeFocused();
    await expect(thanks).toBeInViewport();
    await expectNoAxeViolations();

    expect(await answersOf(email)).toEqual([
      {
        conference_id: 120,
        custom_form_id: 7001,
        email,
        answered_at: expect.any(String),
        survey: {
          overall: 4,
          expectations: "partly",
          attendance: "streaming",
          topics: ["culture", "health"],
          follow_up_date: "2027-03-27",
          best: "Las demos en directo",
          comments: "Más tiempo para preguntas, por favor.",
          contact_ok: true,
        },
      },
    ]);

    // Another visit: still the thanks, no form.
    await gotoPage(ACTIVITY);
    await expect(page.getByRole("region", { name: "Encuesta de satisfacción" })).toContainText("Gracias por responder la encuesta.");
    await expect(page.getByRole("button", { name: SUBMIT })).toHaveCount(0);
  });

  test("before the session starts, the survey says when it opens and offers no form", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const email = await freshAccount("early");
    await logInAt({ page, waitForHydration }, email, OPENING);
    const section = page.getByRole("region", { name: "Encuesta de satisfacción" });
    await expect(section).toContainText("La encuesta se abre el martes, 9 de marzo de 2027, a las 09:30.");
    await expect(surveyForm(page)).toHaveCount(0);
    await expect(section.getByRole("link", { name: "Iniciar sesión para responder" })).toHaveCount(0);
    await expectNoAxeViolations();
  });

  for (const viewport of VIEWPORTS) {
    test(`screenshots at ${viewport.width} px: the form, its errors and the thanks fit`, async ({ page, waitForHydration }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const email = await freshAccount(viewport.label);
      await logInAt({ page, waitForHydration }, email, `${ACTIVITY}${SECTION}`);
      const section = page.getByRole("region", { name: "Encuesta de satisfacción" });
      await picture(page, `form-${viewport.label}`, section);

      await surveyForm(page).getByRole("button", { name: SUBMIT }).click();
      await waitForHydration();
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("alert").filter({ hasText: "Hay un problema" })).toBeVisible();
      await picture(page, `summary-${viewport.label}`, summary);
      await picture(page, `errors-${viewport.label}`, section);

      await fillEverything(surveyForm(page));
      await surveyForm(page).getByRole("button", { name: SUBMIT }).click();
      await page.waitForURL(urlEndingWith(`${ACTIVITY}${SECTION}`));
      await waitForHydration();
      await expect(section.getByText("Gracias por responder la encuesta.")).toBeVisible();
      await picture(page, `thanks-${viewport.label}`, section);
    });
  }
});
