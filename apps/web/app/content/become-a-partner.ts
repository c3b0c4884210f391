import { facts } from "./facts";
// The partners' marks, drawn in one style and inlined beside the name set in the site's typeface.
import chinarDigitalMark from "./images/partners/chinar-digital.svg?raw";
import deccanCloudworksMark from "./images/partners/deccan-cloudworks.svg?raw";
import sahyadriAutomationMark from "./images/partners/sahyadri-automation.svg?raw";
import tarangInfotechMark from "./images/partners/tarang-infotech.svg?raw";
import type { ImageSlot } from "./people";
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
  /** Where the firm is based, under its name. */
  place: string;
  /** The drawn mark: SVG markup from content/images/partners/, this repository's own files. */
  mark: string;
  /** The firm's site; without one the logo is not a link. */
  url?: string;
  /** The firm's own logo file (content/images/logos/), once supplied; replaces mark and name. */
  logo?: ImageSlot;
}

export const partnerLogos: SectionCopy & { items: readonly PartnerLogo[] } = {
  heading: "Some of our partners",
  items: [
    { name: "Deccan Cloudworks", place: "Hyderabad", mark: deccanCloudworksMark },
    { name: "Chinar Digital", place: "Srinagar", mark: chinarDigitalMark },
    { name: "Tarang Infotech", place: "Ahmedabad", mark: tarangInfotechMark },
    { name: "Sahyadri Automation", place: "Pune", mark: sahyadriAutomationMark },
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
      company: "Deccan Cloudworks, Hyderabad",
      portrait: { seed: "sanjay-venkatesh", hair: "short", glasses: true },
    },
    {
      quote:
        "Their engineers join our client calls when we need them, and they never go around us. That trust matters.",
      name: "Ruchi Bhandari",
      role: "Founder",
      company: "Chinar Digital, Srinagar",
      portrait: { seed: "ruchi-bhandari", hair: "long" },
    },
    {
      quote:
        "The partner manager helped us package IoT monitoring for our factory clients. It is now our fastest-growing service.",
      name: "Joseph D'Souza",
      role: "Head of Sales",
      company: "Sahyadri Automation, Pune",
      portrait: { seed: "joseph-dsouza", hair: "wavy" },
    },
  ],
} as const;

export const formSection = {
  id: "partner-form",
  heading: "Apply to become a partner",
  intro: `Tell us about your company. Our partnerships team will review your application and get back to you with next steps within ${facts.responseTimes.partnerApplication}.`,
} as const;

/** Beside the form: what a firm can expect once it has applied. */
export const afterApplying = {
  heading: "What happens after you apply",
  steps: [
    {
      title: "We read your application.",
      text: `Someone from our partnerships team replies within ${facts.responseTimes.partnerApplication}, with questions if we have any.`,
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
