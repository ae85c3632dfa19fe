import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { OVERLAYS, renderOverlay, type KubeObject, type Overlay } from './render';
import { shutdownTimingsFromEnv } from '@games/shared/server/graceful-shutdown';
import { metricsEndpointFromEnv } from '@games/shared/server/metrics';
import { loadContactServiceConfig } from '@games/contact-service/src/config';

// The cluster manifests, checked without a cluster: both overlays render with kubectl kustomize, every
// object validates against the Kubernetes schemas, and what an operator relies on is there.

interface Container {
  name: string;
  image: string;
  imagePullPolicy?: string;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
  ports?: Array<{ name?: string; containerPort: number }>;
  readinessProbe?: { httpGet?: { path: string }; periodSeconds?: number; failureThreshold?: number };
  livenessProbe?: { httpGet?: { path: string } };
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
}
interface PodSpec {
  automountServiceAccountToken?: boolean;
  enableServiceLinks?: boolean;
  topologySpreadConstraints?: Array<{ topologyKey: string; whenUnsatisfiable: string; labelSelector: { matchLabels: Record<string, string> } }>;
  securityContext?: { runAsNonRoot?: boolean };
  terminationGracePeriodSeconds?: number;
  containers: Container[];
}
type Workload = KubeObject & { spec: { replicas?: number; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } } };
type PolicySpec = {
  podSelector: { matchLabels?: Record<string, string>; matchExpressions?: Array<{ key: string; operator: string; values?: string[] }> };
  policyTypes: string[];
  ingress?: Array<{ from?: Array<Record<string, { matchLabels?: Record<string, string> }>>; ports?: unknown[] }>;
};

const rendered = new Map<Overlay, KubeObject[]>(OVERLAYS.map((overlay) => [overlay, renderOverlay(overlay)]));
const objects = (overlay: Overlay) => rendered.get(overlay)!;
const find = (overlay: Overlay, kind: string, name: string) => objects(overlay).find((o) => o.kind === kind && o.metadata.name === name);
const workloads = (overlay: Overlay) => objects(overlay).filter((o): o is Workload => o.kind === 'Deployment' || o.kind === 'StatefulSet');
const deployment = (overlay: Overlay, name: string) => find(overlay, 'Deployment', name) as Workload;
const env = (container: Container, name: string) => container.env?.find((e) => e.name === name);
/** The spec of an object, read as the shape its kind has. */
const specOf = <T>(object: KubeObject | undefined) => (object as unknown as { spec: T }).spec;

it('renders both overlays, and every object validates against the Kubernetes and CloudNativePG schemas', () => {
  // The schema packages are ES modules: the check runs in its own Node process (tsx), once for both overlays.
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'validate-schemas.ts')], { encoding: 'utf8' });
  const { checked, problems } = JSON.parse(output.trim().split('\n').at(-1)!) as { checked: number; problems: string[] };
  expect(problems).toEqual([]);
  expect(checked).toBe(OVERLAYS.reduce((n, o) => n + objects(o).length, 0));
});

describe.each(OVERLAYS)('Kubernetes overlay %s', (overlay) => {
  it('runs host and contact-service with readiness on /readyz and liveness on /healthz', () => {
    for (const name of ['host', 'contact-service']) {
      const [container] = deployment(overlay, name).spec.template.spec.containers;
      expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
    }
  });

  it('gives every container requests and limits, and runs it non-root, read-only, without privileges or a service-account token', () => {
    for (const workload of workloads(overlay)) {
      const pod = workload.spec.template.spec;
      expect({ workload: workload.metadata.name, token: pod.automountServiceAccountToken, nonRoot: pod.securityContext?.runAsNonRoot }).toEqual({ workload: workload.metadata.name, token: false, nonRoot: true });
      for (const container of pod.containers) {
        expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
        expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
      }
    }
  });

  it('autoscales and protects host and contact-service', () => {
    for (const name of ['host', 'contact-service']) {
      const hpa = find(overlay, 'HorizontalPodAutoscaler', name) as KubeObject & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number } };
      expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      const pdb = find(overlay, 'PodDisruptionBudget', name) as KubeObject & { spec: { selector: { matchLabels: Record<string, string> } } };
      expect(pdb.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
    }
  });

  it('lets only the host reach the contact service, and sends no visitor there but through the host', () => {
    const policy = specOf<PolicySpec>(objects(overlay).find((o) => o.kind === 'NetworkPolicy' && specOf<PolicySpec>(o).podSelector.matchLabels?.['app.kubernetes.io/name'] === 'contact-service'));
    expect(policy.policyTypes).toEqual(['Ingress']);
    expect(policy.ingress).toEqual([{ from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'host' } } }], ports: [{ protocol: 'TCP', port: 8082 }] }]);
    const backends = objects(overlay)
      .filter((o) => o.kind === 'Ingress')
      .flatMap((o) => specOf<{ rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }> }>(o).rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service.name)));
    expect(new Set(backends)).toEqual(new Set(overlay === 'local' ? ['host', 'remotes'] : ['host']));
    // The one trusted hop each: host behind the ingress, contact-service behind the host.
    expect(env(deployment(overlay, 'host').spec.template.spec.containers[0], 'TRUST_PROXY')?.value).toBe('1');
    expect(env(deployment(overlay, 'contact-service').spec.template.spec.containers[0], 'TRUST_PROXY')?.value).toBe('1');
  });

  it('keeps no secret in the repository: no Secret holds a value, no password in plain settings', () => {
    for (const secret of objects(overlay).filter((o) => o.kind === 'Secret')) {
      expect({ name: secret.metadata.name, data: secret.data ?? {}, stringData: secret.stringData ?? {} }).toEqual({ name: secret.metadata.name, data: {}, stringData: {} });
    }
    const plain = [
      ...objects(overlay)
        .filter((o) => o.kind === 'ConfigMap')
        .flatMap((o) => Object.entries((o.data ?? {}) as Record<string, string>)),
      ...workloads(overlay).flatMap((w) => w.spec.template.spec.containers.flatMap((c) => (c.env ?? []).filter((e) => e.value !== undefined).map((e) => [e.name, e.value!] as const))),
    ];
    for (const [name, value] of plain) {
      expect(`${name}=${value}`).not.toMatch(/PASS(WORD)?=|:\/\/[^/@:\s]+:[^/@\s]+@/i);
    }
    const contact = deployment(overlay, 'contact-service').spec.template.spec.containers[0];
    expect(env(contact, 'SMTP_PASS')?.valueFrom?.secretKeyRef?.name).toBe('contact-service');
  });
});

describe.each(OVERLAYS)('Kubernetes overlay %s, as an operator runs it', (overlay) => {
  const policies = () => objects(overlay).filter((o) => o.kind === 'NetworkPolicy').map((o) => ({ name: o.metadata.name, spec: specOf<PolicySpec>(o) }));
  const ingressController = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } }, podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } } };

  it('leaves the replica count of every autoscaled Deployment to its autoscaler', () => {
    for (const hpa of objects(overlay).filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
      const target = deployment(overlay, specOf<{ scaleTargetRef: { name: string } }>(hpa).scaleTargetRef.name);
      expect({ deployment: target.metadata.name, replicas: target.spec.replicas }).toEqual({ deployment: target.metadata.name, replicas: undefined });
    }
  });

  it('denies every connection into the namespace that a policy does not allow, the database included', () => {
    expect(policies().find((p) => Object.keys(p.spec.podSelector.matchLabels ?? {}).length === 0 && !p.spec.podSelector.matchExpressions?.length)?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const database = overlay === 'local' ? { 'app.kubernetes.io/name': 'postgres' } : { 'cnpg.io/cluster': 'contact-db' };
    const toDatabase = policies().filter((p) => JSON.stringify(p.spec.podSelector.matchLabels) === JSON.stringify(database));
    expect(toDatabase).toHaveLength(1);
    const sources = toDatabase[0].spec.ingress!.flatMap((rule) => rule.from ?? []);
    expect(sources).toContainEqual({ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'contact-service' } } });
    expect(sources.some((source) => JSON.stringify(source.podSelector?.matchLabels) === JSON.stringify({ 'app.kubernetes.io/name': 'host' }))).toBe(false);
  });

  it('lets visitors reach the host only through the ingress controller', () => {
    const toHost = policies().filter((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'host');
    expect(toHost.map((p) => p.spec.ingress)).toEqual([[{ from: [ingressController], ports: [{ protocol: 'TCP', port: 8080 }] }]]);
    for (const ingress of objects(overlay).filter((o) => o.kind === 'Ingress')) expect(specOf<{ ingressClassName?: string }>(ingress).ingressClassName).toBe('nginx');
  });

  it('spreads every Deployment over zones and nodes, and injects no service links into any pod', () => {
    for (const workload of workloads(overlay)) {
      const pod = workload.spec.template.spec;
      expect({ workload: workload.metadata.name, links: pod.enableServiceLinks }).toEqual({ workload: workload.metadata.name, links: false });
      if (workload.kind !== 'Deployment') continue;
      expect(pod.topologySpreadConstraints?.map((c) => c.topologyKey).sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
      for (const constraint of pod.topologySpreadConstraints!) expect(constraint.labelSelector.matchLabels).toEqual({ 'app.kubernetes.io/name': workload.spec.template.metadata.labels['app.kubernetes.io/name'] });
    }
  });

  it("pins every image it does not build by digest, and tags the portal's own images by release", () => {
    const images = [
      ...workloads(overlay).flatMap((w) => w.spec.template.spec.containers.map((c) => c.image)),
      ...objects(overlay).filter((o) => o.kind === 'Cluster').map((o) => specOf<{ imageName: string }>(o).imageName),
    ];
    for (const image of images) {
      if (/games-portal\//.test(image)) expect(image).toMatch(/:(local|\d+\.\d+\.\d+[^:@]*)$/);
      else expect(image).toMatch(/@sha256:[0-9a-f]{64}$/);
    }
  });
});

/** The portal's own servers in an overlay: host and contact-service, and the remotes origin where it runs. */
const servers = (overlay: Overlay) => ['host', 'contact-service', 'remotes'].filter((name) => find(overlay, 'Deployment', name));
/** A container's plain settings, as its process sees them. */
const envOf = (container: Container) => Object.fromEntries((container.env ?? []).filter((e) => e.value !== undefined).map((e) => [e.name, e.value!]));
/** The server's own drain at SIGTERM (delay with readiness false, then in-flight requests), read as the server reads it. */
function drainMs(name: string, container: Container): number {
  const settings = envOf(container);
  if (name === 'contact-service') {
    const config = loadContactServiceConfig(settings);
    return config.shutdownDelayMs + config.shutdownTimeoutMs;
  }
  const prefix = name === 'host' ? 'HOST' : 'REMOTES';
  const timings = shutdownTimingsFromEnv(settings[`${prefix}_SHUTDOWN_DELAY_MS`], settings[`${prefix}_SHUTDOWN_TIMEOUT_MS`]);
  return timings.delayMs + timings.timeoutMs;
}
/** Whether a policy's pod selector picks the pods of `name`. */
const selects = (policy: PolicySpec, name: string) =>
  policy.podSelector.matchLabels?.['app.kubernetes.io/name'] === name ||
  (policy.podSelector.matchExpressions ?? []).some((e) => e.key === 'app.kubernetes.io/name' && e.operator === 'In' && e.values?.includes(name));

describe.each(OVERLAYS)('Kubernetes overlay %s, during a rollout and for monitoring', (overlay) => {
  it('stops every server gracefully: out of readiness fast, a preStop pause while endpoints update, then the drain within the grace period', () => {
    expect(servers(overlay).length).toBe(overlay === 'local' ? 3 : 2);
    for (const name of servers(overlay)) {
      const pod = deployment(overlay, name).spec.template.spec;
      const [container] = pod.containers;
      // Readiness follows /readyz, which answers 503 from SIGTERM on: one failed probe, at most 2 s apart.
      expect({ name, readiness: container.readinessProbe }).toMatchObject({ name, readiness: { httpGet: { path: '/readyz' }, failureThreshold: 1 } });
      expect(container.readinessProbe!.periodSeconds).toBeLessThanOrEqual(2);
      // preStop: the image's /bin/sleep (Debian's coreutils in node:*-bookworm-slim), before SIGTERM reaches the server.
      expect({ name, preStop: container.lifecycle?.preStop?.exec?.command }).toEqual({ name, preStop: ['sleep', '5'] });
      const preStopSeconds = Number(container.lifecycle!.preStop!.exec!.command[1]);
      // The kubelet kills what is left after the grace period (counted from the start of preStop).
      expect({ name, grace: pod.terminationGracePeriodSeconds }).toEqual({ name, grace: 30 });
      expect(preStopSeconds + drainMs(name, container) / 1000).toBeLessThanOrEqual(pod.terminationGracePeriodSeconds!);
    }
  });

  it('serves every server\'s metrics on a named port bound to the pod address, reached from the monitoring namespace only', () => {
    const policies = objects(overlay)
      .filter((o) => o.kind === 'NetworkPolicy')
      .map((o) => specOf<PolicySpec>(o));
    const allowsMetrics = (policy: PolicySpec) => (policy.ingress ?? []).some((rule) => (rule.ports ?? []).some((port) => (port as { port: number | string }).port === 9464 || (port as { port: number | string }).port === 'metrics'));
    for (const name of servers(overlay)) {
      const [container] = deployment(overlay, name).spec.template.spec.containers;
      // As the server reads its settings: port 9464 on every interface of the pod.
      expect({ name, endpoint: metricsEndpointFromEnv(envOf(container).METRICS_PORT, envOf(container).METRICS_BIND, 9464) }).toEqual({ name, endpoint: { port: 9464, bind: '0.0.0.0' } });
      expect(container.ports).toContainEqual({ name: 'metrics', containerPort: 9464 });
      // Exactly one policy opens the port for these pods, to the monitoring namespace and nothing else.
      const opening = policies.filter((policy) => selects(policy, name) && allowsMetrics(policy));
      expect(opening.map((policy) => policy.ingress)).toEqual([[{ from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }], ports: [{ protocol: 'TCP', port: 9464 }] }]]);
    }
    // No Service routes to the metrics port (the ingress reaches Services; Prometheus scrapes pods).
    for (const service of objects(overlay).filter((o) => o.kind === 'Service')) {
      for (const port of specOf<{ ports: Array<{ port: number; targetPort?: number | string }> }>(service).ports) {
        expect({ service: service.metadata.name, metrics: ['metrics', 9464].includes(port.targetPort ?? port.port) }).toEqual({ service: service.metadata.name, metrics: false });
      }
    }
  });
});

describe('local overlay', () => {
  it('uses the images loaded into the cluster instead of pulling them', () => {
    for (const name of ['host', 'contact-service', 'remotes']) {
      const [container] = deployment('local', name).spec.template.spec.containers;
      expect({ image: container.image, pull: container.imagePullPolicy }).toEqual({ image: `games-portal/${name}:local`, pull: 'Never' });
    }
  });

  it('serves games from the remotes Deployment, reached by the ingress controller and the host only', () => {
    const policy = objects('local').find((o) => o.kind === 'NetworkPolicy' && specOf<PolicySpec>(o).podSelector.matchLabels?.['app.kubernetes.io/name'] === 'remotes');
    expect(specOf<PolicySpec>(policy).ingress![0].from).toHaveLength(2);
    expect(find('local', 'ConfigMap', 'portal-config')?.data).toMatchObject({ SERVER_REGISTRY_URL: 'http://remotes:8081/registry.json' });
  });
});

describe('production overlay', () => {
  it('runs PostgreSQL as a CloudNativePG Cluster whose generated Secret gives the contact service its URL', () => {
    expect(find('production', 'Cluster', 'contact-db')).toMatchObject({ apiVersion: 'postgresql.cnpg.io/v1', spec: { instances: 3 } });
    const contact = deployment('production', 'contact-service').spec.template.spec.containers[0];
    expect(env(contact, 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'contact-db-app', key: 'uri' });
  });

  it('archives every WAL segment and takes a daily base backup to object storage, kept 30 days', () => {
    const backup = specOf<{ backup: { retentionPolicy: string; barmanObjectStore: { destinationPath: string; wal: object } } }>(find('production', 'Cluster', 'contact-db')).backup;
    expect(backup.retentionPolicy).toBe('30d');
    expect(backup.barmanObjectStore.destinationPath).toMatch(/^s3:\/\//);
    expect(backup.barmanObjectStore.wal).toMatchObject({ compression: 'gzip' });
    expect(specOf(find('production', 'ScheduledBackup', 'contact-db-daily'))).toMatchObject({ cluster: { name: 'contact-db' }, method: 'barmanObjectStore', schedule: expect.stringMatching(/^\S+ \S+ \S+ \* \* \*$/) });
  });

  it('releases games to a bucket behind a CDN: no remotes Deployment, the host reads the registry from the bucket', () => {
    expect(find('production', 'Deployment', 'remotes')).toBeUndefined();
    expect(find('production', 'ConfigMap', 'portal-config')?.data).toMatchObject({ REGISTRY_URL: 'https://games.play.example.com/registry.json', SERVER_REGISTRY_URL: expect.stringMatching(/^s3:\/\//) });
    const host = deployment('production', 'host').spec.template.spec.containers[0];
    expect(env(host, 'AWS_SECRET_ACCESS_KEY')?.valueFrom?.secretKeyRef).toMatchObject({ name: 'release-bucket' });
  });

  it('serves over TLS with at least three replicas of each service', () => {
    expect(find('production', 'Ingress', 'portal')).toMatchObject({ spec: { tls: [{ hosts: ['play.example.com'] }] } });
    for (const name of ['host', 'contact-service']) {
      expect(specOf<{ minReplicas: number }>(find('production', 'HorizontalPodAutoscaler', name)).minReplicas).toBeGreaterThanOrEqual(3);
    }
  });
});
