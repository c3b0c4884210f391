import { describe, expect, it } from "vitest";
import { hoistBodyStyles } from "./hoist-body-styles.mjs";

const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

describe("hoistBodyStyles", () => {
  it("moves the islands' style from the body to the end of the head, unchanged", () => {
    const html = `<!doctype html><html><head><title>T</title><style>a{color:red}</style></head><body><main><p>x</p>${ISLAND_STYLE}<script>var a=1</script><astro-island></astro-island></main></body></html>`;
    expect(hoistBodyStyles(html)).toBe(
      `<!doctype html><html><head><title>T</title><style>a{color:red}</style>${ISLAND_STYLE}</head><body><main><p>x</p><script>var a=1</script><astro-island></astro-island></main></body></html>`,
    );
  });

  it("leaves styles inside scripts, SVG drawings and templates where they are", () => {
    const body =
      '<body><script>const s = "<style>b{}</style>";</script><svg viewBox="0 0 1 1"><style>.c{fill:red}</style></svg><template><style>d{}</style></template></body>';
    const html = `<html><head></head>${body}</html>`;
    expect(hoistBodyStyles(html)).toBe(html);
  });

  it("drops a body style the head already holds, and writes each one once", () => {
    const html = `<html><head>${ISLAND_STYLE}</head><body>${ISLAND_STYLE}<p>x</p>${ISLAND_STYLE}</body></html>`;
    expect(hoistBodyStyles(html)).toBe(
      `<html><head>${ISLAND_STYLE}</head><body><p>x</p></body></html>`,
    );
  });
});
