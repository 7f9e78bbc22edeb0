// Moving with the keyboard alone, as a visitor without a mouse does: the menu, the agenda's dialog and
// the cookie banner's categories are opened and left this way.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Presses Tab from wherever focus is until `target` has it; fails when `max` presses do not get there. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let press = 0; press < max && !(await hasFocus(target)); press++) await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has focus: `inside` when it is within `selector`, `none` on the document itself (the browser's own controls), else its text. */
export function focusPlace(page: Page, selector: string): Promise<string> {
  return page.evaluate((within) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "none";
    if (focused.closest(within)) return "inside";
    return `outside: ${focused.tagName} ${(focused.textContent ?? "").trim().slice(0, 40)}`;
  }, selector);
}
