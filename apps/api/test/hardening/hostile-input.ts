import fc from "fast-check";

// Strings people use to break web forms: markup, SQL, template and header injection, encodings,
// invisible and direction-changing characters, and values JavaScript itself treats specially.
export const INJECTION_STRINGS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(document.cookie)>',
  "<svg/onload=alert(1)>@evil.example",
  "javascript:alert(1)",
  "'; DROP TABLE leads; --",
  "' OR '1'='1",
  '" OR ""="',
  "1; SELECT pg_sleep(10); --",
  "Robert'); DELETE FROM leads WHERE ('1'='1",
  "\\'; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, kept literal.
  "${7*7}",
  "{{constructor.constructor('return process')()}}",
  '=HYPERLINK("http://evil.example","Click")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "../../../../etc/passwd",
  "%00",
  "\u0000",
  "nul\u0000inside",
  "line\r\nSet-Cookie: admin=1",
  "\u202eevil\u202c",
  "\ufeffbom",
  "\ud800",
  "\udfff lone low surrogate",
  "Zoë Fernandes",
  "अंकित शर्मा",
  "🙂👩🏽‍💻🇮🇳",
  "Z̴̢̛a̸l̵g̷o̶",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "   ",
  "",
];

/** Keys that poison an object's prototype when code merges or assigns them carelessly. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  // Any code point, lone surrogates and control characters included.
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  // Past every field's bound (5000 is the longest), still under the 1 MiB body limit.
  { weight: 1, arbitrary: fc.integer({ min: 5001, max: 200_000 }).map((n) => "x".repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 30, max: 3000 }).map((n) => "🙂".repeat(n)) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 1e308),
  fc.maxSafeInteger(),
);

const hostileKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value, leaning to hostile strings, big numbers and prototype-polluting keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
})).value;

/** A valid body with some fields replaced by hostile values, removed, or joined by new ones. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const changes = fc.dictionary(
    fc.oneof(fc.constantFrom(...Object.keys(valid)), hostileKey),
    fc.option(hostileJson, { nil: undefined }),
    { minKeys: 1, maxKeys: 4 },
  );
  return changes.map((change) => ({ ...valid, ...change }));
}

/** Bodies that are not JSON, or JSON a careless parser trips over. */
export const RAW_BODIES = [
  "",
  "{",
  '{"name": ',
  "[]",
  "null",
  "0",
  '"OK"',
  "{'name': 'single quotes'}",
  '{"name": "Asha", "name": "Twice"}',
  '{"__proto__": {"polluted": "yes"}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"a": 1e999999}',
  `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
  `{"nested": ${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`,
  "\ufeff{}",
  '{"name": "\\ud800"}',
  '{"name": "\\u0000"}',
  "<?xml version='1.0'?><lead/>",
  "name=Asha&email=asha%40raolabs.in",
  "x".repeat(1024 * 1024 + 1),
];

export const rawBody = fc.oneof(
  fc.constantFrom(...RAW_BODIES),
  fc.string({ unit: "binary", maxLength: 200 }),
  // Valid JSON cut short at any point.
  fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify(value) ?? "";
    return text.slice(0, cut % (text.length + 1));
  }),
  // Bytes that are not UTF-8 at all.
  fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
);

export const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/octet-stream",
  "application/vnd.api+json",
  "",
);

/** A path segment: hostile text percent-encoded, or raw percent sequences that decode to nothing. */
export const hostilePathSegment = fc.oneof(
  hostileString.map(safeEncode),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%FF%FE", "%C0%AF", "..%2F..%2Fetc", "%2e%2e", "a%00b"),
  fc.string({ maxLength: 20 }).map(safeEncode),
);

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded; send its code units as invalid UTF-8 instead.
    return [...value]
      .map((char) => {
        const unit = char.charCodeAt(0);
        return unit >= 0xd800 && unit <= 0xdfff ? "%ED%A0%80" : encodeURIComponent(char);
      })
      .join("");
  }
}
