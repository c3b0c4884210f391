import { testimonials } from "../../content/home";
import type { ResolvedPicture } from "../../content/people";
import { QuoteCarousel } from "./quote-carousel";

/** The home page's client quotes, with their portraits (or photographs, by name). */
export function TestimonialCarousel({
  pictures,
}: {
  pictures?: Readonly<Record<string, ResolvedPicture>>;
}) {
  return <QuoteCarousel {...testimonials} pictures={pictures} />;
}
