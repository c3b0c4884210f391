// Accessible names of the quote carousels on the home, product and partner pages. Plain text with
// {placeholders}: carousels are islands, and an island's props must survive serialisation.

export const quoteCarouselControls = {
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause testimonials",
  play: "Play testimonials",
  /** Accessible names of the slide and of its indicator button. */
  slide: "{position} of {total}",
  show: "Show testimonial {position}: {name}",
} as const;
