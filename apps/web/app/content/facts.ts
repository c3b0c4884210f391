import { copyrightYears, postalAddress } from "./company";

// Every figure, cadence, year and promise the site states about the firm, in one place, so no two
// pages can disagree. Content files build their sentences from these values instead of typing
// them; facts.test.ts reads every built page and fails on a figure of these kinds that is not here.

const foundedYear = 2016;

export const facts = {
  /** The spec's own claims, shown verbatim on the home page. */
  clients: {
    count: 1200,
    value: "1200+",
    label: "satisfied clients",
    phrase: "1200+ satisfied clients",
  },
  enterprises: { count: 100, value: "100+", label: "enterprises", phrase: "100+ enterprises" },
  /**
   * The /project-deliver showcase: a selection of our work, never the total. Typed, not counted
   * from the projects list, so the forms' bundles that read these facts do not carry every case
   * study; facts.test.ts holds the two equal.
   */
  showcase: { count: 13, phrase: "13 selected projects" },
  founded: { year: foundedYear, city: postalAddress.city },
  /** Whole years since the founding year, at build time. */
  yearsInBusiness: copyrightYears.last - foundedYear,
  /** Everyone on the payroll: engineers, consultants, designers and the people who support them. */
  team: { count: 150, value: "150+", label: "engineers, consultants and designers" },
  /** How long most clients have stayed with us. */
  clientTenure: { years: 3, value: "3+ years", phrase: "more than three years" },
  /** One cadence for every project: a working demo at the end of each two-week cycle. */
  demoCadence: {
    adjective: "fortnightly",
    interval: "every two weeks",
    cycle: "two-week",
    /** Every way the pages may name the cadence; the test accepts these beside "demo". */
    wordings: ["fortnightly", "every two weeks", "every fortnight", "two-week"],
  },
  /** The first reply each kind of request gets. */
  responseTimes: {
    enquiry: "one working day",
    partnerApplication: "48 hours",
    jobApplication: "five working days",
    srsReview: "five working days",
    /** A written scope, timeline and price after the discovery workshop; an IoT pilot proposal. */
    proposal: "a week",
    privacyAcknowledgement: "48 hours",
    privacyResolution: "30 days",
    complaint: "10 days",
  },
  /** Free defect fixing after go-live, then an optional support plan. */
  warranty: { days: 90, phrase: "90-day warranty" },
  support: {
    standard: "Monday to Saturday, 8 am to 10 pm IST",
    critical: "24 hours a day, every day of the year",
  },
  office: postalAddress,
  /** Certifications the firm holds and may claim; none until it can show the certificates. */
  certifications: [] as readonly string[],
  copyright: copyrightYears,
} as const;
