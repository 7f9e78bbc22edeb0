// The slide module. Without JavaScript every slide is shown in a row that scrolls sideways (with
// scroll snapping; the row itself can take focus so it scrolls from the keyboard). With JavaScript
// it becomes the APG carousel: one slide at a time, previous/next buttons, "n of m" labels, the
// slide area announced politely on change, the buttons below the slide. It never turns by itself
// (no auto-advance, so no pause button is needed: WCAG 2.2.2), and never slides (no animation).
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CmsBlock } from "./blocks";
import { CmsAnchor, Heading, RichText, innerLevel } from "./parts";

type Block = Extract<CmsBlock, { type: "slide" }>;

export function Carousel({ block }: { block: Block }) {
  const { t } = useTranslation("cms");
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const id = useId();
  const titleId = `${id}-title`;
  const trackId = `${id}-slides`;
  const total = block.slides.length;
  const enhanced = hydrated && total > 1;
  const go = (step: number) => setCurrent((index) => (index + step + total) % total);
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
        className="carousel-track"
        // Without JavaScript the row scrolls sideways: focusable so a keyboard can scroll it.
        tabIndex={enhanced ? undefined : 0}
        aria-live={enhanced ? "polite" : undefined}
      >
        {block.slides.map((slide, index) => (
          <div
            key={slide.key}
            className="carousel-slide"
            role="group"
            aria-roledescription={t("carousel.slide")}
            aria-label={t("carousel.slideOf", { index: index + 1, total })}
            hidden={enhanced && index !== current}
          >
            {slide.image ? <img className="carousel-image" src={slide.image.src} alt={slide.image.alt} loading={index === 0 ? undefined : "lazy"} /> : null}
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
      {enhanced ? (
        // Below the slide, small and quiet, so the slide's own title leads.
        <div className="carousel-controls">
          <button type="button" className="carousel-button" aria-controls={trackId} aria-label={t("carousel.previous")} onClick={() => go(-1)}>
            <Chevron direction="previous" />
          </button>
          {/* Said by each slide's own label; shown here for sighted users. */}
          <p className="carousel-position" aria-hidden="true">
            {current + 1} / {total}
          </p>
          <button type="button" className="carousel-button" aria-controls={trackId} aria-label={t("carousel.next")} onClick={() => go(1)}>
            <Chevron direction="next" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A chevron in the text's colour: the button's name is its aria-label, translated. */
function Chevron({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg className="carousel-chevron" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d={direction === "previous" ? "M15 5 8 12l7 7" : "m9 5 7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
