// The header's venue selector: the choice is stored, the visitor comes back to the same page with
// a toast that can be closed, and the choice survives a reload. A tenant with one venue has none.
import { HOSTS, expect, markDocument, sameDocument, test } from "./fixtures";
import { openPlaceControl } from "./header";

test.describe("venue selector", () => {
  // Issue 48: one control said "ES · Sede", a language and a venue run together as if one thing.
  test("the language and the venue are two controls, each saying its own choice", async ({ page, gotoPage }) => {
    await gotoPage("/");
    const controls = page.getByRole("banner").locator(".header-tools details:visible > summary");
    await expect(controls.filter({ hasText: "Idioma: Español." })).toHaveText("Idioma: Español. ES");
    await expect(controls.filter({ hasText: "Sede: Elige una sede." })).toHaveText("Sede: Elige una sede. Sede");
  });

  test("choosing Kursaal comes back to the same page with a toast; the choice is kept", async ({
    page,
    gotoPage,
    waitForHydration,
    javaScriptEnabled,
    expectNoAxeViolations,
  }) => {
    await gotoPage("/");
    const banner = page.getByRole("banner");
    await openPlaceControl(page, "venue");
    const venue = banner.getByRole("combobox", { name: "Sede" });
    await expect(venue.locator("option:checked")).toHaveText("Elige una sede");

    await venue.selectOption({ label: "Kursaal" });
    await banner.getByRole("button", { name: "Cambiar sede" }).click();
    await page.waitForURL(/:\d+\/$/);
    await waitForHydration();

    await openPlaceControl(page, "venue");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Sede" }).locator("option:checked")).toHaveText("Kursaal");
    const toast = page.getByRole("status").filter({ hasText: "Kursaal" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Ahora ves la programación de Kursaal.");
    await expectNoAxeViolations();

    const close = toast.getByRole("link", { name: "Cerrar notificación" });
    await expect(close).toBeVisible();
    if (javaScriptEnabled === false) {
      // Without JavaScript, "close" reloads this page, which no longer carries the toast.
      await close.click();
      await page.waitForLoadState("load");
      await expect(page).toHaveURL(/:\d+\/$/);
    } else {
      // With JavaScript it just hides the toast, without loading a page.
      await markDocument(page);
      await close.click();
      await expect(page.getByText("Ahora ves la programación de Kursaal.")).toBeHidden();
      expect(await sameDocument(page), "closing the toast must not reload the page").toBe(true);
    }
    await expect(page.getByText("Ahora ves la programación de Kursaal.")).toHaveCount(0);

    // Reload: the toast was shown once; the venue stays chosen.
    await page.reload();
    await waitForHydration();
    await expect(page.getByText("Ahora ves la programación de Kursaal.")).toHaveCount(0);
    await openPlaceControl(page, "venue");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Sede" }).locator("option:checked")).toHaveText("Kursaal");
  });

  test("from another page and language, the visitor comes back there", async ({ page, gotoPage, waitForHydration }) => {
    await gotoPage("/en");
    const banner = page.getByRole("banner");
    await openPlaceControl(page, "venue");
    await banner.getByRole("combobox", { name: "Venue" }).selectOption({ label: "Palacio Euskalduna" });
    await banner.getByRole("button", { name: "Change venue" }).click();
    await page.waitForURL(/:\d+\/en$/);
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Palacio Euskalduna" })).toContainText(
      "You are now seeing the programme of Palacio Euskalduna.",
    );
    await openPlaceControl(page, "venue");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Venue" }).locator("option:checked")).toHaveText(
      "Palacio Euskalduna",
    );
    await expect(page.locator(".home-hero-facts")).toContainText("Dates: 9–11 March 2027");
  });

  test("while the toast is shown, keyboard focus in the header is not hidden behind it (WCAG 2.4.11)", async ({
    page,
    gotoPage,
    waitForHydration,
  }) => {
    await gotoPage("/");
    const banner = page.getByRole("banner");
    await openPlaceControl(page, "venue");
    await banner.getByRole("combobox", { name: "Sede" }).selectOption({ label: "Kursaal" });
    await banner.getByRole("button", { name: "Cambiar sede" }).click();
    await page.waitForURL(/:\d+\/$/);
    await waitForHydration();
    await expect(page.getByRole("status").filter({ hasText: "Kursaal" })).toBeVisible();

    // Tab from the top of the page through the header; a focused control must not be entirely
    // covered by anything else (the toast is fixed over the top of the page).
    const obscured: string[] = [];
    await page.locator("body").focus();
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || !element.closest("header")) return { inHeader: false, covered: false, name: "" };
        const box = element.getBoundingClientRect();
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
        ];
        const visible = points.some(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return !!hit && (hit === element || element.contains(hit));
        });
        return {
          inHeader: true,
          covered: !visible,
          name: (element.innerText || element.getAttribute("aria-label") || element.tagName).trim(),
        };
      });
      if (!focus.inHeader) {
        if (step > 2) break;
        continue;
      }
      if (focus.covered) obscured.push(focus.name);
    }
    expect(obscured, `focused header controls hidden behind the toast: ${obscured.join(", ")}`).toEqual([]);
  });

  test("the agenda's ?venue= shows in the header on that very page, not one page later", async ({ page, gotoPage }) => {
    await gotoPage("/agenda?venue=2");
    await openPlaceControl(page, "venue");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Sede" }).locator("option:checked")).toHaveText("Kursaal");
  });

  test("a tenant with a single venue shows no selector", async ({ page, gotoPage }) => {
    await gotoPage("/", { host: HOSTS.eventos });
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByLabel("Sede")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cambiar sede" })).toHaveCount(0);
  });
});
