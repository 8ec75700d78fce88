import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The demo label's General department (content/contact_forms.json). */
export const demoGeneralDepartment = { channel_id: 'cha_q4oxm8', department_name: 'General' };

const contactPage = JSON.parse(readFileSync(path.join(__dirname, '../../content/pages/contact.json'), 'utf8')) as {
  blocks: { id: string; data: { kind?: string } }[];
};

/** The id of the contact form block on the demo /contact page. */
export const demoContactBlock = contactPage.blocks.find((block) => block.data.kind === 'contactForms')!.id;

/** A visitor's message as the contact form sends it with JavaScript (JSON). */
export function contactRequestBody(overrides: Record<string, unknown> = {}, department = demoGeneralDepartment) {
  return {
    channelId: department.channel_id,
    messageData: {
      name: 'Ada Lune',
      email: 'ada.lune@example.test',
      message: 'Is the Tidal Glass EP coming out on cassette?',
      department,
      ...overrides,
    },
  };
}

/** The same form posted by a browser without JavaScript (form-encoded, back to /contact). */
export function contactFormFields(overrides: Record<string, string> = {}) {
  return {
    channelId: demoGeneralDepartment.channel_id,
    name: 'Ada Lune',
    email: 'ada.lune@example.test',
    message: 'Hello from a browser without scripts',
    returnTo: '/contact',
    block: demoContactBlock,
    ...overrides,
  };
}
