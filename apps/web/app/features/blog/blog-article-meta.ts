import { personAnchor, team } from "../../content/about";
import { company } from "../../content/company";
import { ogImageFor } from "../../lib/og-image/og-image-path";
import type { MetaTag } from "../../lib/page-meta";
import { logoJsonLd, shareMeta } from "../../lib/page-meta";
import { blogArticleTitle } from "./blog-article-title";
import type { BlogArticle } from "./blog-articles.server";
import { blogArticlePath } from "./blog-paths";

/** The author's card on the about page when they are on it, else the about page itself. */
function authorUrl(author: string): string {
  const onTeam = team.people.some((person) => person.title === author);
  return `${company.website}/about${onTeam ? `#${personAnchor(author)}` : ""}`;
}

/** Title, description, link-preview and structured-data tags of an article's own page. */
export function blogArticleMeta(article: BlogArticle): MetaTag[] {
  const path = blogArticlePath(article.id);
  const url = `${company.website}${path}`;
  // Only articles with a prerendered page get here, and the build draws each of them an image.
  const image = ogImageFor(path, article.title);
  return [
    { title: blogArticleTitle(article) },
    { name: "description", content: article.description },
    { name: "author", content: article.author },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: company.shortName },
    { property: "og:url", content: url },
    ...shareMeta(article.title, article.description, image),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:author", content: article.author },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        image: {
          "@type": "ImageObject",
          url: `${company.website}${image.path}`,
          width: image.width,
          height: image.height,
        },
        datePublished: article.publishedAt,
        // A built page is sent only while its article is unchanged since the seed
        // (apps/api/src/blog/article-page.ts), so it was last modified when it was published.
        dateModified: article.publishedAt,
        author: { "@type": "Person", name: article.author, url: authorUrl(article.author) },
        publisher: {
          "@type": "Organization",
          name: company.name,
          url: company.website,
          logo: logoJsonLd,
        },
        mainEntityOfPage: url,
      },
    },
  ];
}
