// Accessible names of the quote carousels on the product and partner pages.

export const quoteCarouselControls = {
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause testimonials",
  play: "Play testimonials",
  slide: (position: number, total: number) => `${position} of ${total}`,
  show: (position: number, name: string) => `Show testimonial ${position}: ${name}`,
} as const;
