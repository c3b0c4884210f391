import { contactMessages, IP_FALLBACK } from "@site/contracts";
import { contact } from "../../content/home";
import { FormField } from "../lead-form/form-field";
import styles from "../lead-form/lead-form.module.css";
import { LeadFormShell } from "../lead-form/lead-form-shell";
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
    <LeadFormShell
      form={form}
      name={contact.form.name}
      legend={contact.form.legend}
      honeypot
      dataUse={contact.form.dataUse}
      submitLabel={contact.form.submit}
      submittingLabel={contactMessages.submitting}
      overlay={contact.form.overlay}
      thankYou={{
        heading: contact.form.thankYouHeading,
        text: contactMessages.thankYou,
        again: contactMessages.submitAnother,
      }}
    >
      <div className={styles.columns}>
        <FormField form={form} kind="name" name="name" label={labels.name} required />
        <FormField form={form} kind="email" name="email" label={labels.email} required />
      </div>
      <FormField
        form={form}
        kind="phone"
        name="phone"
        label={labels.phone}
        hint={contact.form.phoneHint}
      />
      <FormField form={form} name="request" label={labels.request} multiline required />
    </LeadFormShell>
  );
}
