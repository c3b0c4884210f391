import { Fragment } from "react";
import styles from "./employee-card.module.css";

/** An e-mail address that may wrap after its @ and its dots and nowhere else, never inside a name. */
export function EmailText({ email }: { email: string }) {
  let offset = 0;
  return (
    <span className={styles.email}>
      {email.split(/(?<=[@.])/).map((part) => {
        const start = offset;
        offset += part.length;
        return (
          <Fragment key={start}>
            {start > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        );
      })}
    </span>
  );
}
