import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { resultFromQuery } from '../../lib/contact/contact-result';
import { ContactFormIsland, type ContactFormProps } from './contact-form';

/**
 * The contact form island with its props from the page's address: where a post without JavaScript
 * comes back to, and what it brought back. Read where the page renders, so the island itself needs
 * no router (docs/decisions/0118).
 */
export function ContactFormAtAddress({ blockId, form }: Pick<ContactFormProps, 'blockId' | 'form'>) {
  const [searchParams] = useSearchParams();
  const returnTo = useHref(useLocation().pathname);
  return <ContactFormIsland blockId={blockId} form={form} returnTo={returnTo} fromRedirect={resultFromQuery(searchParams, blockId)} />;
}
