import { describe, expect, it } from "vitest";
import {
  signBookingToken,
  signManageToken,
  verifyBookingToken,
  verifyManageToken,
} from "./meeting-links";

const secret = "a".repeat(64);
const now = new Date("2026-12-01T10:00:00Z");
const meetingId = "0b6b7c1e-5a3f-4c1d-9d7e-2f1a3b4c5d6e";

describe("booking tokens", () => {
  it("name the lead they were signed for until they expire", () => {
    const token = signBookingToken(secret, 42, now);
    expect(verifyBookingToken(secret, token, now)).toEqual({ ok: true, leadId: 42 });
    const later = new Date(now.getTime() + 49 * 3600 * 1000);
    expect(verifyBookingToken(secret, token, later)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse another lead's id or another secret", () => {
    const [, expires, signature] = signBookingToken(secret, 42, now).split(".");
    expect(verifyBookingToken(secret, `43.${expires}.${signature}`, now).ok).toBe(false);
    expect(verifyBookingToken("b".repeat(64), signBookingToken(secret, 42, now), now).ok).toBe(
      false,
    );
    expect(verifyBookingToken(secret, "42", now)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("manage tokens", () => {
  it("name the meeting and the sequence they were signed for", () => {
    expect(verifyManageToken(secret, signManageToken(secret, meetingId, 3))).toEqual({
      meetingId,
      sequence: 3,
    });
  });

  it("refuse a changed sequence or a forged signature", () => {
    const token = signManageToken(secret, meetingId, 3);
    expect(verifyManageToken(secret, token.replace(".3.", ".4."))).toBeNull();
    expect(verifyManageToken(secret, `${token.slice(0, -1)}x`)).toBeNull();
    expect(verifyManageToken(secret, "not-a-token")).toBeNull();
  });
});
