import { parseSubmission, sameSitePath, submissionFromFormFields, formReturnOf } from '../../server/api/contact-request';
import {
  backoffDelay,
  boundedRetryAfterMs,
  LONGEST_WAIT_MS,
  pausedUntil,
  rateLimitResetAt,
  readRateLimit,
} from '../../server/sources/messages/front-retry-timing';
import { buildSupportMessage } from '../../server/sources/messages/support-message';
import { generalTopic as general } from '../support/contact-form-values';

describe('buildSupportMessage (spec 001 §3, §7)', () => {
  it('addresses the visitor, signs as Support Team, names department and sender in the subject', () => {
    const message = buildSupportMessage(
      { name: 'Ada Lune', email: 'ada.lune@example.test', message: 'Is the EP on cassette?\n\nThanks!', department: general },
      'General',
    );
    expect(message).toEqual({
      to: ['ada.lune@example.test'],
      cc: [],
      bcc: [],
      sender_name: 'Support Team',
      subject: 'General inquiry from Ada Lune',
      body: [
        '<p><strong>Name:</strong> Ada Lune</p>',
        '<p><strong>Email:</strong> ada.lune@example.test</p>',
        '<p><strong>Department:</strong> General</p>',
        '<p><strong>Message:</strong></p>',
        '<p>Is the EP on cassette?</p>',
        '<p>Thanks!</p>',
      ].join('\n'),
      text: 'Name: Ada Lune\nEmail: ada.lune@example.test\nDepartment: General\n\nMessage:\nIs the EP on cassette?\n\nThanks!',
      options: { archive: false },
      attachments: [],
      should_add_default_signature: true,
    });
  });

  it('escapes every visitor text in the HTML body and notes the store checkbox', () => {
    const message = buildSupportMessage(
      {
        name: '<b>Ada</b>',
        email: 'ada@example.test',
        message: 'Line <script>x</script>\nnext & "so on"',
        department: general,
        iHaveTried: true,
      },
      'Lumen Tide Store',
    );
    expect(message.body).not.toContain('<script>');
    expect(message.body).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(message.body).toContain('Line &lt;script&gt;x&lt;/script&gt;<br>next &amp; &quot;so on&quot;');
    expect(message.body).toContain('<strong>Already contacted the store Support Team:</strong> Yes');
    expect(message.subject).toBe('Lumen Tide Store inquiry from <b>Ada</b>');
  });
});

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

describe('retry timing', () => {
  it('doubles from the base up to the cap, less up to 20 % jitter', () => {
    const options = { baseMs: 1_000, maxMs: 10_000, random: () => 0 };
    expect([1, 2, 3, 4, 5, 50].map((attempts) => backoffDelay(attempts, options))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(backoffDelay(1, { ...options, random: () => 0.999 })).toBe(800);
  });

  it('reads Retry-After as seconds or a date, bounded', () => {
    const now = Date.parse('2031-05-01T10:00:00Z');
    expect(boundedRetryAfterMs('2', now)).toBe(2_000);
    expect(boundedRetryAfterMs('Thu, 01 May 2031 10:00:30 GMT', now)).toBe(30_000);
    expect(boundedRetryAfterMs('999999', now)).toBe(LONGEST_WAIT_MS);
    expect(boundedRetryAfterMs('soon', now)).toBeUndefined();
    expect(boundedRetryAfterMs(null, now)).toBeUndefined();
    expect(boundedRetryAfterMs('1.5', now)).toBeUndefined();
  });

  it('reads X-RateLimit-Reset as a UNIX time in seconds or milliseconds, or seconds from now', () => {
    const now = Date.parse('2031-05-01T10:00:00Z');
    expect(rateLimitResetAt(String(now / 1000 + 5), now)).toBe(now + 5_000);
    expect(rateLimitResetAt(String(now + 5_000), now)).toBe(now + 5_000);
    expect(rateLimitResetAt('7', now)).toBe(now + 7_000);
    expect(rateLimitResetAt(String(now / 1000 - 60), now)).toBe(now);
    expect(rateLimitResetAt('later', now)).toBeUndefined();
  });

  it('pauses only when the window is spent and resets later', () => {
    const now = 1_000_000;
    const headers = new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '3' });
    expect(pausedUntil(readRateLimit(headers, now), now)).toBe(now + 3_000);
    expect(pausedUntil(readRateLimit(new Headers({ 'X-RateLimit-Remaining': '4', 'X-RateLimit-Reset': '3' }), now), now)).toBeUndefined();
    expect(pausedUntil(readRateLimit(new Headers(), now), now)).toBeUndefined();
  });
});
