// Renders an overlay with `kubectl kustomize` (no cluster needed) into plain objects.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const KUBERNETES_DIR = __dirname;
export const OVERLAYS = ['local', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  // The rest differs by kind; tests read it through the helpers that know the kind.
  [field: string]: unknown;
}

export function renderOverlay(overlay: Overlay): KubeObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', path.join(KUBERNETES_DIR, 'overlays', overlay)], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return parseAllDocuments(yaml).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${overlay}: ${doc.errors[0].message}`);
    return doc.toJS() as KubeObject;
  });
}
