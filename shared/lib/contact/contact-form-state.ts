import type { ContactDepartment, ContactField } from './contact-form-schema';
import type { ContactResult } from './contact-result';

/**
 * The contact form's states and transitions (spec 001 §4): idle → sending (button disabled) →
 * a success or error banner. Pure (no joi, no React), so the rules are tested on their own.
 */

export type TextField = 'name' | 'email' | 'message';

export interface ContactFormState {
  values: Record<TextField, string>;
  department: ContactDepartment | null;
  /** The store notice's 'already contacted' checkbox. */
  iHaveTried: boolean;
  errors: Partial<Record<ContactField, string>>;
  sending: boolean;
  result: ContactResult | null;
}

export type ContactFormAction =
  | { type: 'topic'; department: ContactDepartment | null; isStoreTopic: boolean }
  | { type: 'iHaveTried'; checked: boolean }
  | { type: 'field'; field: TextField; value: string }
  | { type: 'submit' }
  | { type: 'invalid'; errors: Partial<Record<ContactField, string>> }
  | { type: 'finished'; result: ContactResult };

export function initialContactFormState(result: ContactResult | null = null): ContactFormState {
  return { values: { name: '', email: '', message: '' }, department: null, iHaveTried: false, errors: {}, sending: false, result };
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'topic': {
      const { department: _dropped, ...errors } = state.errors;
      return {
        ...state,
        // Clearing the topic empties the department.
        department: action.department,
        // A new topic resets the checkbox unless it is one of the two store topics.
        iHaveTried: action.isStoreTopic ? state.iHaveTried : false,
        errors: action.department ? errors : state.errors,
      };
    }
    case 'iHaveTried':
      return { ...state, iHaveTried: action.checked };
    case 'field': {
      // The field's error goes as the visitor corrects it; it is checked again on submit.
      const { [action.field]: _fixed, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'submit':
      // The result message is cleared at the start of each submit.
      return { ...state, result: null, errors: {}, sending: true };
    case 'invalid':
      return { ...state, sending: false, errors: action.errors };
    case 'finished':
      // The form resets on success; on failure the visitor's text stays for another try.
      return action.result.outcome === 'sent'
        ? initialContactFormState(action.result)
        : { ...state, sending: false, result: action.result };
  }
}

/** Name, Email, Message and Submit appear once a topic is chosen, for a store topic once the checkbox is ticked. */
export function fieldsVisible(state: ContactFormState, isStoreTopic: boolean): boolean {
  return state.department !== null && (!isStoreTopic || state.iHaveTried);
}
