import type { LucideIcon } from "lucide-react";
import type { ResolvedPicture } from "../../content/people";
import type { Card } from "../../content/sections";
import { PersonPicture } from "../portrait/person-picture";
import styles from "./card-grid.module.css";

interface CardGridProps {
  /** `picture`: a person's photograph, encoded by the page at build time (lib/pictures.ts). */
  cards: readonly (Card & { picture?: ResolvedPicture })[];
  /** Accessible name of the list, when the section heading alone would not say what it holds. */
  label?: string;
  /** Shows each card's person as a round portrait (their `portrait`), as on the about page. */
  avatars?: boolean;
  /** Wide cards suit long content such as project write-ups; narrow ones short facts. */
  size?: "narrow" | "wide";
  /** Icons by card title; a card whose title is not listed simply shows none. */
  icons?: Readonly<Record<string, LucideIcon>>;
}

/** A card's icon: decorative, as the card's heading already says what it is about. */
function CardIcon({ icon: Icon }: { icon: LucideIcon | undefined }) {
  if (!Icon) return null;
  return (
    <span className={styles.icon}>
      <Icon aria-hidden="true" focusable="false" size={22} strokeWidth={1.75} />
    </span>
  );
}

interface WordListProps {
  items: readonly string[] | undefined;
  className: string | undefined;
  itemClassName: string | undefined;
}

/** A card's short list, of points or of tags; none when the card has none. */
function WordList({ items, className, itemClassName }: WordListProps) {
  if (!items) return null;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The grid of cards every content page uses, from commitments and tiers to people and projects. */
export function CardGrid({ cards, label, avatars = false, size = "narrow", icons }: CardGridProps) {
  return (
    <ul
      className={size === "wide" ? `${styles.grid} ${styles.wide}` : styles.grid}
      aria-label={label}
    >
      {cards.map((card) => (
        <li key={card.title} id={card.id} className={styles.card}>
          <CardIcon icon={icons?.[card.title]} />
          {avatars ? (
            <span className={styles.avatar}>
              <PersonPicture
                portrait={card.portrait ?? { seed: card.title, hair: "short" }}
                picture={card.picture}
                size={72}
              />
            </span>
          ) : null}
          <h3 className={styles.title}>
            {card.href ? <a href={card.href}>{card.title}</a> : card.title}
          </h3>
          {/* After the title in the markup so the heading names the card; shown above it. */}
          {card.eyebrow ? <p className={styles.eyebrow}>{card.eyebrow}</p> : null}
          {card.text ? <p className={styles.text}>{card.text}</p> : null}
          {card.details ? (
            <dl className={styles.details}>
              {card.details.map((detail) => (
                <div key={detail.label} className={styles.detail}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.href ? <a href={detail.href}>{detail.text}</a> : detail.text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <WordList items={card.points} className={styles.points} itemClassName={styles.point} />
          <WordList items={card.tags} className={styles.tags} itemClassName={styles.tag} />
        </li>
      ))}
    </ul>
  );
}
