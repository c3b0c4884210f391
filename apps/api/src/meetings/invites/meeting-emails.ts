import { MANAGE_BOOKING_PAGE } from "@site/contracts/booking";
import type { MeetingView } from "../meeting-repository";
import { clockTime, meetingSpanInFull, meetingWhen } from "../meeting-times";
import { inviteCopy } from "./invite-copy";

export type Recipient = "visitor" | "host";
export type MeetingMailKind = "invitation" | "updated" | "cancelled" | "reminder24h" | "reminder1h";

/** The visitor's reschedule and cancel links; the token rides in the fragment, never in a log. */
export interface ManageLinks {
  reschedule: string;
  cancel: string;
}

export function manageLinks(publicBaseUrl: string, token: string): ManageLinks {
  const page = `${publicBaseUrl}${MANAGE_BOOKING_PAGE}#token=${encodeURIComponent(token)}`;
  return { reschedule: `${page}&action=reschedule`, cancel: `${page}&action=cancel` };
}

export interface MeetingEmail {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
// Subjects stay readable in an inbox list, whatever length of name a form allowed.
const shortName = (name: string) => oneLine(name).slice(0, 80);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

const LEADS: Record<Recipient, Record<MeetingMailKind, string>> = {
  visitor: {
    invitation: inviteCopy.lead.invitation,
    updated: inviteCopy.lead.updated,
    cancelled: inviteCopy.lead.cancelled,
    reminder24h: inviteCopy.lead.reminder24h,
    reminder1h: inviteCopy.lead.reminder1h,
  },
  host: {
    invitation: inviteCopy.lead.hostInvitation,
    updated: inviteCopy.lead.hostUpdated,
    cancelled: inviteCopy.lead.hostCancelled,
    reminder24h: inviteCopy.lead.hostReminder24h,
    reminder1h: inviteCopy.lead.hostReminder1h,
  },
};

/** "Introductory call with Kaizen Fusion" to the visitor, "… with Asha Rao" to the host. */
const whatFor = (meeting: MeetingView, to: Recipient) =>
  inviteCopy.what(
    oneLine(meeting.title),
    to === "visitor" ? inviteCopy.firmName : shortName(meeting.visitorName),
  );

function subjectOf(meeting: MeetingView, kind: MeetingMailKind, to: Recipient, timeZone: string) {
  const what = whatFor(meeting, to);
  const when = meetingWhen(meeting.startsAt, timeZone);
  const time = clockTime(meeting.startsAt, timeZone);
  switch (kind) {
    case "invitation":
      return inviteCopy.subject.invitation(what, when);
    case "updated":
      return inviteCopy.subject.updated(what, when);
    case "cancelled":
      return inviteCopy.subject.cancelled(what, when);
    case "reminder24h":
      return inviteCopy.subject.reminder24h(what, time);
    case "reminder1h":
      return inviteCopy.subject.reminder1h(what, time);
  }
}

/**
 * Subject, plain text and HTML of one mail about a meeting to one invitee, with every time in
 * `timeZone` (the visitor's own, or the firm's for the host). Links go only to the visitor.
 */
export function meetingEmail(
  meeting: MeetingView,
  options: {
    kind: MeetingMailKind;
    to: Recipient;
    timeZone: string;
    location: string;
    links?: ManageLinks | undefined;
    /** The lead's page in the console, for the host. */
    leadPage?: string | undefined;
  },
): MeetingEmail {
  const { kind, to, timeZone, location } = options;
  const links = to === "visitor" && kind !== "cancelled" ? options.links : undefined;
  const leadPage = to === "host" ? options.leadPage : undefined;
  const details: [string, string][] = [
    [inviteCopy.labels.what, whatFor(meeting, to)],
    [inviteCopy.labels.when, meetingSpanInFull(meeting.startsAt, meeting.endsAt, timeZone)],
    [
      inviteCopy.labels.with,
      to === "visitor"
        ? inviteCopy.hostFor(oneLine(meeting.hostName))
        : `${oneLine(meeting.visitorName)} (${meeting.visitorEmail})`,
    ],
    ...(kind === "cancelled" ? [] : [[inviteCopy.labels.where, location] as [string, string]]),
  ];
  const greeting = inviteCopy.greeting(
    oneLine(to === "visitor" ? meeting.visitorName : meeting.hostName),
  );
  const lead = LEADS[to][kind];
  const linkRows: [string, string][] =
    links === undefined
      ? []
      : [
          [inviteCopy.reschedule, links.reschedule],
          [inviteCopy.cancel, links.cancel],
        ];

  const text = [
    greeting,
    "",
    lead,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(linkRows.length === 0
      ? []
      : ["", inviteCopy.manageIntro, ...linkRows.map(([label, url]) => `${label}: ${url}`)]),
    ...(to === "visitor" ? ["", inviteCopy.replyHint] : []),
    ...(leadPage === undefined ? [] : ["", `${inviteCopy.openLead}: ${leadPage}`]),
    "",
    inviteCopy.signOff,
  ].join("\n");

  const paragraph = (content: string) => `<p>${content}</p>`;
  const html = [
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(lead)),
    `<table cellpadding="4">${details
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    ...(linkRows.length === 0
      ? []
      : [
          paragraph(escapeHtml(inviteCopy.manageIntro)),
          `<ul>${linkRows
            .map(([label, url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></li>`)
            .join("")}</ul>`,
        ]),
    ...(to === "visitor" ? [paragraph(escapeHtml(inviteCopy.replyHint))] : []),
    ...(leadPage === undefined
      ? []
      : [paragraph(`<a href="${escapeHtml(leadPage)}">${escapeHtml(inviteCopy.openLead)}</a>`)]),
    paragraph(escapeHtml(inviteCopy.signOff)),
  ].join("\n");

  return { subject: subjectOf(meeting, kind, to, timeZone), text, html };
}

/** The calendar entry's description: the links for the visitor, who booked for the host. */
export function calendarDescription(
  meeting: MeetingView,
  to: Recipient,
  links: ManageLinks | undefined,
): string {
  if (to === "host") return inviteCopy.hostDescription(meeting.visitorName, meeting.visitorEmail);
  if (links === undefined) return inviteCopy.hostFor(meeting.hostName);
  return [
    inviteCopy.hostFor(meeting.hostName),
    "",
    inviteCopy.manageIntro,
    `${inviteCopy.reschedule}: ${links.reschedule}`,
    `${inviteCopy.cancel}: ${links.cancel}`,
  ].join("\n");
}
