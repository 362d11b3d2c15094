/**
 * Before a write command builds, copies or changes anything: the registry answers, the token is
 * valid, and it may do this on this section. A missing token or right is found in a second,
 * not after a build.
 */
import { ADMIN_RELEASE_OPERATIONS, ADMIN_RELEASED_SECTIONS, allows, type Permission } from '@site/contracts/access';
import { CommandError, type CliContext } from './context.ts';
import type { RegistryAccess } from './registry-client.ts';

/** Returns who the token is and what it may do, for a command that has more to check. */
export async function preflight(context: Pick<CliContext, 'token' | 'client'>, permission: Permission, section: string | undefined): Promise<RegistryAccess> {
  if (context.token === undefined)
    throw new CommandError('no token: set REGISTRY_TOKEN to an API token from /admin/users (PLATFORM_TOKEN is the break-glass fallback)');
  const access = await context.client.access();
  const grant = { permissions: access.permissions as Permission[], sections: access.sections };
  if (
    section !== undefined &&
    ADMIN_RELEASED_SECTIONS.has(section) &&
    ADMIN_RELEASE_OPERATIONS.has(permission) &&
    grant.permissions.includes(permission) &&
    !allows(grant, permission, { section })
  ) {
    throw new CommandError(`${access.who} may not ${permission} on ${section}: the ${section} section is published, approved and promoted by ADMINs only`);
  }
  if (!allows(grant, permission, { section })) {
    throw new CommandError(`${access.who} may not ${permission}${section ? ` on ${section}` : ' on every section'}: ask an ADMIN for a token with that right`);
  }
  return access;
}
