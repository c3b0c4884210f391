import { hrLeadMessages } from "@site/contracts";
import { bindFields, ContactFields, FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormSection } from "../lead-form/lead-form-section";
import type { SubmitHandler } from "../lead-form/submit-types";
import { useLeadForm } from "../lead-form/use-lead-form";
import { useReturnToSection } from "../lead-form/use-return-to-section";
import { demoRequestCopy, demoRequestForms } from "./demo-request-copy";

// One loader per product, defined once so the form machine keeps a stable reference.
const pipelines = {
  hrPayroll: () => import("./submit-demo-request").then((module) => module.submitHrPayrollDemo),
  lexemaRpa: () => import("./submit-demo-request").then((module) => module.submitLexemaRpaDemo),
  qualeticsAi: () => import("./submit-demo-request").then((module) => module.submitQualeticsAiDemo),
} satisfies Record<string, () => Promise<SubmitHandler<null>>>;

interface DemoRequestFormProps {
  product: keyof typeof pipelines;
  /** The section's anchor; the page returns to it after a request is sent. */
  id: string;
  intro: string;
}

/** The demo request section of the HR & Payroll, Lexema RPA and Qualetics AI pages. */
export function DemoRequestForm({ product, id, intro }: DemoRequestFormProps) {
  const { heading, labels, companyRequired } = demoRequestForms[product];
  const form = useLeadForm({
    loadSubmit: pipelines[product],
    unexpectedMessage: hrLeadMessages.fallback,
  });
  const field = bindFields(form, labels);
  useReturnToSection(form.status, id);

  return (
    <LeadFormSection form={form} section={{ id, heading, intro }} copy={demoRequestCopy}>
      <div className={styles.columns}>
        <ContactFields
          form={form}
          names={{ name: "name", company: "companyname", phone: "mobileno", email: "email" }}
          labels={labels}
          extra={{ company: { required: companyRequired } }}
        />
      </div>
      <FormField
        {...field("website")}
        hint={demoRequestCopy.websiteHint}
        type="url"
        autoComplete="url"
      />
    </LeadFormSection>
  );
}
