import { describe, expect, it } from "vitest";
import { createIdempotencyStore, isIdempotencyKey, newIdempotencyKey } from "./idempotency.server";

describe("the idempotency store", () => {
  it("runs a key once: ten concurrent repeats get the first answer", async () => {
    const store = createIdempotencyStore();
    let runs = 0;
    const run = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { order: runs };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => store.once("k", run)));
    expect(runs).toBe(1);
    expect(new Set(answers.map((answer) => answer.order))).toEqual(new Set([1]));
  });

  it("keeps a refusal (the repeat is refused the same way) but forgets what the caller says to", async () => {
    const store = createIdempotencyStore();
    const declined = new Error("declined");
    await expect(store.once("a", () => Promise.reject(declined))).rejects.toBe(declined);
    await expect(store.once("a", () => Promise.resolve("second"))).rejects.toBe(declined);
    const down = new Error("down");
    await expect(
      store.once(
        "b",
        () => Promise.reject(down),
        (error) => error === down,
      ),
    ).rejects.toBe(down);
    await Promise.resolve();
    await expect(store.once("b", () => Promise.resolve("retried"))).resolves.toBe("retried");
  });

  it("forgets a key after its time, and holds at most `max` keys", async () => {
    let clock = 0;
    const store = createIdempotencyStore({ ttlMs: 100, max: 3, now: () => clock });
    await store.once("k", () => Promise.resolve(1));
    clock = 101;
    await expect(store.once("k", () => Promise.resolve(2))).resolves.toBe(2);
    for (const key of ["a", "b", "c", "d"]) await store.once(key, () => Promise.resolve(key));
    expect(store.size()).toBe(3);
  });

  it("makes keys that it accepts back, and refuses anything else", () => {
    expect(isIdempotencyKey(newIdempotencyKey())).toBe(true);
    expect(isIdempotencyKey("1; DROP")).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });
});
