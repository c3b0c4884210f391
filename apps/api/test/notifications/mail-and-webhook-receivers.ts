import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpServer(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedHook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver on loopback; answers each call with the next status of `statuses`. */
export async function startWebhookReceiver(statuses: number[] = []) {
  const calls: ReceivedHook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(statuses.shift() ?? 204).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of a quoted-printable MIME part. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The decoded content of the first attachment in a raw message. */
export function firstAttachment(raw: string): { fileName: string; content: Buffer } | undefined {
  const match =
    /Content-Disposition: attachment;\s+filename="?([^"\r\n]+)"?\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
      raw,
    );
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  return { fileName: match[1], content: Buffer.from(match[2].replace(/\r\n/g, ""), "base64") };
}
