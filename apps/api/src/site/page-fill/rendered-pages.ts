import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Filled pages by the data they were rendered from. Every request still reads the data, so a page
// is never older than the database; only rendering and compressing are skipped while the data is
// unchanged, which is most requests (a like or a comment makes a new entry).

const MAX_ENTRIES = 64;

export type Encoding = "br" | "gzip" | "identity";

export class RenderedPage {
  private readonly encoded = new Map<Encoding, Buffer>();
  constructor(readonly html: Buffer) {}

  /** The page in `encoding`, compressed once on first use. */
  body(encoding: Encoding): Buffer {
    if (encoding === "identity") return this.html;
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      // Middle settings: a few milliseconds for the largest page, most of the maximum's gain.
      body =
        encoding === "br"
          ? brotliCompressSync(this.html, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.html.length,
              },
            })
          : gzipSync(this.html, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export class RenderedPages {
  private readonly pages = new Map<string, RenderedPage>();

  /** The page of `page` for `data`, rendered by `render` unless it is cached; undefined if not renderable. */
  get(page: string, data: unknown, render: () => string | undefined): RenderedPage | undefined {
    const key = createHash("sha256")
      .update(page)
      .update("\0")
      .update(JSON.stringify(data))
      .digest("base64");
    const cached = this.pages.get(key);
    if (cached !== undefined) {
      // Most recently used last: the first key is the one to evict.
      this.pages.delete(key);
      this.pages.set(key, cached);
      return cached;
    }
    const html = render();
    if (html === undefined) return undefined;
    const rendered = new RenderedPage(Buffer.from(html, "utf8"));
    this.pages.set(key, rendered);
    if (this.pages.size > MAX_ENTRIES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    return rendered;
  }
}

/** The best encoding the request accepts: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}
