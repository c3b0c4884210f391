/**
 * How an island below the first screen hydrates: `client:visible={NEAR_VIEW}`. Its script loads
 * once it comes within 300 px of the viewport, so a page whose first screen is static loads no
 * React until the visitor scrolls towards a form or a carousel, and the island is ready by the
 * time it is in view. Islands on the first screen keep `client:idle`.
 */
export const NEAR_VIEW = { rootMargin: "300px" };
