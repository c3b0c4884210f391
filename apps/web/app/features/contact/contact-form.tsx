import { contactMessages, IP_FALLBACK } from "@site/contracts";
import { contact } from "../../content/home";
import { bindFields, ContactFields, FormField } from "../lead-form/form-field";
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
  const field = bindFields(form, labels);

  return (
    <LeadFormShell
      form={form}
      name={contact.form.name}
      copy={{ ...contact.form, submitting: contactMessages.submitting }}
      honeypot
    >
      <div className={styles.columns}>
        <ContactFields form={form} names={{ name: "name", email: "email" }} labels={labels} />
      </div>
      <FormField kind="phone" {...field("phone")} hint={contact.form.phoneHint} />
      <FormField {...field("request")} multiline required />
    </LeadFormShell>
  );
}
