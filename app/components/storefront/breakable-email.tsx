import { Fragment } from "react";

/**
 * An e-mail address that wraps cleanly on a narrow screen: line-break opportunities (`<wbr>`) before each "@"
 * and ".", so a long address breaks between its parts instead of mid-word or past the edge.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="breakable-email">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
