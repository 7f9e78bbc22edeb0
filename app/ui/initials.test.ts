import { describe, expect, it } from "vitest";
import { fullName, initialsOf } from "./initials";

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

describe("a person's full name", () => {
  it("joins name and surname with one space, either may be missing or padded", () => {
    expect(fullName({ name: "Ana", surname: "García" })).toBe("Ana García");
    expect(fullName({ name: " Ana ", surname: null })).toBe("Ana");
    expect(fullName({ name: "", surname: "Etxeberria" })).toBe("Etxeberria");
    expect(fullName(undefined)).toBe("");
  });
});
