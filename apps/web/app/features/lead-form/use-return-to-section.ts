import { useEffect } from "react";
import { scrollToSection } from "../../lib/scroll";
import type { LeadFormStatus } from "./use-lead-form";

/** Brings the form's section back into view once the request is sent and its thank-you shows. */
export function useReturnToSection(status: LeadFormStatus, sectionId: string) {
  useEffect(() => {
    if (status === "success") scrollToSection(sectionId);
  }, [status, sectionId]);
}
