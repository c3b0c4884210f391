import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("prefills the subject", () => {
    expect(mailtoHref("sales@kaizenfusion.in", "Start a project")).toBe(
      "mailto:sales@kaizenfusion.in?subject=Start%20a%20project",
    );
  });

  it("encodes characters that would end or split the subject", () => {
    expect(mailtoHref("hello@kaizenfusion.in", "Audit & support? 50%")).toBe(
      "mailto:hello@kaizenfusion.in?subject=Audit%20%26%20support%3F%2050%25",
    );
  });
});
