import type { LucideIcon } from "lucide-react";
import type { Card, Feature, SectionCopy } from "../../content/sections";
import { CardGrid } from "../card-grid/card-grid";
import { ContentSection } from "../content-section/content-section";
import { FeatureList } from "../feature-list/feature-list";

interface CardSectionProps {
  copy: SectionCopy & { cards: readonly Card[] };
  icons?: Readonly<Record<string, LucideIcon>>;
  tinted?: boolean;
}

/** A titled section of cards, as the product and AI service pages list modules, problems, sectors. */
export function CardSection({ copy, icons, tinted }: CardSectionProps) {
  return (
    <ContentSection copy={copy} tinted={tinted}>
      <CardGrid cards={copy.cards} icons={icons} />
    </ContentSection>
  );
}

interface ListSectionProps {
  copy: SectionCopy & { items: readonly Feature[] };
  tinted?: boolean;
  ordered?: boolean;
}

/** A titled list of points with a bold lead-in: reasons to choose, tools, the steps of a process. */
export function ListSection({ copy, tinted, ordered }: ListSectionProps) {
  return (
    <ContentSection copy={copy} tinted={tinted}>
      <FeatureList items={copy.items} ordered={ordered} />
    </ContentSection>
  );
}
