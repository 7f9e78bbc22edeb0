import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import type { Auth, Backend } from "./client.server";
import { getAreaSections, getExtendedProfile } from "./profile.server";

/** A backend that answers every call with `answer` (through the call's schema) and counts the paths asked. */
function countingBackend(answer: unknown) {
  const asked: string[] = [];
  const backend = {
    call: async (path: string, options: { schema: ZodTypeAny }) => {
      asked.push(path);
      return options.schema.parse(answer);
    },
  } as unknown as Backend;
  return { backend, asked };
}

describe("the private area's structure", () => {
  it("is read once per request: the flat profile and the sections share one GET /customer/structure", async () => {
    const { backend, asked } = countingBackend({ data: [] });
    const auth: Auth = { token: "t" };
    expect(await getExtendedProfile(backend, auth)).toBeNull();
    expect(await getAreaSections(backend, auth)).toEqual([]);
    expect(asked.filter((path) => path === "/customer/structure")).toHaveLength(1);
    // Another request (another auth) reads it again.
    await getAreaSections(backend, { token: "t" });
    expect(asked.filter((path) => path === "/customer/structure")).toHaveLength(2);
  });
});
