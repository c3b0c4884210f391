import { connect, type Socket } from "node:net";

/** One HTTP/1.1 answer read off a socket, with its head as the client's bytes spelled it. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** Everything a raw socket received, and when the server closed it (undefined: still open). */
export interface SocketTranscript {
  received: string;
  closedAfterMs: number | undefined;
}

/** A connection to the server on loopback; `from` another loopback address (e.g. 127.0.0.2). */
export function openSocket(port: number, from?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * Collects what the server sends until it closes the socket or `waitMs` pass; `whileOpen` runs
 * meanwhile (e.g. dripping bytes) and is told to stop once the socket is gone.
 */
export function readUntilClosed(
  socket: Socket,
  waitMs: number,
  whileOpen?: (isOpen: () => boolean) => Promise<void>,
): Promise<SocketTranscript> {
  const started = Date.now();
  let received = "";
  let open = true;
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  // The server may reset a socket it closes while bytes are still arriving.
  socket.on("error", () => {});
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      open = false;
      socket.destroy();
      resolve({ received, closedAfterMs: undefined });
    }, waitMs);
    socket.once("close", () => {
      if (!open) return;
      open = false;
      clearTimeout(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    whileOpen?.(() => open && !socket.destroyed).catch(() => {});
  });
}

/** Sends `request` as it is on a new socket and reads until the server closes it. */
export async function exchange(port: number, request: string, waitMs = 5000) {
  const socket = await openSocket(port);
  socket.write(request);
  return readUntilClosed(socket, waitMs);
}

/** Splits what a socket received into its answers, interim (1xx) ones included. */
export function parseAnswers(received: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = received;
  while (rest.startsWith("HTTP/1.1 ")) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd === -1) break;
    const [statusLine = "", ...headerLines] = rest.slice(0, headEnd).split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(" ")[1]);
    rest = rest.slice(headEnd + 4);
    const length = status < 200 ? 0 : Number(headers["content-length"] ?? rest.length);
    answers.push({ status, headers, body: rest.slice(0, length) });
    rest = rest.slice(length);
  }
  return answers;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
