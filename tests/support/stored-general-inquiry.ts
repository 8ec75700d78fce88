/**
 * The support message the site stores for Ada Lune's question to the General department: the contact
 * endpoint and the sendFrontMessage mutation build it alike.
 */
export function storedGeneralInquiry(channelId: string) {
  return {
    channelId,
    departmentName: 'General',
    senderName: 'Support Team',
    to: ['ada.lune@example.test'],
    cc: [],
    bcc: [],
    subject: 'General inquiry from Ada Lune',
    archived: false,
    addDefaultSignature: true,
  };
}
