/**
 * People, sessions, API tokens and the audit log, for ADMINs (`/api/admin/*`). Each change is
 * audit-logged with who did it, from where, and what it was before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  auditListSchema,
  auditQuerySchema,
  changeRoleSchema,
  createdTokenSchema,
  createTokenSchema,
  tokenOperationsProblem,
  grantRoleSchema,
  tokenListSchema,
  userListSchema,
} from '@site/contracts/admin-api';
import { INVITATION_EVENT } from '@site/contracts/notifications';
import type { Database } from '@site/db/database';
import { auditFacets, listAudit, recordAudit } from '@site/db/audit-log';
import { latestEmailsTo, queueEmailTo } from '@site/db/notification-outbox';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { actorOf } from './access-control.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.ts';
import { endSessionsOf } from './sessions.ts';
import { changeRole, countAdmins, getUser, grantRole, listUsers, removeAccess } from './users.ts';
import { HttpError } from '@site/service-kit/http-errors';

export interface AdminRoutesOptions {
  db: Database;
  hashIp: (ip: string) => string;
  /** Whether the site sends e-mail, and so invitations. */
  invitations: boolean;
}

const uuidParams = jsonSchemaOf(z.strictObject({ id: z.uuid() }));
const tokenParams = jsonSchemaOf(z.strictObject({ id: z.string().regex(/^[a-z0-9]{12}$/) }));
const responses = (ok: Record<string, unknown>, status = 200) => ({ [status]: ok, '4xx': errorResponseSchema });

const userAccess = { access: { permission: 'users:manage' as const } };

const notFound = (what: string) => new HttpError(404, `${what} does not exist`);

export async function adminRoutes(untypedApp: FastifyInstance, { db, hashIp, invitations }: AdminRoutesOptions): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  const ipOf = (request: FastifyRequest) => hashIp(request.ip);

  app.get(
    '/api/admin/users',
    {
      config: userAccess,
      schema: documented({ tags: ['admin'], summary: 'People with access and their roles', response: responses(jsonSchemaOf(userListSchema, 'output')) }),
    },
    async () => {
      const users = await listUsers(db);
      // Only for people who have not signed in yet: once they have, the invitation did its work.
      const invited = await latestEmailsTo(
        db,
        INVITATION_EVENT,
        users.filter((user) => user.lastSignInAt === null).map((user) => user.email),
      );
      return {
        users: users.map((user) => {
          const invitation = invited.get(user.email);
          return { ...user, invitation: invitation ? { state: invitation.state, at: invitation.at.toISOString(), error: invitation.error } : null };
        }),
        invitations,
      };
    },
  );

  app.post(
    '/api/admin/users',
    {
      config: userAccess,
      schema: documented({ tags: ['admin'], summary: 'Grant a role to an e-mail address', body: jsonSchemaOf(grantRoleSchema), response: responses({}, 201) }),
    },
    async (request, reply) => {
      const body = request.body;
      const result = await db.transaction(async (tx) => {
        const existing = await tx.query<{ role: string }>('SELECT role FROM admin_users WHERE email = $1 AND removed_at IS NULL FOR UPDATE', [
          body.email.toLowerCase(),
        ]);
        if (existing.rows[0]?.role === 'ADMIN' && body.role !== 'ADMIN' && (await countAdmins(tx)) <= 1) {
          throw new HttpError(409, 'This is the last ADMIN: make someone else ADMIN first.');
        }
        const granted = await grantRole(tx, { email: body.email, name: body.name, role: body.role, sections: body.sections ?? [] }, actorOf(request));
        const auditId = await recordAudit(tx, {
          actor: actorOf(request),
          action: granted.before ? 'user.role-change' : 'user.grant',
          entityType: 'admin_user',
          entityId: granted.user.email,
          details: { before: granted.before, after: { role: granted.user.role, sections: granted.user.sections } },
          ipHash: ipOf(request),
        });
        // Someone new (or given access again) is told where to sign in, with the grant, in its transaction.
        const invited = invitations && !granted.before && body.invite !== false;
        if (invited) await queueEmailTo(tx, { recipient: granted.user.email, auditId, event: INVITATION_EVENT });
        return { ...granted, invited };
      });
      return reply.code(result.before ? 200 : 201).send({ user: result.user, invited: result.invited });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: userAccess,
      schema: documented({ tags: ['admin'], summary: "Change a person's role or sections", params: uuidParams, body: jsonSchemaOf(changeRoleSchema) }),
    },
    async (request) => {
      const { role, sections = [] } = request.body;
      const changed = await db.transaction(async (tx) => {
        const current = await getUser(tx, request.params.id);
        if (!current) throw notFound(`person ${request.params.id}`);
        if (current.role === 'ADMIN' && role !== 'ADMIN' && (await countAdmins(tx)) <= 1) {
          throw new HttpError(409, 'This is the last ADMIN: make someone else ADMIN first.');
        }
        const result = await changeRole(tx, request.params.id, role, sections);
        if (!result) throw notFound(`person ${request.params.id}`);
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'user.role-change',
          entityType: 'admin_user',
          entityId: result.user.email,
          details: { before: result.before, after: { role: result.user.role, sections: result.user.sections } },
          ipHash: ipOf(request),
        });
        return result.user;
      });
      return { user: changed };
    },
  );

  app.post(
    '/api/admin/users/:id/revoke-sessions',
    { config: userAccess, schema: documented({ tags: ['admin'], summary: 'End every session of a person, at once', params: uuidParams }) },
    async (request) => {
      const user = await getUser(db, request.params.id);
      if (!user) throw notFound(`person ${request.params.id}`);
      const ended = await endSessionsOf(db, user.id);
      await recordAudit(db, {
        actor: actorOf(request),
        action: 'session.revoke',
        entityType: 'admin_user',
        entityId: user.email,
        details: { ended },
        ipHash: ipOf(request),
      });
      return { ended };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: userAccess,
      schema: documented({
        tags: ['admin'],
        summary: "Remove a person's access: they can no longer sign in and their sessions end at once",
        params: uuidParams,
        response: responses(jsonSchemaOf(z.object({ removed: z.string(), sessionsEnded: z.int() }), 'output')),
      }),
    },
    async (request) => {
      const principal = request.principal;
      if (principal?.kind === 'user' && principal.session.userId === request.params.id) {
        throw new HttpError(409, 'You cannot remove your own access: ask another ADMIN.');
      }
      return db.transaction(async (tx) => {
        const current = await getUser(tx, request.params.id);
        if (!current) throw notFound(`person ${request.params.id}`);
        if (current.role === 'ADMIN' && (await countAdmins(tx)) <= 1) throw new HttpError(409, 'This is the last ADMIN: make someone else ADMIN first.');
        const removed = await removeAccess(tx, request.params.id, actorOf(request));
        if (!removed) throw notFound(`person ${request.params.id}`);
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'user.remove',
          entityType: 'admin_user',
          entityId: removed.user.email,
          details: { role: removed.user.role, sections: removed.user.sections, sessionsEnded: removed.sessionsEnded },
          ipHash: ipOf(request),
        });
        return { removed: removed.user.email, sessionsEnded: removed.sessionsEnded };
      });
    },
  );

  app.get(
    '/api/admin/tokens',
    {
      config: userAccess,
      schema: documented({ tags: ['admin'], summary: 'Scoped API tokens (never their secrets)', response: responses(jsonSchemaOf(tokenListSchema, 'output')) }),
    },
    async () => ({
      tokens: await listApiTokens(db),
    }),
  );

  app.post(
    '/api/admin/tokens',
    {
      config: userAccess,
      schema: documented({
        tags: ['admin'],
        summary: 'Create a scoped API token: the answer is the only time its secret is shown',
        body: jsonSchemaOf(createTokenSchema),
        response: responses(jsonSchemaOf(createdTokenSchema, 'output'), 201),
      }),
    },
    async (request, reply) => {
      const { name, sections, operations, expiresInDays } = request.body;
      const problem = tokenOperationsProblem(operations);
      if (problem) throw new HttpError(400, problem);
      const created = await db.transaction(async (tx) => {
        const result = await createApiToken(
          tx,
          { name, sections: sections.includes('*') ? ['*'] : sections, operations, expiresAt: new Date(Date.now() + expiresInDays * 86_400_000) },
          actorOf(request),
        );
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'token.create',
          entityType: 'api_token',
          entityId: result.token.id,
          details: { name, sections: result.token.sections, operations: result.token.operations, expiresAt: result.token.expiresAt },
          ipHash: ipOf(request),
        });
        return result;
      });
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.post(
    '/api/admin/tokens/:id/revoke',
    { config: userAccess, schema: documented({ tags: ['admin'], summary: 'Revoke a token: refused from its next use on', params: tokenParams }) },
    async (request) => {
      const result = await revokeApiToken(db, request.params.id, actorOf(request));
      if (!result) throw notFound(`token ${request.params.id}`);
      if (result.changed) {
        await recordAudit(db, {
          actor: actorOf(request),
          action: 'token.revoke',
          entityType: 'api_token',
          entityId: result.token.id,
          details: { name: result.token.name },
          ipHash: ipOf(request),
        });
      }
      return { token: result.token };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: { permission: 'audit:read' } },
      schema: documented({
        tags: ['admin'],
        summary: 'The audit log, newest first, filtered by person and action',
        querystring: jsonSchemaOf(auditQuerySchema),
        response: responses(jsonSchemaOf(auditListSchema, 'output')),
      }),
    },
    async (request) => {
      const { actor, action, before, limit } = request.query;
      const [entries, facets] = await Promise.all([listAudit(db, { actor, action, beforeId: before, limit }), auditFacets(db)]);
      return { entries, ...facets };
    },
  );
}
