import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogLikeButton } from "./blog-like-button";

const render = (likes: number) =>
  renderToStaticMarkup(createElement(BlogLikeButton, { likes, liked: false, onLike: () => {} }));

describe("like button", () => {
  it("shows no bare zero on an article nobody has liked yet", () => {
    const html = render(0);
    expect(html).toContain('aria-label="Like this article, no likes yet"');
    expect(html).not.toMatch(/>0</);
  });

  it("shows the count once there are likes", () => {
    expect(render(1)).toContain('aria-label="Like this article, 1 like"');
    expect(render(3)).toMatch(/>3<\/span>/);
  });
});
