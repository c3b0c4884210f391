import { useConsoleContext } from "../../console/views/console-context";
import type { RoleAccess } from "../../staff/roles/role-settings";
import type { LeadFilters } from "../inbox/lead-filters";

export const exportScopeCopy = {
  own: "Exports hold your own leads only, as filtered here.",
  all: "Exports hold every lead these filters select.",
} as const;

/**
 * The filters an export runs with: a user whose exports hold their own leads gets the leads both
 * the filters and their ownership select; undefined when that is none (a colleague's leads asked
 * for by owner).
 */
export function scopedExportFilters(
  filters: LeadFilters,
  access: RoleAccess,
  staffUserId: number,
): LeadFilters | undefined {
  if (access.exportScope === "all") return filters;
  if (filters.owner !== undefined && filters.owner !== staffUserId) return undefined;
  return { ...filters, owner: staffUserId };
}

/** Said beside the export links to a sales user, so the file holds no surprise. */
export function ExportScopeNote() {
  const { role, access } = useConsoleContext();
  if (role === "admin") return null;
  return <p className="muted">{exportScopeCopy[access.exportScope]}</p>;
}
