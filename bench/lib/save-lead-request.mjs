// One SaveLead request as the healthcare checklist page sends it (packages/contracts,
// checklist-lead.ts), with the site's public basic credentials.

export const SAVE_LEAD_PATH = "/api/SaveLead";

export const authorization = `Basic ${Buffer.from("site:site-dev-password").toString("base64")}`;

export const requestHeaders = {
  "content-type": "application/json",
  authorization,
};

/** The payload of one checklist download by `email`. */
export function saveLeadPayload(email) {
  return {
    leadtype: "HCT",
    leadfor: "Healthcare Checklist",
    name: "Ravi Kumar",
    companyname: "Okhla Logistics",
    email,
    mobileno: "+919810012345",
    ipadd: "127.0.0.1",
    checklist: "Healthcare Checklist",
    website: "",
  };
}
