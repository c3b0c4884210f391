import { TIMING } from "@site/contracts";
import { useEffect, useState } from "react";

/**
 * One to three dots, advancing every 500 ms while `active`. Visitors who ask for reduced motion
 * get all three dots, still.
 */
export function useLoadingDots(active: boolean): string {
  const [count, setCount] = useState(1);

  useEffect(() => {
    if (!active) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setCount(TIMING.loadingDotsMax);
      return;
    }
    setCount(1);
    const timer = window.setInterval(
      () => setCount((current) => (current % TIMING.loadingDotsMax) + 1),
      TIMING.loadingDotIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [active]);

  return ".".repeat(count);
}
