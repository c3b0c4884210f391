// The reschedule and cancel links of an invitation: `/book/manage#token=<token>&action=…`.

export type ManageAction = "reschedule" | "cancel";

export interface ManageLink {
  /** Null when the link carries none, or one no server could have signed. */
  token: string | null;
  /** What the link asked for; null lets the visitor choose. */
  action: ManageAction | null;
}

/** Reads the token and the action from the page's fragment (`location.hash`). */
export function readManageLink(hash: string): ManageLink {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token");
  const action = params.get("action");
  return {
    token: token !== null && /^[\w.-]{1,300}$/.test(token) ? token : null,
    action: action === "reschedule" || action === "cancel" ? action : null,
  };
}
