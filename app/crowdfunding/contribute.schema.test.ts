import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/submission.server";
import { contributeSchema } from "./contribute.schema";
import { daysLeft } from "./progress";

const KEY = "0c7d2f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f";

/** The errors of a failed submission ({} when it passed). */
const errorsOf = (submission: ReturnType<typeof parse>) => (submission.status === "error" ? (submission.error ?? {}) : {});

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ paymentTypeId: "1", conditions: "on", idempotencyKey: KEY, ...fields }))
    form.set(name, value);
  return parseForm(form, contributeSchema(5, "EUR"));
}

describe("the contribution form", () => {
  it("a reward needs no amount: a leftover number in the field does not stop it", () => {
    const submission = parse({ rewardId: "411", amount: "3" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.amount).toBeNull();
  });

  it("a free amount is required, numeric and at least the campaign's minimum", () => {
    expect(errorsOf(parse({ rewardId: "free", amount: "" }))).toMatchObject({ amount: ["required"] });
    expect(errorsOf(parse({ rewardId: "free", amount: "tres" }))).toMatchObject({ amount: ["numeric"] });
    expect(errorsOf(parse({ rewardId: "free", amount: "4,99" })).amount?.[0]).toBe("minAmount?amount=5&currency=EUR");
  });

  it("a free amount becomes a number (a comma or a point for the decimals)", () => {
    for (const [typed, value] of [
      ["5", 5],
      ["12,50", 12.5],
      ["12.5", 12.5],
    ] as const) {
      const submission = parse({ rewardId: "free", amount: typed });
      expect(submission.status === "success" && submission.value.amount).toBe(value);
    }
  });

  it("every missing choice is reported at once", () => {
    const form = new FormData();
    form.set("idempotencyKey", KEY);
    const submission = parseForm(form, contributeSchema(5, "EUR"));
    const error = submission.status === "error" ? (submission.error ?? {}) : {};
    expect(Object.keys(error).sort()).toEqual(["conditions", "paymentTypeId", "rewardId"]);
  });
});

describe("days left", () => {
  const now = Date.parse("2027-03-09T12:00:00Z");
  it("counts started days, and none once ended", () => {
    expect(daysLeft("2027-03-10T12:00:00Z", now)).toBe(1);
    expect(daysLeft("2027-03-10T12:00:01Z", now)).toBe(2);
    expect(daysLeft("2027-03-09T11:00:00Z", now)).toBe(0);
  });
});
