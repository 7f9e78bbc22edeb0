// The one thing a visitor can do next about an activity, as its page's action bar offers it: the
// page's own primary action in each state, never a new one. Pure, so each state is unit-tested.
import type { MyRegistration } from "./participation.server";

export type NextStep =
  /** Registration happens on the organiser's site (`external_url`). */
  | "external"
  /** A tenant that sells tickets, to an anonymous visitor: the ticket comes first. */
  | "ticket"
  /** Log in, and come back to the registration. */
  | "login"
  /** The registration form (a room to choose, a price to see, before the button). */
  | "register"
  /** A registration waiting for its payment: the purchase flow. */
  | "pay"
  /** Registered, and the activity has a live stream. */
  | "watch"
  /** Nothing to do: every seat is taken. Said, not offered. */
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
