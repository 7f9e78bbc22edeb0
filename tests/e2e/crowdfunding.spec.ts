// Crowdfunding, with and without JavaScript: a campaign's page, following and unfollowing, comments,
// contributions by card and transfer, and the private area's tab; changes use fresh accounts.
import type { Page } from "@playwright/test";
import { localePath } from "../../app/i18n/locales";
import { pathTo } from "../../app/paths";
import { decodeQrPng } from "../qr";
import { loginPath, urlOnPath } from "../paths";
import { freshAccount, logInAt, submitLogin, type Tenant } from "./accounts";
import { HOSTS, expect, test } from "./fixtures";
import { DEMO_API_URL, TENANT_TOKENS } from "./mailbox";

const CONGRESO_CAMPAIGN = pathTo("campaign", { slug: "patrimonio-digital" });
/** Mecenazgo Demo's active campaign: the demo API refuses to unfollow it (the spec's unfollow failure). */
const MECENAZGO_CAMPAIGN = pathTo("campaign", { slug: "concierto-solidario-archivo-sonoro" });
const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

type Ctx = { page: Page; waitForHydration: () => Promise<void>; expectNoAxeViolations: (page?: Page) => Promise<void> };

/** A fresh account logged in, on `path` of `tenant`. */
async function freshVisitor(ctx: Ctx, tenant: Tenant, label: string, path: string): Promise<string> {
  const email = await freshAccount(tenant, label);
  await logInAt(ctx, email, path, HOSTS[tenant]);
  return email;
}

/** The demo API's contribution orders of one account (`GET /__demo/orders`). */
async function contributionOrders(
  tenant: Tenant,
  email: string,
): Promise<Array<{ status: string; payment_kind: string; user_ip: string | null; amount: number }>> {
  const res = await fetch(`${DEMO_API_URL}/__demo/orders?tenant=${TENANT_TOKENS[tenant]}`);
  const body = (await res.json()) as {
    data: Array<{
      email: string;
      status: string;
      payment_kind: string;
      user_ip?: string | null;
      amount: number;
      item?: { type: string };
      campaign_id?: number | null;
    }>;
  };
  return body.data
    .filter((order) => order.email === email && (order.item?.type === "contribution" || order.campaign_id))
    .map((order) => ({ status: order.status, payment_kind: order.payment_kind, user_ip: order.user_ip ?? null, amount: order.amount }));
}

/** From the campaign's page, a reward's "choose" link to the contribute page. */
async function chooseReward({ page, waitForHydration }: Ctx, reward: RegExp) {
  await page
    .locator(".reward-list > li")
    .filter({ has: page.getByRole("heading", { name: reward }) })
    .getByRole("link", { name: "Elegir esta recompensa" })
    .click();
  await page.waitForURL(urlOnPath(pathTo("rewardsPayment")));
  await waitForHydration();
  await expect(page.getByRole("heading", { level: 1, name: /^Aportar a / })).toBeVisible();
}

async function contribute({ page }: Ctx, method: string) {
  await page.getByRole("group", { name: "¿Cómo quieres pagar?" }).getByRole("radio", { name: method }).check();
  await page.getByRole("checkbox", { name: "He leído y acepto las condiciones de compra" }).check();
  await page.getByRole("button", { name: "Aportar", exact: true }).click();
}

async function atCardPage({ page }: Ctx, card: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Pago seguro (demo)" })).toBeVisible();
  await page.getByLabel("Número de tarjeta").fill(card);
  await page.getByRole("button", { name: "Pagar" }).click();
}

test.describe("a campaign's page", () => {
  test("goal, raised and its share in words, backers, days left, rewards (one sold out), comments in pages", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    await gotoPage(CONGRESO_CAMPAIGN);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.locator(".campaign-side")).toContainText(/recaudados de un objetivo de [\d.]+ € \(\d+ %\)/);
    // Every amount groups its thousands, four digits too ("7.560 €", not "7560 €"), as the goal does.
    await expect(main.locator(".campaign-side")).not.toContainText(/\d{4} €/);
    // Months are lower case in Spanish running text.
    await expect(main.getByRole("region", { name: "Recompensas" })).toContainText(/Entrega prevista: [a-z]+ de 20\d\d/);
    await expect(main.locator(".campaign-side")).toContainText(/\d+ mecenas/);
    await expect(main.locator(".campaign-side")).toContainText(/Quedan? \d+ días?/);
    const rewards = main.getByRole("region", { name: "Recompensas" }).locator(".reward-list > li");
    const soldOut = rewards.filter({ hasText: "Agotada" });
    await expect(soldOut).toHaveCount(1);
    await expect(soldOut.getByRole("link", { name: "Elegir esta recompensa" })).toHaveCount(0);
    await expect(rewards.getByRole("link", { name: "Elegir esta recompensa" })).toHaveCount((await rewards.count()) - 1);
    await expect(main.getByRole("heading", { level: 2, name: "Novedades del proyecto" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: /^\d+ comentarios$/ })).toBeVisible();
    await expect(main.locator(".comment")).toHaveCount(10);
    await expectNoAxeViolations();

    await main.getByRole("navigation", { name: "Páginas de comentarios" }).getByRole("link", { name: "2" }).click();
    await page.waitForURL(/[?&]page=2#comentarios$/);
    // With JavaScript the address changes a moment before the new page of comments is drawn: waited for.
    await expect.poll(() => main.locator(".comment").count()).toBeLessThan(10);
    await expect(main.locator(".comment").first()).toBeVisible();
  });

  test("the activity's page shows its campaign and leads to it", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(pathTo("conference", { slug: "patrimonio-digital" }));
    const teaser = page.getByRole("region", { name: /./ }).filter({ has: page.locator("#campaign-teaser-title") });
    await expect(teaser).toContainText(/recaudados de un objetivo/);
    await teaser.getByRole("link", { name: "Apoyar la campaña" }).click();
    await page.waitForURL(urlOnPath(CONGRESO_CAMPAIGN));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 2, name: "Recompensas" })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the share, the days left and Aportar stay at the bottom of the screen and lead to the rewards", async ({
    page,
    gotoPage,
    expectNoAxeViolations,
  }) => {
    await gotoPage(MECENAZGO_CAMPAIGN, { host: HOSTS.mecenazgo });
    const bar = page.locator(".campaign-action-bar");
    const aportar = bar.getByRole("link", { name: "Aportar" });
    // On the first screen, below the picture and the summary that push the side box down.
    await expect(page.locator("img.campaign-image")).toBeVisible();
    await expect(page.locator(".campaign-side").getByRole("link", { name: "Aportar" })).not.toBeInViewport();
    await expect(bar).toContainText(/\d+ % del objetivo · Quedan? \d+ días?/);
    await expect(aportar).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations();
    // Halfway down, still there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(aportar).toBeInViewport();
    await aportar.click();
    await expect(page).toHaveURL(/#rewards-title$/);
    await expect(page.getByRole("heading", { level: 2, name: "Recompensas" })).toBeInViewport();
  });
});

test("on a desktop the side box has the action: no bar", async ({ page, gotoPage }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoPage(MECENAZGO_CAMPAIGN, { host: HOSTS.mecenazgo });
  await expect(page.locator(".campaign-side").getByRole("link", { name: "Aportar" })).toBeInViewport();
  await expect(page.locator(".campaign-action-bar")).toBeHidden();
});

test("an ended campaign says so, in Basque too, and takes no contributions", async ({ page, gotoPage, expectNoAxeViolations }) => {
  await gotoPage(localePath("eus", pathTo("campaign", { slug: "presentacion-campanas-2027" })), { host: HOSTS.mecenazgo });
  const main = page.getByRole("main");
  await expect(main.locator(".campaign-side")).toContainText("Kanpaina amaituta");
  await expect(main.getByText("Kanpaina hau amaitu da: ez du ekarpen gehiagorik onartzen.", { exact: false })).toBeVisible();
  await expect(main.getByRole("link", { name: "Ekarpena egin" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Aukeratu sari hau" })).toHaveCount(0);
  await expectNoAxeViolations();
});

test.describe("following a campaign", () => {
  test("login is needed: the login page comes back to the campaign", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage(CONGRESO_CAMPAIGN);
    await expect(page.getByText("Inicia sesión para seguir esta campaña y recibir sus novedades.")).toBeVisible();
    await page.locator("#seguir").getByRole("link", { name: "Iniciar sesión" }).click();
    await waitForHydration();
    await submitLogin(page, await freshAccount("congreso", "follow-login"));
    await page.waitForURL(urlOnPath(CONGRESO_CAMPAIGN));
    await expect(page.getByRole("button", { name: "Seguir esta campaña" })).toBeVisible();
  });

  test("follow, then unfollow after confirming (a page without JavaScript, a dialog with it)", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
    javaScriptEnabled,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshVisitor(ctx, "congreso", "follow", CONGRESO_CAMPAIGN);
    await page.getByRole("button", { name: "Seguir esta campaña" }).click();
    await expect(page.getByText("Ahora sigues esta campaña.")).toBeVisible();
    await expect(page.getByText("Sigues esta campaña.", { exact: true })).toBeVisible();
    await waitForHydration();

    await page.getByRole("link", { name: "Dejar de seguir" }).click();
    if (javaScriptEnabled) {
      const dialog = page.getByRole("dialog", { name: "¿Dejar de seguir esta campaña?" });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations();
      // Changing one's mind keeps everything as it was.
      await dialog.getByRole("button", { name: "No, quiero seguirla" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("link", { name: "Dejar de seguir" }).click();
      await dialog.getByRole("button", { name: "Sí, dejar de seguir" }).click();
    } else {
      await page.waitForURL(urlOnPath(pathTo("campaignUnfollow", { slug: "patrimonio-digital" })));
      await expect(page.getByRole("heading", { level: 1, name: "¿Dejar de seguir esta campaña?" })).toBeVisible();
      await expectNoAxeViolations();
      await page.getByRole("button", { name: "Sí, dejar de seguir" }).click();
    }
    await page.waitForURL(urlOnPath(CONGRESO_CAMPAIGN));
    await expect(page.getByText("Ya no sigues esta campaña.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Seguir esta campaña" })).toBeVisible();
  });

  test("unfollowing refused by the backend: the catalogue's message, still followed", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
    javaScriptEnabled,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshVisitor(ctx, "mecenazgo", "unfollow-fails", MECENAZGO_CAMPAIGN);
    await page.getByRole("button", { name: "Seguir esta campaña" }).click();
    await expect(page.getByText("Sigues esta campaña.", { exact: true })).toBeVisible();
    await waitForHydration();
    await page.getByRole("link", { name: "Dejar de seguir" }).click();
    if (javaScriptEnabled) await page.getByRole("dialog").getByRole("button", { name: "Sí, dejar de seguir" }).click();
    else await page.getByRole("button", { name: "Sí, dejar de seguir" }).click();
    await expect(page.getByRole("alert").first()).toContainText("No hemos podido dejar de seguir la campaña. La sigues siguiendo");
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "No, quiero seguirla" }).click();
    await expect(page.getByText("Sigues esta campaña.", { exact: true })).toBeVisible();
  });
});

test("commenting: an empty comment is refused, then the comment is published first", async ({
  page,
  waitForHydration,
  expectNoAxeViolations,
}) => {
  const ctx = { page, waitForHydration, expectNoAxeViolations };
  await freshVisitor(ctx, "congreso", "comment", CONGRESO_CAMPAIGN);
  const comments = page.locator("#comentarios");
  await comments.getByRole("button", { name: "Publicar comentario" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Este campo es obligatorio");
  await expectNoAxeViolations();
  const text = `¡Mucho ánimo con el proyecto! ${Date.now()}`;
  await comments.getByLabel("Tu comentario").fill(text);
  await comments.getByRole("button", { name: "Publicar comentario" }).click();
  await expect(page.getByText("Tu comentario está publicado. ¡Gracias!")).toBeVisible();
  await expect(comments.locator(".comment").first()).toContainText(text);
  await expect(comments.locator(".comment").first()).toContainText("(tú)");
});

test.describe("contributing", () => {
  test("a reward by card: the provider's page, the thanks; the portal sent the visitor's IP", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    const email = await freshVisitor(ctx, "congreso", "cf-card", CONGRESO_CAMPAIGN);
    await chooseReward(ctx, /^10 €/);
    await expect(page.getByRole("group", { name: "¿Qué quieres aportar?" }).getByRole("radio", { name: /^10 €/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^60 €.*Agotada/ })).toBeDisabled();
    await expectNoAxeViolations();
    await contribute(ctx, "Tarjeta");
    await atCardPage(ctx, SUCCESS_CARD);
    await page.waitForURL(urlOnPath(pathTo("rewardsPaymentOk")));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "¡Gracias por tu aportación!" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/Tu aportación de 10 € a «.+» está confirmada/);
    await expectNoAxeViolations();
    const orders = await contributionOrders("congreso", email);
    expect(orders).toEqual([expect.objectContaining({ status: "paid", payment_kind: "card", amount: 10 })]);
    expect(orders[0].user_ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  test("a declined card: nothing charged, the retry keeps the reward and the method", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshVisitor(ctx, "congreso", "cf-declined", CONGRESO_CAMPAIGN);
    await chooseReward(ctx, /^150 €/);
    await contribute(ctx, "Tarjeta");
    await atCardPage(ctx, DECLINED_CARD);
    await page.waitForURL(urlOnPath(pathTo("rewardsPaymentError")));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "No se ha podido hacer tu aportación" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("ha sido rechazado");
    await expect(page.getByRole("main")).toContainText("No se ha cobrado nada");
    await expectNoAxeViolations();
    await page.getByRole("link", { name: "Intentarlo de nuevo" }).click();
    await page.waitForURL(urlOnPath(pathTo("rewardsPayment")));
    await waitForHydration();
    await expect(page.getByRole("radio", { name: /^150 €/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Tarjeta" })).toBeChecked();
  });

  test("every missing choice at once, in the catalogue's words, kept as chosen", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshVisitor(ctx, "congreso", "cf-missing", `${pathTo("rewardsPayment")}?campana=patrimonio-digital`);
    await page.getByRole("button", { name: "Aportar", exact: true }).click();
    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText("Elige una recompensa, o la cantidad que quieras sin recompensa");
    await expect(summary).toContainText("Elige un método de pago");
    await expect(summary).toContainText("Acepta las condiciones para hacer tu aportación");
    await expectNoAxeViolations();
  });

  test("a free amount: below the minimum refused, then by bank transfer with its EPC QR and the 7-day rule", async ({
    page,
    waitForHydration,
    expectNoAxeViolations,
  }) => {
    const ctx = { page, waitForHydration, expectNoAxeViolations };
    await freshVisitor(ctx, "congreso", "cf-transfer", CONGRESO_CAMPAIGN);
    await page.getByRole("link", { name: /^Aporta la cantidad que quieras/ }).click();
    await page.waitForURL(urlOnPath(pathTo("rewardsPayment")));
    await waitForHydration();
    await expect(page.getByRole("radio", { name: "La cantidad que yo elija, sin recompensa" })).toBeChecked();
    await page.getByLabel(/^Cantidad de tu aportación sin recompensa/).fill("3");
    await contribute(ctx, "Transferencia bancaria");
    await expect(page.getByRole("alert").first().getByRole("link")).toHaveText([
      "Cantidad de tu aportación sin recompensa (€): El importe mínimo es 5 €",
    ]);
    await expect(page.getByLabel(/^Cantidad de tu aportación sin recompensa/)).toHaveValue("3");
    await expect(page.getByRole("radio", { name: "Transferencia bancaria" })).toBeChecked();
    await expectNoAxeViolations();

    await page.getByLabel(/^Cantidad de tu aportación sin recompensa/).fill("12,50");
    await page.getByRole("checkbox", { name: "He leído y acepto las condiciones de compra" }).check();
    await page.getByRole("button", { name: "Aportar", exact: true }).click();
    await page.waitForURL(urlOnPath(pathTo("rewardsPaymentOk")));
    await waitForHydration();
    await expect(page.getByRole("heading", { level: 1, name: "Tu aportación espera tu transferencia" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Tienes 7 días para hacer la transferencia. Si no llega en ese plazo, la aportación no se confirma.",
    );
    await expectNoAxeViolations();
    const reference = (await page.locator(".transfer-details dd.transfer-code").last().textContent())!.trim();
    const payload = decodeQrPng(await page.getByRole("img", { name: /Código QR/ }).screenshot()).split("\n");
    expect(payload.slice(0, 4)).toEqual(["BCD", "002", "1", "SCT"]);
    expect(payload[7]).toBe("EUR12.50");
    expect(payload[10]).toBe(reference);
  });
});

test("the private area's crowdfunding tab: ana's contributions in each state and the campaigns she follows", async ({
  page,
  gotoPage,
  waitForHydration,
  expectNoAxeViolations,
}) => {
  await gotoPage(loginPath(`${pathTo("profile")}#crowdfunding`));
  await submitLogin(page, "ana@example.com");
  await page.waitForURL(urlOnPath(pathTo("profile")));
  await waitForHydration();
  const tab = page.locator("#crowdfunding");
  await page
    .getByRole("tab", { name: "Crowdfunding" })
    .or(page.getByRole("link", { name: "Crowdfunding" }))
    .first()
    .click();
  const table = tab.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: "Confirmada" })).not.toHaveCount(0);
  await expect(table.getByRole("row").filter({ hasText: "Transferencia pendiente" }).first()).toContainText("Paga antes del");
  await expect(table.getByRole("row").filter({ hasText: "No confirmada" }).first()).toContainText("la recompensa se perdió");
  await expect(tab.getByRole("heading", { name: "Campañas que sigo" })).toBeVisible();
  await expect(tab.getByRole("link", { name: /^Dejar de seguir / })).not.toHaveCount(0);
  await expectNoAxeViolations();
});
