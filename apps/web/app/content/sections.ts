// Shapes shared by the content files of the static pages and the section components that
// render them. Types only: importing this file adds nothing to a page's JavaScript.

import type { ImageSlot, PortraitSpec } from "./people";

/** A section's heading, an optional muted introduction and optional running text. */
export interface SectionCopy {
  heading: string;
  intro?: string;
  paragraphs?: readonly string[];
}

export interface CardDetail {
  label: string;
  text: string;
  /** Makes the value a link, e.g. `mailto:` or `tel:`. */
  href?: string;
}

export interface Card {
  title: string;
  /** Makes the title a link to the page the card summarises. */
  href?: string;
  /** Anchor of the card, so other pages can link to it (`/about#arjun-mehta`). */
  id?: string;
  /** A short line above the title: a role, a client type, a price. */
  eyebrow?: string;
  text?: string;
  /** Labelled facts, shown as a description list. */
  details?: readonly CardDetail[];
  points?: readonly string[];
  /** Keywords such as technologies, shown as small tags. */
  tags?: readonly string[];
  /** A person's card: how they are drawn, and their photograph once the firm supplies one. */
  portrait?: PortraitSpec;
  photo?: ImageSlot;
}

/** A point with a short bold lead-in, as in "why choose us" lists and numbered steps. */
export interface Feature {
  title: string;
  text: string;
}

/** A call to action: a mail to one of the firm's addresses, an external site or a page of this site. */
export type Action =
  | { kind: "mail"; label: string; email: string; subject: string }
  | { kind: "external"; label: string; href: string }
  | { kind: "page"; label: string; to: string };

export interface CallToAction {
  heading: string;
  text: string;
  actions: readonly Action[];
}

/** One numbered part of a long text such as the terms or the privacy policy. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface FaqItem {
  question: string;
  answer: string;
}
