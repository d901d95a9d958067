import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox and, when SMTP is configured, delivers it. */
  send(mail: Mail): Promise<void>;
  /**
   * Records the mail in the outbox within `db`, the transaction of the change the mail tells of,
   * so that both commit or neither does. Call the function it answers once that transaction has
   * committed: it delivers the mail when SMTP is configured.
   */
  record(db: Db, mail: Mail): Promise<() => void>;
}

export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  async function deliver(smtp: Transporter, id: number, mail: Mail): Promise<void> {
    try {
      await smtp.sendMail({ from: options.from, ...mail });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      // The outbox keeps the mail and the reason.
      options.log.error({ err: error, to: mail.to }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ error: String(error) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  }
  async function record(into: Db, mail: Mail): Promise<() => void> {
    const [row] = await into
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .returning({ id: mailOutbox.id });
    return () => {
      if (!transport || !row) return;
      // Delivery runs after the answer: the caller's action has succeeded once the mail is in the
      // outbox, and an answer that waited on SMTP would tell by its timing whether an account exists.
      void deliver(transport, row.id, mail);
    };
  }
  return {
    async send(mail) {
      (await record(db, mail))();
    },
    record,
  };
}
