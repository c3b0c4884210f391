import { mailtoHref } from "../../lib/mailto";
import styles from "./mail-line.module.css";

interface MailLineProps {
  /** The sentence before the address, e.g. 'Prefer e-mail? Write to'. */
  text: string;
  email: string;
  subject: string;
}

/** A sentence that ends in one of the firm's addresses, linked with a prefilled subject. */
export function MailLine({ text, email, subject }: MailLineProps) {
  return (
    <p className={styles.line}>
      {text} <a href={mailtoHref(email, subject)}>{email}</a>.
    </p>
  );
}
