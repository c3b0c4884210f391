import { describe, expect, it } from "vitest";
import { mainNav, type NavGroup } from "../content/nav";
import { groupContainsPath, isCurrentPath, normalizePath } from "./nav-active";

const groups = mainNav.filter(
  (entry): entry is NavGroup & { kind: "group" } => entry.kind === "group",
);
const group = (id: string) => {
  const found = groups.find((entry) => entry.id === id);
  if (!found) throw new Error(`no nav group ${id}`);
  return found;
};

describe("isCurrentPath", () => {
  it("marks the link whose path equals the current path", () => {
    expect(isCurrentPath("/about", "/about")).toBe(true);
    expect(isCurrentPath("/about", "/faq")).toBe(false);
  });

  it("is case-sensitive, as the site's paths are", () => {
    expect(isCurrentPath("/IOT", "/IOT")).toBe(true);
    expect(isCurrentPath("/IOT", "/iot")).toBe(false);
  });

  it("ignores a trailing slash and the link's hash", () => {
    expect(isCurrentPath("/about", "/about/")).toBe(true);
    expect(isCurrentPath("/index#lets", "/index")).toBe(true);
  });

  it("does not treat a longer path as the same page", () => {
    expect(isCurrentPath("/checklist", "/checklist-extra")).toBe(false);
    expect(isCurrentPath("/services", "/database-services")).toBe(false);
  });
});

describe("groupContainsPath", () => {
  it("activates the group holding the current page, and only that one", () => {
    expect(groupContainsPath(group("services"), "/IOT")).toBe(true);
    expect(groupContainsPath(group("about"), "/IOT")).toBe(false);
    expect(groupContainsPath(group("products"), "/IOT")).toBe(false);
  });

  it("activates no group on a page outside the dropdowns", () => {
    expect(groups.some((entry) => groupContainsPath(entry, "/job-portal"))).toBe(false);
  });
});

describe("normalizePath", () => {
  it("keeps the root and strips trailing slashes elsewhere", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/faq//")).toBe("/faq");
  });
});
