// A redirect's path: only one on this site, and written as a Location header can carry it.
import { describe, expect, it } from "vitest";
import { pathTo } from "~/paths";
import { locationOf, safeLocalPath } from "./local-path";

describe("local paths", () => {
  it("origin: only local paths are accepted back", () => {
    for (const evil of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "http:evil",
      "/%09/evil",
      "/\t/evil",
      "javascript:alert(1)",
      "/agenda/../../evil",
      "",
      null,
    ]) {
      expect(safeLocalPath(evil, "/home"), String(evil)).toBe(evil === "/%09/evil" ? "/%09/evil" : "/home");
    }
    expect(safeLocalPath(`${pathTo("agenda")}?tag=1#x`)).toBe(`${pathTo("agenda")}?tag=1#x`);
    expect(safeLocalPath(pathTo("changePassword"))).toBe(pathTo("changePassword"));
    expect(safeLocalPath(` ${pathTo("agenda")} `)).toBe(pathTo("agenda"));
  });

  it("locationOf: non-ASCII percent-encoded as UTF-8 for a Location header; ASCII and escapes untouched", () => {
    expect(locationOf("/cambiar-contraseña?x=1")).toBe("/cambiar-contrase%C3%B1a?x=1");
    expect(locationOf("/en/recuperar-contrase%C3%B1a?sent=1")).toBe("/en/recuperar-contrase%C3%B1a?sent=1");
    expect(locationOf("/precio-€")).toBe("/precio-%E2%82%AC");
    expect(new Headers({ Location: locationOf("/precio-€") }).get("Location")).toBe("/precio-%E2%82%AC");
  });
});
