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
  /** The form opens the page's body rather than closing it. */
  atTop?: boolean;
}

/** A page's form, with its numbered steps beside it on a wide screen. */
export function FormBesideSteps({ steps, children, atTop }: FormBesideStepsProps) {
  return (
    <SideColumn
      besideForm
      atTop={atTop}
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
