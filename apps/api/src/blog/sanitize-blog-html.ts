import sanitizeHtml, { type IOptions } from "sanitize-html";

// Absolute web links leave the site: open them in a new tab without handing the new page a
// reference to ours (noopener) or our URL (noreferrer). Site paths and mailto stay as written.
const EXTERNAL_HREF = /^https?:\/\//i;
const HTTPS_SRC = /^https:\/\//i;
const PIXELS = /^\d{1,4}$/;

const OPTIONS: IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "a",
    "blockquote",
    "code",
    "pre",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//host/path" would reach another site with no scheme for the checks above to see.
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      const external = EXTERNAL_HREF.test(href);
      return {
        tagName,
        attribs: {
          href,
          ...(external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
        },
      };
    },
    img: (tagName, attribs) => {
      const { src = "", alt = "", width, height } = attribs;
      return {
        tagName,
        attribs: {
          src,
          alt,
          ...(width && PIXELS.test(width) ? { width } : {}),
          ...(height && PIXELS.test(height) ? { height } : {}),
        },
      };
    },
  },
  // An image whose source is not https would be left without one: remove it entirely.
  exclusiveFilter: (frame) => frame.tag === "img" && !HTTPS_SRC.test(frame.attribs.src ?? ""),
};

/** Cleans article HTML written by staff before it is stored or shown to readers. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
