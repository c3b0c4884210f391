import { describe, expect, it } from "vitest";
import { readManageLink } from "./manage-link";

const token = "0b5e7c2a-3f1d-4d7e-9a3b-2c1d0e9f8a7b.0.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("readManageLink", () => {
  it("reads the token and the action of an invitation's links", () => {
    expect(readManageLink(`#token=${token}&action=reschedule`)).toEqual({
      token,
      action: "reschedule",
    });
    expect(readManageLink(`#action=cancel&token=${token}`)).toEqual({ token, action: "cancel" });
  });

  it("lets the visitor choose when the link names no known action", () => {
    expect(readManageLink(`#token=${token}`)).toEqual({ token, action: null });
    expect(readManageLink(`#token=${token}&action=delete`)).toEqual({ token, action: null });
  });

  it("refuses a token no server could have signed", () => {
    expect(readManageLink("")).toEqual({ token: null, action: null });
    expect(readManageLink("#token=<script>&action=cancel")).toEqual({
      token: null,
      action: "cancel",
    });
    expect(readManageLink(`#token=${"a".repeat(301)}`).token).toBeNull();
  });
});
