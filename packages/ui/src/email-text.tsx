import { Fragment } from "react";

/**
 * An e-mail address that may wrap after its @ and its dots and nowhere else, so a narrow cell or
 * card never splits a name in two. The caller's class keeps other breaks as a last resort.
 */
export function EmailText({ email, className }: { email: string; className: string | undefined }) {
  let offset = 0;
  return (
    <span className={className}>
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
