import type { ValidContactForm } from '../../../shared/lib/contact/contact-form-schema';
import type { SupportMessage } from './messages-source';

/** The sender every support message carries (spec 001 §7). */
export const SUPPORT_SENDER_NAME = 'Support Team';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The support message of a validated contact form (spec 001 §3 "Support message payload", §7): to the
 * visitor's address, no copies, sender 'Support Team', subject '{department} inquiry from {name}',
 * the body as HTML (every visitor text escaped) and as plain text, not archived, the default
 * signature added, no attachments. The department name is the site's, never the browser's.
 */
export function buildSupportMessage(form: ValidContactForm, departmentName: string): SupportMessage {
  const rows: [string, string][] = [
    ['Name', form.name],
    ['Email', form.email],
    ['Department', departmentName],
  ];
  if (form.iHaveTried) rows.push(['Already contacted the store Support Team', 'Yes']);

  const html = [
    ...rows.map(([label, value]) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`),
    `<p><strong>Message:</strong></p>`,
    ...form.message.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
  ].join('\n');
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', form.message].join('\n');

  return {
    to: [form.email],
    cc: [],
    bcc: [],
    sender_name: SUPPORT_SENDER_NAME,
    subject: `${departmentName} inquiry from ${form.name}`,
    body: html,
    text,
    options: { archive: false },
    attachments: [],
    should_add_default_signature: true,
  };
}
