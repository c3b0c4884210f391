// The terms every quotation states, in order. Changing them changes new quotations only: each
// quotation keeps the terms it was sent with.
export const QUOTE_TERMS: readonly string[] = [
  "This quotation is based on the requirements shared through our project estimator. The scope, effort and price will be confirmed in a statement of work after a requirements workshop; a change in scope after that is quoted separately.",
  "Effort is shown in person-hours. Amounts are in Indian rupees.",
  "Payment: 30% on signing the statement of work, 40% on delivery of the build for user acceptance testing, and 30% on go-live. Invoices are payable within 15 days.",
  "Third-party costs such as app store accounts, cloud hosting, paid APIs and software licences are not included and are billed at actuals with your prior approval.",
  "We fix defects reported within 60 days of go-live at no charge. Support and maintenance after that are offered under a separate annual agreement.",
  "On full payment, the source code and project documentation for the work delivered belong to you. Both parties keep each other's business information confidential.",
];
