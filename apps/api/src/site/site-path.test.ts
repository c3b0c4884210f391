import { describe, expect, it } from "vitest";
import { resolveSitePath } from "./site-path";

describe("resolveSitePath", () => {
  it.each([
    ["/", { kind: "redirect", location: "/index" }],
    ["/?utm_source=mail", { kind: "redirect", location: "/index?utm_source=mail" }],
    ["/about/", { kind: "redirect", location: "/about" }],
    ["/about//", { kind: "not-found" }],
    ["/blog/hello%20world/?p=1", { kind: "redirect", location: "/blog/hello%20world?p=1" }],
    ["/about", { kind: "file", path: "/about/index.html" }],
    ["/mission-vission?x=1", { kind: "file", path: "/mission-vission/index.html" }],
    ["/robots.txt", { kind: "file", path: "/robots.txt" }],
    ["/empcard", { kind: "file", path: "/empcard/index.html" }],
    ["/empcard/98100%2012345", { kind: "file", path: "/empcard/index.html" }],
    ["/empcard/98100.12345", { kind: "file", path: "/empcard/index.html" }],
  ])("maps %s", (url, expected) => {
    expect(resolveSitePath(url)).toEqual(expected);
  });

  it.each([
    "/..%2f..%2fetc/passwd",
    "/assets/../../secret",
    "/%2e%2e/etc/passwd",
    "/./about",
    "//evil.example/",
    "/%2F%2Fevil.example/",
    "/%5c%5cevil.example/",
    "/about%00.html",
    "/%E0%A4%A",
  ])("refuses %s", (url) => {
    expect(resolveSitePath(url)).toEqual({ kind: "not-found" });
  });
});
