import type { SendMailOptions } from 'nodemailer';
import type { StoredMessage } from '../storage/message-store';

/**
 * The e-mail the operator receives. Header fields come from validated, single-line values
 * (no CR/LF survives validation), and nodemailer encodes them again on top of that.
 */
export function composeContactEmail(message: StoredMessage, to: string, from: string): SendMailOptions {
  return {
    from,
    to,
    replyTo: { name: message.name, address: message.email },
    subject: `Contact form: ${message.subject}`,
    // A stable Message-ID lets mail clients collapse the rare duplicate of an at-least-once retry.
    messageId: `<${message.id}@contact-service>`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Received: ${new Date(message.receivedAt).toISOString()}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
    ].join('\n'),
  };
}
