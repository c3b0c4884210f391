import { createContext, useContext } from "react";
import type { StaffRole } from "../../infrastructure/database/schema";
import { type RoleAccess, SALES_DEFAULTS } from "../../staff/roles/role-settings";

/** What every console page's frame knows about the request: the viewer's role and the warnings for admins. */
export interface ConsoleContextValue {
  /** The signed-in user's role; undefined on the sign-in page. */
  role: StaffRole | undefined;
  /** The name the signed-in user goes by, when they have set one. */
  displayName?: string | undefined;
  /** What the operator still has to set up; shown to admins on every page. */
  setupWarnings: readonly string[];
  /** What the role settings let the viewer do (open resumes, what exports hold). */
  access: RoleAccess;
}

export const ConsoleContext = createContext<ConsoleContextValue>({
  role: undefined,
  setupWarnings: [],
  access: SALES_DEFAULTS,
});

export const useConsoleContext = () => useContext(ConsoleContext);
