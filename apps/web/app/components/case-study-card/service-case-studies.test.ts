import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServiceCaseStudies } from "./service-case-studies";

/** The case studies a service page's section links, each once. */
const caseStudyLinks = (path: string) => [
  ...new Set(
    [
      ...renderToStaticMarkup(createElement(ServiceCaseStudies, { path })).matchAll(
        /href="(\/case-studies\/[^"]+)"/g,
      ),
    ].map((match) => match[1]),
  ),
];

describe("a service page's case studies", () => {
  it("link the projects that drew on the page's work, at most three", () => {
    expect(caseStudyLinks("/IOT")).toEqual(["/case-studies/textile-erp"]);
    expect(caseStudyLinks("/development")).toHaveLength(3);
  });

  it("leave no empty section on a page no project names", () => {
    expect(renderToStaticMarkup(createElement(ServiceCaseStudies, { path: "/terms" }))).toBe("");
  });
});
