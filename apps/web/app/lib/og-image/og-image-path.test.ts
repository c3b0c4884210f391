import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "../../content/pages";
import { blogArticlePaths } from "../../features/blog/blog-articles.server";
import { ogImagePages } from "./og-image-pages";
import { ogImageFor, ogImagePath, ogImageTitle } from "./og-image-path";

describe("ogImagePath", () => {
  it("names each page's image after its path, case and nesting kept", () => {
    expect(ogImagePath("/index")).toBe("/og/index.png");
    expect(ogImagePath("/IOT")).toBe("/og/IOT.png");
    expect(ogImagePath("/kf-blog/rpa-for-finance-teams")).toBe(
      "/og/kf-blog/rpa-for-finance-teams.png",
    );
    expect(ogImagePath("/404")).toBe("/og/404.png");
  });

  it("treats the root like the home page and ignores a trailing slash", () => {
    expect(ogImagePath("/")).toBe("/og/index.png");
    expect(ogImagePath("/about/")).toBe("/og/about.png");
  });
});

describe("ogImageTitle", () => {
  it("drops the firm's name, which the image shows above the title", () => {
    expect(ogImageTitle("About Us: Our Team and Our Story | Kaizen Fusion")).toBe(
      "About Us: Our Team and Our Story",
    );
    expect(ogImageTitle("Kaizen Fusion | Software, AI and IoT Consulting in New Delhi")).toBe(
      "Software, AI and IoT Consulting in New Delhi",
    );
    expect(ogImageTitle("Where Agentic AI Helps")).toBe("Where Agentic AI Helps");
  });
});

describe("ogImageFor", () => {
  it("gives the tags' path, size and an alt naming the page", () => {
    expect(ogImageFor("/faq", "Frequently Asked Questions | Kaizen Fusion")).toEqual({
      path: "/og/faq.png",
      width: 1200,
      height: 630,
      alt: "Kaizen Fusion logo with the title “Frequently Asked Questions”",
    });
  });
});

describe("ogImagePages", () => {
  it("draws an image for every prerendered page, every article and the not-found page", () => {
    const drawn = ogImagePages().map((page) => page.path);
    expect(drawn).toEqual(
      expect.arrayContaining([...prerenderedPaths, ...blogArticlePaths, "/404"]),
    );
    expect(new Set(drawn.map(ogImagePath)).size).toBe(drawn.length);
  });
});
