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

/** A backend answering each path with its own answer (through the call's schema). */
function routedBackend(answers: Record<string, unknown>) {
  return {
    call: async (path: string, options: { schema: ZodTypeAny }) => options.schema.parse(answers[path]),
  } as unknown as Backend;
}

describe("a sectioned structure's files and times", () => {
  const photo = { name: "badge_photo", type: "file", label: "Photo", required: false, accept: ["image/jpeg"], max_bytes: 1000 };
  const arrival = { name: "arrival_time", type: "time", label: "Arrival time", required: false };

  it("keeps a file field only in a section with a form to upload to, and reads the saved file as its id and name", async () => {
    const backend = routedBackend({
      "/customer/structure": {
        data: {
          sections: [
            { id: "logistics", title: "Logistics", form_id: 9104, fields: [photo] },
            { id: "lodging", title: "Lodging", fields: [arrival, { ...photo, name: "ticket_scan" }] },
          ],
        },
      },
      "/customer/extra": { data: { badge_photo: { id: "upl_1", name: "ane.jpg" }, arrival_time: "09:30" } },
    });
    const [logistics, lodging] = await getAreaSections(backend, { token: "t" });
    expect(logistics).toMatchObject({
      formId: 9104,
      values: { badge_photo: "upl_1" },
      files: { badge_photo: { id: "upl_1", name: "ane.jpg" } },
    });
    expect(logistics!.fields).toEqual([
      { name: "badge_photo", label: "Photo", required: false, type: "file", accept: ["image/jpeg"], max_bytes: 1000 },
    ]);
    // No form to upload to: the file field is left out; the time field is drawn.
    expect(lodging).toMatchObject({ formId: null, values: { arrival_time: "09:30" }, files: {} });
    expect(lodging!.fields.map((field) => field.type)).toEqual(["time"]);
  });
});
