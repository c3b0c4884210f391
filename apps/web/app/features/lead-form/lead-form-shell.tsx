import type { ReactNode } from "react";
import { FormAlert } from "./form-alert";
import { HoneypotField } from "./honeypot-field";
import styles from "./lead-form.module.css";
import { PrivacyConsent } from "./privacy-consent";
import { ProcessingOverlay } from "./processing-overlay";
import { SuccessPanel, type SuccessPanelProps } from "./success-panel";
import type { LeadForm } from "./use-lead-form";

/** The texts of the frame; a form's copy object usually holds them among its own. */
export interface LeadFormCopy {
  /**
   * What the fields ask for, as the fieldset's legend, e.g. "Your contact details". Read by screen
   * readers only, unless `legendVisible`: most forms already sit under a visible heading.
   */
  legend: string;
  /** What this form collects and why, the first sentence of the privacy notice. */
  dataUse: string;
  /** The submit button's text. */
  submit: string;
  /** The submit button's text while the form is sent, on forms where it changes. */
  submitting?: string;
  /** The text of the overlay that covers the page while the form is sent. */
  overlay: string;
  /**
   * The usual thank-you panel, shown once the request is sent while the form is hidden (see
   * useLeadForm); forms without one show `success` instead.
   */
  thankYou?: Omit<SuccessPanelProps, "form">;
}

export interface LeadFormShellProps {
  form: Pick<
    LeadForm,
    | "formProps"
    | "status"
    | "submitting"
    | "canSubmit"
    | "lookingUpIp"
    | "error"
    | "privacyNoticeId"
    | "overlayRef"
    | "successRef"
    | "reset"
    | "reference"
    | "bookingToken"
  >;
  /** The form's accessible name; or `labelledBy`, the id of the heading that names it. */
  name?: string;
  labelledBy?: string;
  copy: LeadFormCopy;
  legendVisible?: boolean;
  /** The form's own fields. */
  children: ReactNode;
  /** Adds the bot trap, a hidden `website` input (the demo and partner forms have a real one). */
  honeypot?: boolean;
  /**
   * Where the error appears: above the submit button, at the top of the form, or `outside` for a
   * form that shows it in a message area of its own.
   */
  alertAt?: "submit" | "top" | "outside";
  /** Inside the form under the submit button, e.g. why it is still disabled. */
  afterSubmit?: ReactNode;
  /** A form's own content in place of the thank-you panel, such as a result. */
  success?: ReactNode;
  /** The text of an overlay over the form's section while the IP lookup runs, if it has one. */
  ipOverlay?: string;
  /** Lets the browser check the required fields before submitting (no `noValidate`). */
  browserValidation?: boolean;
}

/**
 * The frame every lead form shares: the form and its fieldset (named by its legend, disabled while
 * sending), the honeypot, the privacy consent, the error, the submit button (enabled once the IP
 * is known), the success content and the processing overlays. The form itself passes its fields
 * and its copy.
 */
export function LeadFormShell({
  form,
  name,
  labelledBy,
  copy,
  legendVisible = false,
  children,
  honeypot = false,
  alertAt = "submit",
  afterSubmit,
  success,
  ipOverlay,
  browserValidation = false,
}: LeadFormShellProps) {
  const alert = <FormAlert error={form.error} />;
  const done = copy.thankYou ? <SuccessPanel form={form} {...copy.thankYou} /> : success;
  return (
    <>
      <form
        {...form.formProps}
        className={styles.form}
        noValidate={!browserValidation}
        aria-label={name}
        aria-labelledby={labelledBy}
      >
        <fieldset className={styles.frame} disabled={form.submitting}>
          <legend className={legendVisible ? styles.legend : "visually-hidden"}>
            {copy.legend}
          </legend>
          {alertAt === "top" ? alert : null}
          {children}
          {honeypot ? <HoneypotField /> : null}
          <PrivacyConsent form={form} dataUse={copy.dataUse} />
          {alertAt === "submit" ? alert : null}
          <button type="submit" className={`button ${styles.submit}`} disabled={!form.canSubmit}>
            {form.submitting ? (copy.submitting ?? copy.submit) : copy.submit}
          </button>
          {afterSubmit}
        </fieldset>
      </form>
      {form.status === "success" ? done : null}
      {ipOverlay === undefined ? null : (
        <ProcessingOverlay
          active={form.lookingUpIp}
          text={ipOverlay}
          overlayRef={form.overlayRef}
          cover="section"
        />
      )}
      <ProcessingOverlay
        active={form.submitting}
        text={copy.overlay}
        overlayRef={form.overlayRef}
      />
    </>
  );
}
