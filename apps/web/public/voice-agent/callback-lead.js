// Sends a call-back request as a lead, the way the site's lead forms do: the visitor's IP from the
// configured lookup, the e-mail check, then POST /api/SaveLead with the site's basic credentials.
// /config.js (loaded by widget.html) provides the API base, the credentials and the lookup URL.

const IP_FALLBACK = "0.0.0.0";
const SAVE_OK = "OK";
const EMAIL_SUSPECT = "Email is suspect";
const STATUS_FLAGGED = 301;

/** What tells staff where the lead came from; "OTH" and the offer are values SaveLead accepts. */
export const CALLBACK_OFFER = {
  leadtype: "OTH",
  checklist: "Voice Agent Demo Call-back",
  leadfor: "Call-back requested through the AI dental receptionist voice demo",
};

function siteConfig() {
  const config = window.__SITE_CONFIG__;
  if (!config || typeof config.basicAuth !== "string") {
    throw new Error("Site configuration is missing: /config.js did not load.");
  }
  return {
    apiBase: config.apiBase ?? "",
    basicAuth: config.basicAuth,
    ipLookupUrl: config.ipLookupUrl || "/api/ip",
  };
}

let ipLookup = null;

/** The visitor's IP, looked up once; the lead forms' fallback when the lookup fails. */
export function visitorIp() {
  ipLookup ??= (async () => {
    try {
      const response = await fetch(siteConfig().ipLookupUrl, {
        headers: { Accept: "application/json" },
      });
      const { ip } = await response.json();
      return typeof ip === "string" && ip.length > 0 && ip.length <= 64 ? ip : IP_FALLBACK;
    } catch {
      return IP_FALLBACK;
    }
  })();
  return ipLookup;
}

/**
 * Where the visitor came from, read from the demo page around the widget (same origin), so the
 * lead carries the page address, the referrer and the campaign parameters the forms send.
 */
function attribution() {
  let place = window.location;
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
  const fields = {
    landing_page: [`${place.pathname}${place.search}`, 500],
    referrer: [referrer, 2000],
    utm_source: [params.get("utm_source"), 200],
    utm_medium: [params.get("utm_medium"), 200],
    utm_campaign: [params.get("utm_campaign"), 200],
    utm_term: [params.get("utm_term"), 200],
    utm_content: [params.get("utm_content"), 200],
  };
  const result = {};
  for (const [key, [value, max]] of Object.entries(fields)) {
    const trimmed = value?.trim();
    if (trimmed) result[key] = trimmed.slice(0, max);
  }
  return result;
}

async function call(method, path, body) {
  const { apiBase, basicAuth } = siteConfig();
  const headers = { Authorization: `Basic ${basicAuth}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON: the text is the answer.
  }
  return { status: response.status, data };
}

/**
 * Sends `lead` ({ name, company, phone, email }). Resolves to "saved", "flagged" (the e-mail
 * check refused the address), { field, message } (the API refused a field) or "failed".
 */
export async function sendCallbackRequest(lead) {
  try {
    const ip = await visitorIp();
    const check = await call(
      "GET",
      `/api/checksuspectemail/${encodeURIComponent(lead.email)}/${encodeURIComponent(ip)}`,
    );
    if (check.status === STATUS_FLAGGED || check.data === EMAIL_SUSPECT) return "flagged";
    if (check.status !== 200) return "failed";

    const saved = await call("POST", "/api/SaveLead", {
      ...CALLBACK_OFFER,
      name: lead.name,
      companyname: lead.company,
      email: lead.email,
      mobileno: lead.phone,
      website: "",
      ipadd: ip,
      ...attribution(),
    });
    if (saved.data === SAVE_OK) return "saved";
    const { field, message } = saved.data ?? {};
    if (saved.status === 400 && typeof field === "string" && typeof message === "string") {
      return { field, message };
    }
    return "failed";
  } catch {
    return "failed";
  }
}
