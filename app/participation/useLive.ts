// The activity page's live state: the loader's, kept up to date by the live event stream once the
// page has hydrated, with an announcement for screen readers (<LiveAnnouncer>).
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { useRootData } from "~/root-data";
import {
  addEvent,
  announcementOf,
  LIVE_EVENT_NAMES,
  liveEventId,
  NO_CHANGES,
  positionOf,
  withChanges,
  type LiveChanges,
  type LiveEvent,
} from "./live-events";
import type { LiveState } from "./types";

/** After the stream fails for good (the server said no, or is gone), try again after this, doubling. */
const RETRY_FIRST_MS = 10_000;
const RETRY_MAX_MS = 5 * 60_000;

export function useLive(slug: string, initial: LiveState, options: { enabled: boolean }): { state: LiveState; announcement: string } {
  const { t } = useTranslation("live");
  const root = useRootData();
  const [changes, setChanges] = useState<LiveChanges>(NO_CHANGES);
  const [announcement, setAnnouncement] = useState("");
  // A new loader state (after a form was sent) is the base; the changes newer than it stay on top.
  const state = useMemo(() => withChanges(initial, changes), [initial, changes]);

  // What the stream's handlers read; they run outside rendering.
  const latest = useRef({ initial, changes, state, t });
  useEffect(() => {
    latest.current = { initial, changes, state, t };
  });

  const url = localePath(root?.locale ?? "es", pathTo("conferenceLive", { slug }), root?.defaultLocale ?? "es");
  const { enabled } = options;
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;

    const onEvent = (name: LiveEvent["event"]) => (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      if (!Array.isArray(data)) return;
      const event = { event: name, id: message.lastEventId, data } as LiveEvent;
      const current = latest.current;
      const said = announcementOf(current.state, event);
      setChanges((changes) => addEvent(changes, event, current.initial));
      // For the wording of the next announcement, should another event come before React renders.
      const changes = addEvent(current.changes, event, current.initial);
      latest.current = { ...current, changes, state: withChanges(current.initial, changes) };
      if (said) {
        const text = current.t(said.key, said.values ?? {});
        // The same words twice in a row would not be read again: make them differ invisibly.
        setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
      }
    };

    const open = () => {
      // The first connection says what the page has; reconnections send Last-Event-ID themselves.
      const since = liveEventId(positionOf(latest.current.state));
      source = new EventSource(`${url}?since=${encodeURIComponent(since)}`);
      for (const name of LIVE_EVENT_NAMES) source.addEventListener(name, onEvent(name));
      source.onopen = () => {
        delay = RETRY_FIRST_MS;
      };
      source.onerror = () => {
        // The browser gives up by itself only on a refusal (not 200, or 204): then we try again later.
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [url, enabled]);

  return { state, announcement };
}
