// Validates every object of both overlays against the Kubernetes OpenAPI schemas (kubernetes-models) and
// the CloudNativePG CRD schema; prints one JSON line: { checked, problems }. Run with tsx (the schema
// packages are ES modules): npx tsx deploy/kubernetes/validate-schemas.ts
import { OVERLAYS, renderOverlay, type KubeObject } from './render';

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: unknown) => Validatable;

/** The package module of a kind: core and API groups from kubernetes-models, the operator's CRDs from theirs. */
function modulePath({ apiVersion, kind }: KubeObject): string {
  if (apiVersion.startsWith('postgresql.cnpg.io/')) return `@kubernetes-models/cloudnative-pg/${apiVersion}/${kind}`;
  return `kubernetes-models/${apiVersion}/${kind}`;
}

async function main() {
  const problems: string[] = [];
  let checked = 0;
  for (const overlay of OVERLAYS) {
    for (const object of renderOverlay(overlay)) {
      const where = `${overlay}: ${object.kind} ${object.metadata?.name}`;
      let Model: ModelClass;
      try {
        const mod = (await import(modulePath(object))) as Record<string, ModelClass>;
        Model = mod[object.kind];
      } catch {
        problems.push(`${where}: no schema for ${object.apiVersion} ${object.kind}`);
        continue;
      }
      try {
        new Model(object).validate();
        checked++;
      } catch (error) {
        problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  console.log(JSON.stringify({ checked, problems }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
