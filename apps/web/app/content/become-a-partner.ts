// Imported, not under public/: the build gives them hashed names, cached for a year.
import bluepeakDigitalLogo from "./images/partners/bluepeak-digital.svg?no-inline";
import meridianAutomationLogo from "./images/partners/meridian-automation.svg?no-inline";
import northwindSystemsLogo from "./images/partners/northwind-systems.svg?no-inline";
import tarangInfotechLogo from "./images/partners/tarang-infotech.svg?no-inline";
import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the partner registration page (/become-a-partner). Its heading and introduction are in
// pages.ts; the form's copy is in features/partner.

/** The banner's call to action; its heading and text are the page's introduction. */
export const banner = {
  action: { label: "Apply to become a partner", href: "#partner-form" },
} as const;

/** The picture beside the introduction: who partners with us, what they bring, what they gain. */
export const partnerVisual = {
  partnerTypes: ["Resellers", "Agencies", "Technology firms"],
  hub: "Kaizen Fusion",
  offer: ["Software", "AI", "IoT"],
  label: (types: readonly string[], offer: readonly string[], gains: readonly string[]) =>
    `How the partnership works: ${types.join(", ")} bring Kaizen Fusion's ${offer.join(", ")} to their clients, to ${gains.map((gain) => gain.toLowerCase()).join(", ")}.`,
} as const;

export const benefits: SectionCopy & { cards: readonly Card[] } = {
  heading: "Why partner with us",
  cards: [
    {
      title: "Reach new audiences",
      text: "Offer your clients custom software, agentic AI and IoT solutions, and open doors with industries you could not serve alone.",
    },
    {
      title: "Drive revenue",
      text: "Earn attractive margins on referrals and resale, with recurring income from support and subscriptions.",
    },
    {
      title: "Advance your business",
      text: "Get sales training, technical enablement, co-branded material and a partner manager who helps you win.",
    },
  ],
};

export interface PartnerLogo {
  name: string;
  href: string;
  /** A wordmark (a built asset URL), drawn at this size. */
  src: string;
  width: number;
  height: number;
}

export const partnerLogos: SectionCopy & { items: readonly PartnerLogo[] } = {
  heading: "Some of our partners",
  items: [
    {
      name: "Northwind Systems",
      href: "https://www.northwind-systems.example",
      src: northwindSystemsLogo,
      width: 200,
      height: 60,
    },
    {
      name: "Bluepeak Digital",
      href: "https://www.bluepeak-digital.example",
      src: bluepeakDigitalLogo,
      width: 200,
      height: 60,
    },
    {
      name: "Tarang Infotech",
      href: "https://www.tarang-infotech.example",
      src: tarangInfotechLogo,
      width: 200,
      height: 60,
    },
    {
      name: "Meridian Automation",
      href: "https://www.meridian-automation.example",
      src: meridianAutomationLogo,
      width: 200,
      height: 60,
    },
  ],
};

export const testimonials = {
  heading: "What our partners say",
  items: [
    {
      quote:
        "Adding Kaizen Fusion's AI agents to our offer won us three new healthcare clients in the first quarter.",
      name: "Sanjay Venkatesh",
      role: "Director",
      company: "Northwind Systems",
    },
    {
      quote:
        "Their engineers join our client calls when we need them, and they never go around us. That trust matters.",
      name: "Ritu Bhandari",
      role: "Founder",
      company: "Bluepeak Digital",
    },
    {
      quote:
        "The partner manager helped us package IoT monitoring for our factory clients. It is now our fastest-growing service.",
      name: "Joseph D'Souza",
      role: "Head of Sales",
      company: "Meridian Automation",
    },
  ],
} as const;

export const formSection = {
  id: "partner-form",
  heading: "Apply to become a partner",
  intro:
    "Tell us about your company. Our partnerships team will review your application and get back to you with next steps within 48 hours.",
} as const;

/** Beside the form: what a firm can expect once it has applied. */
export const afterApplying = {
  heading: "What happens after you apply",
  steps: [
    {
      title: "We read your application.",
      text: "Someone from our partnerships team replies within 48 hours, with questions if we have any.",
    },
    {
      title: "An introductory call.",
      text: "Thirty minutes with a partner manager about your clients, the services you offer and where ours fit in.",
    },
    {
      title: "A written agreement.",
      text: "Referral or resale terms, margins and who does what for the client, agreed before any project starts.",
    },
    {
      title: "Onboarding.",
      text: "Sales training, a technical walkthrough and co-branded material, so you can offer our services in your first month.",
    },
  ],
} as const satisfies SectionCopy & { steps: readonly Feature[] };
