import { scrollBehavior } from "../../lib/scroll";

/**
 * Moves the focus to a step's heading or message and brings the whole step into view: focusing
 * alone would scroll only the heading in, leaving the step's button below a phone's screen.
 */
export function reveal(target: HTMLElement | null, step: HTMLElement | null = target) {
  if (target === null) return;
  target.focus({ preventScroll: true });
  step?.scrollIntoView({ behavior: scrollBehavior(), block: "nearest" });
}
