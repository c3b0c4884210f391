import { describe, expect, it } from "vitest";
import { createMemoryRateCounter } from "./rate-counter";

describe("the memory rate counter", () => {
  it("counts a key's requests in a window that starts with its first request", () => {
    let now = 1_000;
    const counter = createMemoryRateCounter({ now: () => now });
    expect(counter.hit("a", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 15_000;
    expect(counter.hit("a", 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
    expect(counter.hit("b", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it("starts a fresh window once the last one has ended", () => {
    let now = 0;
    const counter = createMemoryRateCounter({ now: () => now });
    counter.hit("a", 1_000);
    counter.hit("a", 1_000);
    now = 1_000;
    expect(counter.hit("a", 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it("keeps at most maxKeys windows, dropping the oldest first", () => {
    const counter = createMemoryRateCounter({ maxKeys: 10 });
    for (let key = 0; key < 10; key += 1) counter.hit(`k${key}`, 60_000);
    counter.hit("k9", 60_000);
    counter.hit("new", 60_000);
    // The oldest tenth made room: k0 starts again, k9 kept its count.
    expect(counter.hit("k0", 60_000)).toMatchObject({ count: 1 });
    expect(counter.hit("k9", 60_000)).toMatchObject({ count: 3 });
  });
});
