import { useEffect, useId, useRef } from "react";
import { FormSection } from "../../components/form-section/form-section";
import sectionStyles from "../../components/form-section/form-section.module.css";
import { scrollBehavior } from "../../lib/scroll";
import { FormAlert } from "../lead-form/form-alert";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormShell } from "../lead-form/lead-form-shell";
import { useLeadForm } from "../lead-form/use-lead-form";
import { aiSupportPages, aiSupportLabels as labels } from "./ai-support-copy";

const pipelines = {
  medical: () => import("./submit-ai-support").then((module) => module.submitMedicalRequest),
  manufacturing: () =>
    import("./submit-ai-support").then((module) => module.submitManufacturingRequest),
};

interface AiSupportFormProps {
  page: keyof typeof aiSupportPages;
  heading: string;
  intro: string;
}

/**
 * The AI readiness request form of the medical-clinic and manufacturing pages, at `#contact`. Its
 * messages appear above the form and are scrolled to the middle of the screen as they appear.
 */
export function AiSupportForm({ page, heading, intro }: AiSupportFormProps) {
  const copy = aiSupportPages[page];
  const headingId = useId();
  const messageArea = useRef<HTMLDivElement>(null);
  const form = useLeadForm({
    loadSubmit: pipelines[page],
    unexpectedMessage: copy.messages.failed,
  });
  const shownMessage = form.status === "success" ? copy.messages.success : form.error?.message;

  useEffect(() => {
    if (shownMessage) {
      messageArea.current?.scrollIntoView({ behavior: scrollBehavior(), block: "center" });
    }
  }, [shownMessage]);

  return (
    <FormSection id="contact" headingId={headingId} heading={heading} intro={intro}>
      <div ref={messageArea} className={sectionStyles.messages}>
        <FormAlert error={form.error} />
        {form.status === "success" ? (
          <p className={sectionStyles.success} role="status">
            {copy.messages.success}
          </p>
        ) : null}
      </div>
      <LeadFormShell
        form={form}
        labelledBy={headingId}
        legend={labels.legend}
        honeypot
        dataUse={labels.dataUse}
        submitLabel={copy.submit}
        alertAt="outside"
        overlay={copy.messages.overlay}
        thankYou={{
          heading: labels.thankYouHeading,
          again: copy.messages.submitAnother,
          actions: (again) => (
            <div className={sectionStyles.actions}>
              {again}
              <a href="/index">{labels.home}</a>
            </div>
          ),
        }}
      >
        <div className={styles.columns}>
          <FormField form={form} kind="name" name="name" label={labels.name} required />
          <FormField form={form} kind="company" name="company" label={copy.companyLabel} required />
          <FormField
            form={form}
            kind="phone"
            name="mobile"
            label={labels.mobile}
            hint={copy.mobileHint}
            pattern={copy.mobilePattern}
            required
          />
          <FormField form={form} kind="email" name="email" label={labels.email} required />
        </div>
      </LeadFormShell>
    </FormSection>
  );
}
