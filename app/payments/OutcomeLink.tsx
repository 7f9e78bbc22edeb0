// The links of a payment's outcome pages (a purchase's and a contribution's): a retry or a way back.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** A link in a paragraph of its own, or nothing without a target; a retry is drawn as a button. */
export function OutcomeLink({ to, button = false, children }: { to: string | null; button?: boolean; children: ReactNode }) {
  if (!to) return null;
  return (
    <p>
      <Link className={button ? "button" : undefined} to={to}>
        {children}
      </Link>
    </p>
  );
}
