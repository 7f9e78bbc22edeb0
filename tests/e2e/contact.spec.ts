// The contact form, with and without JavaScript: a file reaches the backend byte for byte; errors follow
// the GOV.UK pattern with nothing typed lost; the captcha stands in for the question only when it loads.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { CMS_SLUGS, pathTo } from "../../app/paths";
import { urlAt } from "../paths";
import { HOSTS, expect, test } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS } from "./mailbox";

const MIN_FILL_MS = 1000;
// Two submissions and several axe scans of a long page per journey: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });
const NUMBERS = ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];

type Received = { fields: Record<string, string>; file: { name: string; size: number; type: string; sha256: string } | null };

async function receivedWith(subject: string, tenant: string = TENANT_TOKENS.congreso): Promise<Received | undefined> {
  const res = await fetch(`${DEMO_API_URL}/__demo/contact-messages?tenant=${tenant}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Received[] }).data.find((message) => message.fields.subject === subject);
}

/** A PDF-looking file with known bytes. */
function pdf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from("%PDF-1.4\n").copy(bytes);
  for (let i = 9; i < size; i++) bytes[i] = (i * 31 + 7) % 256;
  return bytes;
}

const form = (page: Page) => page.getByRole("main").locator("form.contact-form");

/** Reads "¿Cuánto es tres más cuatro?" and answers it. */
async function answerChallenge(page: Page, override?: string) {
  const field = form(page).getByRole("textbox", { name: /^¿Cuánto es / });
  const label = (await field.getAttribute("id"))!;
  const question = await page.locator(`label[for="${label}"]`).innerText();
  const [, a, b] = /¿Cuánto es (\S+) más (\S+)\?/.exec(question)!;
  const answer = NUMBERS.indexOf(a) + 1 + NUMBERS.indexOf(b) + 1;
  await field.fill(override ?? String(answer));
  return question;
}

async function fillMessage(page: Page, subject: string) {
  const f = form(page);
  await f.getByLabel("Nombre").fill("Ane Etxeberria");
  await f.getByLabel("Correo electrónico").fill("ane@example.com");
  await f.getByLabel("Teléfono (opcional)").fill("612 345 678");
  await f.getByLabel("Asunto").fill(subject);
  await f.getByLabel("Mensaje").fill("Hola:\nNecesito la factura de mi inscripción.");
  await f.getByLabel("He leído y acepto la política de privacidad").check();
}

/** The form refuses what is sent sooner than a person could: wait out the minimum fill time. */
async function submitAfterFillTime(page: Page, shownAt: number) {
  const wait = shownAt + MIN_FILL_MS + 200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
}

const CONTACT = pathTo("page", { slug: CMS_SLUGS.contact });

const subjectFor = (name: string) => `${name} ${test.info().project.name} ${Date.now()}`;

test.describe("contact form", () => {
  test("send a message with a file: a toast, an empty form, and the backend got the file intact", async ({
    page,
    gotoPage,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    await gotoPage(CONTACT);
    const shownAt = Date.now();
    await expect(page.getByRole("heading", { level: 2, name: "Formulario de contacto" })).toBeVisible();
    await expectNoAxeViolations();

    const subject = subjectFor("file");
    const bytes = pdf(150_000);
    await fillMessage(page, subject);
    await form(page)
      .getByLabel("Adjuntar un archivo (opcional)")
      .setInputFiles({ name: "factura.pdf", mimeType: "application/pdf", buffer: bytes });
    await answerChallenge(page);
    await submitAfterFillTime(page, shownAt);

    await page.waitForURL(urlAt(CONTACT));
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Hemos recibido tu mensaje." })).toBeVisible();
    await expect(form(page).getByLabel("Nombre")).toHaveValue("");
    await expect(form(page).getByLabel("Asunto")).toHaveValue("");
    await expect(form(page).getByLabel("Mensaje")).toHaveValue("");
    await expect(page).toHaveTitle("Contacto | Congreso Demo");
    await expectNoAxeViolations();

    const received = await receivedWith(subject);
    expect(received?.fields).toMatchObject({
      name: "Ane Etxeberria",
      email: "ane@example.com",
      telephone: "612345678",
      message: "Hola:\r\nNecesito la factura de mi inscripción.",
    });
    expect(received?.file).toEqual({
      name: "factura.pdf",
      size: bytes.length,
      type: "application/pdf",
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
  });

  test("a file over the limit (three times it, no JavaScript) comes back with the message beside it and the rest as typed", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the file is refused when chosen (below)");
    await gotoPage(CONTACT);
    const shownAt = Date.now();
    const subject = subjectFor("too large");
    await fillMessage(page, subject);
    // The server reads and discards a file up to four times UPLOAD_MAX_BYTES (1 MiB here).
    await form(page)
      .getByLabel("Adjuntar un archivo (opcional)")
      .setInputFiles({ name: "grande.pdf", mimeType: "application/pdf", buffer: pdf(3_000_000) });
    const question = await answerChallenge(page);
    await submitAfterFillTime(page, shownAt);

    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "El archivo debe ocupar 1 MB como máximo" })).toHaveAttribute("href", "#contact-file");
    await expect(page).toHaveTitle("Error: Contacto | Congreso Demo");
    const file = form(page).getByLabel("Adjuntar un archivo (opcional)");
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-file-error")).toHaveText("Error: El archivo debe ocupar 1 MB como máximo");
    await expect(page.locator("#contact-file-hint")).toContainText("Habías elegido «grande.pdf»: vuelve a elegirlo");
    // Nothing else lost: the fields, the consent and the answered question.
    const f = form(page);
    await expect(f.getByLabel("Nombre")).toHaveValue("Ane Etxeberria");
    await expect(f.getByLabel("Correo electrónico")).toHaveValue("ane@example.com");
    await expect(f.getByLabel("Teléfono (opcional)")).toHaveValue("612 345 678");
    await expect(f.getByLabel("Asunto")).toHaveValue(subject);
    await expect(f.getByLabel("Mensaje")).toHaveValue("Hola:\nNecesito la factura de mi inscripción.");
    await expect(f.getByLabel("He leído y acepto la política de privacidad")).toBeChecked();
    await expect(page.locator('label[for="contact-answer"]')).toHaveText(question);
    await expect(f.getByRole("textbox", { name: question })).not.toHaveValue("");
    await expectNoAxeViolations();
    expect(await receivedWith(subject)).toBeUndefined();

    // Without the file, the same form goes through.
    await f.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Hemos recibido tu mensaje." })).toBeVisible();
    expect((await receivedWith(subject))?.file).toBeNull();
  });

  test("with JavaScript, a file over the limit is refused as soon as it is chosen, before anything is sent", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the server answers (above)");
    await gotoPage(CONTACT);
    await waitForHydration();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await fillMessage(page, subjectFor("chosen too large"));
    const file = form(page).getByLabel("Adjuntar un archivo (opcional)");
    // Over the server's bound too: sent, it would get the 413 page instead of the form.
    await file.setInputFiles({ name: "grande.pdf", mimeType: "application/pdf", buffer: pdf(5_000_000) });
    await expect(page.locator("#contact-file-error")).toHaveText("Error: El archivo debe ocupar 1 MB como máximo");
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toHaveAttribute("aria-describedby", /contact-file-error/);
    // The file is let go: the form cannot send it.
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expect(form(page).getByLabel("Asunto")).toHaveValue(/^chosen too large/);
    await expectNoAxeViolations();
    expect(posts).toEqual([]);

    // A file within the limit takes its place and the message goes.
    await file.setInputFiles({ name: "factura.pdf", mimeType: "application/pdf", buffer: pdf(150_000) });
    await expect(page.locator("#contact-file-error")).toHaveCount(0);
    await expect(file).not.toHaveAttribute("aria-invalid", "true");
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(1);
  });

  test("a file over the server's bound (no JavaScript): the 413 page in the site's frame, with its picture and a way back to the form", async ({
    page,
    gotoPage,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the file is refused when chosen (above)");
    await gotoPage(CONTACT);
    const shownAt = Date.now();
    await fillMessage(page, subjectFor("over the bound"));
    await form(page)
      .getByLabel("Adjuntar un archivo (opcional)")
      .setInputFiles({ name: "enorme.pdf", mimeType: "application/pdf", buffer: pdf(5_000_000) });
    await answerChallenge(page);
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await submitAfterFillTime(page, shownAt);
    expect((await answered).status()).toBe(413);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("El envío es demasiado grande");
    await expect(main.getByText("Error 413", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("El envío es demasiado grande | Congreso Demo");
    const image = main.locator("img");
    await expect(image).toHaveAttribute("src", "/images/error-413.svg");
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth), "the error image loads").toBeGreaterThan(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Congreso Demo, ir a la página de inicio" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Congreso Demo. Todos los derechos reservados.");
    await expectNoAxeViolations();

    await main.getByRole("link", { name: "Volver a la página" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Formulario de contacto" })).toBeVisible();
  });

  test("missing fields: every one in the summary and beside its field", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(CONTACT);
    const shownAt = Date.now();
    await form(page).getByLabel("Correo electrónico").fill("not-an-email");
    await submitAfterFillTime(page, shownAt);

    const summary = page.getByRole("alert").filter({ hasText: "Hay un problema" });
    await expect(summary).toBeVisible();
    // Each message names its field and says what to enter, as the checkout's do.
    await expect(summary.getByRole("link")).toHaveText([
      "Nombre: Escribe tu nombre",
      "Correo electrónico: Introduce un correo electrónico válido",
      "Asunto: Escribe el asunto de tu mensaje",
      "Mensaje: Escribe tu mensaje",
      "He leído y acepto la política de privacidad: Marca que aceptas la política de privacidad para enviar el mensaje",
      "Comprobación contra el correo no deseado: Escribe en cifras el resultado de la suma",
    ]);
    await expect(page.getByRole("main")).not.toContainText("Este campo es obligatorio");
    await expect(page).toHaveTitle("Error: Contacto | Congreso Demo");
    for (const label of ["Nombre", "Correo electrónico", "Asunto", "Mensaje", "He leído y acepto la política de privacidad"]) {
      await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form(page).getByLabel("Correo electrónico")).toHaveValue("not-an-email");
    await expect(form(page).getByLabel("Teléfono (opcional)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByRole("textbox", { name: /^¿Cuánto es / })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations();
  });

  test("a wrong answer: a message beside it, a new question, nothing else lost", async ({ page, gotoPage, expectNoAxeViolations }) => {
    await gotoPage(CONTACT);
    const shownAt = Date.now();
    const subject = subjectFor("wrong answer");
    await fillMessage(page, subject);
    await answerChallenge(page, "99");
    await submitAfterFillTime(page, shownAt);

    await expect(
      page.getByRole("alert").getByRole("link", { name: "La respuesta no es correcta: responde a la nueva pregunta" }),
    ).toHaveAttribute("href", "#contact-answer");
    // The new question's minimum time runs from its reply, as a person's would.
    const askedAgainAt = Date.now();
    const answer = form(page).getByRole("textbox", { name: /^¿Cuánto es / });
    await expect(answer).toHaveValue("");
    await expect(answer).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Asunto")).toHaveValue(subject);
    await expect(form(page).getByLabel("Mensaje")).toHaveValue("Hola:\nNecesito la factura de mi inscripción.");
    await expectNoAxeViolations();
    expect(await receivedWith(subject)).toBeUndefined();

    // The new question, answered, sends the message.
    await answerChallenge(page);
    await submitAfterFillTime(page, askedAgainAt);
    await expect(page.getByRole("status").filter({ hasText: "Hemos recibido tu mensaje." })).toBeVisible();
    expect(await receivedWith(subject)).toBeDefined();
  });
});

test.describe("contact form captcha providers (JavaScript)", () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled === false,
    "the provider's script needs JavaScript; without it the question is the check",
  );

  test("a provider script that does not load is reported and the question stays", async ({ page, gotoPage }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.route("https://www.google.com/recaptcha/**", (route) => route.abort());
    await gotoPage(CONTACT, { host: HOSTS.eventos });
    await expect.poll(() => errors).toContain("Failed to load script");
    await expect(form(page).getByRole("textbox", { name: /^¿Cuánto es / })).toBeVisible();
  });

  test("a tenant with a version but no site key: 'No key provided', the question stays", async ({ page, gotoPage }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await gotoPage(CONTACT, { host: HOSTS.mecenazgo });
    await expect.poll(() => errors).toContain("No key provided");
    await expect(form(page).getByRole("textbox", { name: /^¿Cuánto es / })).toBeVisible();
  });

  test("a working provider (v2) stands in for the question; its token reaches the backend", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    // A stand-in for Google's script: draws a "checkbox" and hands out a token when it is ticked.
    await page.route("https://www.google.com/recaptcha/api.js**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.grecaptcha = {
          ready: (cb) => cb(),
          render: (el, opts) => {
            const b = document.createElement("button");
            b.type = "button";
            b.textContent = "No soy un robot";
            b.onclick = () => opts.callback("demo-captcha-token");
            el.appendChild(b);
            return 0;
          },
          execute: () => Promise.resolve("unused"),
        };`,
      }),
    );
    await gotoPage(CONTACT, { host: HOSTS.eventos });
    const shownAt = Date.now();
    const subject = subjectFor("captcha");
    await fillMessage(page, subject);
    await form(page).getByRole("button", { name: "No soy un robot" }).click();
    await expect(form(page).getByRole("textbox", { name: /^¿Cuánto es / })).toBeHidden();
    // Loaded under the page's CSP nonce (the same as the page's own scripts).
    const nonces = await page.evaluate(() => {
      const provider = document.querySelector<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/"]');
      const own = document.querySelector<HTMLScriptElement>("script[nonce]:not([src^='https://www.google.com'])");
      return { provider: provider?.nonce ?? "", own: own?.nonce ?? "" };
    });
    expect(nonces.provider).not.toBe("");
    expect(nonces.provider).toBe(nonces.own);
    await expectNoAxeViolations();
    await submitAfterFillTime(page, shownAt);
    await expect(page.getByRole("status").filter({ hasText: "Hemos recibido tu mensaje." })).toBeVisible();
    const received = await receivedWith(subject, TENANT_TOKENS.eventos);
    expect(received?.fields["g-recaptcha-response"]).toBe("demo-captcha-token");
  });
});

// Full-page pictures of the form, empty and with errors, for a person to look at
// (test-results/screenshots/<project>-contact-<empty|errors>-<narrow|wide>.png); on a phone the
// form must not scroll sideways, with or without the error messages.
for (const viewport of [
  { label: "narrow", width: 375, height: 800 },
  { label: "wide", width: 1280, height: 900 },
] as const) {
  test.describe(`contact form screenshots, ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("empty and with errors", async ({ page, gotoPage }, testInfo) => {
      const shoot = async (state: string) => {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: `test-results/screenshots/${testInfo.project.name}-contact-${state}-${viewport.label}.png`,
          fullPage: true,
        });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, "no sideways scrolling").toBeLessThanOrEqual(viewport.width);
      };
      await gotoPage(CONTACT);
      await shoot("empty");
      const shownAt = Date.now();
      await form(page).getByLabel("Correo electrónico").fill("not-an-email");
      await form(page)
        .getByLabel("Adjuntar un archivo (opcional)")
        .setInputFiles({ name: "programa.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
      await submitAfterFillTime(page, shownAt);
      await expect(
        page.getByRole("alert").getByRole("link", { name: "El archivo debe ser PDF, PNG, JPG, TXT, DOC, DOCX u ODT" }),
      ).toBeVisible();
      await shoot("errors");
    });
  });
}
