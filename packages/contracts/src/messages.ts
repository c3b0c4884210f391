// Every user-visible error, success and state text of the forms and data pages, grouped per form or
// page. Texts quoted by the spec are the firm's copy and stay verbatim, emoji and odd spelling
// included; texts the spec describes without quoting are marked as such.

/** Rules, email check and save texts shared by the checklist, SRS, ROI, HR and early-access forms. */
export const leadFormMessages = {
  bot: "Bot submission detected.",
  required: "All fields are required.",
  invalidName: "Invalid Name. Try to fill your Name correctly.",
  invalidCompany: "Invalid Company Name. Try to fill your company Name correctly",
  invalidMobile: "Invalid mobile number. Please fill your correct Mobile number.",
  invalidEmail: "Invalid email format.",
  emailFlagged: "This email address has been flagged. Please use a different email.",
  emailCheckFailed: "Email verification failed. Please try again.",
  saveFailed: "Failed to save your details. Please try again later.",
  fallback: "An error occurred while submitting the form",
  processing: "Processing...",
} as const;

/** Overlays and checks of forms that wait for the visitor's IP lookup. */
export const ipLookupMessages = {
  detecting: "Detecting your IP address...",
  waitForIp: "Please wait while we detect your IP address",
} as const;

/**
 * The spec's processing overlay 'Validating inputs. Analyzing your ...requirements', completed with
 * what the page offers.
 */
export const analyzingRequirements = (subject: string) =>
  `Validating inputs. Analyzing your ${subject} requirements`;

export const contactMessages = {
  bot: leadFormMessages.bot,
  required: "Please fill all required fields",
  invalidEmail: "Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  emailRejected: "We cannot accept submissions from this email address.",
  saveFailed: "Failed to submit feedback. Please try again.",
  unexpected: "An error occurred. Please try again later.",
  submitting: "Submitting...",
  submitAnother: "Submit Another Request",
  // Firm copy where the spec only describes the text
  thankYou: "Thank you! Your request has been received. We will get back to you soon.",
} as const;

export const estimateMessages = {
  required: contactMessages.required,
  invalidEmail: contactMessages.invalidEmail,
  invalidMobile: contactMessages.invalidPhone,
  serverError: "Error: Unable to fetch cost estimate. Please try again.",
  networkError: "Network error. Please check your connection and try again.",
  unexpected: "An error occurred. Please try again.",
  calculating: "Calculating...",
  createAnother: "Create Another Estimate",
  // Firm copy where the spec only describes the text
  overlay: "Calculating your estimate",
} as const;

export const checklistMessages = {
  ...leadFormMessages,
  // Firm copy where the spec only describes the text: the spec describes it as validating inputs and preparing the checklist
  overlay: "Validating inputs. Preparing your checklist",
  thankYou: "Thank you! Your information has been received.",
} as const;

export const srsTemplateMessages = {
  ...checklistMessages,
  submit: "Get My Template",
  overlay: "Preparing Template",
} as const;

export const roiMessages = {
  ...checklistMessages,
  title: "Estimate Your ROI from Custom Software",
  submit: "Calculate ROI",
  overlay: "Calculating ROI",
  costOrder: "Automated cost must be less than manual cost for positive ROI",
  // Firm copy where the spec only describes the text: number inputs with min 0 stop this in the browser
  invalidCost: "Costs must be numbers of 0 or more",
} as const;

export const hrLeadMessages = {
  ...leadFormMessages,
  heading: "Request for a Demo Today",
  requestAnother: "Request Another Demo",
  // Firm copy where the spec only describes the text
  thankYou: "Thank you! Your demo request has been received. Our team will contact you shortly.",
} as const;

/** RPA (Lexema RPA) and agentic-AI (Qualetics AI) demo forms. */
export const demoLeadMessages = {
  ...hrLeadMessages,
  heading: "Request for a Demo Today!!",
  required: "Name, Email, and Phone are required fields.",
  invalidName: "Invalid Name. Please enter a valid name.",
  invalidMobile: "Invalid mobile number. Please enter a valid phone number.",
  invalidEmail: "Invalid email format.",
} as const;

const aiLeadSuccess =
  "✅ Thanks you. Your request has been submitted successfully. Our AI Consultancy Team will contact you to take this process further.";

export const medicalLeadMessages = {
  bot: leadFormMessages.bot,
  required: leadFormMessages.required,
  invalidMobile: leadFormMessages.invalidMobile,
  invalidEmail: leadFormMessages.invalidEmail,
  failed: "❌ There was an error processing your request. Please check your input and try again.",
  success: aiLeadSuccess,
  overlay: "Validating inputs. Analyzing your Agentic AI requirements",
  submitAnother: contactMessages.submitAnother,
} as const;

const unexpectedResponsePrefix = "❌ Unexpected response from server:";

export const manufacturingLeadMessages = {
  bot: "❌ Bot submission detected.",
  required: "❌ All fields are required.",
  invalidMobile: "❌ Invalid mobile number format.",
  invalidEmail: "❌ Invalid email address.",
  unexpectedResponsePrefix,
  /** A save answer other than OK, shown with the answer serialised after the prefix. */
  unexpectedResponse: (data: unknown) => `${unexpectedResponsePrefix} ${JSON.stringify(data)}`,
  failed: "❌ There was an error processing your request. Please try again later.",
  success: aiLeadSuccess,
  // Firm copy where the spec only describes the text
  overlay: analyzingRequirements("Manufacturing AI"),
  submitAnother: contactMessages.submitAnother,
} as const;

export const earlyAccessMessages = {
  ...leadFormMessages,
  ...ipLookupMessages,
  saveFailed: "Failed to submit your details. Please try again later.",
  heading: "Early Access Program",
  submit: "Get Early Access",
  // Firm copy where the spec only describes the text: the spec gives only the pattern of these overlays
  overlay: {
    agenticAi: analyzingRequirements("Agentic AI"),
    commTool: analyzingRequirements("Communication Tools"),
  },
  submitAnother: contactMessages.submitAnother,
  // Firm copy where the spec only describes the text
  thankYou: "Thank you! Your early access request has been received. We will be in touch soon.",
} as const;

export const candidateMessages = {
  ...ipLookupMessages,
  required: contactMessages.required,
  resumeOrDetails: "Please either upload your resume or provide your details in the text area",
  pdfOnly: "Please upload only PDF files",
  fileTooLarge: "File size exceeds 5MB limit",
  invalidEmail: contactMessages.invalidEmail,
  invalidPhone: contactMessages.invalidPhone,
  // Firm copy where the spec only describes the text
  invalidExperience: "Please enter your total experience in years, from 0 to 60",
  failed: "Failed to submit your application. Please try again later.",
  success: "Thank you for your application! We will review your details and contact you soon.",
  applyAnother: "Apply for Another Position",
} as const;

export const partnerMessages = {
  required: contactMessages.required,
  invalidEmail: contactMessages.invalidEmail,
  invalidPhones: "Please enter valid phone numbers",
  invalidPostalCode: "Please enter a valid postal code",
  saveFailed: "Failed to save partner request. Please try again later.",
  fallback: leadFormMessages.fallback,
  success:
    "We have received your partner request. Our team will review it and contact you shortly.",
  submitAnother: contactMessages.submitAnother,
} as const;

export const blogMessages = {
  untitled: "Untitled Blog",
  unknownAuthor: "Unknown Author",
  noContent: "No content available",
  unavailableTitle: "Blog Not Available",
  unavailableContent: "This blog could not be loaded.",
  commentsClosed: "Comments are closed for this blog.",
  noBlogs: "No blogs found.",
  selectBlog: "Select a blog to read",
  likeFailed: "Failed to update likes. Please try again.",
  commentFailed: "Failed to post comment. Please try again.",
  posting: "Posting...",
  // Firm copy where the spec only describes the text: only an API client can send a blank comment, the page ignores it
  blankComment: "Please write a comment before posting",
} as const;

export const employeeMessages = {
  heading: "Employee Details",
  // Firm copy where the spec only describes the text
  loading: "Loading employee details...",
  noPhone: "No phone number provided in URL",
  notFound: "No employee found with this phone number.",
  authFailed: "Authentication failed. Please contact support.",
  unexpectedStatus: (status: number) => `Unexpected error (HTTP ${status})`,
  network: "Network error - unable to reach the server.",
  unexpected: "An unexpected error occurred.",
} as const;

/** The email check's answer bodies (status 200 and 301). */
export const emailCheckMessages = {
  ok: "Email is OK",
  suspect: "Email is suspect",
} as const;

export const notFoundMessages = {
  code: "404",
  title: "Page Not Found",
  text: "The page you are looking for doesn't exist.",
} as const;

export const voiceAgentMessages = {
  loading: "Loading voice agent...",
  startBubble: "Click here to start talking",
} as const;

/** Ours: what the API answers for payloads no form of the site can produce. */
export const payloadMessages = {
  notAnObject: "The request body must be a JSON object",
  notText: "This field must be text",
  notNumber: "This field must be a number",
  notWholeNumber: "This field must be a whole number",
  notId: "This field must be a positive whole number",
  tooLong: (max: number) => `This field must be at most ${max} characters long`,
  outOfRange: (min: number, max: number) => `This field must be between ${min} and ${max}`,
  unknownOption: "Please choose one of the listed options",
  notTrue: "This field must be true",
  notBoolean: "This field must be true or false",
} as const;
