import { type APIRequestContext, test as base, expect } from "@playwright/test";

// Leads for the console to find, sent the way the public site sends them: its API calls with
// the site's public basic credentials.

export const basicAuth = `Basic ${Buffer.from("site:site-dev-password").toString("base64")}`;

/** A word no other test run uses, so searches find only this test's leads. */
export const uniqueToken = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Playwright's `test` with `token`: a word of this test alone (its project's name in it). */
export const test = base.extend<{ token: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  token: async ({}, use, testInfo) => {
    await use(uniqueToken(testInfo.project.name));
  },
});

/**
 * The home page's contact form (SaveFeedback): the name takes any text. `origin` is empty for the
 * shared test server, or the address of a server a test started for itself.
 */
export async function postContactLead(
  request: APIRequestContext,
  lead: { name: string; email: string; phone?: string; request?: string },
  origin = "",
) {
  const response = await request.post(`${origin}/api/SaveFeedback`, {
    headers: { Authorization: basicAuth },
    data: {
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? "",
      request: lead.request ?? "Please call me about a booking app.",
      website: "",
      ipadd: "0.0.0.0",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The job application (SaveCandidate, then SaveCandResume with the PDF and SaveCandidate's
 * answer, a one-time upload token); answers that token.
 */
export async function postCandidateLead(
  request: APIRequestContext,
  candidate: { name: string; email: string; resume?: { name: string; bytes: Buffer } },
): Promise<string> {
  const saved = await request.post("/api/SaveCandidate", {
    headers: { Authorization: basicAuth },
    data: {
      fullname: candidate.name,
      emailid: candidate.email,
      phoneno: "9810012345",
      totexp: 3,
      jobappl: "Sales Intern",
      canddet: "Field sales for two years",
      ipadd: "0.0.0.0",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const candid = String(await saved.json());
  if (candidate.resume !== undefined) {
    const uploaded = await request.post("/api/SaveCandResume", {
      headers: { Authorization: basicAuth },
      multipart: {
        candid,
        resume: {
          name: candidate.resume.name,
          mimeType: "application/pdf",
          buffer: candidate.resume.bytes,
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  return candid;
}
