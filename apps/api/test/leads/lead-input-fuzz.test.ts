import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { countRows, post, SAVE_CALLS, validPayloads } from "./lead-fixtures";

const anyJson = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

describe.each(testDatabases)("any body sent to a save call on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  it.each(SAVE_CALLS)("%s answers 200 with a row or 400 without one, never a 5xx", async (call) => {
    const valid: Record<string, unknown> = validPayloads[call];
    // Valid payloads with some fields replaced, removed or added, and bodies of any JSON shape.
    const changes = fc.dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(valid)), fc.string({ maxLength: 12 })),
      fc.option(anyJson, { nil: undefined }),
      { maxKeys: 4 },
    );
    const bodies = fc.oneof(
      changes.map((change) => ({ ...valid, ...change })),
      fc.jsonValue({ maxDepth: 2 }),
    );

    let saved = await countRows(database.db, "leads");
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await post(app, call, JSON.stringify(body));
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 200) saved += 1;
        else expect(response.json()).toMatchObject({ message: expect.any(String) });
        expect(await countRows(database.db, "leads")).toBe(saved);
      }),
      { numRuns: 60 },
    );
  });
});
