// Where the fault benchmarks' server sends its lead notifications: a real SMTP server and a plain
// HTTP webhook receiver on loopback, each of which can go away and come back on the same port.
import { once } from "node:events";
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process.mjs";

/** A folded header's value (`Subject: …` over several lines) from a raw message. */
function headerOf(raw, name) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head)?.[1];
}

/**
 * An SMTP server keeping the Subject of every message it accepts, with the time it came
 * (`{ at, subject }`). `down()` closes it, connections
 * in flight too; `up()` listens again on the same port.
 */
export async function startSmtpReceiver() {
  const port = await freePort();
  const subjects = [];
  let server;
  const up = async () => {
    server = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      disableReverseLookup: true,
      logger: false,
      // Down means down: no grace for connections in flight.
      closeTimeout: 1,
      onData(stream, _session, callback) {
        const chunks = [];
        stream.on("data", (chunk) => chunks.push(chunk));
        stream.on("end", () => {
          const subject = headerOf(Buffer.concat(chunks).toString("utf8"), "Subject") ?? "";
          subjects.push({ at: Date.now(), subject });
          callback();
        });
      },
    });
    server.listen(port, "127.0.0.1");
    await once(server.server, "listening");
  };
  await up();
  return {
    url: `smtp://127.0.0.1:${port}`,
    subjects,
    up,
    down: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A webhook receiver answering 204 and keeping every body, with the time it came (`{ at, body }`). `down()` closes it and its
 * connections; `up()` listens again on the same port.
 */
export async function startWebhookReceiver() {
  const port = await freePort();
  const bodies = [];
  let server;
  const up = async () => {
    server = createServer((request, response) => {
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => {
        bodies.push({ at: Date.now(), body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(204).end();
      });
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
  };
  await up();
  return {
    url: `http://127.0.0.1:${port}/leads`,
    bodies,
    up,
    async down() {
      const closed = once(server, "close");
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
