// The router's states reach the components only once the catalogues their pages declare are loaded
// (app/i18n/catalogue-gate.client.ts): with Preact in the browser, a page rendered without them
// would suspend and take the whole document down.
import type { RouterState } from "@remix-run/router";
import i18next, { type i18n } from "i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { gated } from "./catalogue-gate.client";

type Options = { deletedFetchers: string[]; flushSync: boolean };

function state(pathname: string, namespaces: string[]): RouterState {
  return {
    location: { pathname },
    matches: [{ route: { id: "root", handle: { i18n: ["consent"] } } }, { route: { id: "page", handle: { i18n: namespaces } } }],
    loaderData: { root: { defaultLocale: "es" } },
  } as unknown as RouterState;
}

const options = (deletedFetchers: string[] = []): Options => ({ deletedFetchers, flushSync: false });

let instance: i18n;
beforeEach(async () => {
  instance = i18next.createInstance();
  await instance.init({ lng: "es", resources: { es: { common: { a: "a" }, consent: { b: "b" } } }, partialBundledLanguages: true });
});

describe("catalogue gate", () => {
  it("passes a state whose catalogues are there at once", () => {
    const subscriber = vi.fn();
    gated(instance, subscriber as never)(state("/", []), options() as never);
    expect(subscriber).toHaveBeenCalledTimes(1);
  });

  it("holds a state until the catalogues its pages declare are loaded, in the path's language", async () => {
    const subscriber = vi.fn();
    const next = state("/en/agenda", ["catalogue"]);
    gated(instance, subscriber as never)(next, options() as never);
    expect(subscriber).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(subscriber).toHaveBeenCalledTimes(1));
    expect(subscriber.mock.calls[0][0]).toBe(next);
    for (const namespace of ["common", "consent", "catalogue"]) expect(instance.hasResourceBundle("en", namespace), namespace).toBe(true);
    expect(instance.getResource("en", "catalogue", "campaign.support")).toBe("Support the campaign");
  });

  it("an unprefixed path is in the tenant's default language", async () => {
    const subscriber = vi.fn();
    gated(instance, subscriber as never)(state("/agenda", ["catalogue"]), options() as never);
    await vi.waitFor(() => expect(subscriber).toHaveBeenCalledTimes(1));
    expect(instance.hasResourceBundle("es", "catalogue")).toBe(true);
    expect(instance.hasResourceBundle("en", "catalogue")).toBe(false);
  });

  it("a newer state replaces the one held; the fetchers both let go are cleaned up", async () => {
    const subscriber = vi.fn();
    const gate = gated(instance, subscriber as never);
    gate(state("/agenda", ["catalogue"]), options(["one"]) as never);
    const newer = state("/", []);
    gate(newer, options(["two"]) as never);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(subscriber.mock.calls[0][0]).toBe(newer);
    expect(subscriber.mock.calls[0][1].deletedFetchers).toEqual(["one", "two"]);
    // The held state's catalogues arrive later: it is not shown over the newer one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(subscriber).toHaveBeenCalledTimes(1);
  });
});
