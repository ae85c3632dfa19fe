import { deployDirFromEnv } from '../paths';

/** `--name value` or `--name=value` from argv; the rest are positional. */
export function parseCliOptions(argv: string[]): { options: Record<string, string | true>; positional: string[] } {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, value] = arg.slice(2).split(/=(.*)/s, 2);
    if (value !== undefined) options[name] = value;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) options[name] = argv[++i];
    else options[name] = true;
  }
  return { options, positional };
}

/** Where releases go: --target (a folder or s3://bucket/prefix), else RELEASE_TARGET, else the deploy folder. */
export function releaseTarget(options: Record<string, string | true>, env: NodeJS.ProcessEnv = process.env): string {
  const target = options.target;
  if (target === true) throw new Error('--target needs a value: a deploy folder or s3://bucket/prefix');
  return target ?? env.RELEASE_TARGET ?? deployDirFromEnv(env);
}
