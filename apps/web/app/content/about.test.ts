import { describe, expect, it } from "vitest";
import { team } from "./about";

describe("about page team", () => {
  it("gives each person a card anchor, which the blog's structured data links authors to", () => {
    expect(team.people.map((person) => person.id)).toContain("arjun-mehta");
    expect(new Set(team.people.map((person) => person.id)).size).toBe(team.people.length);
  });
});
