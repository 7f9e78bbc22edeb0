import { Suspense, type ReactNode } from "react";
import { useCommitEffect } from "./hydrated";

// Preact hydrates a whole page in one task (React 18 yields every few milliseconds): on a slow
// phone that is one long task that blocks input (Lighthouse's total blocking time on the home page
// and the agenda: 250-270 ms, against 41 with React). During the page's first hydration only, each
// part wrapped here hydrates in a task of its own, in page order. Meanwhile the server's HTML stays
// as it is (a suspended hydration keeps its DOM): links and forms work natively, and nothing moves.
let firstHydration = typeof document !== "undefined";
let rootCommitted = false;
let queue: Promise<void> = Promise.resolve();
const waiting = new Set<string>();

declare global {
  interface Window {
    /** True once the whole page has hydrated, its parts included (the end-to-end tests wait for it). */
    __hydrated?: boolean;
  }
}

function endWhenAllHydrated() {
  if (!firstHydration || !rootCommitted || waiting.size > 0) return;
  firstHydration = false;
  window.__hydrated = true;
}

/** The root's first commit: the page has hydrated but for the parts still waiting their turn. */
export function useHydrationParts(): void {
  useCommitEffect(() => {
    rootCommitted = true;
    endWhenAllHydrated();
  }, []);
}

function Hydrated({ part }: { part: string }) {
  useCommitEffect(() => {
    waiting.delete(part);
    endWhenAllHydrated();
  }, [part]);
  return null;
}

type Turn = { done: boolean; wait: Promise<void> };
const turns = new Map<string, Turn>();

/** The part's turn: the task after the previous part's (taken once, when the first hydration meets it). */
function turnOf(part: string): Turn {
  const known = turns.get(part);
  if (known) return known;
  queue = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const turn: Turn = { done: false, wait: queue };
  turn.wait = queue.then(() => {
    turn.done = true;
  });
  turns.set(part, turn);
  waiting.add(part);
  return turn;
}

function Gate({ part, children }: { part: string; children: ReactNode }) {
  if (firstHydration) {
    const turn = turnOf(part);
    if (!turn.done) throw turn.wait;
  }
  return (
    <>
      {children}
      <Hydrated part={part} />
    </>
  );
}

/** What `part` names hydrates in a task of its own after the rest of the page (first hydration only). */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate part={part}>{children}</Gate>
    </Suspense>
  );
}
