import { describe, expect, it } from "vitest";
import { searchKindOf } from "./search-kind";
import { excerptParts, groupByKind, mergeHits, pageUrl, type SearchHit } from "./search-results";

const hit = (url: string, kind: SearchHit["kind"], score: number): SearchHit => ({
  url,
  title: url,
  excerpt: "",
  kind,
  score,
});

describe("searchKindOf", () => {
  it("names each family of pages", () => {
    expect(searchKindOf("/kf-blog/seven-signs-your-erp-needs-an-audit")).toBe("Article");
    expect(searchKindOf("/case-studies/textile-erp")).toBe("Case study");
    expect(searchKindOf("/industries/textile")).toBe("Industry");
    expect(searchKindOf("/healthcare-checklist")).toBe("Checklist");
    expect(searchKindOf("/hr-payroll")).toBe("Product");
    expect(searchKindOf("/development")).toBe("Service");
    expect(searchKindOf("/about")).toBe("Page");
  });

  it("leaves out the pages nobody searches for", () => {
    for (const path of ["", "/sitemap", "/search", "/kf-blog/_missing", "/empcard", "/admin/x"]) {
      expect(searchKindOf(path)).toBeUndefined();
    }
  });
});

describe("search results", () => {
  it("gives the server's own addresses", () => {
    expect(pageUrl("/about/")).toBe("/about");
    expect(pageUrl("/")).toBe("/index");
    expect(pageUrl("/kf-blog/a/index.html")).toBe("/kf-blog/a");
    expect(pageUrl("/faq#pricing")).toBe("/faq#pricing");
  });

  it("lists each page once with its best score, grouped by kind in order of the best hit", () => {
    const merged = mergeHits([
      [hit("/a", "Page", 1), hit("/c", "Case study", 3)],
      [hit("/a", "Page", 5), hit("/b", "Article", 2)],
    ]);
    expect(merged.map((each) => [each.url, each.score])).toEqual([
      ["/a", 5],
      ["/c", 3],
      ["/b", 2],
    ]);
    expect(groupByKind([...merged, hit("/d", "Page", 0.5)]).map((group) => group.kind)).toEqual([
      "Page",
      "Case study",
      "Article",
    ]);
  });

  it("reads only <mark> in an excerpt: anything else stays text", () => {
    expect(excerptParts("an <mark>ERP</mark> audit &amp; <script>x</script> &#39;q&#39;")).toEqual([
      { text: "an ", marked: false },
      { text: "ERP", marked: true },
      { text: " audit & <script>x</script> 'q'", marked: false },
    ]);
    expect(excerptParts("&lt;img src=x onerror=alert(1)&gt;")).toEqual([
      { text: "<img src=x onerror=alert(1)>", marked: false },
    ]);
  });
});
