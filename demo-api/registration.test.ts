// The ORCID iD rule of the registration form (routes/registration.ts): form and ISO 7064 11,2 check digit, told apart.
import { describe, expect, it } from "vitest";
import { orcidProblem } from "./routes/registration";

describe("orcidProblem", () => {
  it("takes real iDs, an X check digit included", () => {
    for (const id of ["0000-0002-1825-0097", "0000-0002-9079-593X", "0000-0001-5000-0007"]) expect(orcidProblem(id), id).toBeNull();
  });
  it("names a wrong check digit in a well-formed iD as such", () => {
    for (const id of ["0000-0002-1825-0098", "0000-0002-9079-5930", "0000-0001-5000-000X"])
      expect(orcidProblem(id), id).toBe("check_digit");
  });
  it("names a wrong shape, a lowercase x and spaces as the format", () => {
    for (const id of ["0000000218250097", "0000-0002-1825-009", "0000-0002-9079-593x", " 0000-0002-1825-0097", "abcd-0002-1825-0097"])
      expect(orcidProblem(id), id).toBe("format");
  });
});
