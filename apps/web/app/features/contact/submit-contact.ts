// The contact form's pipeline: rules in order, the e-mail check by its text,
// then SaveFeedback. Loaded on first use by contact-form.tsx.

import { API_CALLS, contactMessages, validateContactForm } from "@site/contracts";
import { emailIsOk } from "../lead-form/email-check";
import { postSave } from "../lead-form/save-call";
import { checkFieldsThen, failure, type SubmitHandler, success } from "../lead-form/submit-types";

const FIELDS = ["name", "email", "request", "phone", "website"] as const;

export const submitContact: SubmitHandler<null> = checkFieldsThen(
  FIELDS,
  validateContactForm,
  async (feedback, { ip, sharedFields, idempotencyKey }) => {
    try {
      if (!(await emailIsOk(feedback.email, ip))) {
        return failure(contactMessages.emailRejected, "email");
      }
      const answer = await postSave(
        API_CALLS.saveFeedback.path,
        { ...feedback, ipadd: ip, ...sharedFields },
        idempotencyKey,
      );
      return answer.saved
        ? success(null, answer.reference, answer.bookingToken)
        : failure(contactMessages.saveFailed);
    } catch {
      return failure(contactMessages.unexpected);
    }
  },
);
