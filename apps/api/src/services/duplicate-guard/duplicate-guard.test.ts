import { describe, expect, it } from "vitest";
import { createDuplicateGuard } from "./duplicate-guard";
import { duplicateKey } from "./duplicate-key";
import { createMemoryDuplicateStore, type DuplicateStore } from "./duplicate-store";

const OK = { statusCode: 200, contentType: "application/json; charset=utf-8", body: '"OK"' };
const submission = {
  call: "POST /api/SaveLead",
  clientIp: "203.0.113.7",
  bodyText: '{"name":"Asha"}',
};

describe("duplicateKey", () => {
  it("is the same for the same call, address and body text, however the text was built", () => {
    const bodyText = ['{"name":', '"Asha"}'].join("");
    expect(duplicateKey({ ...submission, bodyText })).toBe(duplicateKey(submission));
  });

  it("differs by call, by address and by any byte of the body", () => {
    const key = duplicateKey(submission);
    expect(duplicateKey({ ...submission, call: "POST /api/SaveProdLead" })).not.toBe(key);
    expect(duplicateKey({ ...submission, clientIp: "203.0.113.8" })).not.toBe(key);
    expect(duplicateKey({ ...submission, bodyText: '{"name":"Ashb"}' })).not.toBe(key);
    expect(duplicateKey({ ...submission, bodyText: '{"name":"asha"}' })).not.toBe(key);
  });

  it("is a fixed-length text that does not hold the body", () => {
    const key = duplicateKey({ ...submission, bodyText: `{"message":"${"x".repeat(10_000)}"}` });
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("the memory store", () => {
  it("forgets a claim after its time to live", async () => {
    let now = 0;
    const store = createMemoryDuplicateStore({ now: () => now });
    expect(await store.claim("k", "a", 1000)).toEqual({ state: "claimed" });
    expect(await store.claim("k", "b", 1000)).toEqual({ state: "pending" });
    now = 1000;
    expect(await store.claim("k", "b", 1000)).toEqual({ state: "claimed" });
  });

  it("answers with the kept answer until the answer's own time to live is over", async () => {
    let now = 0;
    const store = createMemoryDuplicateStore({ now: () => now });
    await store.claim("k", "a", 10_000);
    await store.keepAnswer("k", OK, 1000);
    now = 999;
    expect(await store.claim("k", "b", 1000)).toEqual({ state: "answered", answer: OK });
    // An answered key is no longer a claim its owner could release.
    await store.release("k", "a");
    expect(await store.claim("k", "b", 1000)).toEqual({ state: "answered", answer: OK });
    now = 1000;
    expect(await store.claim("k", "b", 1000)).toEqual({ state: "claimed" });
  });

  it("keeps at most maxEntries keys, dropping the oldest claims", async () => {
    const store = createMemoryDuplicateStore({ maxEntries: 2 });
    await store.claim("a", "o", 60_000);
    await store.claim("b", "o", 60_000);
    await store.claim("c", "o", 60_000);
    expect(await store.claim("a", "o", 60_000)).toEqual({ state: "claimed" });
    expect(await store.claim("c", "o", 60_000)).toEqual({ state: "pending" });
  });

  it("releases a claim only for its owner", async () => {
    const store = createMemoryDuplicateStore();
    await store.claim("k", "first", 60_000);
    await store.release("k", "someone else");
    expect(await store.claim("k", "x", 60_000)).toEqual({ state: "pending" });
    await store.release("k", "first");
    expect(await store.claim("k", "x", 60_000)).toEqual({ state: "claimed" });
  });
});

describe("the duplicate guard", () => {
  const guardOn = (store: DuplicateStore = createMemoryDuplicateStore(), maxWaitMs = 1000) =>
    createDuplicateGuard({ store, windowMs: 60_000, maxWaitMs, pollMs: 5 });

  it("answers a repeat with the first answer once that is known", async () => {
    const guard = guardOn();
    const first = await guard.admit("k");
    if (first.kind !== "first") throw new Error("expected the first admission");
    const repeat = guard.admit("k");
    await first.settle(OK);
    expect(await repeat).toEqual({ kind: "repeat", answer: OK });
  });

  it("gives the key back when the first save fails, so a retry is saved", async () => {
    const guard = guardOn();
    const first = await guard.admit("k");
    if (first.kind !== "first") throw new Error("expected the first admission");
    await first.settle({ ...OK, statusCode: 503, body: '{"message":"later"}' });
    expect((await guard.admit("k")).kind).toBe("first");
  });

  it("lets a repeat through unguarded when the first takes too long", async () => {
    const guard = guardOn(createMemoryDuplicateStore(), 30);
    await guard.admit("k");
    expect((await guard.admit("k")).kind).toBe("unguarded");
  });

  it("lets every submission through when the store fails", async () => {
    const errors: unknown[] = [];
    const broken: DuplicateStore = {
      claim: () => Promise.reject(new Error("store down")),
      keepAnswer: () => Promise.reject(new Error("store down")),
      release: () => Promise.reject(new Error("store down")),
    };
    const guard = createDuplicateGuard({
      store: broken,
      windowMs: 60_000,
      onStoreError: (error) => errors.push(error),
    });
    expect((await guard.admit("k")).kind).toBe("unguarded");
    expect(errors).toHaveLength(1);
  });
});
