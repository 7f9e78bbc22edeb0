import { chromium } from "playwright";
const [,, url, out, width = "1280", height = "900", login = ""] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
if (login) {
  const u = new URL(url);
  await page.goto(`${u.origin}/iniciar-sesion`);
  await page.fill("input[name=email]", login);
  await page.fill("input[name=password]", "Demo-2026!");
  await Promise.all([page.waitForNavigation(), page.click("form button[type=submit] >> nth=-1")]);
}
await page.goto(url);
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
