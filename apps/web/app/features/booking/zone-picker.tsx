import { useEffect, useId, useMemo, useRef, useState } from "react";
import { bookingCopy } from "../../content/booking";
import styles from "./booking.module.css";
import { describeZone, timeZoneChoices } from "./booking-time";
import { GlobeIcon } from "./icons";

interface ZonePickerProps {
  timeZone: string;
  onChange: (timeZone: string) => void;
}

/**
 * Names the zone the times are written in, with a Change button that opens a list of every zone
 * the browser knows. A choice applies at once; Done closes the list.
 */
export function ZonePicker({ timeZone, onChange }: ZonePickerProps) {
  const [open, setOpen] = useState(false);
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const reopened = useRef(false);
  // Several hundred zones, each with its offset: worked out only once the list is opened.
  const choices = useMemo(() => (open ? timeZoneChoices([timeZone]) : []), [open, timeZone]);

  useEffect(() => {
    if (open) selectRef.current?.focus();
    else if (reopened.current) changeRef.current?.focus();
    reopened.current = true;
  }, [open]);

  return (
    <>
      <p className={styles.zone}>
        <span>
          <GlobeIcon className={styles.zoneIcon} />
          {bookingCopy.timesIn} <span className={styles.zoneName}>{describeZone(timeZone)}</span>
        </span>
        {open ? null : (
          <button
            ref={changeRef}
            type="button"
            className={styles.textButton}
            aria-label={bookingCopy.changeZoneName}
            onClick={() => setOpen(true)}
          >
            {bookingCopy.changeZone}
          </button>
        )}
      </p>
      {open ? (
        <div className={styles.zoneChooser}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={selectId}>
              {bookingCopy.zoneLabel}
            </label>
            <select
              ref={selectRef}
              id={selectId}
              className={styles.input}
              value={timeZone}
              onChange={(event) => onChange(event.target.value)}
            >
              {choices.map(({ region, zones }) => (
                <optgroup key={region} label={region}>
                  {zones.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {bookingCopy.zoneDone}
          </button>
        </div>
      ) : null}
    </>
  );
}
