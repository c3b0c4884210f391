import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";
import { expect } from "@playwright/test";
import ICAL from "ical.js";

// A real SMTP server on loopback for the booking specs: the test server sends its invitations to
// it, and the tests read them as a mail program would, the calendar part included.

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** The server's side of one SMTP conversation: enough of RFC 5321 for a client that sends mail. */
function converse(socket: Socket, received: ReceivedMail[]) {
  let buffer = "";
  let inData = false;
  let recipients: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply("220 127.0.0.1 ESMTP test mailbox");
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end === -1) return;
        // Lines that began with a dot were sent with a second one (RFC 5321, 4.5.2).
        const raw = buffer.slice(0, end).replace(/^\.\./gm, ".");
        buffer = buffer.slice(end + 5);
        received.push({ to: recipients, raw });
        recipients = [];
        inData = false;
        reply("250 2.0.0 Accepted");
        continue;
      }
      const lineEnd = buffer.indexOf("\r\n");
      if (lineEnd === -1) return;
      const line = buffer.slice(0, lineEnd);
      buffer = buffer.slice(lineEnd + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") {
        reply("250-127.0.0.1");
        reply("250-8BITMIME");
        reply("250 SMTPUTF8");
      } else if (verb === "HELO") reply("250 127.0.0.1");
      else if (verb === "MAIL") reply("250 2.1.0 OK");
      else if (verb === "RCPT") {
        const address = /<([^>]*)>/.exec(line)?.[1];
        if (address) recipients.push(address.toLowerCase());
        reply("250 2.1.5 OK");
      } else if (verb === "DATA") {
        inData = true;
        reply("354 End data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        recipients = [];
        reply("250 2.0.0 OK");
      } else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
        return;
      } else reply("250 OK");
    }
  });
}

export interface Mailbox {
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    converse(socket, messages);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("No mailbox port");
  return {
    port: address.port,
    messages,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One part of a MIME message, its body decoded. */
export interface MimePart {
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // A header continues on lines that start with white space.
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** Every leaf part of a raw message, multiparts opened. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf("\r\n\r\n");
  const headers = headersOf(split === -1 ? raw : raw.slice(0, split));
  const body = split === -1 ? "" : raw.slice(split + 4);
  const contentType = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimeParts(part.replace(/^\r\n/, "").replace(/\r\n$/, "")));
  }
  return [
    {
      contentType,
      headers,
      body: decodeBody(body, headers["content-transfer-encoding"] ?? "7bit"),
    },
  ];
}

/** The subject of a raw message, its encoded words (=?UTF-8?Q?…?=) decoded. */
export function subjectOf(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const subject = headersOf(raw.slice(0, split)).subject ?? "";
  return subject.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_match, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
  );
}

/** The plain text of a message. */
export const plainTextOf = (raw: string) =>
  mimeParts(raw).find((part) => part.contentType.toLowerCase().startsWith("text/plain"))?.body ??
  "";

export interface CalendarEvent {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  status: string;
}

/** The calendar event a message carries (its text/calendar part), read with ical.js. */
export function calendarOf(raw: string): CalendarEvent {
  const part = mimeParts(raw).find((candidate) =>
    candidate.contentType.toLowerCase().startsWith("text/calendar"),
  );
  if (part === undefined) throw new Error("The message carries no calendar part");
  const calendar = new ICAL.Component(ICAL.parse(part.body));
  const event = calendar.getFirstSubcomponent("vevent");
  if (event === null) throw new Error("The calendar holds no event");
  const start = event.getFirstPropertyValue("dtstart");
  if (!(start instanceof ICAL.Time)) throw new Error("The event has no start");
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: start.toJSDate().toISOString(),
    status: String(event.getFirstPropertyValue("status")),
  };
}

/** Waits for the one message to `to` whose subject starts with `subject`, and answers it. */
export async function mailTo(
  mailbox: Mailbox,
  to: string,
  subject: string,
  timeout = 20_000,
): Promise<ReceivedMail> {
  const matching = () =>
    mailbox.messages.filter(
      (message) =>
        message.to.includes(to.toLowerCase()) && subjectOf(message.raw).startsWith(subject),
    );
  await expect
    .poll(() => matching().length, {
      timeout,
      message: `a mail to ${to} titled "${subject}…"; received: ${mailbox.messages
        .map((message) => `${message.to.join(",")}: ${subjectOf(message.raw)}`)
        .join(" | ")}`,
    })
    .toBe(1);
  const [mail] = matching();
  if (mail === undefined) throw new Error("unreachable");
  return mail;
}
