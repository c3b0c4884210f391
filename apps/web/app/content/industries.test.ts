import { describe, expect, it } from "vitest";
import { caseStudyPages } from "./case-studies";
import { checklistPages } from "./checklists";
import { iot } from "./home";
import { industries, industryPages, industryRoiPreset } from "./industries";
import { mainNav, pageLabel } from "./nav";
import { prerenderedPaths } from "./pages";
import { projects } from "./project-deliver";
import { roiPresetFor } from "./roi-presets";

const known = new Set<string>(prerenderedPaths);
const numbersIn = (text: string): string[] => text.match(/\d+/g) ?? [];

describe("case studies", () => {
  it.each(projects.map((project) => [project.id, project] as const))(
    "%s has every metric, its story and a quote from a role at the client",
    (_id, project) => {
      const { baseline, result, timeframe, team, teamSize } = project.metrics;
      for (const text of [baseline, result, timeframe, team, project.industry]) {
        expect(text.trim().length).toBeGreaterThan(3);
      }
      expect(Number.isInteger(teamSize) && teamSize >= 2 && teamSize <= 12).toBe(true);
      expect(project.tags.length).toBeGreaterThan(0);
      for (const part of [project.story.challenge, project.story.approach, project.story.outcome]) {
        expect(part.length).toBeGreaterThan(0);
      }
      // A role and the client by type ("Head of Operations, the grocery chain"), no person's name.
      expect(project.quote.role).toMatch(/^[A-Z][\w ,&-]+, the [a-z][\w -]+$/);
      expect(project.quote.text.length).toBeGreaterThan(30);
    },
  );

  it("states in its metrics no figure its own result does not", () => {
    const stray = projects.flatMap((project) =>
      numbersIn(project.metrics.result)
        .filter((figure) => !numbersIn(project.result).includes(figure))
        .map((figure) => `${project.id}: ${figure}`),
    );
    expect(stray).toEqual([]);
  });

  it("links only existing service and product pages, each named as the header names it", () => {
    for (const project of projects) {
      for (const to of project.services) {
        expect(known.has(to), `${project.id} → ${to}`).toBe(true);
        expect(pageLabel(to), `${project.id} → ${to}`).not.toBe(to);
      }
    }
  });

  it("gives every project its own page in the route table", () => {
    expect(Object.keys(caseStudyPages).sort()).toEqual(
      projects.map((project) => `/case-studies/${project.id}`).sort(),
    );
    for (const path of Object.keys(caseStudyPages)) expect(known.has(path)).toBe(true);
  });
});

describe("industries", () => {
  it("covers at least the industries the buyers asked for", () => {
    expect(industries.map((industry) => industry.id)).toEqual(
      expect.arrayContaining([
        "manufacturing",
        "healthcare",
        "retail",
        "logistics",
        "textile",
        "bfsi",
      ]),
    );
    for (const path of Object.keys(industryPages)) expect(known.has(path)).toBe(true);
  });

  it.each(industries.map((industry) => [industry.id, industry] as const))(
    "%s links existing pages, case studies and checklist, with a positive ROI preset",
    (_id, industry) => {
      expect(industry.problems.items.length).toBeGreaterThanOrEqual(3);
      for (const answer of industry.answers.items) {
        expect(known.has(answer.to), answer.to).toBe(true);
        expect(answer.label).toBe(pageLabel(answer.to));
      }
      expect(industry.caseStudyIds.length).toBeGreaterThan(0);
      for (const id of industry.caseStudyIds) {
        expect(
          projects.some((project) => project.id === id),
          id,
        ).toBe(true);
      }
      expect(Object.hasOwn(checklistPages, industry.checklist.path)).toBe(true);
      const preset = industryRoiPreset(industry);
      expect(preset.manualCost).toBeGreaterThan(preset.automatedCost);
      expect(roiPresetFor(industry.id)).toEqual(preset);
    },
  );

  it("matches home page boxes only to labels the home page shows", () => {
    const labels = new Set<string>(iot.industries);
    const linked = industries.filter((industry) => labels.has(industry.homeLabel));
    expect(linked.map((industry) => industry.id)).toEqual(
      expect.arrayContaining(["manufacturing", "retail", "logistics", "textile", "bfsi"]),
    );
  });

  it("reads no preset for an unknown or inherited name", () => {
    expect(roiPresetFor(null)).toBeUndefined();
    expect(roiPresetFor("mining")).toBeUndefined();
    expect(roiPresetFor("toString")).toBeUndefined();
  });
});

describe("header", () => {
  it("holds no group of more than seven links, and the industries and resources groups", () => {
    const groups = mainNav.flatMap((entry) => (entry.kind === "group" ? [entry] : []));
    for (const group of groups) expect(group.links.length, group.label).toBeLessThanOrEqual(7);
    expect(mainNav.length).toBeLessThanOrEqual(7);
    const about = groups.find((group) => group.id === "about");
    expect(about?.links.map((link) => link.to)).not.toContain("/checklist");
    const industriesGroup = groups.find((group) => group.id === "industries");
    expect(industriesGroup?.links.map((link) => link.to)).toEqual(
      expect.arrayContaining(
        industries.slice(0, 6).map((industry) => `/industries/${industry.id}`),
      ),
    );
  });
});
