import { parseSubmission, sameSitePath, submissionFromFormFields, formReturnOf } from '../../server/api/contact-request';
import { generalTopic as general } from '../support/contact-form-values';

describe('parseSubmission', () => {
  const body = (messageData: Record<string, unknown> = {}, channelId: unknown = 'cha_general') => ({
    channelId,
    messageData: { name: 'Ada Lune', email: 'ada@example.test', message: 'Hello label people', department: general, ...messageData },
  });

  it('accepts { channelId, messageData } and cleans the values', () => {
    expect(parseSubmission(body({ name: '  Ada   Lune ' }))).toEqual({
      ok: true,
      submission: {
        channelId: 'cha_general',
        form: { name: 'Ada Lune', email: 'ada@example.test', message: 'Hello label people', department: general },
      },
    });
  });

  it('lists every problem with its field, and the codes of the form’s own rules', () => {
    const parsed = parseSubmission(body({ name: 'A', email: 'x', extra: 1 }, ''));
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { field: 'channelId', message: 'Please select a department' },
        { field: 'messageData.name', message: 'Name must be at least 2 characters' },
        { field: 'messageData.email', message: 'Please add a valid email' },
        { field: 'messageData.extra', message: 'messageData.extra is not allowed' },
      ],
      codes: ['department.required', 'name.min', 'email.invalid'],
    });
  });

  it('refuses a body that is not an object, and a department that is not the channel', () => {
    expect(parseSubmission(undefined)).toMatchObject({ ok: false, problems: [{ field: 'body' }] });
    expect(parseSubmission('text')).toMatchObject({ ok: false });
    expect(parseSubmission(body({}, 'cha_demos'))).toEqual({
      ok: false,
      problems: [{ field: 'messageData.department.channel_id', message: 'messageData.department.channel_id must equal channelId' }],
      codes: [],
    });
  });

  it('reads a form post: the topic is the department, the ticked checkbox is true', () => {
    const fields = {
      channelId: 'cha_general',
      name: 'Ada Lune',
      email: 'ada@example.test',
      message: 'Hello label people',
      iHaveTried: 'true',
    };
    expect(parseSubmission(submissionFromFormFields(fields))).toMatchObject({
      ok: true,
      submission: { channelId: 'cha_general', form: { department: { channel_id: 'cha_general', department_name: '' }, iHaveTried: true } },
    });
    expect(parseSubmission(submissionFromFormFields({ ...fields, channelId: '' }))).toMatchObject({
      ok: false,
      codes: ['department.required'],
    });
    // A repeated field arrives as a list: refused, never joined.
    expect(parseSubmission(submissionFromFormFields({ ...fields, name: ['Ada', 'Lune'] }))).toMatchObject({
      ok: false,
      codes: ['name.required'],
    });
  });
});

describe('the page a form post returns to', () => {
  it.each([
    ['/contact', '/contact'],
    ['/gb/contact?contact=sent#x', '/gb/contact'],
    ['/', '/'],
  ])('keeps the path of %s', (input, path) => {
    expect(sameSitePath(input)).toBe(path);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'contact', '', '/'.padEnd(2001, 'a'), 42, undefined])(
    'refuses %p',
    (input) => {
      expect(sameSitePath(input)).toBeUndefined();
    },
  );

  it('needs a form block id too', () => {
    expect(formReturnOf({ returnTo: '/contact', block: 'uVJ_YWPnXB' })).toEqual({ path: '/contact', blockId: 'uVJ_YWPnXB' });
    expect(formReturnOf({ returnTo: '/contact', block: 'x y' })).toBeUndefined();
  });
});
