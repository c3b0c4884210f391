import { bookingMessages } from "@site/contracts/booking";
import { describe, expect, it } from "vitest";
import { checkVisitor } from "./booking-visitor";

describe("checkVisitor", () => {
  it("asks for the name, then the e-mail, then a valid e-mail, naming the field", () => {
    expect(checkVisitor({ name: " ", email: "" })).toEqual({
      ok: false,
      message: bookingMessages.nameRequired,
      field: "name",
    });
    expect(checkVisitor({ name: "Asha Rao", email: "  " })).toEqual({
      ok: false,
      message: bookingMessages.emailRequired,
      field: "email",
    });
    expect(checkVisitor({ name: "Asha Rao", email: "asha.example.com" })).toEqual({
      ok: false,
      message: bookingMessages.emailInvalid,
      field: "email",
    });
    expect(checkVisitor({ name: "Asha Rao", email: `${"a".repeat(95)}@x.com` })).toMatchObject({
      ok: false,
      field: "email",
    });
  });

  it("answers the trimmed details, leaving out the empty optional ones", () => {
    expect(
      checkVisitor({ name: " Asha Rao ", email: "asha@example.com ", company: "", note: " " }),
    ).toEqual({ ok: true, visitor: { name: "Asha Rao", email: "asha@example.com" } });
    expect(
      checkVisitor({
        name: "Asha Rao",
        email: "asha@example.com",
        company: "Rao Clinics",
        note: "Three clinics, one app.",
      }),
    ).toEqual({
      ok: true,
      visitor: {
        name: "Asha Rao",
        email: "asha@example.com",
        company: "Rao Clinics",
        note: "Three clinics, one app.",
      },
    });
  });
});
