// The embedded demo API's mailbox (two-factor codes, validation and reset links), which the
// Playwright server starts on E2E_PORT + 1 (playwright.config.ts).
import { expect } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const DEMO_API_URL = `http://127.0.0.1:${PORT + 1}`;

export type Mail = { to: string; subject: string; text: string; code?: string; link?: string; sent_at: string };

export async function mailsTo(to: string): Promise<{ mails: Mail[]; ssoTokens: Record<string, string> }> {
  const res = await fetch(`${DEMO_API_URL}/__demo/mailbox?${new URLSearchParams({ to })}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: Mail[]; sso_tokens: Record<string, string> };
  return { mails: body.data, ssoTokens: body.sso_tokens };
}

/** The newest mail to `to` sent after `since` (ISO time) that has `field`; polls briefly. */
export async function latestMail(to: string, field: "code" | "link", since = ""): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { mails } = await mailsTo(to);
      found = [...mails].reverse().find((mail) => mail[field] && mail.sent_at > since);
      return Boolean(found);
    }, { timeout: 5000 })
    .toBe(true);
  return found!;
}
