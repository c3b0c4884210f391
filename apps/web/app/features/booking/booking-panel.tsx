import {
  type BookedMeeting,
  type BookingSlotsAnswer,
  bookingMessages,
} from "@site/contracts/booking";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { bookingCopy } from "../../content/booking";
import styles from "./booking.module.css";
import { bookSlot, loadSlots } from "./booking-api";
import { BookingField } from "./booking-field";
import { addMinutes, browserTimeZone, formatMeetingWhen, isKnownZone } from "./booking-time";
import { checkVisitor, VISITOR_LIMITS, type Visitor } from "./booking-visitor";
import { below, Heading, type HeadingLevel } from "./heading";
import { CalendarBookedIcon, CalendarIcon } from "./icons";
import { LoadingTimes, SlotClash, withHost } from "./panel-parts";
import { reveal } from "./reveal";
import { SlotPicker } from "./slot-picker";
import { ZonePicker } from "./zone-picker";

export interface BookingPanelProps {
  /** The thank-you screen's booking token (BOOKING_TOKEN_HEADER); none on /book. */
  token?: string;
  /** The level of the panel's heading under the page's or the thank-you message's own. */
  headingLevel?: HeadingLevel;
}

type Load =
  | { kind: "loading" }
  | { kind: "failed"; message: string; retry: boolean }
  | { kind: "ready"; answer: BookingSlotsAnswer; slots: string[] };

interface Failure {
  message: string;
  field?: string;
}

/**
 * Booking the first call: the free times of the next two weeks by day in the visitor's zone, a
 * confirm step for the time chosen (asking who is booking on /book, where no request tells us),
 * then the booked call. The focus follows each step; a polite live region says what changed.
 */
export function BookingPanel({ token, headingLevel = 3 }: BookingPanelProps) {
  const [zone, setZone] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [chosen, setChosen] = useState<string | null>(null);
  /** The next free times the server offered after the chosen one was taken. */
  const [clash, setClash] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<BookedMeeting | null>(null);
  /** What the visitor typed on /book, kept for the next time they confirm after a clash. */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");
  const headingId = useId();
  const confirmHeadingId = useId();
  const failureId = useId();
  const alive = useRef(true);
  const confirmHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const clashRef = useRef<HTMLParagraphElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLElement>(null);

  const fetchSlots = useCallback(
    (timeZone: string) => {
      setLoad({ kind: "loading" });
      loadSlots(
        token === undefined ? { timeZone } : { token, timeZone },
        bookingMessages.loadFailed,
      ).then((result) => {
        if (!alive.current) return;
        if (result.ok) {
          setLoad({ kind: "ready", answer: result.data, slots: result.data.slots });
        } else {
          setLoad({ kind: "failed", message: result.refusal.message, retry: result.retry });
          setAnnouncement(result.refusal.message);
        }
      });
    },
    [token],
  );

  // The zone is the browser's, known only in the browser: the page's HTML shows the loading state.
  useEffect(() => {
    alive.current = true;
    const detected = browserTimeZone("UTC");
    setZone(detected);
    fetchSlots(detected);
    return () => {
      alive.current = false;
    };
  }, [fetchSlots]);

  useEffect(() => {
    if (chosen !== null) reveal(confirmHeadingRef.current, formRef.current);
  }, [chosen]);
  useEffect(() => {
    if (booked !== null) reveal(resultHeadingRef.current, resultRef.current);
  }, [booked]);
  useEffect(() => {
    if (clash !== null) reveal(clashRef.current, clashRef.current?.parentElement);
  }, [clash]);
  useEffect(() => {
    if (failure === null) return;
    const field = failure.field ? formRef.current?.elements.namedItem(failure.field) : null;
    if (field instanceof HTMLElement) field.focus();
    else failureRef.current?.focus();
  }, [failure]);

  const choose = (slot: string) => {
    setChosen(slot);
    setClash(null);
    setFailure(null);
  };

  const chooseAnother = () => {
    setChosen(null);
    setFailure(null);
    timesRef.current?.querySelector("button")?.focus();
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || chosen === null || zone === null || load.kind !== "ready") return;
    let visitor: Visitor | undefined;
    if (token === undefined) {
      const fields: Record<string, string> = {};
      for (const [name, value] of new FormData(event.currentTarget)) {
        if (typeof value === "string") fields[name] = value;
      }
      setTyped(fields);
      const checked = checkVisitor(fields);
      if (!checked.ok) {
        setFailure({ message: checked.message, field: checked.field });
        setAnnouncement(checked.message);
        return;
      }
      visitor = checked.visitor;
    }
    setSending(true);
    setFailure(null);
    const result = await bookSlot(
      { ...(token !== undefined && { token }), start: chosen, timeZone: zone, ...visitor },
      bookingMessages.bookFailed,
    );
    if (!alive.current) return;
    setSending(false);
    if (result.ok) {
      setBooked(result.data.meeting);
      setAnnouncement(bookingCopy.bookedHeading);
      return;
    }
    const { alternatives } = result.refusal;
    if (
      result.status === 409 &&
      (alternatives || result.refusal.message === bookingMessages.slotTaken)
    ) {
      const offered = alternatives ?? [];
      const taken = chosen;
      setLoad({
        ...load,
        slots: [...new Set([...load.slots.filter((slot) => slot !== taken), ...offered])].sort(),
      });
      setChosen(null);
      setClash(offered);
      setAnnouncement(bookingMessages.slotTaken);
      return;
    }
    setFailure(result.refusal);
    setAnnouncement(result.refusal.message);
  };

  const live = (
    <p className="visually-hidden" role="status">
      {announcement}
    </p>
  );

  if (booked !== null) {
    const shownZone = isKnownZone(booked.timeZone) ? booked.timeZone : (zone ?? "UTC");
    return (
      <section ref={resultRef} className={styles.panel} aria-labelledby={headingId}>
        <div className={styles.result}>
          <Heading
            level={headingLevel}
            id={headingId}
            ref={resultHeadingRef}
            tabIndex={-1}
            className={styles.heading}
          >
            <CalendarBookedIcon className={`${styles.headingIcon} ${styles.done}`} />
            {bookingCopy.bookedHeading}
          </Heading>
          <p className={styles.when}>
            {withHost(formatMeetingWhen(booked.start, booked.end, shownZone), booked.hostName)}
          </p>
          <p className={styles.meta}>
            {booked.title} · {booked.location}
          </p>
          <p>
            {bookingCopy.invitationSent} <strong>{booked.email}</strong>.
          </p>
          <p className={styles.hint}>
            <strong>{bookingCopy.addToCalendar.label}</strong> {bookingCopy.addToCalendar.text}
          </p>
        </div>
        {live}
      </section>
    );
  }

  const ready = load.kind === "ready" && zone !== null ? load : null;
  /** The failure message's id for the field it names, which marks that field invalid. */
  const faultOf = (name: string) => (failure?.field === name ? failureId : undefined);

  return (
    <section
      className={styles.panel}
      aria-labelledby={headingId}
      aria-busy={load.kind === "loading"}
    >
      <Heading level={headingLevel} id={headingId} className={styles.heading}>
        <CalendarIcon className={styles.headingIcon} />
        {bookingMessages.heading}
      </Heading>
      <p className={styles.intro}>{bookingMessages.intro}</p>
      {load.kind === "loading" ? <LoadingTimes /> : null}
      {load.kind === "failed" ? (
        <>
          <p className={styles.message}>{load.message}</p>
          {load.retry ? (
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => fetchSlots(zone ?? "UTC")}>
                {bookingCopy.retry}
              </button>
            </div>
          ) : token === undefined ? null : (
            <a href={bookingCopy.bookPageLink.href}>{bookingCopy.bookPageLink.label}</a>
          )}
        </>
      ) : null}
      {ready && zone !== null ? (
        <>
          <ZonePicker timeZone={zone} onChange={setZone} />
          {ready.slots.length === 0 ? (
            <p className={styles.notice}>{bookingMessages.noSlots}</p>
          ) : (
            <SlotPicker
              slots={ready.slots}
              timeZone={zone}
              chosen={chosen}
              onChoose={choose}
              timesRef={timesRef}
            />
          )}
          {clash === null ? null : (
            <SlotClash offered={clash} timeZone={zone} onChoose={choose} messageRef={clashRef} />
          )}
          {chosen === null ? null : (
            <form
              ref={formRef}
              className={styles.confirm}
              aria-labelledby={confirmHeadingId}
              onSubmit={confirm}
              noValidate
            >
              <Heading
                level={below(headingLevel)}
                id={confirmHeadingId}
                ref={confirmHeadingRef}
                tabIndex={-1}
                className={styles.stepHeading}
              >
                {bookingCopy.confirmHeading}
              </Heading>
              <div>
                <p className={styles.when}>
                  {withHost(
                    formatMeetingWhen(
                      chosen,
                      addMinutes(chosen, ready.answer.meeting.minutes),
                      zone,
                    ),
                    ready.answer.hostName,
                  )}
                </p>
                <p className={styles.meta}>
                  {ready.answer.meeting.title} ·{" "}
                  {bookingCopy.duration(ready.answer.meeting.minutes)}
                </p>
              </div>
              {token === undefined ? (
                <div className={styles.fields}>
                  <BookingField
                    name="name"
                    label={bookingCopy.labels.name}
                    autoComplete="name"
                    maxLength={VISITOR_LIMITS.name}
                    required
                    errorId={faultOf("name")}
                    defaultValue={typed.name}
                  />
                  <BookingField
                    name="email"
                    label={bookingCopy.labels.email}
                    type="email"
                    autoComplete="email"
                    maxLength={VISITOR_LIMITS.email}
                    required
                    errorId={faultOf("email")}
                    defaultValue={typed.email}
                  />
                  <BookingField
                    name="company"
                    label={bookingCopy.labels.company}
                    autoComplete="organization"
                    maxLength={VISITOR_LIMITS.company}
                    errorId={faultOf("company")}
                    defaultValue={typed.company}
                  />
                  <BookingField
                    name="note"
                    label={bookingCopy.labels.note}
                    hint={bookingCopy.noteHint}
                    maxLength={VISITOR_LIMITS.note}
                    multiline
                    rows={3}
                    errorId={faultOf("note")}
                    defaultValue={typed.note}
                  />
                </div>
              ) : ready.answer.prefill ? (
                <dl className={styles.who}>
                  <dt>{bookingCopy.labels.name}</dt>
                  <dd>{ready.answer.prefill.name}</dd>
                  <dt>{bookingCopy.invitationTo}</dt>
                  <dd>{ready.answer.prefill.email}</dd>
                </dl>
              ) : null}
              {failure === null ? null : (
                <p id={failureId} ref={failureRef} className={styles.message} tabIndex={-1}>
                  {failure.message}
                </p>
              )}
              <div className={styles.actions}>
                <button type="submit" className="button" disabled={sending}>
                  {sending ? bookingCopy.confirming : bookingCopy.confirm}
                </button>
                <button type="button" className={styles.textButton} onClick={chooseAnother}>
                  {bookingCopy.chooseAnother}
                </button>
              </div>
            </form>
          )}
        </>
      ) : null}
      {live}
    </section>
  );
}
