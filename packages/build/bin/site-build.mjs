#!/usr/bin/env node
// The preset is written in TypeScript; tsx lets it run without a compile step of its own.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
