import {
  type BookedMeeting,
  bookingMessages,
  type ManageBookingAnswer,
} from "@site/contracts/booking";
import { type Ref, useCallback, useEffect, useId, useRef, useState } from "react";
import { bookingCopy, manageBookingCopy as copy } from "../../content/booking";
import styles from "./booking.module.css";
import { cancelBooking, isMeetingAnswer, loadBooking, moveBooking } from "./booking-api";
import { addMinutes, browserTimeZone, formatMeetingWhen } from "./booking-time";
import { CalendarBookedIcon, CalendarCancelledIcon } from "./icons";
import { readManageLink } from "./manage-link";
import { LoadingTimes, SlotClash } from "./panel-parts";
import { reveal } from "./reveal";
import { SlotPicker } from "./slot-picker";
import { ZonePicker } from "./zone-picker";

type Load =
  | { kind: "loading" }
  | { kind: "failed"; message: string; retry: boolean }
  | { kind: "ready"; answer: ManageBookingAnswer; token: string };

type Action = "reschedule" | "cancel" | null;

type Outcome =
  | { kind: "moved"; meeting: BookedMeeting }
  | { kind: "cancelled"; meeting: BookedMeeting }
  | { kind: "kept" };

/**
 * /book/manage: the meeting an invitation's link names (the token and the action ride in the
 * fragment, so they never reach a server log), then moving it to another free time or cancelling
 * it, as the link asked. Every refusal is the server's own message.
 */
export function ManageBooking() {
  const [zone, setZone] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [action, setAction] = useState<Action>(null);
  const [slots, setSlots] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [clash, setClash] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const alive = useRef(true);
  const latest = useRef(0);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const confirmHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const clashRef = useRef<HTMLParagraphElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const stepHeadingId = useId();
  const confirmHeadingId = useId();
  const actionChosen = useRef(false);

  const fetchBooking = useCallback((token: string) => {
    setLoad({ kind: "loading" });
    // Only the latest link's answer counts, should an earlier one arrive after it.
    const asked = ++latest.current;
    loadBooking(token, bookingMessages.loadFailed).then((result) => {
      if (!alive.current || asked !== latest.current) return;
      if (result.ok) {
        setLoad({ kind: "ready", answer: result.data, token });
        setSlots(result.data.slots);
      } else {
        setLoad({ kind: "failed", message: result.refusal.message, retry: result.retry });
        setAnnouncement(result.refusal.message);
      }
    });
  }, []);

  useEffect(() => {
    alive.current = true;
    setZone(browserTimeZone("UTC"));
    // Another link of the same page (from a later e-mail) changes only the fragment: start over.
    const open = () => {
      const link = readManageLink(window.location.hash);
      setAction(link.action);
      setChosen(null);
      setClash(null);
      setFailure(null);
      setOutcome(null);
      if (link.token === null) {
        setLoad({ kind: "failed", message: bookingMessages.badToken, retry: false });
      } else {
        fetchBooking(link.token);
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => {
      alive.current = false;
      window.removeEventListener("hashchange", open);
    };
  }, [fetchBooking]);

  useEffect(() => {
    if (chosen !== null) reveal(confirmHeadingRef.current, confirmRef.current);
  }, [chosen]);
  useEffect(() => {
    if (outcome !== null) reveal(resultHeadingRef.current, resultHeadingRef.current?.parentElement);
  }, [outcome]);
  useEffect(() => {
    if (clash !== null) reveal(clashRef.current, clashRef.current?.parentElement);
  }, [clash]);
  useEffect(() => {
    if (failure !== null) reveal(failureRef.current);
  }, [failure]);
  // Switching between moving and cancelling takes the visitor to the step they asked for.
  useEffect(() => {
    if (action !== null && actionChosen.current) reveal(stepHeadingRef.current);
  }, [action]);

  const switchTo = (next: Action) => {
    actionChosen.current = true;
    setAction(next);
    setChosen(null);
    setClash(null);
    setFailure(null);
  };

  const choose = (slot: string) => {
    setChosen(slot);
    setClash(null);
    setFailure(null);
  };

  if (load.kind !== "ready" || zone === null) {
    return (
      <section
        className={styles.panel}
        aria-busy={load.kind === "loading"}
        aria-label={copy.heading}
      >
        {load.kind === "failed" ? (
          <>
            <p className={styles.message}>{load.message}</p>
            <div className={styles.actions}>
              {load.retry ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    const { token } = readManageLink(window.location.hash);
                    if (token !== null) fetchBooking(token);
                  }}
                >
                  {bookingCopy.retry}
                </button>
              ) : null}
              <a href={copy.bookAgain.href}>{copy.bookAgain.label}</a>
            </div>
          </>
        ) : (
          <LoadingTimes label={copy.loading} />
        )}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </section>
    );
  }

  const { answer, token } = load;
  const meeting = outcome?.kind === "moved" ? outcome.meeting : answer.meeting;
  const minutes = Math.round((Date.parse(meeting.end) - Date.parse(meeting.start)) / 60_000);
  const cancelled = meeting.status === "cancelled" || outcome?.kind === "cancelled";

  const send = async (kind: "moved" | "cancelled") => {
    if (sending) return;
    if (kind === "moved" && chosen === null) return;
    setSending(true);
    setFailure(null);
    const result =
      kind === "moved" && chosen !== null
        ? await moveBooking({ token, start: chosen, timeZone: zone }, bookingMessages.bookFailed)
        : await cancelBooking({ token }, bookingMessages.bookFailed);
    if (!alive.current) return;
    setSending(false);
    if (result.ok) {
      const changed: BookedMeeting = isMeetingAnswer(result.data)
        ? result.data.meeting
        : kind === "moved" && chosen !== null
          ? { ...meeting, start: chosen, end: addMinutes(chosen, minutes), timeZone: zone }
          : { ...meeting, status: "cancelled" };
      setOutcome({ kind, meeting: changed });
      setAnnouncement(kind === "moved" ? copy.moved : copy.cancelled);
      return;
    }
    const { alternatives } = result.refusal;
    if (kind === "moved" && result.status === 409 && alternatives) {
      setSlots((current) =>
        [...new Set([...current.filter((slot) => slot !== chosen), ...alternatives])].sort(),
      );
      setChosen(null);
      setClash(alternatives);
      setAnnouncement(bookingMessages.slotTaken);
      return;
    }
    setFailure(result.refusal.message);
    setAnnouncement(result.refusal.message);
  };

  const failureLine =
    failure === null ? null : (
      <p ref={failureRef} className={styles.message} tabIndex={-1}>
        {failure}
      </p>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {cancelled ? (
          <CalendarCancelledIcon className={styles.headingIcon} />
        ) : (
          <CalendarBookedIcon className={styles.headingIcon} />
        )}
        {meeting.title}
      </h2>
      {cancelled ? <p className={styles.badge}>{copy.cancelledBadge}</p> : null}
      <dl className={styles.meeting}>
        <dt>{copy.when}</dt>
        <dd>{formatMeetingWhen(meeting.start, meeting.end, zone)}</dd>
        <dt>{copy.host}</dt>
        <dd>{meeting.hostName}</dd>
        <dt>{copy.where}</dt>
        <dd>{meeting.location}</dd>
      </dl>

      {outcome !== null ? (
        <>
          <hr className={styles.divider} />
          <Outcome outcome={outcome} headingRef={resultHeadingRef} />
        </>
      ) : meeting.status === "cancelled" ? (
        <>
          <p className={styles.notice}>{bookingMessages.alreadyCancelled}</p>
          <a href={copy.bookAgain.href}>{copy.bookAgain.label}</a>
        </>
      ) : !answer.canChange ? (
        <p className={styles.notice}>{bookingMessages.tooLateToChange}</p>
      ) : (
        <>
          <hr className={styles.divider} />
          {action === "reschedule" ? (
            <>
              <h3
                id={stepHeadingId}
                ref={stepHeadingRef}
                tabIndex={-1}
                className={styles.stepHeading}
              >
                {copy.moveHeading}
              </h3>
              <p className={styles.intro}>{copy.moveIntro}</p>
              <ZonePicker timeZone={zone} onChange={setZone} />
              {slots.length === 0 ? (
                <p className={styles.notice}>{bookingMessages.noSlots}</p>
              ) : (
                <SlotPicker
                  slots={slots}
                  timeZone={zone}
                  chosen={chosen}
                  onChoose={choose}
                  timesRef={timesRef}
                />
              )}
              {clash === null ? null : (
                <SlotClash
                  offered={clash}
                  timeZone={zone}
                  onChoose={choose}
                  messageRef={clashRef}
                />
              )}
              {chosen === null ? null : (
                <section
                  ref={confirmRef}
                  className={styles.confirm}
                  aria-labelledby={confirmHeadingId}
                >
                  <h4
                    id={confirmHeadingId}
                    ref={confirmHeadingRef}
                    tabIndex={-1}
                    className={styles.stepHeading}
                  >
                    {copy.moveConfirmHeading}
                  </h4>
                  <p className={styles.when}>
                    {formatMeetingWhen(chosen, addMinutes(chosen, minutes), zone)}
                  </p>
                  {failureLine}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className="button"
                      disabled={sending}
                      onClick={() => send("moved")}
                    >
                      {sending ? copy.moving : copy.move}
                    </button>
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() => {
                        setChosen(null);
                        timesRef.current?.querySelector("button")?.focus();
                      }}
                    >
                      {bookingCopy.chooseAnother}
                    </button>
                  </div>
                </section>
              )}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => switchTo("cancel")}
                >
                  {copy.chooseCancel}
                </button>
              </div>
            </>
          ) : action === "cancel" ? (
            <>
              <h3
                id={stepHeadingId}
                ref={stepHeadingRef}
                tabIndex={-1}
                className={styles.stepHeading}
              >
                {copy.cancelHeading}
              </h3>
              <p className={styles.intro}>{copy.cancelIntro}</p>
              {failureLine}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`button ${styles.danger}`}
                  disabled={sending}
                  onClick={() => send("cancelled")}
                >
                  {sending ? copy.cancelling : copy.cancel}
                </button>
                <button
                  type="button"
                  className={`button ${styles.secondaryButton}`}
                  onClick={() => setOutcome({ kind: "kept" })}
                >
                  {copy.keep}
                </button>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => switchTo("reschedule")}
                >
                  {copy.chooseMove}
                </button>
              </div>
            </>
          ) : (
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => switchTo("reschedule")}>
                {copy.chooseMove}
              </button>
              <button
                type="button"
                className={`button ${styles.secondaryButton}`}
                onClick={() => switchTo("cancel")}
              >
                {copy.cancel}
              </button>
            </div>
          )}
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

function Outcome({
  outcome,
  headingRef,
}: {
  outcome: Outcome;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const heading = (text: string) => (
    <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      {text}
    </h3>
  );
  if (outcome.kind === "kept") {
    return <div className={styles.result}>{heading(copy.kept)}</div>;
  }
  if (outcome.kind === "moved") {
    return (
      <div className={styles.result}>
        {heading(copy.moved)}
        <p>
          {copy.movedSent} <strong>{outcome.meeting.email}</strong>.
        </p>
        <p className={styles.hint}>{copy.movedHint}</p>
      </div>
    );
  }
  return (
    <div className={styles.result}>
      {heading(copy.cancelled)}
      <p>
        {copy.cancelledSent} <strong>{outcome.meeting.email}</strong>.
      </p>
      <a href={copy.bookAgain.href}>{copy.bookAgain.label}</a>
    </div>
  );
}
