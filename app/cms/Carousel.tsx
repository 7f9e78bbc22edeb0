// The slide module: a scroll-snapping row, which becomes the APG carousel with JavaScript. It never
// advances by itself (so no pause button is needed: WCAG 2.2.2).
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/ui/icons";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/ui/hydrated";
import { prefersReducedMotion } from "~/ui/motion";
import type { CmsBlock } from "./blocks";
import { CmsAnchor, Heading, RichText, innerLevel } from "./parts";

type Block = Extract<CmsBlock, { type: "slide" }>;

export function Carousel({ block }: { block: Block }) {
  const { t } = useTranslation("cms");
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  // From the block: readable in the markup and the same on the server and in the browser.
  const id = `carousel-${block.key.replace(/[^\w-]/g, "_")}`;
  const titleId = `${id}-title`;
  const trackId = `${id}-slides`;
  const total = block.slides.length;
  const enhanced = hydrated && total > 1;
  const track = useRef<HTMLDivElement>(null);
  const go = (step: number) => {
    const next = (current + step + total) % total;
    setCurrent(next);
    const row = track.current;
    if (!row) return;
    const slide = row.children[next] as HTMLElement | undefined;
    row.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
  };
  // A swipe moves the row too: once it comes to rest, the counter follows the slide in view.
  useEffect(() => {
    const row = track.current;
    if (!row || !enhanced) return;
    const follow = () => {
      const offsets = Array.from(row.children, (slide) => Math.abs((slide as HTMLElement).offsetLeft - row.scrollLeft));
      setCurrent(offsets.indexOf(Math.min(...offsets)));
    };
    row.addEventListener("scrollend", follow);
    return () => row.removeEventListener("scrollend", follow);
  }, [enhanced]);
  // `inert` is set on the element: React 18 does not know it as a boolean prop.
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    Array.from(row.children).forEach((slide, index) => {
      (slide as HTMLElement).inert = enhanced && index !== current;
    });
  }, [enhanced, current]);
  const slideLevel = innerLevel(block);
  return (
    <section
      className={`cms-module cms-slide cms-carousel${enhanced ? " is-enhanced" : ""}`}
      aria-roledescription={t("carousel.roledescription")}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : t("carousel.label")}
    >
      {block.title ? (
        <Heading level={block.level} id={titleId} className="cms-module-title">
          {block.title}
        </Heading>
      ) : null}
      <div
        id={trackId}
        ref={track}
        className="carousel-track"
        // Focusable so a keyboard can scroll it (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={total < 2 ? undefined : 0}
        aria-live={enhanced ? "polite" : undefined}
      >
        {block.slides.map((slide, index) => (
          <div
            key={slide.key}
            className="carousel-slide"
            role="group"
            aria-roledescription={t("carousel.slide")}
            aria-label={t("carousel.slideOf", { index: index + 1, total })}
            aria-hidden={enhanced && index !== current ? true : undefined}
          >
            {slide.image ? (
              <img className="carousel-image" src={slide.image.src} alt={slide.image.alt} loading={index === 0 ? undefined : "lazy"} />
            ) : null}
            {slide.title || slide.text || slide.link ? (
              <div className="carousel-caption">
                {slide.title ? (
                  <Heading level={slideLevel} className="carousel-title">
                    {slide.title}
                  </Heading>
                ) : null}
                {slide.text ? <RichText text={slide.text} /> : null}
                {slide.link ? (
                  <p className="carousel-link">
                    <CmsAnchor link={slide.link} />
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        ))}
      </div>
      {total > 1 ? (
        // Without JavaScript the row keeps its place, unseen: nothing moves on hydration.
        <div className={enhanced ? "carousel-controls" : "carousel-controls is-waiting"} aria-hidden={enhanced ? undefined : true}>
          <button
            type="button"
            className="carousel-button"
            aria-controls={trackId}
            aria-label={t("carousel.previous")}
            onClick={() => go(-1)}
            tabIndex={enhanced ? undefined : -1}
          >
            <Icon name="chevronLeft" />
          </button>
          {/* Said by each slide's own label; shown here for sighted users. */}
          <p className="carousel-position" aria-hidden="true">
            {current + 1} / {total}
          </p>
          <button
            type="button"
            className="carousel-button"
            aria-controls={trackId}
            aria-label={t("carousel.next")}
            onClick={() => go(1)}
            tabIndex={enhanced ? undefined : -1}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
