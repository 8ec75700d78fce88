import { Suspense, useContext } from 'react';
import { lazyPage } from '../../app/lazy-page';
import { NoScriptPartsContext } from '../../app/no-script-parts';
import type { ContactFormBlock } from '../../lib/contact/contact-form-schema';
import { contactAnchor, isContactBlockId } from '../../lib/contact/contact-anchor';
import type { ContactFormProps } from './contact-form';

// joi makes the form heavy: its code is a chunk of its own, loaded only by pages with a contact
// slot. The server render waits for it, so the HTML holds the whole form; hydration picks it up
// when the chunk lands. The form is an island (docs/decisions/0118).
const ContactForm = lazyPage<Pick<ContactFormProps, 'blockId' | 'form'>>(() =>
  import('./contact-form-at-address').then((module) => ({ default: module.ContactFormAtAddress })),
);

/** Keeps the slot's place while the form's code loads after a client-side navigation. */
function Placeholder() {
  return <div aria-hidden="true" className="h-[4.75rem] rounded-md bg-white/5 noscript:hidden" />;
}

/**
 * The contactForms slot (spec 001 §2 "Contact form"): at most 624 px wide, 696 px on very wide
 * screens; the section is the anchor a form posted without JavaScript comes back to.
 *
 * The interactive form needs JavaScript, so a browser without it must not show it: the script-free
 * form is rendered outside it, in <noscript>, and the interactive one is hidden where scripting is
 * off (a stored page holds it inline; a streamed one may hold it in a hidden segment).
 */
export function ContactFormSlot({ blockId, form }: { blockId: string; form: ContactFormBlock | null | undefined }) {
  const noScript = useContext(NoScriptPartsContext);
  if (!form || !Array.isArray(form.departments) || form.departments.length === 0) return null;
  const key = isContactBlockId(blockId) ? blockId : `form-${form.id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 50)}`;
  return (
    <section id={contactAnchor(key)} className="my-10 w-full max-w-[624px] 2xl:max-w-[696px]">
      <div className="noscript:hidden">
        <Suspense fallback={<Placeholder />}>
          <ContactForm blockId={key} form={form} />
        </Suspense>
      </div>
      {/* The script-free form comes from the server render alone (no-script-parts.tsx). */}
      <noscript>{noScript ? <noScript.PlainContactForm blockId={key} form={form} /> : null}</noscript>
    </section>
  );
}
