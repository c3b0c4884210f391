// Texts that several catalogues repeat, kept as single strings so that a page's bundle carries only
// the texts its own catalogue uses. The package exports the catalogues, not these building blocks.

export const botDetected = "Bot submission detected.";
export const allFieldsRequired = "All fields are required.";
export const invalidMobileFormat = "Invalid mobile number. Please fill your correct Mobile number.";
export const invalidEmailFormat = "Invalid email format.";
export const submitFailed = "An error occurred while submitting the form";
export const fillRequiredFields = "Please fill all required fields";
export const enterValidEmail = "Please enter a valid email address";
export const enterValidPhone = "Please enter a valid phone number";
export const submitAnotherRequest = "Submit Another Request";

/**
 * The firm's processing overlay 'Validating inputs. Analyzing your ...requirements', completed with
 * what the page offers.
 */
export const analyzingRequirements = (subject: string) =>
  `Validating inputs. Analyzing your ${subject} requirements`;
