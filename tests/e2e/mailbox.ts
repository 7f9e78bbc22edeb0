// The embedded demo API's mailbox (two-factor codes, validation and reset links), which the
// Playwright server starts on E2E_PORT + 1 (playwright.config.ts).
import { expect } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const DEMO_API_URL = `http://127.0.0.1:${PORT + 1}`;

export type Mail = { to: string; subject: string; text: string; code?: string; link?: string; sent_at: string };

/** Demo tenants' tokens (demo-api/tenants.json), to read one tenant's mail. */
export const TENANT_TOKENS = {
  congreso: "demo-congreso-token",
  eventos: "demo-eventos-token",
  mecenazgo: "demo-mecenazgo-token",
  universidad: "demo-universidad-token",
} as const;

export async function mailsTo(to: string, tenant?: string): Promise<{ mails: Mail[]; ssoTokens: Record<string, string> }> {
  const query = new URLSearchParams({ to, ...(tenant ? { tenant } : {}) });
  const res = await fetch(`${DEMO_API_URL}/__demo/mailbox?${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: Mail[]; sso_tokens: Record<string, string> };
  return { mails: body.data, ssoTokens: body.sso_tokens };
}

/**
 * The newest mail to `to` sent after `since` (ISO time) that has `field`; polls briefly. Both
 * Playwright projects share the demo API: pass `tenant` when they may mail the same address.
 */
export async function latestMail(to: string, field: "code" | "link", since = "", tenant?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = await mailsTo(to, tenant);
        found = [...mails].reverse().find((mail) => mail[field] && mail.sent_at > since);
        return Boolean(found);
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return found!;
}
