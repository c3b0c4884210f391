/** Every word of quotations: the lead page's block and the PDF the client reads. */
export const quoteCopy = {
  lead: {
    heading: "Quotation",
    intro: "Prepares a PDF quotation from this estimate and opens the e-mail to send it.",
    prepare: "Prepare quotation",
    made: (number: string, total: string, when: string, who: string) =>
      `${number} · ${total} · ${when} by ${who}`,
    download: (number: string) => `Download ${number} (PDF)`,
    notEstimate: "Only an estimate with a price can be turned into a quotation.",
  },
  pdf: {
    title: "QUOTATION",
    number: "Quotation no.",
    date: "Date",
    validUntil: "Valid until",
    reference: "Your reference",
    preparedFor: "Prepared for",
    description: "Description",
    effort: "Effort (hours)",
    amount: "Amount",
    subtotal: "Subtotal",
    rounding: "Rounding",
    total: "Total",
    terms: "Terms and conditions",
    preparedBy: "Prepared by",
    thanks: "Thank you for considering Kaizen Fusion. We look forward to working with you.",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    fallbackLine: "Project as estimated",
  },
} as const;
