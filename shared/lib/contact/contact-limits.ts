/**
 * The contact form's bounds (spec 001 §5: name at least 2, message at least 10; the upper bounds are
 * ours). Apart from the joi schema so the plain, script-free form can set them as HTML attributes.
 */
export const CONTACT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000, channelIdMax: 100 } as const;

/** The bounds of a text field as HTML attributes, so the browser checks them when no script runs. */
export function lengthAttributes(field: 'name' | 'email' | 'message'): { minLength?: number; maxLength?: number } {
  switch (field) {
    case 'name':
      return { minLength: CONTACT_LIMITS.nameMin, maxLength: CONTACT_LIMITS.nameMax };
    case 'email':
      return { maxLength: CONTACT_LIMITS.emailMax };
    case 'message':
      return { minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax };
  }
}
