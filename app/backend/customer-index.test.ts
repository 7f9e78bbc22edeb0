import { describe, expect, it, vi } from "vitest";
import type { ZodTypeAny } from "zod";
import { BackendError, type Backend } from "./client.server";
import { getIndexCounts } from "./customer-index.server";

const auth = { token: "t" };

/** A backend that answers `answer` through the call's schema (or throws it), keeping what it was asked. */
function backendAnswering(answer: unknown, fails = false) {
  const asked: { path: string; query: unknown }[] = [];
  const backend = {
    call: async (path: string, options: { schema: ZodTypeAny; query?: unknown }) => {
      asked.push({ path, query: options.query });
      if (fails) throw answer;
      return options.schema.parse(answer);
    },
  } as unknown as Backend;
  return { backend, asked };
}

const logger = () => ({ error: vi.fn(), info: vi.fn() });

describe("GET /customer/customer-index-info", () => {
  it("asks for the tabs shown and gives the counts it knows", async () => {
    const { backend, asked } = backendAnswering({
      data: { counts: { activities: 3, orders: 1, networking_pending: 2, sections_complete: 2, sections_total: 4, unknown_count: 9 } },
    });
    expect(await getIndexCounts(backend, auth, ["activities", "networking", "area-registration"], logger())).toEqual({
      activities: 3,
      orders: 1,
      networking_pending: 2,
      sections_complete: 2,
      sections_total: 4,
    });
    expect(asked).toEqual([{ path: "/customer/customer-index-info", query: { tabs: "activities,networking,area-registration" } }]);
  });

  it("leaves out a count that is not a whole number from 0 up, keeping the others", async () => {
    const { backend } = backendAnswering({
      data: { counts: { activities: "3", orders: -1, certificates: 1.5, contributions: 2, networking_pending: null } },
    });
    expect(await getIndexCounts(backend, auth, ["activities"], logger())).toEqual({ contributions: 2 });
  });

  it("an answer of another shape: no summary, logged", async () => {
    for (const answer of [{ data: [] }, { data: { counts: null } }, { counts: { activities: 1 } }, null]) {
      const log = logger();
      const { backend } = backendAnswering(answer);
      expect(await getIndexCounts(backend, auth, ["activities"], log), JSON.stringify(answer)).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
    }
    // The client's own refusal of a shape (a 502 "invalid"): logged at its level.
    const log = logger();
    const { backend } = backendAnswering(new BackendError("invalid", 502, null, "unexpected shape", "/customer/customer-index-info"), true);
    expect(await getIndexCounts(backend, auth, ["activities"], log)).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/customer/customer-index-info" }),
      "private area summary failed",
    );
  });

  it("a backend error, a timeout or anything thrown: no summary, logged, never thrown on", async () => {
    for (const [error, level] of [
      [new BackendError("http", 500, { message: "boom" }, "server error"), "error"],
      [new BackendError("http", 404, null, "not found"), "info"],
      [new BackendError("timeout", 0, null, "timed out"), "error"],
      [new TypeError("unexpected"), "error"],
    ] as const) {
      const log = logger();
      const { backend } = backendAnswering(error, true);
      expect(await getIndexCounts(backend, auth, ["activities"], log)).toBeNull();
      expect(log[level]).toHaveBeenCalledTimes(1);
    }
  });
});
