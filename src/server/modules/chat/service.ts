import { sql } from 'drizzle-orm';
import type { ChatListItem, ChatMessage, ChatRecipient, ChatSave } from '../../../shared/contract/chat';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { containsPattern, pageAnswer, type PageAnswer } from '../../http/paging';
import { mayWriteTo } from './access';

/**
 * The chat (spec part 3 §2, §4, §7 Chat): the conversation list, one conversation, sending and the
 * Compose Message recipients. Who may write to whom: ./access.ts.
 */

interface PageRequest {
  page: number;
  per_page: number;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const answer = (await db.execute(query)) as unknown as { rows: T[] };
  return answer.rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

interface RawMessage {
  id: number;
  sender_id: string;
  receiver_id: string;
  message: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

export function toChatMessage(row: RawMessage): ChatMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    message: row.message,
    created_at: iso(row.created_at),
    read_at: row.read_at === null ? null : iso(row.read_at),
  };
}

/** The caller's conversations, the latest message of each, newest first. */
export async function fetchChats(
  db: Db,
  caller: Caller,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<ChatListItem>> {
  const me = caller.userId;
  const pattern = containsPattern(request.search_text);
  const searched =
    request.search_text === ''
      ? sql`true`
      : sql`(concat_ws(' ', u.first_name, u.last_name) ilike ${pattern} or l.message ilike ${pattern})`;
  const rows = await rowsOf<{
    id: number;
    partner: string;
    message: string;
    created_at: Date | string;
    first_name: string;
    last_name: string;
    profile_pic: string | null;
    unread: number;
    total: number;
  }>(
    db,
    sql`with latest as (
        select distinct on (partner) partner, id, message, created_at from (
          select m.id, m.message, m.created_at, m.receiver_id as partner from chat_messages m where m.sender_id = ${me}
          union all
          select m.id, m.message, m.created_at, m.sender_id as partner from chat_messages m where m.receiver_id = ${me}
        ) mine
        order by partner, id desc
      )
      select l.id, l.partner, l.message, l.created_at, u.first_name, u.last_name, u.profile_pic,
        (select count(*)::int from chat_messages x
          where x.receiver_id = ${me} and x.sender_id = l.partner and x.read_at is null) as unread,
        (count(*) over ())::int as total
      from latest l join users u on u.id = l.partner
      where ${searched}
      order by l.id desc
      limit ${request.per_page} offset ${(request.page - 1) * request.per_page}`,
  );
  const data = rows.map((row) => ({
    id: row.id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    profile_pic: row.profile_pic,
    message: row.message,
    created_at: iso(row.created_at),
    participant_id: row.partner,
    unread: Number(row.unread),
  }));
  return pageAnswer(data, rows[0] ? Number(rows[0].total) : 0, request);
}

/** Whether the caller may see a conversation with `chatterId`: it may write to them, or they have talked. */
async function assertMaySee(db: Db, caller: Caller, chatterId: string): Promise<void> {
  const me = caller.userId;
  const rows = await rowsOf<{ ok: boolean }>(
    db,
    sql`select 1 as ok from users u join roles r on r.id = u.role_id
      where u.id = ${chatterId} and u.id <> ${me} and (${mayWriteTo(caller)} or exists (
        select 1 from chat_messages m
        where (m.sender_id = ${me} and m.receiver_id = u.id) or (m.sender_id = u.id and m.receiver_id = ${me})))`,
  );
  if (rows.length === 0) throw notFound(messages.http.notFound);
}

/**
 * One conversation, newest page first (the pane prepends older pages); the chatter's messages to
 * the caller are marked read. Answers how many were marked, so the caller's other tabs are told.
 */
export async function fetchConversation(
  db: Db,
  caller: Caller,
  request: PageRequest & { chatter_id: string },
  now: Date,
): Promise<{ page: PageAnswer<ChatMessage>; marked: number }> {
  await assertMaySee(db, caller, request.chatter_id);
  const me = caller.userId;
  const other = request.chatter_id;
  const marked = await rowsOf<{ id: number }>(
    db,
    sql`update chat_messages set read_at = ${now.toISOString()}
      where receiver_id = ${me} and sender_id = ${other} and read_at is null returning id`,
  );
  const pair = sql`least(m.sender_id, m.receiver_id) = least(${me}::uuid, ${other}::uuid)
    and greatest(m.sender_id, m.receiver_id) = greatest(${me}::uuid, ${other}::uuid)`;
  const rows = await rowsOf<RawMessage & { total: number }>(
    db,
    sql`select m.id, m.sender_id, m.receiver_id, m.message, m.created_at, m.read_at,
        (count(*) over ())::int as total
      from chat_messages m where ${pair}
      order by m.id desc
      limit ${request.per_page} offset ${(request.page - 1) * request.per_page}`,
  );
  // Oldest first within the page, so the pane reads top to bottom.
  const data = rows.map(toChatMessage).reverse();
  return { page: pageAnswer(data, rows[0] ? Number(rows[0].total) : 0, request), marked: marked.length };
}

/** Sends a message; 404 for a receiver the caller may not write to. */
export async function saveChat(db: Db, caller: Caller, body: ChatSave, now: Date): Promise<ChatMessage> {
  const allowed = await rowsOf<{ id: string }>(
    db,
    sql`select u.id from users u join roles r on r.id = u.role_id
      where u.id = ${body.receiver_id} and ${mayWriteTo(caller)} for share of u`,
  );
  if (allowed.length === 0) throw notFound(messages.http.notFound);
  const [row] = await rowsOf<RawMessage>(
    db,
    sql`insert into chat_messages (sender_id, receiver_id, message, created_at)
      values (${caller.userId}, ${body.receiver_id}, ${body.message}, ${now.toISOString()})
      returning id, sender_id, receiver_id, message, created_at, read_at`,
  );
  return toChatMessage(row!);
}

/** Compose Message: the active users the caller may write to, searched by name. */
export async function searchRecipients(
  db: Db,
  caller: Caller,
  request: PageRequest & { search_text: string },
): Promise<PageAnswer<ChatRecipient>> {
  const pattern = containsPattern(request.search_text);
  const searched =
    request.search_text === '' ? sql`true` : sql`concat_ws(' ', u.first_name, u.last_name) ilike ${pattern}`;
  const rows = await rowsOf<{
    id: string;
    first_name: string;
    last_name: string;
    role_name: string;
    total: number;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, r.role_name, (count(*) over ())::int as total
      from users u join roles r on r.id = u.role_id
      where ${mayWriteTo(caller)} and ${searched}
      order by u.first_name, u.last_name, u.id
      limit ${request.per_page} offset ${(request.page - 1) * request.per_page}`,
  );
  const data = rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    role_Name: row.role_name,
  }));
  return pageAnswer(data, rows[0] ? Number(rows[0].total) : 0, request);
}
