import type { ValidContactForm } from '../../../shared/lib/contact/contact-form-schema';
import type { ContentSource } from '../content/content-source';
import { UnknownChannelError, type MessagesSource } from './messages-source';
import { storeSupportMessage, type StoreOutcome } from './store-support-message';
import { buildSupportMessage } from './support-message';

export interface ContactFormDeps {
  content: ContentSource;
  messages: MessagesSource;
}

/** The department's name as the site's content has it; undefined when no contact form lists the channel. */
async function departmentName(content: ContentSource, channelId: string): Promise<string | undefined> {
  const forms = await content.list('contact_forms', { limit: 100 }, { preview: false });
  return forms.flatMap((form) => form.departments).find((department) => department.channel_id === channelId)?.department_name;
}

/**
 * The one path from a validated contact form to the support inbox, shared by POST
 * /api/front/send-message and the GraphQL mutation sendFrontMessage: the department comes from the
 * site's content, the message from the spec's template (buildSupportMessage), never from the caller.
 */
export async function submitContactForm(
  deps: ContactFormDeps,
  channelId: string,
  form: ValidContactForm,
  log: { error(details: object, message: string): void },
): Promise<StoreOutcome> {
  const department = await departmentName(deps.content, channelId);
  if (department === undefined) return { kind: 'unknown-channel', error: new UnknownChannelError(channelId) };
  return storeSupportMessage(deps.messages, channelId, buildSupportMessage(form, department), log);
}
