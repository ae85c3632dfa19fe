import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * A real S3-compatible server for the release tests: Ceph's RADOS Gateway (Debian's radosgw, the S3 service
 * of Ceph object storage in production clusters) on a throw-away one-node cluster: one monitor and one
 * in-memory OSD (memstore) under a temporary folder, loopback only. It implements conditional PutObject
 * (If-Match / If-None-Match: *) with an atomic compare on the object's ETag, which is what the registry
 * update relies on. The npm S3 servers (s3rver, @20minutes/s3rver 5.0.0, fauxqs 2.4.1) ignore If-Match on
 * PutObject, so a test against them would prove nothing about concurrent releases.
 *
 * Needs: apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd (CI's .ci/run does).
 */
export interface TestS3Server {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  client: () => S3Client;
  createBucket: (name: string) => Promise<void>;
  /** Environment for a child process (deploy CLI, servers) to reach this store. */
  env: Record<string, string>;
  stop: () => void;
}

const TOOLS = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'monmaptool', 'ceph'];

export function missingCephTools(): string[] {
  return TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startCephS3(): Promise<TestS3Server> {
  const missing = missingCephTools();
  if (missing.length) {
    throw new Error(`the S3 release tests need Ceph's radosgw (missing ${missing.join(', ')}): sudo apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ceph-s3-'));
  const [monPort, rgwPort, portMin] = [await freePort(), await freePort(), 20000 + Math.floor(Math.random() * 20000)];
  const fsid = crypto.randomUUID();
  const conf = path.join(dir, 'ceph.conf');
  for (const sub of ['run', 'log', 'mon.a', 'osd.0']) fs.mkdirSync(path.join(dir, sub));
  fs.writeFileSync(
    conf,
    `[global]
fsid = ${fsid}
mon_host = v2:127.0.0.1:${monPort}
public_addr = 127.0.0.1
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
ms_cluster_mode = crc
ms_service_mode = crc
ms_client_mode = crc
ms_mon_cluster_mode = crc
ms_mon_service_mode = crc
ms_mon_client_mode = crc
ms_bind_ipv6 = false
ms_bind_port_min = ${portMin}
ms_bind_port_max = ${portMin + 40}
run_dir = ${dir}/run
admin_socket = ${dir}/run/$name.asok
log_file = ${dir}/log/$name.log
pid_file = ${dir}/run/$name.pid
osd_objectstore = memstore
memstore_device_bytes = 1073741824
osd_pool_default_size = 1
osd_pool_default_min_size = 1
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
mon_data_avail_warn = 1
mon_data_avail_crit = 0
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_max_pg_per_osd = 1000
osd_crush_chooseleaf_type = 0
[mon.a]
mon_data = ${dir}/mon.a
[osd.0]
osd_data = ${dir}/osd.0
[client.rgw]
rgw_frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw_dns_name = 127.0.0.1
`,
  );
  const c = ['-c', conf];
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  const pids = () =>
    fs
      .readdirSync(path.join(dir, 'run'))
      .filter((f) => f.endsWith('.pid'))
      .map((f) => Number(fs.readFileSync(path.join(dir, 'run', f), 'utf8').trim()))
      .filter((pid) => pid > 0);
  const stop = () => {
    // Only the daemons this cluster started, by the pids they wrote.
    for (const pid of pids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('monmaptool', ['--create', '--add', 'a', `v2:127.0.0.1:${monPort}`, '--fsid', fsid, path.join(dir, 'monmap')]);
    run('ceph-mon', [...c, '--mkfs', '-i', 'a', '--monmap', path.join(dir, 'monmap')]);
    run('ceph-mon', [...c, '-i', 'a']);
    run('ceph', [...c, '--connect-timeout', '20', 'osd', 'create']);
    run('ceph-osd', [...c, '-i', '0', '--mkfs']);
    run('ceph-osd', [...c, '-i', '0']);
    await waitFor('the Ceph OSD', () => /1 up/.test(run('ceph', [...c, 'osd', 'stat'])), 60_000);
    run('radosgw', [...c, '-n', 'client.rgw']);
    const accessKeyId = 'release-tests';
    const secretAccessKey = crypto.randomBytes(16).toString('hex');
    await waitFor('radosgw', async () => (await fetch(`http://127.0.0.1:${rgwPort}/`)).ok, 90_000);
    run('radosgw-admin', [...c, 'user', 'create', '--uid=release-tests', '--display-name=release tests', `--access-key=${accessKeyId}`, `--secret-key=${secretAccessKey}`]);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    const region = 'us-east-1';
    const client = () => new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
    return {
      endpoint,
      accessKeyId,
      secretAccessKey,
      region,
      client,
      createBucket: async (name) => {
        await client().send(new CreateBucketCommand({ Bucket: name }));
      },
      env: { AWS_ENDPOINT_URL_S3: endpoint, AWS_REGION: region, AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey },
      stop,
    };
  } catch (error) {
    const logs = fs.existsSync(path.join(dir, 'log')) ? fs.readdirSync(path.join(dir, 'log')).map((f) => `${f}: ${fs.readFileSync(path.join(dir, 'log', f), 'utf8').split('\n').slice(-5).join('\n')}`) : [];
    stop();
    throw new Error(`the test S3 server did not start: ${error instanceof Error ? error.message : error}\n${logs.join('\n')}`);
  }
}
