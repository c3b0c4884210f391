import { afterEach, expect, it } from "vitest";

// The site's pages forbid eval, and the browser reports every `new Function` as a policy
// violation, even one zod catches. This file loads the package as a page does: with a `document`.

const realFunction = globalThis.Function;
const page = globalThis as { document?: unknown };

afterEach(() => {
  globalThis.Function = realFunction;
  delete page.document;
});

it("builds and runs the schemas in a page without creating a function from text", async () => {
  const created: unknown[][] = [];
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args, newTarget) {
      created.push(args);
      return Reflect.construct(target, args, newTarget);
    },
  });
  page.document = {};

  const { likePayloadSchema, parsePayload } = await import("./index");

  expect(parsePayload(likePayloadSchema, { blogid: 4, like: true })).toEqual({
    ok: true,
    value: { blogid: 4, like: true },
  });
  expect(created).toEqual([]);
});
