import { type Ref, useEffect, useMemo, useState } from "react";
import { bookingCopy } from "../../content/booking";
import styles from "./booking.module.css";
import { dayKeyOf, formatTime, groupSlotsByDay } from "./booking-time";

interface SlotPickerProps {
  /** Free start times, UTC ISO strings. */
  slots: readonly string[];
  timeZone: string;
  /** The time picked, pressed among the buttons. */
  chosen: string | null;
  onChoose: (slot: string) => void;
  /** The group of the shown day's times, for the focus to return to. */
  timesRef?: Ref<HTMLDivElement>;
}

/**
 * The days with free times, then the times of the day opened (the first day at the start, the
 * chosen time's day once there is one), all as real buttons that say which one is pressed.
 */
export function SlotPicker({ slots, timeZone, chosen, onChoose, timesRef }: SlotPickerProps) {
  const days = useMemo(() => groupSlotsByDay(slots, timeZone), [slots, timeZone]);
  const [openDay, setOpenDay] = useState<string | null>(null);

  // A time chosen elsewhere (an alternative offered after a clash) opens its own day.
  useEffect(() => {
    if (chosen !== null) setOpenDay(dayKeyOf(chosen, timeZone));
  }, [chosen, timeZone]);

  const shown = days.find((day) => day.key === openDay) ?? days[0];
  if (shown === undefined) return null;

  return (
    <div className={styles.picker}>
      <fieldset className={styles.group}>
        <legend className="visually-hidden">{bookingCopy.daysLabel}</legend>
        <div className={styles.days}>
          {days.map((day) => (
            <button
              key={day.key}
              type="button"
              className={styles.day}
              aria-pressed={day.key === shown.key}
              aria-label={`${day.label}, ${bookingCopy.timesCount(day.slots.length)}`}
              onClick={() => setOpenDay(day.key)}
            >
              <span className={styles.dayWeekday}>{day.weekday}</span>
              <span className={styles.dayDate}>{day.date}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupLabel}>
          {bookingCopy.timesOn} {shown.label}
        </legend>
        <div ref={timesRef} className={styles.times}>
          {shown.slots.map((slot) => (
            <button
              key={slot}
              type="button"
              className={styles.time}
              aria-pressed={slot === chosen}
              onClick={() => onChoose(slot)}
            >
              {formatTime(slot, timeZone)}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
