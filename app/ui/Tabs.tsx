// Tabs: same-page links and every section without JavaScript; once hydrated, the ARIA tab widget,
// with the URL's hash following the chosen tab.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "~/ui/hydrated";

export type Tab = { anchor: string; title: string; content: ReactNode };

export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const fromHash = () => {
    const hash = decodeHash(location.hash);
    return tabs.findIndex((tab) => tab.anchor === hash);
  };
  const [selected, setSelected] = useState(() => Math.max(0, fromHash()));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const row = useRef<HTMLDivElement | null>(null);
  // Which ends of a row that scrolls sideways hide tabs: the row fades there (app.css).
  const [hidden, setHidden] = useState<"start" | "end" | "both" | "none">("none");

  useEffect(() => {
    const scroller = row.current;
    if (!hydrated || !scroller) return;
    const measure = () => {
      const start = scroller.scrollLeft > 1;
      const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setHidden(start && end ? "both" : start ? "start" : end ? "end" : "none");
    };
    measure();
    scroller.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      scroller.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [hydrated]);

  // A navigation to another hash picks its tab.
  const here = `${location.key}${location.hash}`;
  const [seen, setSeen] = useState(here);
  if (seen !== here) {
    setSeen(here);
    const index = fromHash();
    if (index >= 0) setSelected(index);
  }

  // Scrolls the row alone: scrollIntoView would also scroll the page.
  useEffect(() => {
    const tab = buttons.current[selected];
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const inRow = row.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < inRow.left) row.scrollLeft -= inRow.left - box.left;
    else if (box.right > inRow.right) row.scrollLeft += box.right - inRow.right;
  }, [selected, hydrated]);

  if (!hydrated) {
    return (
      <div className="tabs">
        <nav aria-label={label} className="tabs-row">
          <ul className="tabs-list tabs-links">
            {tabs.map((tab) => (
              <li key={tab.anchor}>
                <a href={`#${tab.anchor}`}>{tab.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {tabs.map((tab) => (
          <section key={tab.anchor} id={tab.anchor} className="tab-panel" aria-labelledby={`${tab.anchor}-title`} tabIndex={-1}>
            <h2 id={`${tab.anchor}-title`}>{tab.title}</h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  const choose = (index: number, focus: boolean) => {
    setSelected(index);
    const url = `${window.location.pathname}${window.location.search}#${tabs[index].anchor}`;
    window.history.replaceState(window.history.state, "", url);
    if (focus) buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      choose(moves[event.key], true);
    }
  };

  return (
    <div className="tabs">
      <div className="tabs-row" data-hidden={hidden}>
        <div role="tablist" aria-label={label} className="tabs-list" ref={row}>
          {tabs.map((tab, index) => (
            <button
              key={tab.anchor}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${tab.anchor}-tab`}
              aria-selected={index === selected}
              aria-controls={tab.anchor}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => choose(index, false)}
              onKeyDown={onKeyDown}
            >
              {tab.title}
            </button>
          ))}
        </div>
      </div>
      {tabs.map((tab, index) => (
        <section
          key={tab.anchor}
          id={tab.anchor}
          role="tabpanel"
          className="tab-panel"
          aria-labelledby={`${tab.anchor}-tab`}
          hidden={index !== selected}
          tabIndex={0}
        >
          <h2 id={`${tab.anchor}-title`} className="visually-hidden">
            {tab.title}
          </h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
