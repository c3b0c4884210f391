// The firm's identity, shown in the footer, structured data and contact links.

export const postalAddress = {
  street: "4th Floor, Plot 27, Okhla Industrial Estate Phase III",
  city: "New Delhi",
  postalCode: "110020",
  country: "India",
  countryCode: "IN",
} as const;

/**
 * The spec's copyright year opens the range; the year the site is built closes it, so the footer
 * never lags behind the articles.
 */
export const copyrightYears = { first: 2025, last: new Date().getFullYear() } as const;

const copyrightRange =
  copyrightYears.last > copyrightYears.first
    ? `${copyrightYears.first}–${copyrightYears.last}`
    : `${copyrightYears.first}`;

export const company = {
  name: "Kaizen Fusion Technologies Pvt. Ltd.",
  shortName: "Kaizen Fusion",
  tagline: "Software, AI and IoT that move your business forward.",
  address: `${postalAddress.street}, ${postalAddress.city} ${postalAddress.postalCode}, ${postalAddress.country}`,
  email: "hello@kaizenfusion.in",
  careersEmail: "careers@kaizenfusion.in",
  salesEmail: "sales@kaizenfusion.in",
  phone: "+91 11 4170 2200",
  website: "https://www.kaizenfusion.in",
  copyright: `© ${copyrightRange} Kaizen Fusion Technologies Pvt. Ltd. All rights reserved.`,
} as const;

/** The phone number in the form a `tel:` link needs. */
export const companyPhoneHref = `tel:${company.phone.replace(/\s+/g, "")}`;

export interface SocialLink {
  /** Accessible name of the icon-style link. */
  label: string;
  /** Short visible text. */
  shortLabel: string;
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  {
    label: "Kaizen Fusion on YouTube",
    shortLabel: "YouTube",
    href: "https://www.youtube.com/@kaizenfusion",
  },
  {
    label: "Kaizen Fusion on LinkedIn",
    shortLabel: "LinkedIn",
    href: "https://www.linkedin.com/company/kaizenfusion",
  },
  {
    label: "Kaizen Fusion on Facebook",
    shortLabel: "Facebook",
    href: "https://www.facebook.com/kaizenfusion",
  },
  {
    label: "Kaizen Fusion on Instagram",
    shortLabel: "Instagram",
    href: "https://www.instagram.com/kaizenfusion",
  },
  { label: "Kaizen Fusion on X", shortLabel: "X", href: "https://x.com/kaizenfusion" },
];
