import { candidateMessages, JOB_CHOICES, MAX_LENGTH } from "@site/contracts";
import { useEffect, useRef } from "react";
import sectionStyles from "../../components/form-section/form-section.module.css";
import { bindFields, ContactFields, FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormSection } from "../lead-form/lead-form-section";
import { RequestReference } from "../lead-form/request-reference";
import { SelectField } from "../lead-form/select-field";
import { useLeadForm } from "../lead-form/use-lead-form";
import { jobApplicationCopy as copy } from "./job-application-copy";
import waitStyles from "./job-application-form.module.css";
import { loadRules, ResumeField } from "./resume-field";

const loadSubmit = () => loadRules().then((module) => module.submitApplication);
const { labels } = copy;
const isJobChoice = (job: string | null): job is string =>
  job !== null && (JOB_CHOICES as readonly string[]).includes(job);

/**
 * The job application: details, the position (preselected from `?job=` of the careers page's
 * links) and an optional PDF resume, checked as soon as it is chosen and again on submit.
 */
export function JobApplicationForm({ id }: { id: string }) {
  const successBanner = useRef<HTMLParagraphElement>(null);
  const form = useLeadForm({
    loadSubmit,
    unexpectedMessage: candidateMessages.failed,
  });
  const formElement = form.formProps.ref;
  const field = bindFields(form, labels);

  // The page is prerendered without a query, so the position is chosen after hydration.
  useEffect(() => {
    const requestedJob = new URLSearchParams(window.location.search).get("job");
    const select = formElement.current?.elements.namedItem("jobappl");
    if (isJobChoice(requestedJob) && select instanceof HTMLSelectElement) {
      select.value = requestedJob;
    }
  }, [formElement]);

  useEffect(() => {
    if (form.status === "success") formElement.current?.reset();
    const shown = form.status === "success" ? successBanner.current : form.error?.ref.current;
    // At once, not smoothly: the same commit moves focus and re-enables the form, and Chromium
    // drops a smooth scroll started then after its first frame, leaving the message out of view.
    shown?.scrollIntoView({ behavior: "instant", block: "nearest" });
  }, [form.status, form.error, formElement]);

  return (
    <LeadFormSection
      form={form}
      section={{ id, heading: copy.heading }}
      beforeForm={
        form.status === "success" ? (
          <p ref={successBanner} className={sectionStyles.success} role="status">
            {candidateMessages.success}
            <RequestReference reference={form.reference} as="span" />
          </p>
        ) : null
      }
      copy={copy}
      alertAt="top"
      afterSubmit={
        form.lookingUpIp ? (
          <p className={waitStyles.wait} role="status">
            {candidateMessages.waitForIp}
          </p>
        ) : null
      }
    >
      <div className={styles.columns}>
        <ContactFields
          form={form}
          names={{ name: "fullname", email: "emailid", phone: "phoneno" }}
          labels={labels}
          extra={{
            name: { maxLength: MAX_LENGTH.personName },
            email: { maxLength: MAX_LENGTH.email },
          }}
        />
        <FormField
          {...field("totexp")}
          type="number"
          inputMode="decimal"
          {...copy.experience}
          required
        />
      </div>
      <SelectField
        {...field("jobappl")}
        placeholder={copy.jobPlaceholder}
        options={copy.jobOptions}
        required
      />
      <FormField
        {...field("canddet")}
        hint={copy.canddetHint}
        multiline
        rows={5}
        maxLength={MAX_LENGTH.candidateDetails}
      />
      <ResumeField form={form} />
    </LeadFormSection>
  );
}
