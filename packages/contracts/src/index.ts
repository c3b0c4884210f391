/**
 * @site/contracts: the rules, messages and payload shapes shared by the site's forms and the API.
 *
 * - Forms: `validateXForm(input)` runs the form's rules in their set order on trimmed input (phone
 *   fields normalised first, see phone-input.ts) and answers `{ ok: true, value }` or
 *   `{ ok: false, message, field? }` with the first failure. Validators: validateContactForm,
 *   validateEstimateForm, validateChecklistForm, validateRoiForm, validateHrLeadForm,
 *   validateDemoLeadForm, validateMedicalLeadForm, validateManufacturingLeadForm,
 *   validateEarlyAccessForm, validateCandidateForm (+ validateResumeFile), validatePartnerForm.
 * - API: `xPayloadSchema` (zod, in the `*-payload.ts` modules) re-checks a call's body with the
 *   same rules and messages, bounds every field and drops unknown keys; `parsePayload(schema,
 *   body)` answers like a validator, its failure being the API's JSON error `{ message, field? }`.
 *   `XPayload` is the body a client sends, `XResponse` what the call answers. Paths and methods:
 *   `API_CALLS`, `fillPath` and the `emailCheckPath`, `blogPagePath`, `blogDetailPath`,
 *   `employeePath` builders.
 * - Copy and data: the message catalogue (`contactMessages`, `leadFormMessages`, `blogMessages`...),
 *   lead codes and option lists, field patterns and business constants.
 * - Browser: the subpaths in package.json's `exports` (`@site/contracts/messages`, `/blog-view`,
 *   `/employee-view`...) and the form modules load no zod. Only the API imports the payload
 *   modules, so the bundler leaves zod out of every page.
 */

export * from "./ai-lead";
export * from "./ai-lead-payload";
export * from "./api-answers";
export * from "./api-paths";
export * from "./attribution";
export * from "./blog";
export * from "./booking";
export * from "./booking-payload";
export * from "./candidate";
export * from "./candidate-payload";
export * from "./checklist-lead";
export * from "./consent";
export * from "./constants";
export * from "./contact";
export * from "./contact-payload";
export * from "./demo-lead";
export * from "./early-access";
export * from "./email-check";
export * from "./email-check-payload";
export * from "./employee";
export * from "./estimate";
export * from "./estimate-fields";
export * from "./estimate-payload";
export * from "./estimate-pricing";
export type { RuleFailure, Validation } from "./form-rules";
export * from "./hr-lead";
export * from "./lead-codes";
export * from "./lead-payload";
export * from "./messages";
export * from "./partner";
export * from "./partner-payload";
export * from "./patterns";
export { parsePayload, type RequestBody } from "./payload-fields";
export * from "./phone-input";
export * from "./product-lead";
export * from "./request-reference";
export * from "./roi";
