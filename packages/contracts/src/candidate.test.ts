import { describe, expect, it } from "vitest";
import {
  type CandidateFormInput,
  hasPdfSignature,
  validateCandidateForm,
  validateResumeFile,
} from "./candidate";
import { candidatePayloadSchema, resumeUploadFieldsSchema } from "./candidate-payload";
import { itChecksTheConsentFields } from "./consent-test-cases";
import { RESUME_MAX_BYTES } from "./constants";
import {
  itRefusesThePayloads,
  itRequiresEach,
  itShowsTheMessages,
  messageOf,
} from "./form-test-cases";
import { candidateMessages as m, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

const resume = { name: "priya-resume.pdf", type: "application/pdf", size: 180_000 };

const form: CandidateFormInput = {
  fullname: "Priya Nair",
  emailid: "priya.nair@example.in",
  phoneno: "9810012345",
  totexp: "3.5",
  jobappl: "Full Stack Developer",
  canddet: "",
  resume,
  ipadd: "203.0.113.5",
};

describe("validateResumeFile", () => {
  it("accepts a PDF of at most 5 MB", () => {
    expect(validateResumeFile({ ...resume, size: RESUME_MAX_BYTES }).ok).toBe(true);
    expect(validateResumeFile({ name: "cv.PDF", type: "", size: 10 }).ok).toBe(true);
  });

  it("refuses other file types", () => {
    for (const file of [
      { name: "cv.docx", type: "application/msword", size: 10 },
      { name: "cv.pdf", type: "image/png", size: 10 },
      { name: "cv", type: "", size: 10 },
    ]) {
      expect(validateResumeFile(file)).toEqual({ ok: false, message: m.pdfOnly, field: "resume" });
    }
  });

  it("refuses a file over 5 MB", () => {
    expect(validateResumeFile({ ...resume, size: RESUME_MAX_BYTES + 1 })).toEqual({
      ok: false,
      message: m.fileTooLarge,
      field: "resume",
    });
  });
});

describe("validateCandidateForm", () => {
  it("answers the experience as a number", () => {
    expect(validateCandidateForm(form)).toEqual({ ok: true, value: { ...form, totexp: 3.5 } });
  });

  it("accepts details instead of a resume", () => {
    const messageFor = messageOf(validateCandidateForm, form);
    expect(messageFor({ resume: null, canddet: "Five years of React and Node." })).toBe("ok");
  });

  itRequiresEach(
    validateCandidateForm,
    form,
    ["fullname", "emailid", "phoneno", "totexp", "jobappl"],
    m.required,
  );

  itShowsTheMessages(validateCandidateForm, form, [
    [{ ipadd: null, fullname: "" }, m.waitForIp],
    [{ fullname: "", resume: null }, m.required],
    [{ resume: null, canddet: "  " }, m.resumeOrDetails],
    [{ resume: { ...resume, type: "text/plain" }, totexp: "-1" }, m.pdfOnly],
    [{ totexp: "2.55" }, m.invalidExperience],
    [{ totexp: "60" }, "ok"],
    [{ totexp: "60.1" }, m.invalidExperience],
    [{ totexp: "0" }, "ok"],
    [{ jobappl: "Astronaut" }, payloadMessages.unknownOption],
    [{ emailid: "priya", phoneno: "1" }, m.invalidEmail],
    [{ phoneno: "98100-12345" }, "ok"],
    [{ phoneno: "98100/12345" }, m.invalidPhone],
  ]);
});

describe("candidatePayloadSchema", () => {
  const { resume: _, ...fields } = form;
  const payload = { ...fields, totexp: 3.5, canddet: "" };

  it("accepts a candidate whose resume follows in the next call", () => {
    expect(parsePayload(candidatePayloadSchema, { ...payload, salary: "high" })).toEqual({
      ok: true,
      value: payload,
    });
  });

  itRefusesThePayloads(candidatePayloadSchema, payload, [
    [{ totexp: "3.5" }, "totexp", payloadMessages.notNumber],
    [{ totexp: undefined }, "totexp", m.required],
    [{ totexp: 0.25 }, "totexp", m.invalidExperience],
    [{ totexp: 99 }, "totexp", m.invalidExperience],
    [{ jobappl: "CEO" }, "jobappl", payloadMessages.unknownOption],
    [{ jobappl: "" }, "jobappl", m.required],
    [{ canddet: "d".repeat(5001) }, "canddet", payloadMessages.tooLong(5000)],
    [{ emailid: "priya@" }, "emailid", m.invalidEmail],
  ]);

  itChecksTheConsentFields(candidatePayloadSchema, payload);
});

describe("resume upload", () => {
  it("reads the upload token from the multipart text field, bounded", () => {
    const token = "q5Jd0d7Hk0bq7m1r8xv3wQm4uYt2Z9cK1LpN6sEoA2I";
    expect(resumeUploadFieldsSchema.parse({ candid: token })).toEqual({ candid: token });
    expect(resumeUploadFieldsSchema.safeParse({ candid: "" }).success).toBe(false);
    expect(resumeUploadFieldsSchema.safeParse({ candid: 42 }).success).toBe(false);
    expect(resumeUploadFieldsSchema.safeParse({ candid: "a".repeat(101) }).success).toBe(false);
  });

  it("recognises a PDF by its first bytes", () => {
    expect(hasPdfSignature(new TextEncoder().encode("%PDF-1.7\n..."))).toBe(true);
    expect(hasPdfSignature(new TextEncoder().encode("<html>%PDF-"))).toBe(false);
    expect(hasPdfSignature(new Uint8Array([0x25, 0x50]))).toBe(false);
  });
});
