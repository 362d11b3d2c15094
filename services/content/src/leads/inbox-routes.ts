/**
 * The leads inbox for EDITORs and ADMINs (`/api/admin/leads/*`): filtered, paged and sorted;
 * each lead's status, owner and notes, with who changed what; CSV export of exactly the filtered rows;
 * and erasure of one person's leads by e-mail address (GDPR), audit-logged without the address.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  eraseLeadsInputSchema,
  LEAD_UNOWNED,
  leadChangeInputSchema,
  leadDetailSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteInputSchema,
  leadOwnersSchema,
} from '@site/contracts/admin-api';
import { recordAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import {
  addLeadNote,
  countNewLeads,
  eraseLeadsOf,
  exportInbox,
  getInboxLead,
  leadOwnerCandidates,
  listInbox,
  setLeadOwner,
  setLeadStatus,
} from '@site/db/lead-inbox';
import { actorOf, type RouteAccess } from '@site/identity/access-control';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { leadsCsv } from './inbox-csv.ts';
import { HttpError } from '@site/service-kit/http-errors';
import { recordIdParamsSchema } from '../record-id-params.ts';

const read: { access: RouteAccess } = { access: { permission: 'leads:read' } };
const write: { access: RouteAccess } = { access: { permission: 'leads:write' } };
const responses = (ok: Record<string, unknown>) => ({ 200: ok, '4xx': errorResponseSchema });
const notFound = (id: string) => new HttpError(404, `lead ${id} does not exist`);

const filterOf = (query: z.output<typeof leadFilterSchema>) => ({
  form: query.form,
  status: query.status,
  from: query.from,
  to: query.to,
  q: query.q,
  spam: query.spam,
  owner: query.owner === LEAD_UNOWNED ? null : query.owner?.toLowerCase(),
});

export async function leadsRoutes(untypedApp: FastifyInstance, { db, hashIp }: { db: Database; hashIp: (ip: string) => string }): Promise<void> {
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();
  app.get(
    '/api/admin/leads',
    {
      config: read,
      schema: documented({
        tags: ['leads'],
        summary: 'Leads, filtered, sorted and paged, with the count of new ones',
        querystring: jsonSchemaOf(leadListQuerySchema),
        response: responses(jsonSchemaOf(leadListSchema, 'output')),
      }),
    },
    async (request) => {
      const { sort, page, pageSize } = request.query;
      const [{ leads, total }, newCount] = await Promise.all([listInbox(db, filterOf(request.query), { sort, page, pageSize }), countNewLeads(db)]);
      return { leads, total, page, pageSize, newCount };
    },
  );

  app.get(
    '/api/admin/leads/export',
    {
      config: read,
      schema: documented({ tags: ['leads'], summary: 'The filtered leads as CSV (one column per form field)', querystring: jsonSchemaOf(leadFilterSchema) }),
    },
    async (request, reply) => {
      const leads = await exportInbox(db, filterOf(request.query));
      await recordAudit(db, {
        actor: actorOf(request),
        action: 'leads.export',
        entityType: 'leads',
        details: { rows: leads.length, filter: filterOf(request.query) },
        ipHash: hashIp(request.ip),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(leadsCsv(leads));
    },
  );

  app.get(
    '/api/admin/leads/owners',
    {
      config: read,
      schema: documented({ tags: ['leads'], summary: 'The people who may own a lead', response: responses(jsonSchemaOf(leadOwnersSchema, 'output')) }),
    },
    async () => ({ owners: await leadOwnerCandidates(db) }),
  );

  app.get(
    '/api/admin/leads/:id',
    {
      config: read,
      schema: documented({
        tags: ['leads'],
        summary: 'One lead with its timeline',
        params: recordIdParamsSchema,
        response: responses(jsonSchemaOf(leadDetailSchema, 'output')),
      }),
    },
    async (request) => {
      const lead = await getInboxLead(db, request.params.id);
      if (!lead) throw notFound(request.params.id);
      return lead;
    },
  );

  app.patch(
    '/api/admin/leads/:id',
    {
      config: write,
      schema: documented({
        tags: ['leads'],
        summary: "Change a lead's status, its owner or both",
        params: recordIdParamsSchema,
        body: jsonSchemaOf(leadChangeInputSchema),
        response: responses(jsonSchemaOf(leadDetailSchema, 'output')),
      }),
    },
    async (request) => {
      const { id } = request.params;
      const { status, owner } = request.body;
      if (status === undefined && owner === undefined) throw new HttpError(400, 'Name a status or an owner');
      await db.transaction(async (tx) => {
        if (status !== undefined && !(await setLeadStatus(tx, id, status, actorOf(request)))) throw notFound(id);
        if (owner === undefined) return;
        const outcome = await setLeadOwner(tx, id, owner, actorOf(request));
        if (outcome === 'no-lead') throw notFound(id);
        if (outcome === 'not-an-owner')
          throw new HttpError(422, `${owner} cannot own leads: only someone who may change leads (an editor or an administrator) can`);
      });
      return getInboxLead(db, id);
    },
  );

  app.post(
    '/api/admin/leads/:id/notes',
    {
      config: write,
      schema: documented({
        tags: ['leads'],
        summary: 'Add a note to a lead',
        params: recordIdParamsSchema,
        body: jsonSchemaOf(leadNoteInputSchema),
        response: responses(jsonSchemaOf(leadDetailSchema, 'output')),
      }),
    },
    async (request) => {
      const note = request.body.note.trim();
      if (note.length === 0) throw new HttpError(400, 'Write the note');
      if (!(await db.transaction((tx) => addLeadNote(tx, request.params.id, note, actorOf(request))))) throw notFound(request.params.id);
      return getInboxLead(db, request.params.id);
    },
  );

  app.post(
    '/api/admin/leads/erase',
    {
      config: write,
      schema: documented({
        tags: ['leads'],
        summary: 'Erase every lead of one e-mail address (GDPR); the audit log keeps a hash of it, never the address',
        body: jsonSchemaOf(eraseLeadsInputSchema),
        response: responses(jsonSchemaOf(z.object({ erased: z.int() }), 'output')),
      }),
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const erased = await db.transaction(async (tx) => {
        const count = await eraseLeadsOf(tx, email);
        // Which address was erased can be checked later (hash it again), but is not kept.
        const emailHash = createHash('sha256').update(email).digest('hex');
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'leads.erase',
          entityType: 'leads',
          entityId: `sha256:${emailHash.slice(0, 16)}`,
          details: { erased: count, reason: request.body.reason.trim(), emailSha256: emailHash },
          ipHash: hashIp(request.ip),
        });
        return count;
      });
      return { erased };
    },
  );
}
