import { describe, expect, it } from "vitest";
import { deriveKeys, seal, unseal } from "./sealed-cookie.server";

const [A, B] = deriveKeys(["secret-a-0123456789abcdef0123456789", "secret-b-0123456789abcdef0123456789"]);

describe("the sealed session cookie", () => {
  it("hides what it holds", () => {
    const sealed = seal({ token: "BEARER-123" }, A!);
    const readable = sealed
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join("");
    expect(readable).not.toContain("BEARER-123");
    expect(readable).not.toContain("token");
    expect(unseal(sealed, [A!])).toEqual({ token: "BEARER-123" });
  });

  it("opens with any listed key (rotation) and not with another", () => {
    const sealed = seal({ token: "t" }, A!);
    expect(unseal(sealed, [B!, A!])).toEqual({ token: "t" });
    expect(unseal(sealed, [B!])).toBeNull();
  });

  it("refuses any changed byte, another format or garbage", () => {
    const sealed = seal({ token: "t" }, A!);
    const [v, iv, body] = sealed.split(".") as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    for (const bad of [
      `${v}.${flip(iv, 2)}.${body}`,
      `${v}.${iv}.${flip(body, 3)}`,
      `${v}.${iv}.${flip(body, body.length - 2)}`,
      `v2.${iv}.${body}`,
      "garbage",
      "",
      `${sealed}.x`,
    ]) {
      expect(unseal(bad, [A!]), bad).toBeNull();
    }
  });

  it("seals the same value differently every time (a fresh IV)", () => {
    expect(seal({ a: 1 }, A!)).not.toBe(seal({ a: 1 }, A!));
  });
});
