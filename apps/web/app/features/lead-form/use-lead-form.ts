import { IP_FALLBACK } from "@site/contracts";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { lookupVisitorIp, newIdempotencyKey } from "../../lib/api-client";
import type { SharedFields } from "./shared-fields";
import type { SubmitHandler, SubmitOutcome } from "./submit-types";

/** The name of the marketing opt-in checkbox every lead form carries (see PrivacyConsent). */
export const MARKETING_OPT_IN_FIELD = "marketing_opt_in";

export type LeadFormStatus = "idle" | "submitting" | "success" | "error";

export interface LeadFormOptions<Result> {
  /** Sent as the IP when the lookup fails: '0.0.0.0' unless the form says otherwise. */
  ipFallback?: string;
  /**
   * Loads the form's submit pipeline (validation, e-mail check, save). It is imported on first
   * use, not with the page, so the rules and the API code stay out of the page's initial script.
   */
  loadSubmit: () => Promise<SubmitHandler<Result>>;
  /** Shown when the pipeline itself fails: it could not be loaded, or it threw. */
  unexpectedMessage: string;
}

type Failure = Extract<SubmitOutcome<never>, { ok: false }>;

/** What submitting needs beyond the page: the form's pipeline and the fields every lead carries. */
interface Pipeline<Result> {
  submit: SubmitHandler<Result>;
  sharedFields: (marketingOptIn: boolean) => SharedFields;
}

/**
 * The one state machine behind every lead form: looks up the visitor's IP on load, then on submit
 * runs the form's pipeline (idle → submitting → success | error) with the IP, the attribution and
 * the visitor's consent.
 * Inputs are uncontrolled and named as the payload names them; the form stays mounted (and keeps
 * what was typed) on error, and is only hidden on success.
 */
export function useLeadForm<Result>({
  ipFallback = IP_FALLBACK.default,
  loadSubmit,
  unexpectedMessage,
}: LeadFormOptions<Result>) {
  const errorId = useId();
  const referenceId = useId();
  const privacyNoticeId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const pipeline = useRef<Promise<Pipeline<Result>> | null>(null);
  const returningToForm = useRef(false);
  // The key of the submission in progress, with the values it was sent with. Sending the same
  // values again after a failure keeps it (the first may have been saved and only its answer
  // lost); other values, or a new request after a success, get a new key.
  const submission = useRef<{ key: string; values: string } | null>(null);
  const [ip, setIp] = useState<string | null>(null);
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [bookingToken, setBookingToken] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    lookupVisitorIp(ipFallback).then((address) => {
      if (current) setIp(address);
    });
    return () => {
      current = false;
    };
  }, [ipFallback]);

  const loadPipeline = useCallback(() => {
    pipeline.current ??= Promise.all([loadSubmit(), import("./shared-fields")])
      .then(([submit, { sharedFields }]) => ({ submit, sharedFields }))
      .catch((error: unknown) => {
        pipeline.current = null; // a later attempt may load it once the network is back
        throw error;
      });
    return pipeline.current;
  }, [loadSubmit]);

  // Keep focus where the visitor can follow what happened: on the overlay while it shows, then on
  // the field at fault (or the message), on the success heading, and back on the first field when
  // the visitor starts another request.
  useEffect(() => {
    if (status === "idle" && returningToForm.current) {
      returningToForm.current = false;
      formRef.current
        ?.querySelector<HTMLElement>("input:not([tabindex='-1']), select, textarea")
        ?.focus();
    }
    if (status === "submitting") overlayRef.current?.focus();
    if (status === "success") successRef.current?.focus();
    if (status === "error") {
      const field = failure?.field ? formRef.current?.elements.namedItem(failure.field) : null;
      if (field instanceof HTMLElement && field.tabIndex >= 0) field.focus();
      else errorRef.current?.focus();
    }
  }, [status, failure]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ip === null || status === "submitting") return;
    const formData = new FormData(event.currentTarget);
    const fields: Record<string, string> = {};
    for (const [name, value] of formData) if (typeof value === "string") fields[name] = value;
    // Only a ticked box is in the form data. No rule looks at the opt-in: it never blocks a submit.
    const marketingOptIn = formData.has(MARKETING_OPT_IN_FIELD);
    const values = JSON.stringify([fields, marketingOptIn]);
    if (submission.current?.values !== values) {
      submission.current = { key: newIdempotencyKey(), values };
    }
    const idempotencyKey = submission.current.key;

    setStatus("submitting");
    setFailure(null);
    let outcome: SubmitOutcome<Result>;
    try {
      const { submit, sharedFields } = await loadPipeline();
      outcome = await submit(fields, {
        ip,
        sharedFields: sharedFields(marketingOptIn),
        formData,
        idempotencyKey,
      });
    } catch {
      outcome = { ok: false, message: unexpectedMessage };
    }
    if (outcome.ok) {
      submission.current = null;
      setResult(outcome.result);
      setReference(outcome.reference ?? null);
      setBookingToken(outcome.bookingToken ?? null);
      setStatus("success");
    } else {
      setFailure(outcome);
      setStatus("error");
    }
  };

  /** Back to an empty form for another request; the looked-up IP is kept. */
  const reset = ({ clearFields }: { clearFields: boolean }) => {
    if (clearFields) formRef.current?.reset();
    returningToForm.current = true;
    setResult(null);
    setReference(null);
    setBookingToken(null);
    setFailure(null);
    setStatus("idle");
  };

  /** Shows a problem found outside the pipeline, e.g. a refused file as soon as it is chosen. */
  const reportFailure = useCallback((message: string, field?: string) => {
    setFailure(field === undefined ? { ok: false, message } : { ok: false, message, field });
    setStatus("error");
  }, []);

  /** ARIA state of one input: invalid and described by the message when the failure names it. */
  const fieldState = (name: string) =>
    failure?.field === name
      ? ({ "aria-invalid": true, "aria-describedby": errorId } as const)
      : ({ "aria-invalid": undefined, "aria-describedby": undefined } as const);

  const submitting = status === "submitting";
  return {
    status,
    submitting,
    /** True until the visitor's IP lookup has answered (or failed over to the fallback). */
    lookingUpIp: ip === null,
    /** Submitting waits for the IP lookup, and one submission at a time. */
    canSubmit: ip !== null && !submitting,
    result,
    /**
     * The stored request's reference once it is saved, and the id of the line that shows it (see
     * RequestReference), which the focused success message names as its description.
     */
    reference: reference === null ? null : { id: referenceId, value: reference },
    /** The saved request's token for booking its first call, when the server offered one. */
    bookingToken,
    error: failure && { id: errorId, message: failure.message, ref: errorRef },
    fieldState,
    /** The id of the form's privacy notice, which describes the form. */
    privacyNoticeId,
    reset,
    reportFailure,
    overlayRef,
    successRef,
    formProps: {
      ref: formRef,
      onSubmit,
      "aria-describedby": privacyNoticeId,
      // Fetch the pipeline while the visitor fills in the form, so submitting does not wait for it.
      onFocus: () => {
        loadPipeline().catch(() => undefined);
      },
      hidden: status === "success",
    },
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
