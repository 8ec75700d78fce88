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
