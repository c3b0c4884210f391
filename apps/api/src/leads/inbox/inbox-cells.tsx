import { formatFirmTime } from "../../console/views/firm-time";
import { displayPhone, phoneTelHref } from "../normalize-phone";
import { inboxCopy } from "./inbox-copy";

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Whole rupees in Indian digit grouping: ₹17,78,400. */
export const formatRupees = (amount: number) => rupees.format(amount);

/** A phone as people write it ("+91 98250 70707"), dialled with its country code. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (phone === null || phone.trim() === "") return null;
  const tel = phoneTelHref(phone);
  return tel === undefined ? phone : <a href={tel}>{displayPhone(phone)}</a>;
}

export function LeadValue({ cost }: { cost: number | null }) {
  return cost === null ? null : formatRupees(cost);
}

/**
 * The planned next action: when (in the firm's zone) and what. An overdue one says so in words,
 * not only in colour.
 */
export function NextAction({
  lead,
  now,
  timeZone,
}: {
  lead: { next_action_at: string | null; next_action_text: string | null };
  now: Date;
  timeZone: string;
}) {
  const { next_action_at: at, next_action_text: text } = lead;
  if (at === null) {
    return text === null ? <span className="muted">{inboxCopy.noNextAction}</span> : text;
  }
  const overdue = at < now.toISOString();
  return (
    <span className={overdue ? "next-action overdue" : "next-action"}>
      {overdue ? <strong className="overdue-flag">{`⚠ ${inboxCopy.overdue}`}</strong> : null}
      <time dateTime={at}>{formatFirmTime(at, timeZone)}</time>
      {text === null ? null : <span className="next-action-text">{text}</span>}
    </span>
  );
}

/** "3 requests", to the person's page, on the row that stands for someone who sent several. */
export function PersonRequests({
  person,
}: {
  person: { personId: number; count: number } | undefined;
}) {
  if (person === undefined || person.count < 2) return null;
  return (
    <a className="lead-person-requests" href={`/admin/people/${person.personId}`}>
      {inboxCopy.personRequests(person.count)}
    </a>
  );
}
