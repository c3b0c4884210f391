import { SMTPServer } from "smtp-server";
import {
  decodeQuotedPrintable,
  type ReceivedMail,
} from "../notifications/mail-and-webhook-receivers";

// A small reader of the MIME messages the loopback server keeps: headers unfolded and decoded,
// multipart bodies split, each leaf decoded from its transfer encoding.

interface MimePart {
  headers: Map<string, string>;
  body: Buffer;
  parts: MimePart[];
}

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );

function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
    }
  }
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary !== undefined) {
    const sections = rest.split(`--${boundary}`);
    const parts = sections
      .slice(1, -1)
      .map((section) => parseMime(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rest.replace(/\s+/g, ""), "base64")
      : Buffer.from(encoding === "quoted-printable" ? decodeQuotedPrintable(rest) : rest, "utf8");
  return { headers, body, parts: [] };
}

const leaves = (part: MimePart): MimePart[] =>
  part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);

export interface Mail {
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  attachments: { fileName: string; contentType: string; content: Buffer }[];
}

/** A received message as its reader sees it. */
export function readMail(received: ReceivedMail): Mail {
  const message = parseMime(received.raw);
  const parts = leaves(message);
  const text = parts.find(
    (part) =>
      part.headers.get("content-type")?.startsWith("text/plain") &&
      !part.headers.get("content-disposition")?.startsWith("attachment"),
  );
  return {
    to: received.to,
    from: message.headers.get("from") ?? "",
    replyTo: message.headers.get("reply-to") ?? "",
    subject: message.headers.get("subject") ?? "",
    text: text?.body.toString("utf8").replace(/\r\n/g, "\n") ?? "",
    attachments: parts
      .filter((part) => part.headers.get("content-disposition")?.startsWith("attachment"))
      .map((part) => ({
        fileName:
          /filename="?([^";]+)"?/.exec(part.headers.get("content-disposition") ?? "")?.[1] ?? "",
        contentType: (part.headers.get("content-type") ?? "").split(";")[0] ?? "",
        content: part.body,
      })),
  };
}

/** A loopback SMTP server that refuses every recipient with `reason`. */
export async function startRefusingSmtpServer(reason: string) {
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error(reason), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { port, close: () => new Promise<void>((done) => server.close(() => done())) };
}
