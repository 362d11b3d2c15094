/**
 * Settings the team changes without a release:
 * - `/api/admin/settings` (ADMIN): contact numbers and e-mail, support and login addresses, tag
 *   manager container; `/api/site-settings` is the public read;
 * - `/api/admin/seo` (EDITOR, ADMIN): title, description and noindex of the route-table pages;
 * - `/go/support` and `/go/login`: always the current addresses (route-table redirects use them).
 * A change is audit-logged with what it was before, and followed at once: the next page served
 * carries it, and prerendered pages are rendered again (the key includes the settings).
 */
import type { FastifyInstance } from 'fastify';
import { pageSeoInputSchema, pageSeoListSchema } from '@site/contracts/admin-api';
import { isIndexable, type RouteTable } from '@site/contracts/route-entry';
import { SETTINGS_DESTINATIONS } from '@site/contracts/site-settings';
import { siteSettingsResponseSchema, siteSettingsSchema } from '@site/contracts/site-settings-schema';
import { recordAudit } from '@site/db/audit-log';
import type { Database } from '@site/db/database';
import { writePageSeo, writeSiteSettings } from '@site/db/site-settings-repository';
import { actorOf, type RouteAccess } from '@site/identity/access-control';
import { documented, errorResponseSchema, jsonSchemaOf, type ZodSchemaTypes } from '@site/service-kit/json-schema';
import { strictValidators } from '@site/service-kit/validation';
import { siteRouteTables } from '../page-catalogue.ts';
import type { RemotesSource } from '../remotes-source.ts';
import type { SiteSettingsSource } from '../site-settings.ts';
import { HttpError, jsonError } from '@site/service-kit/http-errors';

export interface SettingsRoutesOptions {
  db: Database;
  settings: SiteSettingsSource;
  source: RemotesSource;
  /** The shell's route table: from its build, or under `npm run dev` from its dev server. */
  shellTable: () => Promise<RouteTable>;
  hashIp: (ip: string) => string;
  /** Told of a change visitors see, with the pages to render first. */
  onChange: (pages: string[]) => void;
}

const manage: { access: RouteAccess } = { access: { permission: 'settings:write' } };
const editSeo: { access: RouteAccess } = { access: { permission: 'content:write' } };

export async function settingsRoutes(
  untypedApp: FastifyInstance,
  { db, settings, source, shellTable, hashIp, onChange }: SettingsRoutesOptions,
): Promise<void> {
  strictValidators(untypedApp);
  const app = untypedApp.withTypeProvider<ZodSchemaTypes>();

  app.get(
    '/api/site-settings',
    {
      schema: documented({
        tags: ['site'],
        summary: 'The contact details and addresses the public site shows',
        response: { 200: jsonSchemaOf(siteSettingsSchema, 'output') },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return (await settings.current()).settings;
    },
  );

  for (const [path, key] of Object.entries(SETTINGS_DESTINATIONS)) {
    app.get(path, { schema: documented({ hide: true }) }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').redirect((await settings.current()).settings[key], 302),
    );
  }

  app.get(
    '/api/admin/settings',
    {
      config: manage,
      schema: documented({
        tags: ['admin'],
        summary: 'The public site settings, with who changed them last',
        response: { 200: jsonSchemaOf(siteSettingsResponseSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async () => {
      const snapshot = await settings.current();
      return { settings: snapshot.settings, updatedBy: snapshot.updatedBy, updatedAt: snapshot.updatedAt };
    },
  );

  app.put(
    '/api/admin/settings',
    {
      config: manage,
      bodyLimit: 16 * 1024,
      schema: documented({
        tags: ['admin'],
        summary: 'Change the public site settings (live within seconds, prerendered pages included)',
        body: jsonSchemaOf(siteSettingsSchema),
        response: { 200: jsonSchemaOf(siteSettingsResponseSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request) => {
      const parsed = siteSettingsSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      const before = (await settings.current()).settings;
      await db.transaction(async (tx) => {
        await writeSiteSettings(tx, parsed.data, actorOf(request));
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'settings.update',
          entityType: 'site_settings',
          entityId: 'site',
          details: { before, after: parsed.data },
          ipHash: hashIp(request.ip),
        });
      });
      settings.invalidate();
      // The pages that state a setting beyond the header and footer every page carries, first.
      onChange(['/', '/contact', '/card-processing-rate-review', '/payment-processing-savings-calculator']);
      const snapshot = await settings.current();
      return { settings: snapshot.settings, updatedBy: snapshot.updatedBy, updatedAt: snapshot.updatedAt };
    },
  );

  /** The pages an override may apply to: the indexable pages of the route tables live now. */
  const overridablePages = async () =>
    siteRouteTables(await shellTable(), await source.remotesManifest())
      .flatMap((table) => table.routes)
      .filter((entry) => isIndexable(entry) && !entry.path.includes(':'));

  const pageList = async () => {
    const [pages, snapshot] = await Promise.all([overridablePages(), settings.current()]);
    return {
      pages: pages.map((entry) => {
        const override = snapshot.seo.get(entry.path);
        return {
          path: entry.path,
          title: entry.title,
          description: entry.description,
          override: override
            ? {
                title: override.title,
                description: override.description,
                noindex: override.noindex,
                updatedBy: override.updatedBy,
                updatedAt: override.updatedAt,
              }
            : null,
        };
      }),
    };
  };

  app.get(
    '/api/admin/seo',
    {
      config: editSeo,
      schema: documented({
        tags: ['admin'],
        summary: 'Every indexable page with its title, description and override',
        response: { 200: jsonSchemaOf(pageSeoListSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    pageList,
  );

  app.put(
    '/api/admin/seo',
    {
      config: editSeo,
      bodyLimit: 4096,
      schema: documented({
        tags: ['admin'],
        summary: "Set (or with all empty, remove) a page's search-engine title, description and noindex",
        body: jsonSchemaOf(pageSeoInputSchema),
        response: { 200: jsonSchemaOf(pageSeoListSchema, 'output'), '4xx': errorResponseSchema },
      }),
    },
    async (request, reply) => {
      const input = pageSeoInputSchema.safeParse(request.body);
      if (!input.success)
        return reply.code(400).send(jsonError(400, input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')));
      if (!(await overridablePages()).some((entry) => entry.path === input.data.path)) {
        return reply.code(404).send(jsonError(404, `${input.data.path} is not an indexable page of the site`));
      }
      const before = (await settings.current()).seo.get(input.data.path) ?? null;
      await db.transaction(async (tx) => {
        await writePageSeo(tx, input.data, actorOf(request));
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'seo.update',
          entityType: 'page',
          entityId: input.data.path,
          details: { before, after: input.data },
          ipHash: hashIp(request.ip),
        });
      });
      settings.invalidate();
      onChange([input.data.path]);
      return pageList();
    },
  );
}
