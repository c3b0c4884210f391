import { describe, expect, it } from "vitest";
import { jsonDataBlock, pageTemplate } from "../../src/site/page-fill/page-template";
import { preferredEncoding } from "../../src/site/page-fill/rendered-pages";
import { fillablePageFor } from "../../src/site/site-path";

describe("fillablePageFor", () => {
  it.each([
    ["/empcard/9810012345", { page: "employee-card", phone: "9810012345" }],
    [
      "/empcard/%2B91%2098100%2012345?phoneno=1",
      { page: "employee-card", phone: "+91 98100 12345" },
    ],
    ["/kf-blog", { page: "blog-reader" }],
    ["/kf-blog?utm_source=mail", { page: "blog-reader" }],
    ["/kf-blog?id=", { page: "blog-reader" }],
  ])("fills %s", (url, expected) => {
    expect(fillablePageFor(url)).toEqual(expected);
  });

  it.each([
    "/empcard",
    "/empcard/",
    "/empcard/98100%2F12345",
    "/kf-blog?id=iot-on-the-factory-floor",
    "/kf-blog/iot-on-the-factory-floor",
    "/index",
    "/empcard/%E0%A4%A",
    "/empcard/..%2f404.html",
  ])("sends %s as built", (url) => {
    expect(fillablePageFor(url)).toBeUndefined();
  });
});

describe("pageTemplate", () => {
  const shell =
    "<html><head><style>x</style></head><body><p>Loading</p><script>s</script></body></html>";

  it("swaps the loading markup and adds the data before </body>", () => {
    const template = pageTemplate(shell, "<p>Loading</p>", "page-data");
    if (typeof template === "string") throw new Error(template);
    expect(template.fill("<p>Filled</p>", { a: 1 })).toBe(
      '<html><head><style>x</style></head><body><p>Filled</p><script>s</script><script type="application/json" id="page-data">{"a":1}</script></body></html>',
    );
  });

  it("refuses a page without the loading markup exactly once, or without </body>", () => {
    expect(pageTemplate(shell, "<p>Other</p>", "id")).toBeTypeOf("string");
    expect(pageTemplate(`${shell}<p>Loading</p>`, "<p>Loading</p>", "id")).toBeTypeOf("string");
    expect(pageTemplate("<p>Loading</p>", "<p>Loading</p>", "id")).toBeTypeOf("string");
    expect(pageTemplate(shell, "", "id")).toBeTypeOf("string");
  });
});

describe("jsonDataBlock", () => {
  it("writes every < escaped, so no value ends the element or opens a comment", () => {
    const value = { text: "</script><script>alert(1)</script><!-- \u2028 & >" };
    const block = jsonDataBlock("d", value);
    const json = /^<script type="application\/json" id="d">(.*)<\/script>$/s.exec(block)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain("<");
    expect(JSON.parse(json ?? "")).toEqual(value);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    [undefined, "identity"],
  ])("picks the encoding for %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
