// What every prerendered page declares about itself: its path, document title and description
// (used by the route's `meta`), its main heading and the introduction shown under it.

export interface PageContent {
  /** The exact, case-sensitive path of the page. */
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
}
