import { type InputHTMLAttributes, useState } from "react";
import { formMessages } from "~/i18n/nl.forms";
import "./forms.css";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  /** Accessible name of the toggle button (default "Wachtwoord tonen"). */
  toggleLabel?: string;
};

/**
 * A password field with a show/hide toggle (spec §2.4): the button switches the input between masked and plain
 * text and reports its state with aria-pressed. Without JavaScript the button is hidden and the field stays a
 * normal password field. Takes every input attribute (id, name, autoComplete, aria-*, defaultValue…).
 */
export function PasswordInput({ toggleLabel = formMessages.showPassword, className, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="password-input">
      <input {...input} type={visible ? "text" : "password"} className={className} />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={input.id}
        title={toggleLabel}
        onClick={() => setVisible((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          {visible ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="1.8" /> : null}
        </svg>
      </button>
    </span>
  );
}
