import { describe, expect, it } from "vitest";
import { type JobPosting, jobPostings } from "../../content/job-portal";
import { jobPostingJsonLd } from "./job-postings-json-ld";

const dataOf = (posting: JobPosting) => {
  const tag = jobPostingJsonLd(posting);
  if (!("script:ld+json" in tag)) throw new Error("not structured data");
  return tag["script:ld+json"];
};

const byMode = (mode: JobPosting["workMode"]) =>
  jobPostings.filter((posting) => posting.workMode === mode);

describe("JobPosting structured data", () => {
  it("marks the two hybrid positions as at the office, not telecommuting", () => {
    const hybrid = byMode("hybrid");
    expect(hybrid.map((posting) => posting.job)).toEqual([
      "Full Stack Developer",
      "Business Development Executive",
    ]);
    for (const posting of [...hybrid, ...byMode("on-site")]) {
      const data = dataOf(posting);
      expect(data.jobLocationType).toBeUndefined();
      expect(data.applicantLocationRequirements).toBeUndefined();
      expect(data.jobLocation).toMatchObject({ address: { addressLocality: "New Delhi" } });
    }
  });

  it("marks a fully remote position as telecommuting from India, with no office", () => {
    const [first] = jobPostings;
    if (!first) throw new Error("no posting");
    const data = dataOf({ ...first, workMode: "remote" });
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
    expect(data.jobLocation).toBeUndefined();
  });

  it("names each position's own page as its address", () => {
    expect(jobPostings.map((posting) => dataOf(posting).url)).toEqual([
      "https://www.kaizenfusion.in/job-portal/full-stack-developer",
      "https://www.kaizenfusion.in/job-portal/business-development-executive",
      "https://www.kaizenfusion.in/job-portal/sales-intern",
      "https://www.kaizenfusion.in/job-portal/mechatronics-interns",
    ]);
  });
});
