import { validateContactForm } from '../../shared/lib/contact/contact-form-schema';
import { checkContactForm } from '../../shared/lib/contact/contact-rules';
import { contactFormValues as values } from '../support/contact-form-values';

/** Inputs at every rule's edge: the browser's table must answer as the server's joi schema does. */
const cases: [string, unknown][] = [
  ['a complete form', values()],
  ['a name to clean', values({ name: '  Ada \n  Lune\u0001 ', email: ' ada.lune@example.test ', message: ' Line one\r\nLine two\u0007 ' })],
  ['an empty name', values({ name: '' })],
  ['a blank name', values({ name: '   ' })],
  ['a one-letter name', values({ name: ' A ' })],
  ['a two-letter name', values({ name: 'Al' })],
  ['a name at the limit', values({ name: 'n'.repeat(100) })],
  ['a name over the limit', values({ name: 'n'.repeat(101) })],
  ['control characters only', values({ name: '\u0001\u0002' })],
  ['no email', values({ email: '' })],
  ['an email without @', values({ email: 'ada.example.test' })],
  ['an email without a dot in its domain', values({ email: 'ada@localhost' })],
  ['an email with a space', values({ email: 'ada lune@example.test' })],
  ['two @', values({ email: 'ada@@example.test' })],
  ['an email over the limit', values({ email: `${'a'.repeat(64)}@${'d'.repeat(185)}.test` })],
  ['a nine-character message', values({ message: '123456789' })],
  ['a ten-character message', values({ message: '1234567890' })],
  ['a message padded to ten', values({ message: '   12345   ' })],
  ['a message over the limit', values({ message: 'm'.repeat(5001) })],
  ['an empty message', values({ message: '' })],
  ['no department', values({ department: null })],
  ['a department without a channel', values({ department: { channel_id: ' ', department_name: 'General' } })],
  ['the store checkbox', values({ iHaveTried: true })],
  ['everything missing', { name: '', email: '', message: '', department: null }],
  ['a number for a name', { ...values(), name: 42 }],
  ['nothing at all', undefined],
];

describe('checkContactForm (the browser’s rules table)', () => {
  it.each(cases)('answers as the server’s joi schema: %s', (_name, input) => {
    expect(checkContactForm(input)).toEqual(validateContactForm(input));
  });
});
