import type { FastifyInstance } from 'fastify';
import { announcementEndpoints as endpoints } from '../../../shared/contract/announcements';
import { announcementMessages as M } from '../../../shared/messages/announcements';
import type { Deps } from '../../deps';
import { endpointRegistrar } from '../../http/route';
import {
  audienceRoles,
  audienceUsers,
  bannerOf,
  deleteAnnouncements,
  listAnnouncements,
  saveAnnouncement,
} from './service';

/** Registers the calls of src/shared/contract/announcements.ts. */
export function registerAnnouncementRoutes(app: FastifyInstance, deps: Deps): void {
  const route = endpointRegistrar(app, deps.authenticate);

  route(endpoints.fetch, async ({ body }) => ({ announcement: await listAnnouncements(deps.db, body) }));

  route(endpoints.banner, async ({ caller }) => ({
    announcement: { data: await bannerOf(deps.db, caller, deps.clock.now()) },
  }));

  route(endpoints.save, async ({ body, caller }) => {
    const saved = await deps.db.transaction((tx) => saveAnnouncement(tx, caller, body, deps.clock.now()));
    return { message: (saved.created ? M.created : M.updated).message, id: saved.id };
  });

  route(endpoints.remove, async ({ body }) => {
    await deps.db.transaction((tx) => deleteAnnouncements(tx, body.id));
    return { message: M.deleted.message };
  });

  route(endpoints.users, async ({ body }) => ({ users: await audienceUsers(deps.db, body) }));

  route(endpoints.roles, async () => ({ roles: await audienceRoles(deps.db) }));
}
