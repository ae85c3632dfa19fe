import { expect, test } from '@playwright/test';
import { allRemotesFirstLoadBytes, type RemoteFirstLoadBytes } from '../../scripts/bench/remote-first-load-bytes';
import { REMOTES_URL } from '../support/env';
import { GAME_DESCRIPTORS } from '../support/remotes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function describeOverBudget(remote: RemoteFirstLoadBytes): string {
  const files = remote.files.map(({ file, gzipBytes }) => `    ${file}: ${kb(gzipBytes)}`).join('\n');
  return `${remote.slug}: ${kb(remote.gzipBytes)} gzip > budget ${kb(remote.budgetBytes)} (${remote.gzipBytes - remote.budgetBytes} bytes over)\n${files}`;
}

// Issue #6: a game's own first-load JS (remoteEntry.js + the synchronous chunks of ./Game, gzip -9) stays
// within its budget (its descriptor's firstLoadBudgetKb), measured on what the remotes origin really
// serves, as `npm run bench` does.
test('every deployed game loads within its first-load byte budget', async () => {
  const remotes = await allRemotesFirstLoadBytes(`${REMOTES_URL}/registry.json`);
  expect(remotes.map((remote) => remote.slug), 'the registry lists every game with a descriptor').toEqual(
    expect.arrayContaining(GAME_DESCRIPTORS.map((game) => game.slug)),
  );
  const overBudget = remotes.filter((remote) => remote.gzipBytes > remote.budgetBytes);
  expect(overBudget.map(describeOverBudget).join('\n'), 'games over their first-load JS budget (gzip -9)').toBe('');
});
