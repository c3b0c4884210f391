// Sends a call-back request as a lead, the way the site's lead forms do: the visitor's IP from the
// configured lookup, the e-mail check, then POST /api/SaveLead with the site's basic credentials.
// /config.js (loaded by widget.html) provides the API base, the credentials and the lookup URL.

import {
  API_CALLS,
  type ApiError,
  type Attribution,
  type ChecklistValue,
  EMAIL_CHECK_STATUS,
  emailCheckMessages,
  fillPath,
  IP_FALLBACK,
  type LeadPayload,
  type LeadTypeCode,
  MAX_LENGTH,
  SAVE_OK,
} from "@site/contracts";
import { newIdempotencyKey } from "../../../lib/api-client";
import type { SiteConfig } from "../../../lib/site-config";
import type { Lead, SaveOutcome } from "./conversation";

/** What tells staff where the lead came from; the types make SaveLead accept the code and offer. */
export const CALLBACK_OFFER: {
  leadtype: LeadTypeCode;
  checklist: ChecklistValue;
  leadfor: string;
} = {
  leadtype: "OTH",
  checklist: "Voice Agent Demo Call-back",
  leadfor: "Call-back requested through the AI dental receptionist voice demo",
};

// Read here rather than with lib/site-config.ts: the widget lets /config.js leave out the API base
// and the IP lookup, meaning the same origin's.
function siteConfig(): SiteConfig {
  const config = window.__SITE_CONFIG__;
  if (!config || typeof config.basicAuth !== "string") {
    throw new Error("Site configuration is missing: /config.js did not load.");
  }
  return {
    apiBase: config.apiBase ?? "",
    basicAuth: config.basicAuth,
    ipLookupUrl: config.ipLookupUrl || API_CALLS.ip.path,
  };
}

let ipLookup: Promise<string> | null = null;

/** The visitor's IP, looked up once; the lead forms' fallback when the lookup fails. */
export function visitorIp(): Promise<string> {
  ipLookup ??= (async () => {
    try {
      const response = await fetch(siteConfig().ipLookupUrl, {
        headers: { Accept: "application/json" },
      });
      const { ip } = (await response.json()) as { ip?: unknown };
      return typeof ip === "string" && ip.length > 0 && ip.length <= 64 ? ip : IP_FALLBACK.default;
    } catch {
      return IP_FALLBACK.default;
    }
  })();
  return ipLookup;
}

/**
 * Where the visitor came from, read from the demo page around the widget (same origin), so the
 * lead carries the page address, the referrer and the campaign parameters the forms send.
 */
function attribution(): Attribution {
  let place: Location = window.location;
  let referrer = document.referrer;
  try {
    if (window.parent !== window) {
      place = window.parent.location;
      referrer = window.parent.document.referrer;
    }
  } catch {
    // A page on another origin framed the widget: its own address is all there is.
  }
  const params = new URLSearchParams(place.search);
  const fields: Record<keyof Attribution, [value: string | null, max: number]> = {
    landing_page: [`${place.pathname}${place.search}`, MAX_LENGTH.landingPage],
    referrer: [referrer, MAX_LENGTH.referrer],
    utm_source: [params.get("utm_source"), MAX_LENGTH.utm],
    utm_medium: [params.get("utm_medium"), MAX_LENGTH.utm],
    utm_campaign: [params.get("utm_campaign"), MAX_LENGTH.utm],
    utm_term: [params.get("utm_term"), MAX_LENGTH.utm],
    utm_content: [params.get("utm_content"), MAX_LENGTH.utm],
  };
  const result: Attribution = {};
  for (const [key, [value, max]] of Object.entries(fields) as [
    keyof Attribution,
    [string | null, number],
  ][]) {
    const trimmed = value?.trim();
    if (trimmed) result[key] = trimmed.slice(0, max);
  }
  return result;
}

// The key of the lead being sent, with the details it was sent with. "Try again" sends the same
// details under the same key (the first may have been stored and only its answer lost); changed
// details, or a new request after one was saved, get a new key.
let submission: { key: string; values: string } | null = null;

function submissionKey(lead: Lead): string {
  const values = JSON.stringify([lead.name, lead.company, lead.phone, lead.email]);
  if (submission?.values !== values) submission = { key: newIdempotencyKey(), values };
  return submission.key;
}

async function call(
  method: "GET" | "POST",
  path: string,
  body?: LeadPayload,
  idempotencyKey?: string,
): Promise<{ status: number; data: unknown }> {
  const { apiBase, basicAuth } = siteConfig();
  const headers: Record<string, string> = { Authorization: `Basic ${basicAuth}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (idempotencyKey !== undefined) headers["Idempotency-Key"] = idempotencyKey;
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the text is the answer.
  }
  return { status: response.status, data };
}

/** The API's refusal of one field: `{ field, message }`. */
const isFieldError = (data: unknown): data is Required<ApiError> =>
  typeof data === "object" &&
  data !== null &&
  "field" in data &&
  typeof data.field === "string" &&
  "message" in data &&
  typeof data.message === "string";

/** Sends the confirmed `lead`; never throws: no answer, or a server failure, is "failed". */
export async function sendCallbackRequest(lead: Lead): Promise<SaveOutcome> {
  const { name, company, phone, email } = lead;
  // The conversation asks to save only once every detail is known.
  if (!name || !company || !phone || !email) return "failed";
  try {
    const ip = await visitorIp();
    const check = await call(
      API_CALLS.checkSuspectEmail.method,
      fillPath(API_CALLS.checkSuspectEmail.path, { email, ip }),
    );
    if (check.status === EMAIL_CHECK_STATUS.flagged || check.data === emailCheckMessages.suspect)
      return "flagged";
    if (check.status !== EMAIL_CHECK_STATUS.accepted) return "failed";

    const saved = await call(
      API_CALLS.saveLead.method,
      API_CALLS.saveLead.path,
      {
        ...CALLBACK_OFFER,
        name,
        companyname: company,
        email,
        mobileno: phone,
        website: "",
        ipadd: ip,
        ...attribution(),
      },
      submissionKey(lead),
    );
    if (saved.data === SAVE_OK) {
      submission = null;
      return "saved";
    }
    if (saved.status === 400 && isFieldError(saved.data)) {
      return { field: saved.data.field, message: saved.data.message };
    }
    return "failed";
  } catch {
    return "failed";
  }
}
