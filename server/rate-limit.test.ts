import { describe, expect, it } from "vitest";
import { PAGES, type PageId } from "~/paths";
import { pageTraits } from "~/paths.server";
import { bucketOf, clientOf } from "./rate-limit";

describe("bucketOf: which account submissions are counted together", () => {
  it("log in, under every locale prefix, as a data URL, in any case, with slashes and a query", () => {
    for (const path of [
      "/iniciar-sesion",
      "/es/iniciar-sesion",
      "/en/iniciar-sesion",
      "/pt/iniciar-sesion",
      "/eus/iniciar-sesion",
      "/iniciar-sesion.data",
      "/en/iniciar-sesion.data?index",
      "/iniciar-sesion/",
      // Dot segments, as the router resolves them (the probes that got 40 guesses through).
      "/./iniciar-sesion",
      "/x/../iniciar-sesion",
      "/x/%2e%2e/iniciar-sesion",
      "/en/../iniciar-sesion",
      "/usuario/%2E%2E/iniciar-sesion.data",
      "/x/..\\iniciar-sesion",
      "/INICIAR-SESION",
      "/%69niciar-sesion",
      "/iniciar-sesion?origin=/agenda",
      "/login-sso",
      "/login-sso/abc",
      "/pt/login-sso/abc.data",
    ]) {
      expect(bucketOf(path), path).toBe("login");
    }
  });

  it("two-factor, sign-up and password reset are buckets of their own", () => {
    expect(bucketOf("/factor-de-doble-autenticacion")).toBe("two-factor");
    expect(bucketOf("/eus/factor-de-doble-autenticacion.data")).toBe("two-factor");
    expect(bucketOf("/registro")).toBe("sign-up");
    expect(bucketOf("/en/registro-invitacion")).toBe("sign-up");
    expect(bucketOf("/registro-sso/tok")).toBe("sign-up");
    expect(bucketOf("/recuperar-contraseña")).toBe("password-reset");
    expect(bucketOf("/recuperar-contrase%C3%B1a")).toBe("password-reset");
    expect(bucketOf("/es/recuperar-contrase%C3%B1a.data")).toBe("password-reset");
    expect(bucketOf("/password-reset-confirm/abc")).toBe("password-reset");
    expect(bucketOf("/contacto")).toBe("contact");
    expect(bucketOf("/eus/contacto.data")).toBe("contact");
  });

  it("other pages are not counted", () => {
    // `//iniciar-sesion` and `/fr/...` are the 404 page for the router: it takes no submission.
    for (const path of [
      "/",
      "/agenda",
      "/cerrar-sesion",
      "/cambiar-contrase%C3%B1a",
      "/registro/extra/x",
      "/fr/iniciar-sesion",
      "//iniciar-sesion",
      "/preferences/venue",
      "/_root.data",
    ]) {
      expect(bucketOf(path), path).toBeNull();
    }
  });

  it("every page's bucket is the one named beside its path (app/paths.ts), whatever else looks like it", () => {
    for (const page of Object.keys(PAGES) as PageId[]) {
      const path = PAGES[page].path.replace(/:(\w+)\??/g, "x").replace("*", "x/y/z");
      expect({ page, bucket: bucketOf(path) }).toEqual({ page, bucket: pageTraits(page).bucket ?? null });
    }
    // A one-segment path that is no page of ours is a CMS page, the only place the contact form posts to.
    expect(bucketOf("/%E0%A4%A")).toBe("contact");
  });
});

describe("clientOf: the client part of the key", () => {
  it("keeps IPv4 and unwraps IPv4-mapped IPv6", () => {
    expect(clientOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
  it("groups IPv6 by /64, so rotating the interface part does not reset the count", () => {
    expect(clientOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("::1")).toBe("0:0:0:0::/64");
    expect(clientOf("2001:db8:1:3::1")).not.toBe(clientOf("2001:db8:1:2::1"));
  });
  it("an unknown address still gets a key", () => {
    expect(clientOf(undefined)).toBe("unknown");
  });
});
