import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { StoredMessage } from '../storage/message-store';
import { composeContactEmail } from './contact-email';

export interface MailSender {
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

/** Sends each message to the contact address through the configured SMTP server. */
export function createSmtpMailSender(smtp: SmtpConfig, contactEmail: string): MailSender {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // Bounded waits, so one stuck server cannot hold an outbox lease for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail(composeContactEmail(message, contactEmail, smtp.from));
    },
    close() {
      transport.close();
    },
  };
}
