import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the text (the follow-up's e-mail). */
  html?: string;
  /** Extra header fields (the follow-up's List-Unsubscribe). */
  headers?: Record<string, string>;
}
export type Mailer = (message: MailMessage) => Promise<void>;

/** SMTP when SMTP_URL is set; otherwise the message goes to the server log (development). */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: (message: string) => void;
}): Mailer {
  if (!options.smtpUrl) {
    return async (message) => {
      options.log(`Mail to ${message.to}: ${message.subject}\n${message.text}`);
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (message) => {
    await transport.sendMail({ from: options.from, ...message });
  };
}
