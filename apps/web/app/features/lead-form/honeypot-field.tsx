import { useId } from "react";

/** Left empty by people, who never see it; bots that fill every input give themselves away. */
export function HoneypotField() {
  const id = `${useId()}website`;
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
      />
    </div>
  );
}
