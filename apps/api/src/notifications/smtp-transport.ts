import nodemailer from "nodemailer";

/** A mail transport over `smtpUrl` for the server's own e-mails. */
export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    // A dead mail server must fail a try quickly; the sender tries again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
