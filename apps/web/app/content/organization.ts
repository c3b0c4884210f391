import { company } from "./company";

// What the firm's structured data (Organization) says of it beyond its name and address.

export const organizationDescription =
  "Kaizen Fusion Technologies is an IT and AI consulting firm in New Delhi. We design, build and support custom software, agentic AI and IoT solutions, and offer ready products for HR and payroll, process automation and trade exhibitions to companies across India.";

export interface ContactPoint {
  /** schema.org's name for the kind of contact. */
  contactType: string;
  telephone: string;
  email: string;
}

/** Who answers which enquiry; both lines serve India in English and Hindi. */
export const contactPoints: readonly ContactPoint[] = [
  { contactType: "sales", telephone: company.phone, email: company.salesEmail },
  { contactType: "customer service", telephone: company.phone, email: company.email },
];

export const contactArea = { areaServed: "IN", availableLanguage: ["English", "Hindi"] } as const;
