import { countFieldsFor, ESTIMATE_COUNT_FIELDS, PLATFORMS } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { countGroups } from "./estimate";

const shownFor = (platform: (typeof PLATFORMS)[number] | "") =>
  countGroups
    .filter((group) => platform !== "" && group.platforms.includes(platform))
    .flatMap((group) => group.fields.map((field) => field.name));

describe("estimate count groups", () => {
  it("show each platform's counts as the contracts define them, plus the add-ons", () => {
    for (const platform of PLATFORMS) {
      expect(shownFor(platform)).toEqual([
        ...countFieldsFor(platform),
        ...ESTIMATE_COUNT_FIELDS.addOns,
      ]);
    }
  });

  it("show nothing before a platform is chosen", () => {
    expect(shownFor("")).toEqual([]);
  });
});
