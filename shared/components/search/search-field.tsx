import type { InputHTMLAttributes, Ref } from 'react';
import { SEARCH_BUTTON_TEXT, SEARCH_MAX_CHARS, SEARCH_PLACEHOLDER_TEXT, SEARCH_QUERY_PARAM } from '../../lib/frame/search';
import { FOCUS_RING } from '../focus-ring';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'placeholder' | 'maxLength'> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  /** Layout only (its width in the row); the look is the field's own. */
  className: string;
}

/**
 * The search text field of the overlay and of the /search page (spec 001 §4): 'Search...', at most
 * the spec's length, sent as `q`, named 'Search' for assistive technology.
 */
export function SearchField({ id, className, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {SEARCH_BUTTON_TEXT}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_QUERY_PARAM}
        placeholder={SEARCH_PLACEHOLDER_TEXT}
        maxLength={SEARCH_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="search"
        {...input}
        className={`${className} rounded-full border border-white/25 bg-white/5 px-5 py-3 text-lg text-paper placeholder:text-paper/60 [&::-webkit-search-cancel-button]:appearance-none focus:border-accent focus:outline-none ${FOCUS_RING}`}
      />
    </>
  );
}
