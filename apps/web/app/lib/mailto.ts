/** A `mailto:` address with a prefilled subject, encoded so spaces and `&` survive every mail client. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
