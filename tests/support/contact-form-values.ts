import type { ContactFormValues } from '../../shared/lib/contact/contact-form-schema';

/** A General topic as a contact form's select offers it. */
export const generalTopic = { channel_id: 'cha_general', department_name: 'General' };

/** A complete, valid contact form; the overrides take it to a rule's edge. */
export function contactFormValues(overrides: Partial<ContactFormValues> = {}): ContactFormValues {
  return {
    name: 'Ada Lune',
    email: 'ada.lune@example.test',
    message: 'Is the Tidal Glass EP on cassette?',
    department: generalTopic,
    ...overrides,
  };
}
