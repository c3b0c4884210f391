import { hrLeadMessages } from "@site/contracts";
import { useEffect, useId } from "react";
import { FormSection } from "../../components/form-section/form-section";
import { scrollToSection } from "../../lib/scroll";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormShell } from "../lead-form/lead-form-shell";
import type { SubmitHandler } from "../lead-form/submit-types";
import { useLeadForm } from "../lead-form/use-lead-form";
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
  const headingId = useId();
  const form = useLeadForm({
    loadSubmit: pipelines[product],
    unexpectedMessage: hrLeadMessages.fallback,
  });

  useEffect(() => {
    if (form.status === "success") scrollToSection(id);
  }, [form.status, id]);

  return (
    <FormSection id={id} headingId={headingId} heading={heading} intro={intro}>
      <LeadFormShell
        form={form}
        labelledBy={headingId}
        legend={demoRequestCopy.legend}
        dataUse={demoRequestCopy.dataUse}
        submitLabel={demoRequestCopy.submit}
        submittingLabel={demoRequestCopy.processing}
        overlay={demoRequestCopy.overlay}
        thankYou={{
          heading: demoRequestCopy.thankYouHeading,
          text: demoRequestCopy.thankYou,
          again: demoRequestCopy.requestAnother,
        }}
      >
        <div className={styles.columns}>
          <FormField form={form} kind="name" name="name" label={labels.name} required />
          <FormField
            form={form}
            kind="company"
            name="companyname"
            label={labels.companyname}
            required={companyRequired}
          />
          <FormField form={form} kind="phone" name="mobileno" label={labels.mobileno} required />
          <FormField form={form} kind="email" name="email" label={labels.email} required />
        </div>
        <FormField
          form={form}
          name="website"
          label={labels.website}
          hint={demoRequestCopy.websiteHint}
          type="url"
          autoComplete="url"
        />
      </LeadFormShell>
    </FormSection>
  );
}
