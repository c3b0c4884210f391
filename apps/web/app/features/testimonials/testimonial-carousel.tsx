import { testimonials } from "../../content/home";
import { QuoteCarousel } from "./quote-carousel";

/** The home page's client quotes, with their portraits. */
export function TestimonialCarousel() {
  return <QuoteCarousel {...testimonials} />;
}
