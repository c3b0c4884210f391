// Every call of the site: method and path, spelt exactly as the firm's existing client calls them,
// so both talk to the same paths. Path parameters are written `:name`, as the server routes them.

export type ApiCall = { method: "GET" | "POST"; path: `/api/${string}` };

export const API_CALLS = {
  /** The visitor's address as the server sees it; the only call without basic auth. */
  ip: { method: "GET", path: "/api/ip" },
  checkSuspectEmail: { method: "GET", path: "/api/checksuspectemail/:email/:ip" },
  saveFeedback: { method: "POST", path: "/api/SaveFeedback" },
  saveEstimate: { method: "POST", path: "/api/SaveEstimate" },
  saveLead: { method: "POST", path: "/api/SaveLead" },
  saveProdLead: { method: "POST", path: "/api/SaveProdLead" },
  supportSave: { method: "POST", path: "/api/SupportSave" },
  saveCandidate: { method: "POST", path: "/api/SaveCandidate" },
  /** multipart/form-data: `candid` and the `resume` file. */
  saveCandResume: { method: "POST", path: "/api/SaveCandResume" },
  savePartner: { method: "POST", path: "/api/SavePartner" },
  blogCount: { method: "GET", path: "/api/getbloglistcnt" },
  blogPage: { method: "GET", path: "/api/getbloglistpg/:page" },
  blogDetail: { method: "GET", path: "/api/getablog/:id" },
  updateBlogLikes: { method: "POST", path: "/api/UpdateBlogLikes" },
  updateBlogComments: { method: "POST", path: "/api/UpdateBlogComments" },
  employee: { method: "GET", path: "/api/getemployee/:id" },
} as const satisfies Record<string, ApiCall>;

/** Fills `:name` parameters, each encoded with encodeURIComponent. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
