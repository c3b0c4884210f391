import { FeatureSection } from "../components/home/feature-section";
import styles from "../components/home/home.module.css";
import { HomeBanner } from "../components/home/home-banner";
import { TrustStatement } from "../components/home/trust-statement";
import { contact, features, iot } from "../content/home";
import page from "../content/pages/home";
import { ContactForm } from "../features/contact/contact-form";
import { TestimonialCarousel } from "../features/testimonials/testimonial-carousel";
import { organizationJsonLd, pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [...pageMeta(page), organizationJsonLd];

export default function HomePage() {
  return (
    <>
      <HomeBanner />
      <div className={styles.sections}>
        <TrustStatement />
        {features.map((feature) => (
          <FeatureSection key={feature.id} {...feature}>
            <ul className={styles.points}>
              {feature.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </FeatureSection>
        ))}
        <FeatureSection id={iot.id} heading={iot.heading} text={iot.text} link={iot.link}>
          <ul className={styles.industries}>
            {iot.industries.map((industry) => (
              <li key={industry}>{industry}</li>
            ))}
          </ul>
        </FeatureSection>
        <TestimonialCarousel />
        <section id={contact.id} className={styles.contact} aria-labelledby="lets-heading">
          <h2 id="lets-heading">{contact.heading}</h2>
          <p className={styles.contactText}>{contact.text}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
