import { checklistMessages, IP_FALLBACK } from "@site/contracts";
import { useCallback } from "react";
import { type ChecklistPage, checklistForm } from "../../content/checklists";
import { FormAlert } from "../lead-form/form-alert";
import { FormField } from "../lead-form/form-field";
import { HoneypotField } from "../lead-form/honeypot-field";
import styles from "../lead-form/lead-form.module.css";
import { PrivacyConsent } from "../lead-form/privacy-consent";
import { ProcessingOverlay } from "../lead-form/processing-overlay";
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
    ipFallback: IP_FALLBACK.default,
    loadSubmit,
    unexpectedMessage: checklistMessages.fallback,
  });
  const { labels } = checklistForm;

  return (
    <>
      <form {...form.formProps} className={styles.form} noValidate aria-label={checklistForm.name}>
        <fieldset className={styles.frame} disabled={form.submitting}>
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
            hint={checklistForm.mobileHint}
            type="tel"
            autoComplete="tel"
            required
          />
          {kind === "roi" ? <RoiCostFields form={form} /> : null}
          <HoneypotField />
          <PrivacyConsent form={form} dataUse={page.dataUse} />
          <FormAlert error={form.error} />
          <button type="submit" className={`button ${styles.submit}`} disabled={!form.canSubmit}>
            {form.submitting ? checklistMessages.processing : page.submitLabel}
          </button>
        </fieldset>
      </form>
      {form.status === "success" ? (
        <DownloadThankYou downloads={page.downloads} headingRef={form.successRef}>
          {form.result ? <RoiResultTable result={form.result} /> : null}
        </DownloadThankYou>
      ) : null}
      <ProcessingOverlay
        active={form.submitting}
        text={page.overlay}
        overlayRef={form.overlayRef}
      />
    </>
  );
}
