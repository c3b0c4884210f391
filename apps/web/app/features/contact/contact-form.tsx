import { contactMessages, IP_FALLBACK } from "@site/contracts";
import { contact } from "../../content/home";
import { FormAlert } from "../lead-form/form-alert";
import { FormField } from "../lead-form/form-field";
import { HoneypotField } from "../lead-form/honeypot-field";
import styles from "../lead-form/lead-form.module.css";
import { PrivacyConsent } from "../lead-form/privacy-consent";
import { ProcessingOverlay } from "../lead-form/processing-overlay";
import { useLeadForm } from "../lead-form/use-lead-form";

const loadSubmit = () => import("./submit-contact").then((module) => module.submitContact);

/** The home page's contact form: name, e-mail, request and an optional phone number. */
export function ContactForm() {
  const form = useLeadForm({
    ipFallback: IP_FALLBACK.contact,
    loadSubmit,
    unexpectedMessage: contactMessages.unexpected,
  });
  const { labels } = contact.form;

  return (
    <>
      <form {...form.formProps} className={styles.form} noValidate aria-label={contact.form.name}>
        <fieldset className={styles.frame} disabled={form.submitting}>
          <div className={styles.columns}>
            <FormField form={form} name="name" label={labels.name} autoComplete="name" required />
            <FormField
              form={form}
              name="email"
              label={labels.email}
              type="email"
              autoComplete="email"
              required
            />
          </div>
          <FormField
            form={form}
            name="phone"
            label={labels.phone}
            hint={contact.form.phoneHint}
            type="tel"
            autoComplete="tel"
          />
          <FormField form={form} name="request" label={labels.request} multiline required />
          <HoneypotField />
          <PrivacyConsent form={form} dataUse={contact.form.dataUse} />
          <FormAlert error={form.error} />
          <button type="submit" className={`button ${styles.submit}`} disabled={!form.canSubmit}>
            {form.submitting ? contactMessages.submitting : contact.form.submit}
          </button>
        </fieldset>
      </form>
      {form.status === "success" ? (
        <div className={styles.success}>
          <h3 ref={form.successRef} tabIndex={-1}>
            {contact.form.thankYouHeading}
          </h3>
          <p>{contactMessages.thankYou}</p>
          <button
            type="button"
            className="button"
            onClick={() => form.reset({ clearFields: true })}
          >
            {contactMessages.submitAnother}
          </button>
        </div>
      ) : null}
      <ProcessingOverlay
        active={form.submitting}
        text={contact.form.overlay}
        overlayRef={form.overlayRef}
      />
    </>
  );
}
