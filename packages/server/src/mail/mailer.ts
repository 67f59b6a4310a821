/**
 * Sends mail through SMTP when SMTP_URL is configured; otherwise writes each message as an
 * `.eml` file (plain RFC 822 text a person can open) into the outbox folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(options.outboxDir, `${stamp}-${safeTo}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer);
    },
  };
}
