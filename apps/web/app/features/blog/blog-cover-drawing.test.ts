import { describe, expect, it } from "vitest";
import { blogArticleIds } from "./blog-articles.server";
import { blogCoverSvg } from "./blog-cover-drawing";
import { blogTopicKeyOf } from "./blog-topics";

describe("blog covers", () => {
  it("draws the same small, self-contained SVG for an article every time", () => {
    for (const id of blogArticleIds) {
      const svg = blogCoverSvg(id);
      expect(svg, id).toBe(blogCoverSvg(id));
      expect(svg, id).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* width="640" height="360">/,
      );
      expect(svg.length, id).toBeLessThan(4096);
      expect(svg, id).not.toMatch(/NaN|undefined|<script|href=/);
    }
  });

  it("gives articles of one topic different covers", () => {
    const strategy = blogArticleIds.filter((id) => blogTopicKeyOf(id) === "strategy");
    expect(strategy.length).toBeGreaterThan(1);
    expect(new Set(strategy.map(blogCoverSvg)).size).toBe(strategy.length);
  });
});
