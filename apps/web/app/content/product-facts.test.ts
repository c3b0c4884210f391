import { describe, expect, it } from "vitest";
import * as connectb2b from "./connectb2b";
import * as hrPayroll from "./hr-payroll";
import * as kfFairex from "./kf-fairex";
import * as lexemaRpa from "./lexema-rpa";
import { projects } from "./project-deliver";
import * as qualeticsAi from "./qualetics-ai";

const products = { kfFairex, connectb2b, hrPayroll, lexemaRpa, qualeticsAi };
const realCompanies = /\b(microsoft|google|sap|zoho|tally|oracle|salesforce)\b/i;

describe.each(Object.entries(products))("the product facts of %s", (_name, content) => {
  const facts = content.productFacts;

  it("name the maker: our own firm or a named partner firm", () => {
    expect(facts.madeBy).toMatch(/^(Kaizen Fusion Technologies|[A-Z][\w ]+ (Pvt\. Ltd\.|LLP))/);
    expect(facts.madeBy).not.toMatch(realCompanies);
  });

  it("list what it connects to", () => {
    expect(facts.integrations.length).toBeGreaterThanOrEqual(3);
    for (const integration of facts.integrations) expect(integration.trim()).not.toBe("");
  });

  it("say where it runs", () => {
    expect(facts.deployment).toMatch(/cloud|on-premises/i);
  });

  it("state a price or pricing model in rupees", () => {
    expect(facts.pricing).toMatch(/₹\d[\d,.]*/);
  });

  it("link one delivered project's case study page", () => {
    const project = projects.find((candidate) => candidate.id === facts.caseStudy.id);
    expect(project?.name).toBe(facts.caseStudy.title);
    expect(facts.caseStudy.href).toBe(`/case-studies/${project?.id}`);
    expect(facts.caseStudy.why.length).toBeGreaterThan(20);
  });
});

it("gives every product a case study of its own", () => {
  const ids = Object.values(products).map((content) => content.productFacts.caseStudy.id);
  expect(new Set(ids).size).toBe(ids.length);
});

it("a partner's product names the partner firm: HR & Payroll is offered with one", () => {
  expect(hrPayroll.productFacts.madeBy).not.toMatch(/^Kaizen Fusion/);
  expect(hrPayroll.productFacts.madeBy).toMatch(/partner firm/);
});
