import type { LucideIcon } from "lucide-react";
import type { Card, Feature, SectionCopy } from "../../content/sections";
import { CardGrid } from "../card-grid/card-grid";
import { FeatureList } from "../feature-list/feature-list";
import { ContentSection } from "./content-section";

interface CardSectionProps {
  copy: SectionCopy & { cards: readonly Card[] };
  /** Anchor for links into the page. */
  id?: string;
  icons?: Readonly<Record<string, LucideIcon>>;
  tinted?: boolean;
  size?: "narrow" | "wide";
}

/** A titled section of cards, as the product and service pages list modules, problems, sectors. */
export function CardSection({ copy, id, icons, tinted, size }: CardSectionProps) {
  return (
    <ContentSection copy={copy} id={id} tinted={tinted}>
      <CardGrid cards={copy.cards} icons={icons} size={size} />
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
