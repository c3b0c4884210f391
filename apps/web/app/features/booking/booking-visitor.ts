import { bookingMessages } from "@site/contracts/booking";
import { EMAIL_PATTERN } from "@site/contracts/patterns";

// Who books on /book, where no earlier request tells us: checked here as the server checks it, so
// the visitor hears at once what is missing.

/** The limits of booking-payload.ts, so the browser stops typing where the server would refuse. */
export const VISITOR_LIMITS = { name: 100, email: 100, company: 100, note: 2000 } as const;

export interface Visitor {
  name: string;
  email: string;
  company?: string;
  note?: string;
}

export type VisitorCheck =
  | { ok: true; visitor: Visitor }
  | { ok: false; message: string; field: "name" | "email" };

/** The visitor's details from the confirm step's fields, trimmed, or the first one at fault. */
export function checkVisitor(fields: Readonly<Record<string, string | undefined>>): VisitorCheck {
  const read = (name: keyof typeof VISITOR_LIMITS) => (fields[name] ?? "").trim();
  const name = read("name");
  const email = read("email");
  if (name === "") return { ok: false, message: bookingMessages.nameRequired, field: "name" };
  if (email === "") return { ok: false, message: bookingMessages.emailRequired, field: "email" };
  if (email.length > VISITOR_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: bookingMessages.emailInvalid, field: "email" };
  }
  const company = read("company");
  const note = read("note");
  return {
    ok: true,
    visitor: { name, email, ...(company && { company }), ...(note && { note }) },
  };
}
