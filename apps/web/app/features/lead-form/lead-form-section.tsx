import { type ReactNode, useId } from "react";
import { FormSection } from "../../components/form-section/form-section";
import { LeadFormShell, type LeadFormShellProps } from "./lead-form-shell";

interface LeadFormSectionProps extends Omit<LeadFormShellProps, "name" | "labelledBy"> {
  /** The section's anchor, heading and introduction; the heading also names the form. */
  section: { id: string; heading: string; intro?: string };
  /** Shown between the introduction and the form, e.g. the form's own message area. */
  beforeForm?: ReactNode;
}

/** A lead form in a page section of its own (see FormSection). */
export function LeadFormSection({ section, beforeForm, ...shell }: LeadFormSectionProps) {
  const headingId = useId();
  return (
    <FormSection
      id={section.id}
      headingId={headingId}
      heading={section.heading}
      intro={section.intro}
    >
      {beforeForm}
      <LeadFormShell {...shell} labelledBy={headingId} />
    </FormSection>
  );
}
