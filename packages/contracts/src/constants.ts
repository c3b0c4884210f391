// The firm's business constants (timings, page sizes, input steps and limits) and the bounds that
// keep every stored string finite. The bounds are ours: the firm fixed limits only for the partner
// form.

export const TIMING = {
  /** Loading dots on overlays and buttons advance this often, cycling one to three dots. */
  loadingDotIntervalMs: 500,
  loadingDotsMax: 3,
  carouselIntervalMs: 5000,
  carouselSwipeThresholdPx: 40,
  /** The footer's Feedbacks link waits this long on /index before scrolling to the testimonials. */
  feedbackScrollDelayMs: 500,
} as const;

/** Below this width the blog list sits on top of the article instead of beside it. */
export const BLOG_NARROW_BREAKPOINT_PX = 992;
export const BLOG_PAGE_SIZE = 10;
/** Blog count used when the count call fails, so the page buttons still appear. */
export const BLOG_FALLBACK_COUNT = 50;

/** Resumes: PDF only, at most 5 MiB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MIME_TYPE = "application/pdf";

/** Steps of the number inputs (ROI costs in dollars and cents; experience in tenths of a year). */
export const ROI_COST_STEP = 0.01;
export const EXPERIENCE_STEP = 0.1;
export const EXPERIENCE_MAX_YEARS = 60;
/** Upper bound of every estimate count field (screens, reports, integrations ...). */
export const ESTIMATE_COUNT_MAX = 1000;

/** Email verification answers by HTTP status. */
export const EMAIL_CHECK_STATUS = { accepted: 200, flagged: 301 } as const;

/** IP sent when the lookup fails: the contact form sends 'unknown', all others 0.0.0.0. */
export const IP_FALLBACK = {
  contact: "unknown",
  default: "0.0.0.0",
} as const;

export const PARTNER_REVIEW_HOURS = 48;

/** Character limits of the partner form inputs, as the firm fixed them. */
export const PARTNER_MAX_LENGTH = {
  fname: 100,
  lname: 100,
  company: 150,
  email: 150,
  city: 150,
  website: 150,
  pincode: 10,
  phoneno: 15,
  companyphone: 15,
} as const;

/** Bounds for every other free-text field, so no payload can carry an unbounded string. */
export const MAX_LENGTH = {
  /** Names; where the 2-50 name pattern applies it refuses longer ones with its own message. */
  personName: 100,
  company: 100,
  email: 254,
  /** "+" and 15 digits. */
  phone: 16,
  website: 200,
  project: 2000,
  request: 5000,
  candidateDetails: 5000,
  partnerProfile: 5000,
  comment: 2000,
  leadFor: 200,
  /** SaveProdLead `leadtype`: the firm's existing pages send their own texts. */
  productLeadType: 100,
  /** Longest textual IPv6 address (IPv4-mapped). */
  ip: 45,
  blogSlug: 100,
  employeePhone: 30,
  landingPage: 500,
  referrer: 2000,
  utm: 200,
} as const;

/** Bump when the notice under the forms or the privacy policy changes in substance. */
export const PRIVACY_NOTICE_VERSION = "2026-11";
export const PRIVACY_NOTICE_VERSION_MAX = 32;
