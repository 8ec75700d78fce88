import { validateContactForm, type ContactFormValues } from '../../shared/lib/contact/contact-form-schema';
import {
  contactFormReducer,
  fieldsVisible,
  initialContactFormState,
  type ContactFormState,
} from '../../shared/lib/contact/contact-form-state';
import {
  contactRedirectLocation,
  contactResult,
  isContactBlockId,
  outcomeOfAnswer,
  resultFromQuery,
} from '../../shared/lib/contact/contact-result';
import { storeNoticeFor, type ContactStores } from '../../shared/lib/contact/contact-stores';
import * as texts from '../../shared/lib/contact/contact-texts';
import { contactFormValues as values, generalTopic as general } from '../support/contact-form-values';

const music = { channel_id: 'cha_music', department_name: 'Lumen Tide Music Store' };

describe('the contact form texts (spec 001 §2, §5, §8)', () => {
  it('are the specification’s, word for word', () => {
    expect(texts.TOPIC_PLACEHOLDER).toBe('Select a topic');
    expect(texts.REQUIRED_MARK).toBe('(Required)');
    expect(texts.SENDING_TEXT).toBe('Sending...');
    expect(texts.alreadyContactedText('Lumen Tide Store')).toBe('I have already contacted the Lumen Tide Store Support Team');
    expect(texts.NAME_REQUIRED_TEXT).toBe('Please add your name');
    expect(texts.NAME_MIN_TEXT).toBe('Name must be at least 2 characters');
    expect(texts.EMAIL_INVALID_TEXT).toBe('Please add a valid email');
    expect(texts.MESSAGE_REQUIRED_TEXT).toBe('Please write your message');
    expect(texts.DEPARTMENT_REQUIRED_TEXT).toBe('Please select a department');
    expect(texts.SENT_TEXT).toBe('Your message has been sent successfully!');
    expect(texts.SEND_FAILED_TEXT).toBe('There was a problem sending your message. Please try again.');
    expect(texts.DEPARTMENT_UNAVAILABLE_TEXT).toBe('The selected department is unavailable. Please choose a different department.');
    expect(texts.NETWORK_ERROR_TEXT).toBe('Network error. Please check your connection and try again.');
  });
});

describe('validateContactForm', () => {
  it('accepts a complete form and cleans it: trimmed, one-line name, unix line breaks', () => {
    const result = validateContactForm(
      values({ name: '  Ada \n  Lune ', email: ' ada.lune@example.test ', message: ' Line one\r\nLine two\u0007 ' }),
    );
    expect(result).toEqual({
      ok: true,
      value: { ...values(), name: 'Ada Lune', email: 'ada.lune@example.test', message: 'Line one\nLine two' },
    });
  });

  it.each<[string, Partial<ContactFormValues>, string, string]>([
    ['no name', { name: '' }, 'name', 'Please add your name'],
    ['a blank name', { name: '   ' }, 'name', 'Please add your name'],
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['no email', { email: '' }, 'email', 'Please add a valid email'],
    ['an invalid email', { email: 'ada@' }, 'email', 'Please add a valid email'],
    ['no message', { message: '' }, 'message', 'Please write your message'],
    ['a message under 10 characters', { message: 'Too short' }, 'message', 'Message must be at least 10 characters'],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
    ['no department', { department: null }, 'department', 'Please select a department'],
    [
      'a department without a channel',
      { department: { channel_id: '', department_name: 'General' } },
      'department',
      'Please select a department',
    ],
  ])('refuses %s with its exact text', (_case, overrides, field, message) => {
    const result = validateContactForm(values(overrides));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([expect.objectContaining({ field, message })]);
  });

  it('reports every invalid field at once, first error of each, in form order', () => {
    const result = validateContactForm({ name: '', email: 'nope', message: 'short', department: null });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => [e.field, e.code])).toEqual([
        ['name', 'name.required'],
        ['email', 'email.invalid'],
        ['message', 'message.min'],
        ['department', 'department.required'],
      ]);
    }
  });

  it('takes iHaveTried as an optional boolean', () => {
    expect(validateContactForm(values({ iHaveTried: true })).ok).toBe(true);
    expect(validateContactForm({ ...values(), iHaveTried: 'maybe' }).ok).toBe(false);
  });
});

describe('the result of a send (spec 001 §8)', () => {
  it.each<[number, unknown, string]>([
    [200, { success: true, messageId: 'm1' }, 'Your message has been sent successfully!'],
    [200, { success: false }, 'There was a problem sending your message. Please try again.'],
    [500, { success: false, error: 'The message could not be stored' }, 'There was a problem sending your message. Please try again.'],
    [502, null, 'There was a problem sending your message. Please try again.'],
    [
      400,
      { success: false, error: 'Unknown channel ID: cha_retired' },
      'The selected department is unavailable. Please choose a different department.',
    ],
    [429, { success: false, error: 'Too many messages' }, texts.TOO_MANY_MESSAGES_TEXT],
  ])('answer %i %j shows its text', (status, body, text) => {
    expect(contactResult(outcomeOfAnswer(status, body)).text).toBe(text);
  });

  it('a network error has its own text', () => {
    expect(contactResult('network').text).toBe('Network error. Please check your connection and try again.');
  });
});

describe('the no-JavaScript round trip', () => {
  it('redirects to the page with the outcome, the block and the anchor, and reads them back', () => {
    const location = contactRedirectLocation('/contact', 'uVJ_YWPnXB', 'invalid', ['name.min', 'email.invalid']);
    expect(location).toBe('/contact?contact=invalid&contactBlock=uVJ_YWPnXB&contactErrors=name.min%2Cemail.invalid#contact-uVJ_YWPnXB');
    const params = new URL(location, 'https://label.test').searchParams;
    expect(resultFromQuery(params, 'uVJ_YWPnXB')).toEqual({ result: contactResult('invalid'), errorCodes: ['name.min', 'email.invalid'] });
  });

  it('ignores flags for another block, unknown outcomes and a forged network outcome', () => {
    expect(resultFromQuery(new URLSearchParams('contact=sent&contactBlock=other'), 'mine')).toBeNull();
    expect(resultFromQuery(new URLSearchParams('contact=pwned&contactBlock=mine'), 'mine')).toBeNull();
    expect(resultFromQuery(new URLSearchParams('contact=network&contactBlock=mine'), 'mine')).toBeNull();
    expect(resultFromQuery(new URLSearchParams(''), 'mine')).toBeNull();
  });

  it('accepts only plain block ids', () => {
    expect(isContactBlockId('uVJ_YWPnXB')).toBe(true);
    expect(isContactBlockId('a"><script>')).toBe(false);
    expect(isContactBlockId('')).toBe(false);
    expect(isContactBlockId(42)).toBe(false);
  });
});

describe('store notices', () => {
  const stores: ContactStores = {
    music: { name: 'Lumen Tide Music Store', url: 'https://music.example', supportEmail: 'help@music.example' },
    merch: { name: 'Lumen Tide Store', url: 'https://store.example', supportEmail: 'help@store.example' },
  };

  it('belong to the two store departments, by name, with the spec’s order-number prefixes', () => {
    expect(storeNoticeFor('Lumen Tide Music Store', stores)).toEqual({ kind: 'music', ...stores.music, orderPrefix: 'BLP' });
    expect(storeNoticeFor(' lumen tide store ', stores)).toEqual({ kind: 'merch', ...stores.merch, orderPrefix: 'AB-' });
    expect(storeNoticeFor('General', stores)).toBeNull();
    expect(storeNoticeFor(undefined, stores)).toBeNull();
    expect(storeNoticeFor('Lumen Tide Store', undefined)).toBeNull();
  });
});

describe('the form’s states (spec 001 §4)', () => {
  const merch = { channel_id: 'cha_merch', department_name: 'Lumen Tide Store' };
  const ticked = (state: ContactFormState) => contactFormReducer(state, { type: 'iHaveTried', checked: true });

  it('shows the fields once a topic is chosen, for a store topic once the checkbox is ticked', () => {
    let state = initialContactFormState();
    expect(fieldsVisible(state, false)).toBe(false);
    state = contactFormReducer(state, { type: 'topic', department: general, isStoreTopic: false });
    expect(fieldsVisible(state, false)).toBe(true);
    state = contactFormReducer(state, { type: 'topic', department: music, isStoreTopic: true });
    expect(fieldsVisible(state, true)).toBe(false);
    expect(fieldsVisible(ticked(state), true)).toBe(true);
  });

  it('keeps the checkbox when the new topic is a store topic, resets it otherwise; clearing empties the department', () => {
    let state = ticked(contactFormReducer(initialContactFormState(), { type: 'topic', department: music, isStoreTopic: true }));
    state = contactFormReducer(state, { type: 'topic', department: merch, isStoreTopic: true });
    expect(state.iHaveTried).toBe(true);
    state = contactFormReducer(state, { type: 'topic', department: general, isStoreTopic: false });
    expect(state.iHaveTried).toBe(false);
    state = ticked(contactFormReducer(state, { type: 'topic', department: music, isStoreTopic: true }));
    state = contactFormReducer(state, { type: 'topic', department: null, isStoreTopic: false });
    expect(state).toMatchObject({ department: null, iHaveTried: false });
  });

  it('clears the result when a submit starts, resets on success, keeps the text on failure', () => {
    let state = contactFormReducer(initialContactFormState(contactResult('failed')), {
      type: 'topic',
      department: general,
      isStoreTopic: false,
    });
    state = contactFormReducer(state, { type: 'field', field: 'message', value: 'Hello there, label people' });
    state = contactFormReducer(state, { type: 'submit' });
    expect(state).toMatchObject({ result: null, sending: true });
    const failed = contactFormReducer(state, { type: 'finished', result: contactResult('network') });
    expect(failed).toMatchObject({ sending: false, result: contactResult('network'), department: general });
    expect(failed.values.message).toBe('Hello there, label people');
    const sent = contactFormReducer(state, { type: 'finished', result: contactResult('sent') });
    expect(sent).toEqual(initialContactFormState(contactResult('sent')));
  });

  it('drops a field’s error as it is edited and the topic error once a topic is chosen', () => {
    let state = contactFormReducer(initialContactFormState(), {
      type: 'invalid',
      errors: { name: 'Please add your name', department: 'Please select a department' },
    });
    state = contactFormReducer(state, { type: 'field', field: 'name', value: 'A' });
    expect(state.errors).toEqual({ department: 'Please select a department' });
    state = contactFormReducer(state, { type: 'topic', department: general, isStoreTopic: false });
    expect(state.errors).toEqual({});
  });
});
