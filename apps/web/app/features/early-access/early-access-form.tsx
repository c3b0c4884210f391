import { earlyAccessMessages, IP_FALLBACK, PHONE_INPUT_MAX_LENGTH } from "@site/contracts";
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
    ipFallback: IP_FALLBACK.default,
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
          <FormField form={form} name="name" label={labels.name} autoComplete="name" required />
          <FormField
            form={form}
            name="companyname"
            label={labels.companyname}
            autoComplete="organization"
            required
          />
          <FormField
            form={form}
            name="email"
            label={labels.email}
            type="email"
            autoComplete="email"
            required
          />
          <FormField
            form={form}
            name="mobileno"
            label={labels.mobileno}
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            required
          />
        </div>
      </LeadFormShell>
    </FormSection>
  );
}
