import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("avatar initials", () => {
  it("takes the first letter of name and surname", () => {
    expect(initialsOf("Ana", "García")).toBe("AG");
    expect(initialsOf("íñigo", "úrsula")).toBe("ÍÚ");
  });
  it("skips leading spaces and punctuation, and copes with missing parts", () => {
    expect(initialsOf("  (Jon)", " Etxeberria")).toBe("JE");
    expect(initialsOf("Ana", null)).toBe("A");
    expect(initialsOf("", "")).toBe("?");
  });
});
