import { describe, expect, it } from "vitest";
import { below, cardLevel, clampHeading } from "./headings";

describe("heading levels", () => {
  it("clamps to the allowed range and to h2–h6", () => {
    expect(clampHeading(4, 2, 2)).toBe(2);
    expect(clampHeading(2, 3, 4)).toBe(3);
    expect(clampHeading(3, 2, 4)).toBe(3);
    expect(clampHeading(9, 2, 9)).toBe(6);
    expect(clampHeading(1, 1, 3)).toBe(2);
  });
  it("goes one level down, never past h6", () => {
    expect(below(2)).toBe(3);
    expect(below(6)).toBe(6);
  });
  it("fits the shared cards' h2–h4", () => {
    expect(cardLevel(3)).toBe(3);
    expect(cardLevel(6)).toBe(4);
  });
});
