import type { ReactNode } from "react";

/**
 * The page of a popup's form that works without JavaScript (/contact, /nieuwsbrief): its title, then either the
 * "received" message after a successful post or the intro and the form.
 */
export function FormPage(props: {
  title: string;
  intro: string;
  received: string;
  showReceived: boolean;
  children: ReactNode;
}) {
  return (
    <div className="max-w-prose">
      <h1 className="page-title">{props.title}</h1>
      {props.showReceived ? (
        <p className="mt-4" role="status">
          {props.received}
        </p>
      ) : (
        <>
          <p className="mt-4">{props.intro}</p>
          <div className="mt-6">{props.children}</div>
        </>
      )}
    </div>
  );
}
