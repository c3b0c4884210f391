import { createContext, useContext } from "react";
import type { StaffRole } from "../../infrastructure/database/schema";

/** What every console page's frame knows about the request: the viewer's role and the warnings for admins. */
export interface ConsoleContextValue {
  /** The signed-in user's role; undefined on the sign-in page. */
  role: StaffRole | undefined;
  /** What the operator still has to set up; shown to admins on every page. */
  setupWarnings: readonly string[];
}

export const ConsoleContext = createContext<ConsoleContextValue>({
  role: undefined,
  setupWarnings: [],
});

export const useConsoleContext = () => useContext(ConsoleContext);
