import { earlyAccessMessages } from "@site/contracts";
import { ContactFields, SAVE_LEAD_CONTACT_NAMES } from "../lead-form/form-field";
import { withHomeLink } from "../lead-form/home-link";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormSection } from "../lead-form/lead-form-section";
import { useLeadForm } from "../lead-form/use-lead-form";
import { useReturnToSection } from "../lead-form/use-return-to-section";
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
  const form = useLeadForm({
    loadSubmit: pipelines[offer],
    unexpectedMessage: earlyAccessMessages.saveFailed,
  });
  useReturnToSection(form.status, id);

  return (
    <LeadFormSection
      form={form}
      section={{ id, heading: earlyAccessMessages.heading, intro }}
      copy={{
        ...labels,
        overlay: earlyAccessMessages.overlay[offer],
        thankYou: { ...labels.thankYou, actions: withHomeLink(labels.home) },
      }}
      honeypot
      ipOverlay={detectingText}
    >
      <div className={styles.columns}>
        <ContactFields form={form} names={SAVE_LEAD_CONTACT_NAMES} labels={labels} />
      </div>
    </LeadFormSection>
  );
}
