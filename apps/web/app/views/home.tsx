import type { ReactNode } from "react";
import { CaseStudyCards } from "../components/case-studies/case-study-cards";
import { FeatureSection } from "../components/home/feature-section";
import styles from "../components/home/home.module.css";
import { HomeBanner } from "../components/home/home-banner";
import { TrustStatement } from "../components/home/trust-statement";
import { contact, features, iot } from "../content/home";
import { industryByHomeLabel, industryPath } from "../content/industries";

/** The home page; its testimonials and contact form are islands the page entry passes in. */
export function HomePage({
  testimonials,
  contactForm,
}: {
  testimonials: ReactNode;
  contactForm: ReactNode;
}) {
  return (
    <>
      <HomeBanner />
      <div className={styles.sections}>
        <TrustStatement />
        {features.map((feature, index) => (
          <FeatureSection key={feature.id} {...feature} visualFirst={index % 2 === 1}>
            <ul className={styles.points}>
              {feature.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </FeatureSection>
        ))}
        <FeatureSection id={iot.id} heading={iot.heading} text={iot.text} link={iot.link}>
          <ul className={styles.industries}>
            {iot.industries.map((label) => {
              // Only an industry with its own page is a link; the others are plain words.
              const industry = industryByHomeLabel(label);
              return industry ? (
                <li key={label}>
                  <a className={styles.industryLink} href={industryPath(industry)}>
                    {label}
                    <span aria-hidden="true"> →</span>
                  </a>
                </li>
              ) : (
                <li key={label} className={styles.industryPlain}>
                  {label}
                </li>
              );
            })}
          </ul>
        </FeatureSection>
        <CaseStudyCards />
        {testimonials}
        <section id={contact.id} className={styles.contact} aria-labelledby="lets-heading">
          <h2 id="lets-heading">{contact.heading}</h2>
          <p className={styles.contactText}>{contact.text}</p>
          {contactForm}
        </section>
      </div>
    </>
  );
}
