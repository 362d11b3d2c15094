/**
 * Before a write command builds, copies or changes anything: the registry answers, the token is
 * valid, and it may do this on this section. A missing token or right is found in a second,
 * not after a build.
 */
import { allows, type Permission } from '@site/contracts/access';
import { CommandError, type CliContext } from './context.ts';

export async function preflight(context: CliContext, permission: Permission, section: string | undefined): Promise<void> {
  if (context.token === undefined)
    throw new CommandError('no token: set REGISTRY_TOKEN to an API token from /admin/users (PLATFORM_TOKEN is the break-glass fallback)');
  const access = await context.client.access();
  if (!allows({ permissions: access.permissions as Permission[], sections: access.sections }, permission, { section })) {
    throw new CommandError(`${access.who} may not ${permission}${section ? ` on ${section}` : ' on every section'}: ask an ADMIN for a token with that right`);
  }
}
