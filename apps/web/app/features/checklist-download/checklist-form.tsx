import { checklistMessages } from "@site/contracts";
import { useCallback } from "react";
import { type ChecklistPage, checklistForm } from "../../content/checklists";
import { ContactFields, SAVE_LEAD_CONTACT_NAMES } from "../lead-form/form-field";
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

  return (
    <LeadFormShell
      form={form}
      name={checklistForm.name}
      copy={{ ...page, legend: checklistForm.legend, submitting: checklistMessages.processing }}
      honeypot
      success={
        <DownloadThankYou
          downloads={page.downloads}
          headingRef={form.successRef}
          reference={form.reference}
        >
          {form.result ? <RoiResultTable result={form.result} /> : null}
        </DownloadThankYou>
      }
    >
      <ContactFields
        form={form}
        names={SAVE_LEAD_CONTACT_NAMES}
        labels={checklistForm.labels}
        extra={{ phone: { hint: checklistForm.mobileHint } }}
      />
      {kind === "roi" ? <RoiCostFields form={form} /> : null}
    </LeadFormShell>
  );
}
