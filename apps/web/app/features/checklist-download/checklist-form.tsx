import { checklistMessages } from "@site/contracts";
import { useCallback } from "react";
import { type ChecklistPage, checklistForm } from "../../content/checklists";
import { FormField } from "../lead-form/form-field";
import { LeadFormShell } from "../lead-form/lead-form-shell";
import type { LeadOffer } from "../lead-form/submit-lead";
import type { SubmitHandler } from "../lead-form/submit-types";
import { useLeadForm } from "../lead-form/use-lead-form";
import { RoiCostFields } from "../roi/roi-cost-fields";
import { RoiResultTable } from "../roi/roi-result";
import type { RoiView } from "../roi/submit-roi";
import { DownloadThankYou } from "./download-thank-you";

/** The download form of a checklist, SRS or ROI page; `page` fixes the lead codes and copy. */
export function ChecklistForm({ page }: { page: ChecklistPage }) {
  const { leadtype, leadfor, checklist, form: kind } = page;
  const loadSubmit = useCallback((): Promise<SubmitHandler<RoiView | null>> => {
    const offer: LeadOffer = { leadtype, leadfor, checklist };
    return kind === "roi"
      ? import("../roi/submit-roi").then((module) => module.submitRoi(offer))
      : import("./submit-checklist").then((module) => module.submitChecklist(offer));
  }, [leadtype, leadfor, checklist, kind]);
  const form = useLeadForm({
    loadSubmit,
    unexpectedMessage: checklistMessages.fallback,
  });
  const { labels } = checklistForm;

  return (
    <LeadFormShell
      form={form}
      name={checklistForm.name}
      legend={checklistForm.legend}
      honeypot
      dataUse={page.dataUse}
      submitLabel={page.submitLabel}
      submittingLabel={checklistMessages.processing}
      overlay={page.overlay}
      success={
        <DownloadThankYou downloads={page.downloads} headingRef={form.successRef}>
          {form.result ? <RoiResultTable result={form.result} /> : null}
        </DownloadThankYou>
      }
    >
      <FormField form={form} kind="name" name="name" label={labels.name} required />
      <FormField
        form={form}
        kind="company"
        name="companyname"
        label={labels.companyname}
        required
      />
      <FormField form={form} kind="email" name="email" label={labels.email} required />
      <FormField
        form={form}
        kind="phone"
        name="mobileno"
        label={labels.mobileno}
        hint={checklistForm.mobileHint}
        required
      />
      {kind === "roi" ? <RoiCostFields form={form} /> : null}
    </LeadFormShell>
  );
}
