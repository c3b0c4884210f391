import type { ReactNode } from "react";
import type { Feature, SectionCopy } from "../../content/sections";
import { ContentSection } from "../content-section/content-section";
import { FeatureList } from "../feature-list/feature-list";
import { SideColumn } from "./side-column";

interface FormBesideStepsProps {
  /** What happens, in order, once the form is sent (or what the meeting it asks for covers). */
  steps: SectionCopy & { steps: readonly Feature[] };
  /** The form, an island. */
  children: ReactNode;
}

/** A page's closing form, with its numbered steps beside it on a wide screen. */
export function FormBesideSteps({ steps, children }: FormBesideStepsProps) {
  return (
    <SideColumn
      besideForm
      side={
        <ContentSection copy={steps}>
          <FeatureList items={steps.steps} ordered />
        </ContentSection>
      }
    >
      {children}
    </SideColumn>
  );
}
