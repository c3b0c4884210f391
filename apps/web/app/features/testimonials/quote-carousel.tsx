import { useId } from "react";
import { Photo } from "../../components/portrait/photo";
import { PortraitUse } from "../../components/portrait/portrait-use";
import type { ImageSlot, PortraitSpec, ResolvedPicture } from "../../content/people";
import styles from "./testimonial-carousel.module.css";
import { useCarousel } from "./use-carousel";

export interface CarouselQuote {
  quote: string;
  name: string;
  role: string;
  company?: string;
  /** How the person is drawn; quotes without one show the name alone. */
  portrait?: PortraitSpec;
  /** Their photograph, once supplied: the page passes it encoded, in `pictures`. */
  photo?: ImageSlot;
}

/**
 * Accessible names of the carousel's controls and slides. `slide` ("{position} of {total}") and
 * `show` ("Show testimonial {position}: {name}") are templates: props of an island are data.
 */
export interface CarouselControls {
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: string;
  show: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

interface QuoteCarouselProps {
  id?: string;
  heading: string;
  items: readonly CarouselQuote[];
  controls: CarouselControls;
  /** Photographs by the quoted person's name, encoded at build time (lib/pictures.ts). */
  pictures?: Readonly<Record<string, ResolvedPicture>>;
}

/**
 * Client quotes, one at a time. Every slide stays in the layout (stacked in one grid cell), so the
 * tallest decides the height and changing slides never shifts the page. The page draws the quoted
 * people's portraits once, with PortraitSymbols beside the island.
 */
export function QuoteCarousel({ id, heading, items, controls, pictures = {} }: QuoteCarouselProps) {
  const headingId = useId();
  const carousel = useCarousel(items.length);

  return (
    <section
      id={id}
      className={styles.carousel}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      {...carousel.regionProps}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {/* Announce slide changes only when the visitor makes them, not on every auto-advance. */}
      <div className={styles.slides} aria-live={carousel.rotating ? "off" : "polite"}>
        {items.map((item, position) => {
          const current = position === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group of content, not of form controls
            <div
              key={item.name}
              className={styles.slide}
              data-current={current}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(controls.slide, { position: position + 1, total: items.length })}
              aria-hidden={!current}
              inert={!current}
            >
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  {pictures[item.name] ? (
                    <Photo picture={pictures[item.name] as ResolvedPicture} size={72} />
                  ) : item.portrait ? (
                    // Drawn once in the page by PortraitSymbols, beside the island.
                    <PortraitUse seed={item.portrait.seed} size={72} />
                  ) : null}
                  <span>
                    <strong className={styles.name}>{item.name}</strong>
                    <span className={styles.role}>
                      {item.company ? `${item.role}, ${item.company}` : item.role}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={carousel.previous}
          aria-label={controls.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.indicators}>
          {items.map((item, position) => (
            <button
              key={item.name}
              type="button"
              className={styles.indicator}
              onClick={() => carousel.show(position)}
              aria-label={fill(controls.show, { position: position + 1, name: item.name })}
              aria-current={position === carousel.index}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={carousel.next}
          aria-label={controls.next}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className={styles.toggle}
          onClick={carousel.togglePlaying}
          aria-label={carousel.playing ? controls.pause : controls.play}
        >
          <span aria-hidden="true">{carousel.playing ? "❚❚" : "▶"}</span>
        </button>
      </div>
    </section>
  );
}
