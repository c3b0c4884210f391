import { leadFormMessages, leadPayloadSchema } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { CALLBACK_OFFER } from "./widget/callback-lead";
import type { Turn } from "./widget/conversation";
import * as conversation from "./widget/conversation";
import * as script from "./widget/reception-script";

const reply = (id: string) => script.topics.find((topic) => topic.id === id)?.reply;

/** Plays the caller's lines in order and returns every turn. */
function play(...lines: string[]): Turn[] {
  let state = conversation.initialState();
  return lines.map((line) => {
    const turn = conversation.converse(state, line, script);
    state = turn.state;
    return turn;
  });
}
const last = (turns: Turn[]) => turns[turns.length - 1] as Turn;

describe("the receptionist's answers", () => {
  it.each([
    ["What are your opening hours?", "hours"],
    ["WHEN do you CLOSE on sunday!!", "hours"],
    ["timings?", "hours"],
    ["How much do you charge?", "fees"],
    ["what's the price list", "fees"],
    ["Which treatments do you offer?", "services"],
    ["hello", "greeting"],
    ["Thank you so much", "thanks"],
  ])("answers %j with the %s reply", (line, topic) => {
    expect(last(play(line)).say).toEqual([reply(topic)]);
  });

  it("names a treatment's own price when a fee question names it", () => {
    const [answer] = last(play("How much is a root canal?")).say;
    expect(answer).toMatch(/^Root canal treatment: ₹5,000 to ₹9,000/);
  });

  it("describes a treatment named on its own", () => {
    const [answer] = last(play("braces")).say;
    expect(answer).toMatch(/^Yes\. Our orthodontist .* The fee is from ₹35,000/);
  });

  it("falls back to what it can help with", () => {
    expect(last(play("Can you recommend a good movie")).say).toEqual([
      "Sorry, I did not get that. I can help with hours, services, fees or booking a call-back.",
    ]);
  });

  it("greets by the clinic's time of day", () => {
    // 04:00 UTC is 09:30 in New Delhi, 13:00 UTC is 18:30.
    expect(conversation.openingLine(script, new Date("2026-05-04T04:00:00Z"))).toMatch(
      /^Good morning, Smile Care Dental Clinic\./,
    );
    expect(conversation.openingLine(script, new Date("2026-05-04T13:00:00Z"))).toMatch(
      /^Good evening, Smile Care Dental Clinic\./,
    );
  });

  it("ends the call on goodbye", () => {
    expect(last(play("OK bye")).effect).toBe("end");
  });
});

describe("the call-back request", () => {
  const happyPath = [
    "I'd like to book an appointment",
    "yes please",
    "my name is ritu sharma",
    "Lotus Dental Care",
    "+91 98765-43210",
    "ritu.sharma@example.com",
  ];

  it("offers a call-back for a booking, asks each detail, then reads them back", () => {
    const turns = play(...happyPath);
    expect(turns.map((turn) => turn.state.step)).toEqual([
      "offer",
      "name",
      "company",
      "phone",
      "email",
      "confirm",
    ]);
    expect(last(turns).state.lead).toEqual({
      name: "Ritu Sharma",
      company: "Lotus Dental Care",
      phone: "9876543210",
      email: "ritu.sharma@example.com",
    });
    expect(last(turns).say[0]).toContain("Mobile: 98765 43210.");
  });

  it("asks to save only after a yes to the read-back", () => {
    expect(last(play(...happyPath, "yes, send it")).effect).toBe("save");
    expect(last(play(...happyPath, "don't send it")).effect).toBeUndefined();
  });

  it("re-asks a detail that does not pass, with the reason", () => {
    const turns = play("call me back", "R2D2", "Ritu", "none", "12345", "9876543210");
    expect(turns.map((turn) => turn.state.step)).toEqual([
      "name",
      "name",
      "company",
      "phone",
      "phone",
      "email",
    ]);
    expect(turns[1]?.say).toEqual([script.callback.badName]);
    expect(turns[4]?.say).toEqual([script.callback.badPhone]);
    expect(turns[5]?.state.lead.company).toBe("Individual");
  });

  it("changes one detail from the read-back and reads back again", () => {
    const turns = play(...happyPath, "the number is wrong", "9123456780");
    expect(turns[6]?.state.step).toBe("phone");
    expect(last(turns).state.step).toBe("confirm");
    expect(last(turns).state.lead.phone).toBe("9123456780");
  });

  it("answers a question asked in the middle, then asks again", () => {
    const turns = play("call me back", "What are your opening hours?");
    expect(last(turns).state.step).toBe("name");
    expect(last(turns).say).toEqual([
      reply("hours"),
      `${script.callback.resume} ${script.callback.askName}`,
    ]);
  });

  it("keeps the details after a failed send and tries again on request", () => {
    const confirmed = last(play(...happyPath, "yes"));
    const failed = conversation.afterSave(confirmed.state, "failed", script);
    expect(failed.state.step).toBe("failed");
    expect(failed.state.lead.email).toBe("ritu.sharma@example.com");
    expect(conversation.converse(failed.state, "Try again", script).effect).toBe("save");
  });

  it("asks for another address when the e-mail check flags it", () => {
    const confirmed = last(play(...happyPath, "yes"));
    const flagged = conversation.afterSave(confirmed.state, "flagged", script);
    expect(flagged.say[0]).toBe(leadFormMessages.emailFlagged);
    const again = conversation.converse(flagged.state, "ritu@example.org", script);
    expect(again.state.step).toBe("confirm");
    expect(again.state.lead.email).toBe("ritu@example.org");
  });

  it("can be cancelled", () => {
    const turns = play("call me back", "Ritu Sharma", "cancel");
    expect(last(turns).state).toEqual(conversation.initialState());
  });
});

describe("reading spoken details", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["nine eight seven six five four three two one zero", "9876543210"],
    ["double nine eight seven six five four three two one", "9987654321"],
    ["098765 43210", "9876543210"],
    ["5876543210", undefined],
    ["98765", undefined],
  ])("reads the mobile %j as %j", (spoken, digits) => {
    expect(conversation.readPhone(spoken)).toBe(digits);
  });

  it.each([
    ["ritu dot sharma at example dot com", "ritu.sharma@example.com"],
    ["My email is Ritu_S@Example.in.", "Ritu_S@Example.in"],
    ["ritu at example", undefined],
  ])("reads the e-mail %j as %j", (spoken, email) => {
    expect(conversation.readEmail(spoken)).toBe(email);
  });

  it("capitalises a name heard in lower case and keeps a typed one", () => {
    expect(conversation.readName("i am anil d'souza")).toBe("Anil D'Souza");
    expect(conversation.readName("Mary-Jane de Souza")).toBe("Mary-Jane de Souza");
  });
});

describe("agreement with the API", () => {
  it("sends a call-back request that SaveLead accepts", () => {
    const confirmed = last(
      play("book", "yes", "Ritu Sharma", "none", "9876543210", "ritu@example.com"),
    ).state.lead;
    const parsed = leadPayloadSchema.safeParse({
      ...CALLBACK_OFFER,
      name: confirmed.name,
      companyname: confirmed.company,
      email: confirmed.email,
      mobileno: confirmed.phone,
      website: "",
      ipadd: "0.0.0.0",
      landing_page: "/voice-agent",
    });
    expect(parsed.success).toBe(true);
  });
});
