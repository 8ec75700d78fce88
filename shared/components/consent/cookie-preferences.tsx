import { useEffect, useId, useRef, useState } from 'react';
import {
  ACCEPT_SELECTED_COOKIES_TEXT,
  allAccepted,
  BACK_TEXT,
  consentFromSelection,
  COOKIE_PREFERENCES_TITLE,
  type ConsentMap,
  type CookieConfiguration,
} from '../../lib/consent/consent';
import { FOCUS_RING } from '../focus-ring';
import { MESSAGE, PRIMARY_BUTTON, SECONDARY_BUTTON } from './consent-styles';

interface CookiePreferencesProps {
  preferences: CookieConfiguration['preferences'];
  onAccept(consent: ConsentMap): void;
  onBack(): void;
}

/**
 * The detailed view (spec 001 §2): "Cookies Preferences", its message, one checkbox per item (the
 * title as label, the HTML description), all starting checked. Focus moves to the title when the
 * view opens; Escape goes back like the Back button.
 */
export function CookiePreferences({ preferences, onAccept, onBack }: CookiePreferencesProps) {
  const { items } = preferences;
  const [selection, setSelection] = useState<ConsentMap>(() => allAccepted(items));
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    title.current?.focus();
  }, []);

  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape') onBack();
      }}
    >
      <h2 ref={title} id={`${id}-title`} tabIndex={-1} className={`text-lg font-semibold text-paper ${FOCUS_RING}`}>
        {COOKIE_PREFERENCES_TITLE}
      </h2>
      <div className={`mt-2 ${MESSAGE}`} dangerouslySetInnerHTML={{ __html: preferences.message }} />
      <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-labelledby={`${id}-title`}>
        {items.map((item) => (
          <li key={item.param} className="flex gap-3 rounded-lg border border-white/15 p-3">
            <input
              type="checkbox"
              id={`${id}-${item.param}`}
              name={item.name}
              checked={selection[item.param] === true}
              onChange={(event) => setSelection((current) => ({ ...current, [item.param]: event.target.checked }))}
              aria-describedby={`${id}-${item.param}-description`}
              className={`mt-0.5 size-5 shrink-0 accent-accent ${FOCUS_RING}`}
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-${item.param}`} className="font-medium text-paper">
                {item.title}
              </label>
              <div
                id={`${id}-${item.param}-description`}
                className={`mt-1 ${MESSAGE}`}
                dangerouslySetInnerHTML={{ __html: item.description }}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={PRIMARY_BUTTON} onClick={() => onAccept(consentFromSelection(items, selection))}>
          {ACCEPT_SELECTED_COOKIES_TEXT}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onBack}>
          {BACK_TEXT}
        </button>
      </div>
    </div>
  );
}
