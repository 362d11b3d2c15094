import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  helpers,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * The shell's runtime plugin that hands its Module Federation runtime to every section's remote
 * entry (built with `experiments.externalRuntime`, see federation-runtime.ts). It gives the parts
 * the remotes' webpack runtime reads, not MF's own `import *` of the whole runtime, which would add
 * 10 KiB of otherwise unused code to every visitor's first load. These are what the remote entry
 * of @module-federation/enhanced 2.9 reads; a remote built with a newer runtime that reads more
 * fails every journey that opens a section, and the contract gate keeps it to this major.
 */
export const PROVIDED_RUNTIME = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  helpers,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      (CurrentGlobal as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = PROVIDED_RUNTIME;
      return args;
    },
  };
}
