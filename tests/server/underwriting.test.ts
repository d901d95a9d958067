import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications, rights, roleRights, users } from '../../src/server/db/schema';
import {
  clientAdvocates,
  underwritingTasks,
  underwritingVerticals,
} from '../../src/server/db/schema/onboarding';
import { prospects } from '../../src/server/db/schema/prospects';
import type { UnderwritingTask, UnderwritingVertical } from '../../src/shared/contract/underwriting';
import { startTestApp, type TestApp } from './harness';
import { readyProspect, submittedProspect, userIdOf } from './onboardingBook';

describe('the underwriting checklist', () => {
  let t: TestApp;
  let admin: string;
  let caId: string;
  let client: { id: number };
  let other: { id: number };
  let clientUser: string;

  const fetchChecklist = async (prospectId: number, token = admin) => {
    const answer = await t.call('underwriting/fetch', { prospect_id: prospectId }, token);
    return { ...answer, verticals: answer.body.underwritings as UnderwritingVertical[] };
  };
  const addVertical = (prospectId: number, name: string, token = admin) =>
    t.call('underwriting/vertical/save', { prospect_id: prospectId, name }, token);
  const addTask = (verticalId: number, title: string, token = admin) =>
    t.call(
      'underwriting/task/add',
      { under_writing_id: verticalId, title, mandatory: true, status: 0 },
      token,
    );
  const verticalId = (answer: { body: Record<string, unknown> }) =>
    (answer.body.underwriting as UnderwritingVertical).id;
  const taskId = (answer: { body: Record<string, unknown> }) => (answer.body.task as UnderwritingTask).id;

  /** A client promoted through the product's path, so it has its documents vertical. */
  async function promotedClient() {
    const prospect = await readyProspect(t);
    const answer = await t.call(
      'prospect/status_change',
      { ids: [prospect.id], status: 1, selected_advocates: [caId] },
      admin,
    );
    expect(answer.statusCode).toBe(200);
    return prospect;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@factordesk.test');
    caId = await userIdOf(t, 'ca@factordesk.test');
    client = await promotedClient();
    other = await promotedClient();
    await t.db.update(users).set({ companyId: client.id }).where(eq(users.email, 'client@factordesk.test'));
    clientUser = await t.signIn('client@factordesk.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only live clients, and a client user only its own', async () => {
    const prospect = await submittedProspect(t);
    const all = await t.call('underwriting/clients', {}, admin);
    const ids = (all.body.prospects as { data: { id: number }[] }).data.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([client.id, other.id]));
    expect(ids).not.toContain(prospect.id);
    const own = await t.call('underwriting/clients', {}, clientUser);
    expect((own.body.prospects as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([client.id]);
    expect((await fetchChecklist(prospect.id)).statusCode).toBe(404);
  });

  it('starts with the documents vertical, which cannot be changed', async () => {
    const { statusCode, verticals } = await fetchChecklist(client.id);
    expect(statusCode).toBe(200);
    expect(verticals).toHaveLength(1);
    const documents = verticals[0];
    if (!documents) throw new Error('no documents vertical');
    expect(documents).toMatchObject({ name: 'Underwriting Documents', is_documents: true });
    expect(documents.tasks).toHaveLength(17);
    const task = documents.tasks[0];
    if (!task) throw new Error('no task');
    const locked =
      'The Underwriting Documents vertical follows the documents checklist and cannot be changed here.';
    const refusals = [
      await t.call(
        'underwriting/vertical/save',
        { prospect_id: client.id, id: documents.id, name: 'Docs' },
        admin,
      ),
      await t.call('underwriting/vertical/delete', { id: documents.id }, admin),
      await addTask(documents.id, 'Extra'),
      await t.call('underwriting/task/update', { id: task.id, status: 1 }, admin),
      await t.call('underwriting/task/update', { id: task.id, title: 'Renamed' }, admin),
      await t.call('underwriting/task/delete', { id: task.id }, admin),
    ];
    for (const refusal of refusals)
      expect(refusal).toMatchObject({ statusCode: 409, body: { message: locked } });
    expect((await fetchChecklist(client.id)).verticals).toEqual(verticals);
  });

  it('creates, renames and deletes a vertical, its title unique within the client whatever its case and spaces', async () => {
    const created = await addVertical(client.id, '  Credit Review  ');
    expect(created).toMatchObject({
      statusCode: 200,
      body: { message: 'Vertical has been created successfully.' },
    });
    expect(created.body.underwriting).toMatchObject({
      name: 'Credit Review',
      is_documents: false,
      tasks: [],
    });
    const id = verticalId(created);
    for (const name of ['credit review', ' CREDIT REVIEW ', 'underwriting documents']) {
      expect(await addVertical(client.id, name)).toMatchObject({
        statusCode: 409,
        body: { message: 'Vertical Title should be unique.' },
      });
    }
    // Another client may use the same title.
    expect((await addVertical(other.id, 'Credit Review')).statusCode).toBe(200);
    expect((await addVertical(client.id, '')).body.message).toBe('Vertical Title is required');
    expect((await addVertical(client.id, 'x'.repeat(36))).statusCode).toBe(400);
    expect((await addVertical(client.id, 'Bad\u0000Title')).statusCode).toBe(400);
    expect(
      (await t.call('underwriting/vertical/save', { prospect_id: client.id, name: 'A', x: 1 }, admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call('underwriting/vertical/save', { prospect_id: '1e3', name: 'A' }, admin)).statusCode,
    ).toBe(400);

    const renamed = await t.call(
      'underwriting/vertical/save',
      { prospect_id: client.id, id, name: 'CREDIT review' },
      admin,
    );
    expect(renamed).toMatchObject({
      statusCode: 200,
      body: { message: 'Vertical has been updated successfully.' },
    });
    await addTask(id, 'Pull credit');
    const deleted = await t.call('underwriting/vertical/delete', { id }, admin);
    expect(deleted).toMatchObject({
      statusCode: 200,
      body: { message: 'Vertical has been deleted successfully.' },
    });
    expect(await t.db.select().from(underwritingTasks).where(eq(underwritingTasks.verticalId, id))).toEqual(
      [],
    );
  });

  it('adds, renames, checks and deletes a task, its title unique within the vertical', async () => {
    const vertical = verticalId(await addVertical(client.id, 'Legal'));
    const added = await addTask(vertical, ' UCC Search ');
    expect(added).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Task has been created successfully.',
        task: { title: 'UCC Search', status: 0, mandatory: true },
      },
    });
    const id = taskId(added);
    expect(await addTask(vertical, 'ucc search')).toMatchObject({
      statusCode: 409,
      body: { message: 'Task Title should be unique.' },
    });
    expect((await addTask(vertical, 'x'.repeat(31))).statusCode).toBe(400);
    expect((await addTask(vertical, '')).body.message).toBe('Task Title is required');
    const second = taskId(await addTask(vertical, 'Lien Search'));
    expect(
      await t.call('underwriting/task/update', { id: second, title: 'UCC SEARCH' }, admin),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'Task Title should be unique.' },
    });
    expect(await t.call('underwriting/task/update', { id, status: 1 }, admin)).toMatchObject({
      statusCode: 200,
      body: { message: 'Task has been updated successfully.', task: { status: 1 } },
    });
    expect((await t.call('underwriting/task/update', { id }, admin)).statusCode).toBe(400);
    expect((await t.call('underwriting/task/update', { id, status: 2 }, admin)).statusCode).toBe(400);
    expect(await t.call('underwriting/task/delete', { id: second }, admin)).toMatchObject({
      statusCode: 200,
      body: { message: 'Task has been deleted successfully.' },
    });
  });

  it('tells staff and the advocates once when the last task is checked', async () => {
    const prospect = await promotedClient();
    const [documents] = await t.db
      .select()
      .from(underwritingVerticals)
      .where(eq(underwritingVerticals.prospectId, prospect.id));
    await t.db
      .update(underwritingTasks)
      .set({ status: 1 })
      .where(eq(underwritingTasks.verticalId, documents?.id ?? 0));
    const vertical = verticalId(await addVertical(prospect.id, 'Final'));
    const last = taskId(await addTask(vertical, 'Sign off'));
    const notices = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.type, 'underwriting_checklist_complete'),
            eq(notifications.typeId, prospect.id),
          ),
        );
    await t.call('underwriting/task/update', { id: last, status: 1 }, admin);
    const first = await notices();
    expect(first.filter((notice) => notice.userId === caId)).toHaveLength(1);
    await t.call('underwriting/task/update', { id: last, title: 'Signed off' }, admin);
    expect(await notices()).toHaveLength(first.length);
    await t.call('underwriting/task/update', { id: last, status: 0 }, admin);
    await t.call('underwriting/task/update', { id: last, status: 1 }, admin);
    expect(await notices()).toHaveLength(first.length * 2);
    expect(
      await t.db.select().from(clientAdvocates).where(eq(clientAdvocates.prospectId, prospect.id)),
    ).toHaveLength(1);
  });

  it("locks a client user to its own company, read-only, and answers 404 for another client's records", async () => {
    expect((await fetchChecklist(client.id, clientUser)).statusCode).toBe(200);
    expect((await fetchChecklist(other.id, clientUser)).statusCode).toBe(404);
    expect((await addVertical(client.id, 'Mine', clientUser)).statusCode).toBe(403);
    const otherVertical = verticalId(await addVertical(other.id, 'Theirs'));
    const otherTask = taskId(await addTask(otherVertical, 'Their task'));
    for (const [path, body] of [
      ['underwriting/vertical/delete', { id: otherVertical }],
      ['underwriting/task/delete', { id: otherTask }],
      ['underwriting/task/update', { id: otherTask, status: 1 }],
    ] as const) {
      expect((await t.call(path, body, clientUser)).statusCode).toBe(403);
    }

    // A client user whose role holds the rights still reaches only its own company.
    const [role] = await t.db
      .select({ roleId: users.roleId })
      .from(users)
      .where(eq(users.email, 'client@factordesk.test'));
    const granted = await t.db
      .select({ id: rights.id })
      .from(rights)
      .where(
        inArray(rights.rightName, [
          'add_vertical',
          'delete_vertical',
          'add_task',
          'edit_task',
          'delete_task',
        ]),
      );
    await t.db
      .insert(roleRights)
      .values(granted.map((right) => ({ roleId: role?.roleId ?? 0, rightId: right.id })));
    const entitled = await t.signIn('client@factordesk.test');
    expect((await addVertical(client.id, 'Mine', entitled)).statusCode).toBe(200);
    expect((await addVertical(other.id, 'Mine', entitled)).statusCode).toBe(404);
    expect((await addTask(otherVertical, 'Mine', entitled)).statusCode).toBe(404);
    for (const [path, body] of [
      ['underwriting/vertical/delete', { id: otherVertical }],
      ['underwriting/task/delete', { id: otherTask }],
      ['underwriting/task/update', { id: otherTask, status: 1 }],
    ] as const) {
      expect((await t.call(path, body, entitled)).statusCode).toBe(404);
    }
    await t.db.delete(roleRights).where(
      and(
        eq(roleRights.roleId, role?.roleId ?? 0),
        inArray(
          roleRights.rightId,
          granted.map((right) => right.id),
        ),
      ),
    );
  });

  it('answers 404 for forged ids, and a vertical id under another client', async () => {
    expect((await fetchChecklist(999999)).statusCode).toBe(404);
    expect((await addTask(999999, 'Nope')).statusCode).toBe(404);
    expect((await t.call('underwriting/task/update', { id: 999999, status: 1 }, admin)).statusCode).toBe(404);
    expect((await t.call('underwriting/task/delete', { id: 999999 }, admin)).statusCode).toBe(404);
    expect((await t.call('underwriting/vertical/delete', { id: 999999 }, admin)).statusCode).toBe(404);
    const theirs = verticalId(await addVertical(other.id, 'Cross'));
    expect(
      (
        await t.call(
          'underwriting/vertical/save',
          { prospect_id: client.id, id: theirs, name: 'Moved' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
    await t.db.update(prospects).set({ deletedAt: new Date() }).where(eq(prospects.id, other.id));
    expect((await fetchChecklist(other.id)).statusCode).toBe(404);
    expect((await addTask(theirs, 'After delete')).statusCode).toBe(404);
    await t.db.update(prospects).set({ deletedAt: null }).where(eq(prospects.id, other.id));
  });

  it('refuses a caller without the rights with 403', async () => {
    const debtor = await t.signIn('debtor@factordesk.test');
    expect((await fetchChecklist(client.id, debtor)).statusCode).toBe(403);
    expect((await t.call('underwriting/clients', {}, debtor)).statusCode).toBe(403);
  });

  it('lets one of two creates of the same title win', async () => {
    const answers = await Promise.all([addVertical(client.id, 'Race'), addVertical(client.id, 'RACE')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const vertical = verticalId(answers.find((answer) => answer.statusCode === 200) ?? answers[0]);
    const tasks = await Promise.all([addTask(vertical, 'Same'), addTask(vertical, 'same')]);
    expect(tasks.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(tasks.find((answer) => answer.statusCode === 409)?.body.message).toBe(
      'Task Title should be unique.',
    );
  });
});
