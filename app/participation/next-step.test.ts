import { describe, expect, it } from "vitest";
import { nextStep, type NextStepInput } from "./next-step";
import type { MyRegistration } from "./participation.server";

const anonymous: NextStepInput = {
  registrationType: "free",
  hasExternalUrl: false,
  mine: { registration: null },
  loggedIn: false,
  ticketRequired: false,
  mayWatch: false,
  streaming: false,
  full: false,
};
const registered = (state: MyRegistration["state"]): NextStepInput["mine"] => ({
  registration: { state, paymentStatus: null, roomId: null, roomName: null, discardUuid: null },
});

describe("nextStep (the action an activity's bar offers)", () => {
  it("asks an anonymous visitor to log in, or in a ticket tenant to get a ticket first", () => {
    expect(nextStep(anonymous)).toBe("login");
    expect(nextStep({ ...anonymous, ticketRequired: true })).toBe("ticket");
  });

  it("offers the registration form to a visitor logged in and not registered", () => {
    expect(nextStep({ ...anonymous, loggedIn: true })).toBe("register");
    expect(nextStep({ ...anonymous, loggedIn: true, ticketRequired: true, registrationType: "paid" })).toBe("register");
  });

  it("says full, and offers nothing, when every seat is taken and the visitor has none", () => {
    expect(nextStep({ ...anonymous, full: true })).toBe("full");
    expect(nextStep({ ...anonymous, loggedIn: true, full: true })).toBe("full");
  });

  it("sends a registration waiting for payment to the payment, full or not", () => {
    expect(nextStep({ ...anonymous, loggedIn: true, registrationType: "paid", mine: registered("pending"), full: true })).toBe("pay");
  });

  it("sends a registered visitor to the stream where there is one they may watch, else offers nothing", () => {
    expect(nextStep({ ...anonymous, loggedIn: true, mine: registered("free"), streaming: true, mayWatch: true })).toBe("watch");
    expect(nextStep({ ...anonymous, loggedIn: true, mine: registered("paid"), full: true })).toBeNull();
    expect(nextStep({ ...anonymous, loggedIn: true, mine: registered("other"), streaming: true, mayWatch: false })).toBeNull();
  });

  it("links out for registration elsewhere, and offers nothing without its address or when the registration did not load", () => {
    expect(nextStep({ ...anonymous, registrationType: "external", hasExternalUrl: true, mine: null })).toBe("external");
    expect(nextStep({ ...anonymous, registrationType: "external", mine: null })).toBeNull();
    expect(nextStep({ ...anonymous, mine: null })).toBeNull();
  });
});
