// The ORCID iD rule of the registration form (routes/registration.ts): form and ISO 7064 11,2 check digit.
import { describe, expect, it } from "vitest";
import { isOrcid } from "./routes/registration";

describe("isOrcid", () => {
  it("takes real iDs, an X check digit included", () => {
    for (const id of ["0000-0002-1825-0097", "0000-0002-9079-593X", "0000-0001-5000-0007"]) expect(isOrcid(id), id).toBe(true);
  });
  it("refuses a wrong check digit, a wrong shape, a lowercase x and spaces", () => {
    for (const id of [
      "0000-0002-1825-0098",
      "0000000218250097",
      "0000-0002-1825-009",
      "0000-0002-9079-593x",
      " 0000-0002-1825-0097",
      "abcd-0002-1825-0097",
    ])
      expect(isOrcid(id), id).toBe(false);
  });
});
