import { EmailText as SharedEmailText } from "@site/ui/email-text";

/** An e-mail address as the console's tables show it: wrapping only after its @ and its dots. */
export function EmailText({ email }: { email: string }) {
  return <SharedEmailText email={email} className="email-text" />;
}
