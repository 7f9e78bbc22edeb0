// The demo forum: a sid for a Mecenazgo Demo account's e-mail and password, 401 otherwise, and a
// record of what it received (the password only as its SHA-256).
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDemoApi, type RunningDemoApi } from "./app";
import { DEMO_PASSWORD } from "./customers";

let api: RunningDemoApi;

beforeEach(async () => {
  api = await startDemoApi();
});

afterEach(async () => {
  await api?.close();
});

function forumLogin(body: Record<string, string>, json = true) {
  return fetch(`${api.url}/__demo/forum/login`, {
    method: "POST",
    headers: { "content-type": json ? "application/json" : "application/x-www-form-urlencoded" },
    body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
}

async function logins() {
  const res = await fetch(`${api.url}/__demo/forum/logins`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: any[] }).data;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("demo forum", () => {
  it("gives a new sid for a demo account's e-mail and password, JSON or urlencoded, without a tenant", async () => {
    const first = await forumLogin({ username: "ana@example.com", password: DEMO_PASSWORD });
    expect(first.status).toBe(200);
    const { sid } = (await first.json()) as { sid: string };
    expect(sid).toMatch(/^[0-9a-f]{48}$/);
    const second = await forumLogin({ username: "ANA@example.com", password: DEMO_PASSWORD }, false);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { sid: string }).sid).not.toBe(sid);

    const [record] = await logins();
    expect(record).toMatchObject({
      username: "ana@example.com",
      password_sha256: sha256(DEMO_PASSWORD),
      status: 200,
      sid,
      content_type: "application/json",
      tenant_header: false,
      authorization_header: false,
    });
    expect(JSON.stringify(await logins())).not.toContain(DEMO_PASSWORD);
  });

  it("refuses a wrong password or an unknown e-mail (401) and a missing field (422), and records them without a sid", async () => {
    expect((await forumLogin({ username: "ana@example.com", password: "nope" })).status).toBe(401);
    expect((await forumLogin({ username: "nadie@example.com", password: DEMO_PASSWORD })).status).toBe(401);
    expect((await forumLogin({ username: "ana@example.com" })).status).toBe(422);
    expect((await logins()).map((login) => [login.status, login.sid])).toEqual([
      [401, null],
      [401, null],
      [422, null],
    ]);
  });

  it("knows Mecenazgo Demo's accounts: a sign-up there can log in to the forum", async () => {
    const signUp = await fetch(`${api.url}/customer/invitation-signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant": "demo-mecenazgo-token" },
      body: JSON.stringify({
        name: "Olatz",
        surname: "Arana",
        email: "olatz@example.com",
        telephone: "612345678",
        password: "Otra-2026!",
        password_confirmation: "Otra-2026!",
        gender: 1,
        privacy_policy: true,
      }),
    });
    expect(signUp.status).toBeLessThan(300);
    expect((await forumLogin({ username: "olatz@example.com", password: "Otra-2026!" })).status).toBe(200);
  });
});
