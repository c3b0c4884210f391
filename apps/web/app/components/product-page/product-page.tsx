import { Children, type ReactNode } from "react";
import type { PageContent } from "../../content/pages/page-content";
import type { ProductFacts as Facts } from "../../content/product-facts";
import type { Feature, SectionCopy } from "../../content/sections";
import type { CarouselQuote } from "../../features/testimonials/quote-carousel";
import { ListSection } from "../content-section/card-and-list-sections";
import { PageIntro } from "../page-intro/page-intro";
import { FormBesideSteps } from "../side-column/form-beside-steps";
import { ProductFacts } from "./product-facts";

/** The page's islands, passed in by its Astro page as slots. */
export interface ProductIslands {
  /** The customers' quotes. */
  testimonialCarousel: ReactNode;
  /** The demo request form. */
  demoForm: ReactNode;
}

/** What every product's content module holds besides its own sections. */
export interface ProductCopy {
  /** Where the demo form sits; the introduction's button leads there. */
  demoSection: { id: string; actionLabel: string; intro: string };
  whyChoose: SectionCopy & { items: readonly Feature[] };
  /** What the demo shows, in order, beside the form on a wide screen. */
  demoAgenda: SectionCopy & { steps: readonly Feature[] };
  testimonials: { heading: string; items: readonly CarouselQuote[] };
  productFacts: Facts;
}

interface ProductPageProps extends ProductIslands {
  page: Pick<PageContent, "heading" | "intro">;
  /** The product's screen beside the introduction. */
  visual: ReactNode;
  copy: ProductCopy;
  /** The product's own sections, shown first. */
  children: ReactNode;
}

/**
 * The page of a product with a demo request (HR & Payroll, Lexema RPA, Qualetics AI): the product's
 * own sections, its facts, why choose it, testimonials, and the demo form beside what the demo covers.
 */
export function ProductPage({
  page,
  visual,
  copy: { demoSection, whyChoose, demoAgenda, productFacts },
  testimonialCarousel,
  demoForm,
  children,
}: ProductPageProps) {
  const demoLink = { label: demoSection.actionLabel, href: `#${demoSection.id}` };
  return (
    <PageIntro page={page} visual={visual} links={[demoLink]}>
      {/* One flat list of sections: React derives each section's heading id from its place in it. */}
      {Children.toArray([
        children,
        <ProductFacts key="facts" facts={productFacts} />,
        <ListSection key="why-choose" copy={whyChoose} tinted />,
        testimonialCarousel,
        <FormBesideSteps key="demo" steps={demoAgenda}>
          {demoForm}
        </FormBesideSteps>,
      ])}
    </PageIntro>
  );
}
