import { TIMING } from "@site/contracts";
import {
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
  useEffect,
  useRef,
  useState,
} from "react";

/**
 * Slide position and controls of an auto-advancing carousel: every 5000 ms with wrap-around,
 * paused while hovered or focused and by its pause button, still for visitors who prefer reduced
 * motion, moved by the arrow keys and by swipes longer than 40 px.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStartX = useRef<number | null>(null);

  const show = (next: number) => setIndex(((next % count) + count) % count);
  const previous = () => show(index - 1);
  const next = () => show(index + 1);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  const rotating = playing && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    // Restarted on every change, so a slide chosen by hand also gets its full five seconds.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), TIMING.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === "ArrowLeft") previous();
      else if (event.key === "ArrowRight") next();
      else return;
      event.preventDefault();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined) return;
      const distance = end - start;
      if (Math.abs(distance) <= TIMING.carouselSwipeThresholdPx) return;
      if (distance < 0) next();
      else previous();
    },
  };

  return {
    index,
    playing,
    rotating,
    show,
    previous,
    next,
    togglePlaying: () => setPlaying((current) => !current),
    regionProps,
  };
}
