// The countdown: the target date and the days left, computed by the loader; with JavaScript a clock
// ticks as a timer (aria-live off), so screen readers are not told every second.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root-data";
import { Time } from "~/ui/Time";
import type { CmsBlock } from "./blocks";
import { countdownStatus, remaining, sameStatus, type CountdownStatus } from "./countdown";
import { Frame } from "./parts";

type Block = Extract<CmsBlock, { type: "countdown" }>;
const UNITS = ["days", "hours", "minutes", "seconds"] as const;

export function Countdown({ block }: { block: Block }) {
  const { t } = useTranslation("cms");
  const root = useRootData()!;
  const target = Date.parse(block.targetDate);
  // The server's reading first (so the browser's first render says the same), then the browser's.
  const [now, setNow] = useState<number>(block.renderedAt);
  const [status, setStatus] = useState<CountdownStatus>(block.status);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const next = countdownStatus(target, current);
      setStatus((previous) => (sameStatus(previous, next) ? previous : next));
      if (next.kind === "ended" && timer) clearInterval(timer);
    };
    tick();
    if (target > Date.now()) timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);

  const left = remaining(target, now);
  return (
    <Frame block={block}>
      <p className="countdown-date">
        {t("countdown.date")}: <Time iso={block.targetDate} locale={root.locale} format="day" />,{" "}
        <Time iso={block.targetDate} locale={root.locale} format="time" />
      </p>
      {!left.done ? (
        <div className="countdown-clock" role="timer" aria-live="off" aria-label={t("countdown.timer")}>
          {UNITS.map((unit) => (
            <div key={unit} className="countdown-unit">
              <span className="countdown-value">{unit === "days" ? left[unit] : String(left[unit]).padStart(2, "0")}</span>{" "}
              <span className="countdown-label">{t(`countdown.${unit}`, { count: left[unit] })}</span>
            </div>
          ))}
        </div>
      ) : null}
      {/* While the clock shows the days, the same words are for screen readers only (they are not told the clock). */}
      <p className={left.done ? "countdown-status" : "countdown-status visually-hidden"} aria-live="polite">
        {status.kind === "days" ? t("countdown.daysLeft", { count: status.days }) : t(`countdown.${status.kind}`)}
      </p>
    </Frame>
  );
}
