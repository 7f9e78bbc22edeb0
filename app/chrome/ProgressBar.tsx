import { useNavigation } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { prefersReducedMotion } from "~/ui/motion";

// A layout effect in the browser; on the server, where React 18 warns about those, a plain one.
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const PROGRESS_DELAY_MS = 200;
const PROGRESS_DURATION_MS = 5000;
const PROGRESS_TICK_MS = 100;
const PROGRESS_HIDE_DELAY_MS = 500;

/**
 * A navigation progress bar, with JavaScript only: it appears when a navigation lasts over 200 ms. With
 * reduced motion it stands still: full width, with no value (indeterminate), instead of growing.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [percent, setPercent] = useState<number | null>(null);
  const [still, setStill] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  // A layout effect, so a navigation that ends just before 200 ms shows no bar.
  useCommitEffect(() => {
    if (!busy) {
      // Done: the bar shows full (below) for a moment, then goes.
      if (percent === null) return;
      const hide = setTimeout(() => setPercent(null), PROGRESS_HIDE_DELAY_MS);
      return () => clearTimeout(hide);
    }
    let ticker: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      const began = Date.now();
      const reduced = prefersReducedMotion();
      setPercent(0);
      setStill(reduced);
      if (reduced) return;
      ticker = setInterval(() => {
        const elapsed = Date.now() - began;
        setPercent(Math.min(95, (elapsed / PROGRESS_DURATION_MS) * 100));
      }, PROGRESS_TICK_MS);
    }, PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(start);
      if (ticker) clearInterval(ticker);
    };
  }, [busy]);

  const shown = percent === null ? null : busy && !still ? percent : 100;
  // Width is set through the DOM, not a style attribute, so the strict CSP needs no 'unsafe-inline'.
  useEffect(() => {
    if (bar.current) bar.current.style.width = `${shown ?? 0}%`;
  }, [shown]);

  if (shown === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t("chrome.loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={still ? undefined : Math.round(shown)}
    >
      <div ref={bar} className="progress-bar-fill" />
    </div>
  );
}
