import { useEffect, useRef } from "react";
import sectionStyles from "../../components/form-section/form-section.module.css";
import { scrollBehavior } from "../../lib/scroll";
import { FormAlert } from "../lead-form/form-alert";
import { ContactFields } from "../lead-form/form-field";
import { withHomeLink } from "../lead-form/home-link";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormSection } from "../lead-form/lead-form-section";
import { RequestReference } from "../lead-form/request-reference";
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
    <LeadFormSection
      form={form}
      section={{ id: "contact", heading, intro }}
      beforeForm={
        <div ref={messageArea} className={sectionStyles.messages}>
          <FormAlert error={form.error} />
          {form.status === "success" ? (
            <p className={sectionStyles.success} role="status">
              {copy.messages.success}
              <RequestReference reference={form.reference} as="span" />
            </p>
          ) : null}
        </div>
      }
      copy={{
        ...labels,
        ...copy,
        thankYou: {
          heading: labels.thankYouHeading,
          again: copy.messages.submitAnother,
          actions: withHomeLink(labels.home),
          hideReference: true,
        },
      }}
      honeypot
      alertAt="outside"
    >
      <div className={styles.columns}>
        <ContactFields
          form={form}
          names={{ name: "name", company: "company", phone: "mobile", email: "email" }}
          labels={{ ...labels, company: copy.companyLabel }}
          extra={{ phone: { hint: copy.mobileHint, pattern: copy.mobilePattern } }}
        />
      </div>
    </LeadFormSection>
  );
}
