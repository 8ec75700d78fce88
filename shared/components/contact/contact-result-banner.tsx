import type { Ref } from 'react';
import type { ContactResult } from '../../lib/contact/contact-result';
import { errorTextsOf } from '../../lib/contact/contact-texts';

export interface ContactResultBannerProps {
  result: ContactResult | null;
  /** Rule codes a form posted without JavaScript came back with. */
  errorCodes?: readonly string[];
  /** The success banner takes focus when the form it replaces has just gone. */
  successRef?: Ref<HTMLDivElement>;
}

/**
 * The success or error banner (spec 001 §2, §8). Both live regions are always in the page, so a
 * result that appears in them is announced.
 */
export function ContactResultBanner({ result, errorCodes = [], successRef }: ContactResultBannerProps) {
  const ok = result?.outcome === 'sent';
  const fieldTexts = result?.outcome === 'invalid' ? errorTextsOf(errorCodes) : [];
  return (
    <>
      <div role="status" ref={successRef} tabIndex={ok ? -1 : undefined} className="outline-none empty:hidden">
        {ok ? <p className="rounded-md border border-accent/40 bg-accent/10 px-4 py-3 text-accent">{result.text}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {result && !ok ? (
          <div className="rounded-md border border-rose-400/50 bg-rose-500/10 px-4 py-3 text-rose-100">
            <p>{result.text}</p>
            {fieldTexts.length > 0 ? (
              <ul className="mt-2 list-disc pl-5">
                {fieldTexts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
