import { company } from "../../content/company";
import type { MetaTag } from "../../lib/page-meta";
import { shareMeta } from "../../lib/page-meta";
import type { BlogArticle } from "./blog-articles.server";
import { blogArticleCopy } from "./blog-copy";
import { blogArticlePath } from "./blog-paths";

/** Title, description, link-preview and structured-data tags of an article's own page. */
export function blogArticleMeta(article: BlogArticle): MetaTag[] {
  const url = `${company.website}${blogArticlePath(article.id)}`;
  return [
    { title: `${article.title}${blogArticleCopy.titleSuffix}` },
    { name: "description", content: article.description },
    { name: "author", content: article.author },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: company.shortName },
    { property: "og:url", content: url },
    ...shareMeta(article.title, article.description),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:author", content: article.author },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.publishedAt,
        author: { "@type": "Person", name: article.author },
        publisher: { "@type": "Organization", name: company.name, url: company.website },
        mainEntityOfPage: url,
      },
    },
  ];
}
