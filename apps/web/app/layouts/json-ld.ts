import { company } from "../content/company";
import type { NavLinkItem } from "../content/nav";

/**
 * Structured data as the text of a `<script type="application/ld+json">`. Every `<` is written
 * `\u003c`, which JSON readers take as `<`, so no value can close the element.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** A breadcrumb trail as schema.org BreadcrumbList, with the public site's absolute addresses. */
export function breadcrumbListJsonLd(trail: readonly NavLinkItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${company.website}${crumb.to}`,
    })),
  };
}
