import nodemailer, { type Transporter } from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { mailOutbox, type MailAttachment } from '../db/schema';
import type { FileStore } from '../files/fileStore';

/**
 * A file a mail carries: recorded in the outbox by its name and its path in the file store; its
 * bytes are read from the store when the mail is delivered, unless the sender hands them over.
 */
export interface MailFile extends MailAttachment {
  content?: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailFile[];
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
  options: { smtpUrl?: string; from: string; log: FastifyBaseLogger; files?: FileStore },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  async function deliver(smtp: Transporter, id: number, mail: Mail): Promise<void> {
    try {
      const attachments = await Promise.all(
        (mail.attachments ?? []).map(async (file) => ({
          filename: file.file_name,
          contentType: file.content_type,
          content: file.content ?? (await readStored(file.file_key)),
        })),
      );
      await smtp.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
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
  async function readStored(fileKey: string): Promise<Buffer> {
    if (!options.files) throw new Error('no file store to read the attachment from');
    return options.files.read(fileKey);
  }
  async function record(into: Db, mail: Mail): Promise<() => void> {
    const [row] = await into
      .insert(mailOutbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments:
          mail.attachments && mail.attachments.length > 0
            ? mail.attachments.map(({ file_name, file_key, content_type }) => ({
                file_name,
                file_key,
                content_type,
              }))
            : null,
      })
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
