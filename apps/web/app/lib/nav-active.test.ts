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
  it.each([
    ["marks the link whose path equals the current path", "/about", "/about", true],
    ["marks the link whose path equals the current path", "/about", "/faq", false],
    ["is case-sensitive, as the site's paths are", "/IOT", "/IOT", true],
    ["is case-sensitive, as the site's paths are", "/IOT", "/iot", false],
    ["ignores a trailing slash", "/about", "/about/", true],
    ["ignores the link's hash", "/index#lets", "/index", true],
    ["does not treat a longer path as the same page", "/checklist", "/checklist-extra", false],
    ["does not treat a longer path as the same page", "/services", "/database-services", false],
  ])("%s: %s on %s is %s", (_rule, link, current, expected) => {
    expect(isCurrentPath(link, current)).toBe(expected);
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
