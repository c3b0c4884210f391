import { company, companyPhoneHref } from "./company";
import type { Card, SectionCopy } from "./sections";

// Copy of the company details page (/company-details). Its heading and introduction are in pages.ts.

export const registration: SectionCopy & { cards: readonly Card[] } = {
  heading: "Registration",
  cards: [
    {
      title: "Legal entity",
      details: [
        { label: "Legal name", text: company.name },
        { label: "Trading name", text: company.shortName },
        {
          label: "Type",
          text: "Private limited company, incorporated under the Companies Act, 2013",
        },
        { label: "Founded", text: "2016" },
      ],
    },
    {
      title: "Registration numbers",
      details: [
        { label: "CIN", text: "U62099DL2016PTC301845" },
        { label: "GSTIN", text: "07AAJCK4821M1Z7" },
        { label: "PAN", text: "AAJCK4821M" },
      ],
    },
    {
      title: "Registered office",
      details: [
        { label: "Address", text: company.address },
        { label: "Registrar", text: "Registrar of Companies, NCT of Delhi and Haryana" },
      ],
    },
  ],
};

export const contacts: SectionCopy & { cards: readonly Card[] } = {
  heading: "Contacts",
  intro: "Write to the address that matches your question and the right team will answer it.",
  cards: [
    {
      title: "General enquiries",
      details: [
        { label: "E-mail", text: company.email, href: `mailto:${company.email}` },
        { label: "Phone", text: company.phone, href: companyPhoneHref },
        { label: "Website", text: company.website, href: company.website },
      ],
    },
    {
      title: "Sales and new projects",
      details: [
        { label: "E-mail", text: company.salesEmail, href: `mailto:${company.salesEmail}` },
        { label: "Phone", text: company.phone, href: companyPhoneHref },
      ],
    },
    {
      title: "Careers",
      details: [
        { label: "E-mail", text: company.careersEmail, href: `mailto:${company.careersEmail}` },
      ],
    },
    {
      title: "Billing and accounts",
      text: "Invoices, payment confirmations, TDS certificates and vendor registration forms.",
      details: [
        {
          label: 'E-mail, with the subject "Billing"',
          text: company.email,
          href: `mailto:${company.email}?subject=Billing`,
        },
        {
          label: "Bank details",
          text: "Printed on every invoice. We never change them by e-mail: if you receive such a request, call us on the number above before paying.",
        },
      ],
    },
  ],
};

export const workingHours: SectionCopy & { cards: readonly Card[] } = {
  heading: "Working hours",
  intro: "All times are Indian Standard Time (IST, UTC+5:30).",
  cards: [
    {
      title: "Office",
      details: [
        { label: "Monday to Friday", text: "9:30 am to 6:30 pm" },
        { label: "Saturday", text: "10:00 am to 2:00 pm" },
        { label: "Sunday and national holidays", text: "Closed" },
      ],
    },
    {
      title: "Production support",
      details: [
        { label: "Standard plans", text: "Monday to Saturday, 8:00 am to 10:00 pm" },
        { label: "Critical systems plans", text: "24 hours a day, every day of the year" },
      ],
    },
  ],
};
