// The one thing a visitor can do next about an activity: the page's own primary action in each state.
import type { MyRegistration } from "./participation.server";

export type NextStep =
  | "external"
  /** A ticket tenant, to an anonymous visitor: the ticket comes first. */
  | "ticket"
  | "login"
  | "register"
  | "pay"
  | "watch"
  /** Every seat is taken: said, not offered. */
  | "full";

export type NextStepInput = {
  registrationType: "free" | "paid" | "external";
  hasExternalUrl: boolean;
  /** null: the registration could not be loaded (the section says so; no action is offered). */
  mine: { registration: MyRegistration | null } | null;
  loggedIn: boolean;
  ticketRequired: boolean;
  mayWatch: boolean;
  streaming: boolean;
  full: boolean;
};

/** null: no action fits (registered with nothing to watch, a registration that did not load). */
export function nextStep(input: NextStepInput): NextStep | null {
  if (input.registrationType === "external") return input.hasExternalUrl ? "external" : null;
  if (!input.mine) return null;
  const mine = input.mine.registration;
  if (mine?.state === "pending") return "pay";
  if (mine) return input.streaming && input.mayWatch ? "watch" : null;
  if (input.full) return "full";
  if (!input.loggedIn) return input.ticketRequired ? "ticket" : "login";
  return "register";
}
