import { company } from "../company";

// The text every printed download shares around its own content: the firm's header, the closing
// heading, the contact block and the page footer.

export const documentFrame = {
  closingHeading: "Next steps",
  contactHeading: `Talk to ${company.shortName}`,
  contactLines: [
    company.name,
    company.address,
    `Email: ${company.email}  |  Phone: ${company.phone}`,
    company.website,
  ],
  footer: `${company.name}  |  ${company.email}  |  ${company.phone}  |  ${company.website.replace("https://", "")}`,
  pageNumber: (page: number, total: number) => `Page ${page} of ${total}`,
} as const;
