import { blogArticleCopy } from "./blog-copy";

// Search results cut titles past about 60 characters, and very short ones say too little.
export const TITLE_LENGTH = { min: 30, max: 60 } as const;

/** Shorter titles for articles whose own title is too long for a results page. */
const shortTitles: Readonly<Record<string, string>> = {
  "custom-software-vs-off-the-shelf": "Custom or Off-the-Shelf Software? A Decision Guide",
  "agentic-ai-in-operations": "Where Agentic AI Helps in Operations, and Where It Does Not",
  "data-visibility-for-multi-clinic-healthcare":
    "Data Visibility for Multi-Clinic Healthcare | Kaizen Fusion",
};

const fits = (title: string) =>
  title.length >= TITLE_LENGTH.min && title.length <= TITLE_LENGTH.max;

/**
 * The document title of an article's own page: with the blog's name when that fits, else the
 * article's title alone, else its short title.
 */
export function blogArticleTitle(article: { id: string; title: string }): string {
  const branded = `${article.title}${blogArticleCopy.titleSuffix}`;
  if (fits(branded)) return branded;
  if (fits(article.title)) return article.title;
  return shortTitles[article.id] ?? article.title;
}
