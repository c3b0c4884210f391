import { RESUME_MIME_TYPE } from "@site/contracts";
import { type ChangeEvent, useEffect } from "react";
import { FormField } from "../lead-form/form-field";
import type { LeadForm } from "../lead-form/use-lead-form";
import { jobApplicationCopy as copy } from "./job-application-copy";

// The rules (with the schemas they share a module with) load on first use, not with the page.
export const loadRules = () => import("./submit-application");

interface ResumeFieldProps {
  form: Pick<LeadForm, "fieldState" | "formProps" | "reportFailure">;
}

/** The optional PDF resume, checked as soon as it is chosen and again on submit. */
export function ResumeField({ form }: ResumeFieldProps) {
  const formElement = form.formProps.ref;
  const refused = form.fieldState("resume")["aria-invalid"] === true;

  // A resume the server refused is taken out of the form, as one refused on choosing is.
  useEffect(() => {
    const input = formElement.current?.elements.namedItem("resume");
    if (refused && input instanceof HTMLInputElement) input.value = "";
  }, [refused, formElement]);

  const checkResume = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const { validateResumeFile } = await loadRules();
    const checked = validateResumeFile(file);
    if (checked.ok) return;
    input.value = "";
    form.reportFailure(checked.message, "resume");
  };

  return (
    <FormField
      form={form}
      name="resume"
      label={copy.labels.resume}
      hint={copy.resumeHint}
      type="file"
      accept={`${RESUME_MIME_TYPE},.pdf`}
      onChange={checkResume}
    />
  );
}
