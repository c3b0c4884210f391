import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "../../src/plugins/rate-limit";

const from = (ip: string) => rateLimitAddress({ ip } as FastifyRequest);

describe("the address a rate budget belongs to", () => {
  it("is the IPv4 address itself, also when mapped into IPv6", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 block of an IPv6 address, however it is written", () => {
    const block = "2001:db8:aa:1::/64";
    expect(from("2001:db8:aa:1::5")).toBe(block);
    expect(from("2001:0DB8:00aa:0001:ffff:1:2:3")).toBe(block);
    expect(from("2001:db8:aa:1:0:0:0:1%eth0")).toBe(block);
    expect(from("2001:db8:aa:2::5")).not.toBe(block);
    expect(from("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves anything that is not an IP address as it is", () => {
    expect(from("unknown")).toBe("unknown");
  });
});
