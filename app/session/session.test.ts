import { describe, expect, it } from "vitest";
import { commitSession, createSessionStorage, flashToast, takeFlash, type Toast } from "./session.server";

const storage = createSessionStorage({ secrets: ["session-test-secret-0123456789abcdef0123"], secure: true });

/** A request carrying a session with `token` (a real backend's can be long). */
async function requestWithToken(token: string): Promise<Request> {
  const session = await storage.getSession(null);
  session.set("token", token);
  const cookie = (await commitSession(storage, session)).split(";")[0]!;
  return new Request("https://portal.example/", { headers: { Cookie: cookie } });
}

async function flashed(request: Request, toast: Toast): Promise<Toast | null> {
  const { "Set-Cookie": cookie } = await flashToast(storage, request, toast);
  return (await takeFlash(storage, new Request(request.url, { headers: { Cookie: cookie!.split(";")[0]! } }))).toast;
}

describe("a toast with the visitor's waiting message", () => {
  const waiting = { id: 7, text: "€".repeat(500), createdAt: "2027-03-09T10:00:00.000Z" };
  const toast: Toast = { kind: "success", message: "live:chat.sent", section: "chat", waiting };

  it("carries the message to the next page", async () => {
    expect(await flashed(await requestWithToken("t".repeat(64)), toast)).toEqual(toast);
  });

  it("goes without it when the cookie would outgrow what browsers keep, rather than failing the send", async () => {
    const request = await requestWithToken("t".repeat(1800));
    expect(await flashed(request, toast)).toEqual({ kind: "success", message: "live:chat.sent", section: "chat" });
  });
});
