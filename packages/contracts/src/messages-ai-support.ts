import {
  allFieldsRequired,
  analyzingRequirements,
  botDetected,
  invalidEmailFormat,
  invalidMobileFormat,
  submitAnotherRequest,
} from "./messages-common";

const aiLeadSuccess =
  "✅ Thanks you. Your request has been submitted successfully. Our AI Consultancy Team will contact you to take this process further.";

export const medicalLeadMessages = {
  bot: botDetected,
  required: allFieldsRequired,
  invalidMobile: invalidMobileFormat,
  invalidEmail: invalidEmailFormat,
  failed: "❌ There was an error processing your request. Please check your input and try again.",
  success: aiLeadSuccess,
  overlay: "Validating inputs. Analyzing your Agentic AI requirements",
  submitAnother: submitAnotherRequest,
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
  // Our wording of a text the firm described but did not word
  overlay: analyzingRequirements("Manufacturing AI"),
  submitAnother: submitAnotherRequest,
} as const;
