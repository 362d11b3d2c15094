/**
 * The Kubernetes manifests (services/operations/kubernetes), validated against the Kubernetes
 * schemas (kubernetes-models) and against what the server reads: every variable they set is one
 * `.env.example` lists, production's required ones are all set, the probes ask the server's health
 * routes on the port it listens on, the grace period outlasts its drain, and the pieces name each
 * other (Service → Deployment, Ingress → Service, budget and autoscaler → Deployment).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Service, type IContainer } from 'kubernetes-models/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { describe, expect, test } from 'vitest';
import { BUILT_SERVER, SERVER_DIST } from '@site/site/built-server';
import { loadConfig } from '@site/site/config';
import { productionProblems } from '@site/site/production-config';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const MANIFESTS = path.join(REPO_ROOT, 'services/operations/kubernetes');

const MODELS = { ConfigMap, Deployment, Service, Ingress, PodDisruptionBudget, HorizontalPodAutoscaler, Job } as const;
type Kind = keyof typeof MODELS;

interface Manifest {
  file: string;
  kind: string;
  object: Record<string, unknown>;
}

const manifests: Manifest[] = readdirSync(MANIFESTS)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(MANIFESTS, file), 'utf8')).map((document) => {
      const object = document.toJS() as Record<string, unknown>;
      return { file, kind: String(object.kind), object };
    }),
  );
function one<K extends Kind>(kind: K): InstanceType<(typeof MODELS)[K]> {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found, kind).toHaveLength(1);
  return new MODELS[kind](found[0]?.object as never) as InstanceType<(typeof MODELS)[K]>;
}

const kustomization = parseAllDocuments(readFileSync(path.join(MANIFESTS, 'kustomization.yaml'), 'utf8'))[0]?.toJS() as {
  resources: string[];
  secretGenerator: { name: string; envs: string[] }[];
};
const envExample = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
const configurable = new Set([...envExample.matchAll(/^#? *([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
const secretKeys = readFileSync(path.join(MANIFESTS, 'secrets.env.example'), 'utf8')
  .split('\n')
  .filter((line) => /^[A-Z]/.test(line))
  .map((line) => line.split('=')[0] ?? '');

const deployment = one('Deployment');
const job = one('Job');
const configMap = one('ConfigMap');
const site = deployment.spec?.template.spec?.containers[0] as IContainer;
/** A pod's name, as `fieldRef: metadata.name` gives it. */
const POD_NAME = 'site-7d9f8c6b5-x2k4q';
/** What a container's environment holds: the ConfigMap's data, then its own env (secret references as `<key>`). */
const environmentOf = (container: IContainer) => ({
  ...configMap.data,
  ...Object.fromEntries(
    (container.env ?? []).map((variable) => [
      variable.name,
      variable.value ?? (variable.valueFrom?.secretKeyRef ? `<${variable.valueFrom.secretKeyRef.key}>` : POD_NAME),
    ]),
  ),
});

describe('the Kubernetes manifests', () => {
  test('every object passes its Kubernetes schema, and kustomize applies all but the migration job', () => {
    expect(manifests.map((manifest) => manifest.kind).toSorted()).toEqual(Object.keys(MODELS).toSorted());
    for (const manifest of manifests) expect(() => new MODELS[manifest.kind as Kind](manifest.object as never).validate(), manifest.file).not.toThrow();
    expect(kustomization.resources.toSorted()).toEqual(
      manifests
        .filter((manifest) => manifest.kind !== 'Job')
        .map((manifest) => manifest.file)
        .toSorted(),
    );
  });

  test('a broken object is caught by that validation', () => {
    const broken = structuredClone(manifests.find((manifest) => manifest.kind === 'Deployment')?.object) as { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow(/replicas/);
  });

  test('they set only variables the server reads, and a server started with their environment passes the production checks', () => {
    for (const container of [site, job.spec?.template.spec?.containers[0] as IContainer])
      for (const name of Object.keys(environmentOf(container))) expect(configurable.has(name), `${name} is listed in .env.example`).toBe(true);
    // Every secret the containers read is one the secret file provides.
    const referenced = [site, job.spec?.template.spec?.containers[0] as IContainer].flatMap((container) =>
      (container.env ?? []).flatMap((variable) => (variable.valueFrom?.secretKeyRef ? [variable.valueFrom.secretKeyRef] : [])),
    );
    for (const reference of referenced) {
      expect(reference.name).toBe(kustomization.secretGenerator[0]?.name);
      expect(secretKeys).toContain(reference.key);
    }
    const environment = Object.fromEntries(
      Object.entries(environmentOf(site)).map(([name, value]) => [name, String(value).startsWith('<') ? readExample(name) : String(value)]),
    );
    expect(productionProblems({ ...environment, NODE_ENV: environment.NODE_ENV ?? '' })).toEqual([]);
    expect(() => loadConfig({ ...environment, OIDC_CLIENT_SECRET: 'secret' })).not.toThrow();
  });

  test('the probes ask the server’s health routes on the port it listens on; the grace period outlasts the drain and the longest request', () => {
    const port = Number(configMap.data?.PORT);
    expect(site.ports).toEqual([{ name: 'http', containerPort: port }]);
    expect(site.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(site.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    // Ready means prerendered: the start-up probe waits for the first run.
    expect(site.startupProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect((site.startupProbe?.periodSeconds ?? 10) * (site.startupProbe?.failureThreshold ?? 3)).toBeGreaterThanOrEqual(180);
    const defaults = loadConfig({});
    const drainMs = Number(configMap.data?.SHUTDOWN_DRAIN_MS);
    expect(drainMs).toBeGreaterThan(0);
    expect((deployment.spec?.template.spec?.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThan(drainMs + defaults.HANDLER_TIMEOUT_MS);
    expect(deployment.spec?.strategy?.rollingUpdate).toEqual({ maxUnavailable: 0, maxSurge: 1 });
  });

  test('the server runs as the image built it, unprivileged on a read-only root, with memory for Chromium', () => {
    expect(site.command).toBeUndefined();
    expect(job.spec?.template.spec?.containers[0]?.command).toEqual([
      'node',
      '--enable-source-maps',
      path.relative(REPO_ROOT, path.join(SERVER_DIST, 'migrate.mjs')),
    ]);
    expect(path.relative(REPO_ROOT, BUILT_SERVER)).toBe('services/site/dist/server/main.mjs');
    for (const spec of [deployment.spec?.template.spec, job.spec?.template.spec]) {
      expect(spec?.securityContext?.runAsNonRoot).toBe(true);
      expect(spec?.containers[0]?.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
      expect(spec?.containers[0]?.volumeMounts?.map((mount) => mount.mountPath)).toContain('/tmp');
    }
    expect(site.resources?.requests).toBeDefined();
    expect(site.resources?.limits?.memory).toBeDefined();
  });

  test('the Service, Ingress, budget and autoscaler name the Deployment and each other', () => {
    const labels = deployment.spec?.selector.matchLabels;
    expect(deployment.spec?.template.metadata?.labels).toMatchObject(labels ?? {});
    const service = one('Service');
    expect(service.spec?.selector).toEqual(labels);
    expect(service.spec?.ports?.[0]?.targetPort).toBe('http');
    for (const rule of one('Ingress').spec?.rules ?? [])
      expect(rule.http?.paths[0]?.backend.service).toEqual({ name: service.metadata?.name, port: { name: service.spec?.ports?.[0]?.name } });
    expect(
      one('Ingress')
        .spec?.rules?.map((rule) => `https://${rule.host}`)
        .toSorted(),
    ).toEqual([configMap.data?.ADMIN_ORIGIN, configMap.data?.SITE_ORIGIN].toSorted());
    expect(one('PodDisruptionBudget').spec?.selector?.matchLabels).toEqual(labels);
    expect(one('HorizontalPodAutoscaler').spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata?.name });
    expect(one('HorizontalPodAutoscaler').spec?.minReplicas).toBeGreaterThanOrEqual(2);
  });
});

/** A secret's example value (secrets.env.example), standing in for the real one. */
function readExample(name: string): string {
  const line = readFileSync(path.join(MANIFESTS, 'secrets.env.example'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}=`));
  return line?.slice(name.length + 1) ?? '';
}
