import { bookingMessages } from "@site/contracts/booking";
import type { Ref } from "react";
import { bookingCopy } from "../../content/booking";
import styles from "./booking.module.css";
import { formatShortSlot } from "./booking-time";

/** "…India Standard Time with Priya Sharma", or the time alone when the host is not yet known. */
export const withHost = (when: string, hostName: string | null) =>
  hostName ? `${when} ${bookingCopy.with} ${hostName}` : when;

/** The shape of the picker while the free times load, and the words a screen reader hears. */
export function LoadingTimes({ label = bookingCopy.loading }: { label?: string }) {
  return (
    <div className={styles.skeleton}>
      <p className={styles.meta}>{label}</p>
      <div className={styles.skeletonRow} aria-hidden="true">
        {["a", "b", "c", "d", "e"].map((key) => (
          <span key={key} />
        ))}
      </div>
      <div className={`${styles.skeletonRow} ${styles.short}`} aria-hidden="true">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <span key={key} />
        ))}
      </div>
    </div>
  );
}

interface SlotClashProps {
  /** The next free times the server offered. */
  offered: readonly string[];
  timeZone: string;
  onChoose: (slot: string) => void;
  messageRef: Ref<HTMLParagraphElement>;
}

/** The chosen time was taken meanwhile: says so and offers the next free ones as buttons. */
export function SlotClash({ offered, timeZone, onChoose, messageRef }: SlotClashProps) {
  return (
    <div className={styles.confirm}>
      <p ref={messageRef} className={styles.message} tabIndex={-1}>
        {bookingMessages.slotTaken}
      </p>
      {offered.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.groupLabel}>{bookingCopy.alternativesLabel}</legend>
          <div className={styles.alternatives}>
            {offered.map((slot) => (
              <button
                key={slot}
                type="button"
                className={styles.time}
                onClick={() => onChoose(slot)}
              >
                {formatShortSlot(slot, timeZone)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
