import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import type { Suggestion, SuggestionsAnswer } from "~/modules/search/suggestions";
import { urls } from "~/utils/page-config";

const INPUT_ID = "site-search-input";
const LIST_ID = "site-search-listbox";
const optionId = (i: number) => `site-search-option-${i}`;
/** Spec §9.7: suggestions from 1 typed character on. */
const MIN_CHARS = 1;
/** Wait this long after the last keystroke before asking (one call per pause, not per key). */
const DEBOUNCE_MS = 120;

interface Found {
  query: string;
  suggestions: Suggestion[];
}

/**
 * The header's search box. Without JS a GET form to /zoeken (the results page). With JS also an ARIA 1.2
 * combobox: from 1 typed character it asks `GET /api/zoeksuggesties?query=` and lists the answers in a listbox
 * (max 300 px high, spec §9.7), or shows "Geen resultaten". Keys: ArrowDown/ArrowUp move through the options
 * (opening the list; wrapping at the ends), Alt+ArrowDown opens and Alt+ArrowUp closes it, Enter opens the
 * active option's product (without one it submits the search), Escape closes the list or, when it is closed,
 * clears the box; Tab leaves and closes. A click on an option opens its product.
 */
export function SearchBox() {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<string, Suggestion[]>());
  const request = useRef<AbortController | null>(null);

  const wanted = query.trim();
  // Only answers to what is in the box now count (a late answer to an older query is not shown).
  const current = found && found.query === wanted ? found.suggestions : null;
  const expanded = open && current !== null && current.length > 0;
  const noResults = open && current !== null && current.length === 0;

  useEffect(() => {
    if (wanted.length < MIN_CHARS) return;
    const cached = cache.current.get(wanted);
    if (cached) {
      setFound({ query: wanted, suggestions: cached });
      return;
    }
    const timer = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`${urls.searchSuggestions}?query=${encodeURIComponent(wanted)}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        // Over the rate limit or a server error: no list rather than a wrong "Geen resultaten".
        if (!response.ok) return;
        const answer = (await response.json()) as SuggestionsAnswer;
        cache.current.set(wanted, answer.suggestions);
        setFound({ query: wanted, suggestions: answer.suggestions });
      } catch {
        // aborted by a newer query, or offline: the form still submits to the results page
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const go = (suggestion: Suggestion) => window.location.assign(suggestion.url);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = current?.length ?? 0;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (count === 0) return;
      e.preventDefault();
      if (e.altKey) {
        if (e.key === "ArrowDown") setOpen(true);
        else close();
        return;
      }
      setOpen(true);
      const down = e.key === "ArrowDown";
      if (!expanded) setActive(down ? 0 : count - 1);
      else setActive((a) => (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
    } else if (e.key === "Enter") {
      const chosen = expanded && active >= 0 ? current?.[active] : undefined;
      if (chosen) {
        e.preventDefault();
        go(chosen);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        close();
      } else if (query) {
        e.preventDefault();
        setQuery("");
      }
    }
  };

  return (
    <search className="site-search">
      <form method="get" action={urls.search} className="site-search__form">
        <label htmlFor={INPUT_ID} className="sr-only">
          {nl.search.label}
        </label>
        <input
          id={INPUT_ID}
          type="search"
          name="s"
          className="site-search__input"
          placeholder={nl.search.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            setOpen(e.target.value.trim().length >= MIN_CHARS);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(wanted.length >= MIN_CHARS)}
          onBlur={close}
        />
        <button type="submit" className="site-search__submit">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
              fill="currentColor"
            />
          </svg>
          <span className="sr-only">{nl.search.submit}</span>
        </button>
        <div
          id={LIST_ID}
          role="listbox"
          aria-label={nl.search.suggestions}
          className="site-search__list"
          hidden={!expanded}
        >
          {expanded
            ? current.map((s, i) => (
                // The options are never focused: the box keeps the focus and points at the active one with
                // aria-activedescendant, and its keys (onKeyDown above) do what a click does (ARIA 1.2 combobox).
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                <div
                  key={s.url}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className="site-search__option"
                  // Keeps the focus in the box, so the list stays open until the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(s)}
                >
                  {s.img ? <img src={s.img} alt="" width={40} height={40} loading="lazy" /> : null}
                  <span className="site-search__name">{s.value}</span>
                  <span className="site-search__price">{s.price}</span>
                </div>
              ))
            : null}
        </div>
        {/* A live region, not role="status": the header is on every page, whose own status messages stay unique. */}
        <p aria-live="polite" aria-atomic="true" className={noResults ? "site-search__empty" : "sr-only"}>
          {noResults ? nl.search.noResults : expanded ? nl.search.available(current.length) : ""}
        </p>
      </form>
    </search>
  );
}
