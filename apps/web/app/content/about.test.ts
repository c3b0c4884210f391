import { describe, expect, it } from "vitest";
import { EMPLOYEES } from "../../../api/src/employees/employee-cards";
import { team } from "./about";

// The about page, the business cards and the blog's bylines name the same people.
describe("about page team", () => {
  it("shows every person on the business-card list with the same title", () => {
    const onPage = team.people.map((person) => ({ name: person.title, title: person.eyebrow }));
    const onCards = EMPLOYEES.map((employee) => ({
      name: employee.name,
      title: employee.designation,
    }));
    expect(onPage).toEqual(expect.arrayContaining(onCards));
  });

  it("gives each person a card anchor, which the blog's structured data links authors to", () => {
    expect(team.people.map((person) => person.id)).toContain("arjun-mehta");
    expect(new Set(team.people.map((person) => person.id)).size).toBe(team.people.length);
  });
});
