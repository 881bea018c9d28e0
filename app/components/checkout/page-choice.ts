import { useEffect, useState } from "react";

/**
 * The checked value of a radio group, read from the page itself: a shopper on a slow phone may pick a payment or
 * shipping method in the server-rendered form before React has hydrated it. The state starts from what the page
 * shows (the DOM is still there while React hydrates, and also when it renders the form anew after a hydration
 * error), so React never puts the server's default back. `changedBeforeHydration` is true when that choice differs
 * from the server's, so the caller can run what an onChange would have run (the totals refresh).
 */
export function usePageChoice(formId: string, name: string, serverValue: string) {
  const [value, setValue] = useState(() => checkedOnPage(formId, name) ?? serverValue);
  const [changedBeforeHydration] = useState(() => value !== serverValue);
  // A choice made after the first render but before the effects ran (React hydrates in a transition).
  useEffect(() => {
    const onPage = checkedOnPage(formId, name);
    if (onPage !== undefined) setValue(onPage);
  }, [formId, name]);
  return { value, setValue, changedBeforeHydration };
}

function checkedOnPage(formId: string, name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const form = document.getElementById(formId);
  const input = form?.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
  return input?.value;
}
