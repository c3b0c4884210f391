import { earlyAccessMessages } from "@site/contracts";
import { useEffect, useId } from "react";
import { FormSection } from "../../components/form-section/form-section";
import sectionStyles from "../../components/form-section/form-section.module.css";
import { scrollToSection } from "../../lib/scroll";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormShell } from "../lead-form/lead-form-shell";
import { useLeadForm } from "../lead-form/use-lead-form";
import { earlyAccessLabels as labels } from "./early-access-copy";

// The overlay adds its own animated dots to the text.
const detectingText = earlyAccessMessages.detecting.replace(/\.+$/, "");

const pipelines = {
  agenticAi: () =>
    import("./submit-early-access").then((module) => module.submitAgenticAiEarlyAccess),
  commTool: () =>
    import("./submit-early-access").then((module) => module.submitCommToolEarlyAccess),
};

interface EarlyAccessFormProps {
  offer: keyof typeof pipelines;
  /** The sign-up section's anchor; the page returns to it after a request is sent. */
  id: string;
  intro: string;
}

/** The 'Early Access Program' sign-up of the agentic AI services and communication tool pages. */
export function EarlyAccessForm({ offer, id, intro }: EarlyAccessFormProps) {
  const headingId = useId();
  const form = useLeadForm({
    loadSubmit: pipelines[offer],
    unexpectedMessage: earlyAccessMessages.saveFailed,
  });

  useEffect(() => {
    if (form.status === "success") scrollToSection(id);
  }, [form.status, id]);

  return (
    <FormSection id={id} headingId={headingId} heading={earlyAccessMessages.heading} intro={intro}>
      <LeadFormShell
        form={form}
        labelledBy={headingId}
        legend={labels.legend}
        honeypot
        dataUse={labels.dataUse}
        submitLabel={earlyAccessMessages.submit}
        overlay={earlyAccessMessages.overlay[offer]}
        ipOverlay={detectingText}
        thankYou={{
          heading: labels.thankYouHeading,
          text: earlyAccessMessages.thankYou,
          again: earlyAccessMessages.submitAnother,
          actions: (again) => (
            <div className={sectionStyles.actions}>
              {again}
              <a href="/">{labels.home}</a>
            </div>
          ),
        }}
      >
        <div className={styles.columns}>
          <FormField form={form} kind="name" name="name" label={labels.name} required />
          <FormField
            form={form}
            kind="company"
            name="companyname"
            label={labels.companyname}
            required
          />
          <FormField form={form} kind="email" name="email" label={labels.email} required />
          <FormField form={form} kind="phone" name="mobileno" label={labels.mobileno} required />
        </div>
      </LeadFormShell>
    </FormSection>
  );
}
