// The consent checks every save payload schema must pass; each payload's test file runs them with a
// valid payload of its own, so a schema that forgets the consent fields fails its own suite.

import { expect, it } from "vitest";
import type { z } from "zod";
import { PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_VERSION_MAX } from "./constants";
import { payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

export function itChecksTheConsentFields(schema: z.ZodType, payload: Record<string, unknown>) {
  it("keeps the marketing opt-in and the privacy notice version", () => {
    const consent = {
      marketing_opt_in: true,
      privacy_notice_version: ` ${PRIVACY_NOTICE_VERSION} `,
    };
    expect(parsePayload(schema, { ...payload, ...consent })).toMatchObject({
      ok: true,
      value: { marketing_opt_in: true, privacy_notice_version: PRIVACY_NOTICE_VERSION },
    });
    expect(parsePayload(schema, { ...payload, marketing_opt_in: false })).toMatchObject({
      ok: true,
      value: { marketing_opt_in: false },
    });
  });

  it("accepts a payload without them, as an older page sends it", () => {
    const result = parsePayload(schema, payload);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value).not.toHaveProperty("marketing_opt_in");
  });

  it.each(["true", "on", 1, null])("refuses the opt-in %j, which is not true or false", (value) => {
    expect(parsePayload(schema, { ...payload, marketing_opt_in: value })).toEqual({
      ok: false,
      message: payloadMessages.notBoolean,
      field: "marketing_opt_in",
    });
  });

  it("refuses a notice version that is too long or not text", () => {
    const tooLong = "v".repeat(PRIVACY_NOTICE_VERSION_MAX + 1);
    expect(parsePayload(schema, { ...payload, privacy_notice_version: tooLong })).toEqual({
      ok: false,
      message: payloadMessages.tooLong(PRIVACY_NOTICE_VERSION_MAX),
      field: "privacy_notice_version",
    });
    expect(parsePayload(schema, { ...payload, privacy_notice_version: 202611 })).toEqual({
      ok: false,
      message: payloadMessages.notText,
      field: "privacy_notice_version",
    });
  });
}
