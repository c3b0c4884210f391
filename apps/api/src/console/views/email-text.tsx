import { Fragment } from "react";

/**
 * An e-mail address that may wrap after its @ and its dots and nowhere else, so a narrow table
 * cell never splits a name in two. The stylesheet's `.email-text` keeps other breaks as a last resort.
 */
export function EmailText({ email }: { email: string }) {
  let offset = 0;
  return (
    <span className="email-text">
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
