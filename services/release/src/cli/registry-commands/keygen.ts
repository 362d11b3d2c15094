/** `remotes keygen`: a new Ed25519 key pair for signing a section's builds. */
import { generateSigningKeyPair } from '@site/service-kit/build-signing';
import { defineCommand, printJson } from './context.ts';

const usage = `usage: remotes keygen [--json]

Makes a key pair for signing builds, and keeps nothing. Put the private key in the section CI's
secrets as RELEASE_SIGNING_KEY: \`remotes publish\` then signs every build record it registers.
Give the public key to an ADMIN, who trusts it for your sections on the Releases page; where
RELEASE_SIGNATURES=required (production), only builds signed by a trusted key are accepted.`;

export const keygenCommand = defineCommand({
  name: 'keygen',
  summary: 'make an Ed25519 key pair for signing builds',
  usage,
  options: {},
  positionals: { min: 0, max: 0 },
  async run(context, { values }) {
    const pair = generateSigningKeyPair();
    if (printJson(context, values.json, { keyId: pair.keyId, publicKey: pair.publicKeyPem, privateKey: pair.privateKeyPem })) return 0;
    context.out(`key id ${pair.keyId}`);
    context.out('');
    context.out('Public key: give it to an ADMIN (Releases page, Signing keys), who trusts it for your sections.');
    context.out(pair.publicKeyPem.trimEnd());
    context.out('');
    context.out('Private key: the section CI secret RELEASE_SIGNING_KEY. It is shown once and kept nowhere.');
    context.out(pair.privateKeyPem.trimEnd());
    return 0;
  },
});
