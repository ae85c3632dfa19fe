/** @jest-environment node */
import { describeLoadError } from './describe-load-error';
import { FetchTimeoutError, HttpStatusError } from './fetch-with-retry';
import { RegistryUnavailableError } from './registry-client';
import { recordRequestFailure } from './request-failures';

const manifestUrl = 'http://remotes.test/2048/1.0.0/mf-manifest.json';
/** The shape of the federation runtime's errors (getShortErrorMsg). */
const runtimeError = (code: string, args: Record<string, string>) =>
  new Error(`[ Federation Runtime ]: Failed to get manifest. #${code}\nargs: ${JSON.stringify(args)}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime/${code}`);

describe('describeLoadError', () => {
  afterEach(() => recordRequestFailure(manifestUrl, undefined));

  it('says why the manifest request failed: time-out, error status, unreachable', () => {
    const error = runtimeError('RUNTIME-003', { manifestUrl, moduleName: 'game_2048' });
    recordRequestFailure(manifestUrl, new FetchTimeoutError(manifestUrl, 2500));
    expect(describeLoadError(error)).toBe("the game's files could not be downloaded: the server did not answer in time");
    recordRequestFailure(manifestUrl, new HttpStatusError(manifestUrl, 404));
    expect(describeLoadError(error)).toBe("the game's files could not be downloaded: the server answered with an error (HTTP 404)");
    recordRequestFailure(manifestUrl, new TypeError('Failed to fetch'));
    expect(describeLoadError(error)).toBe("the game's files could not be downloaded: the server could not be reached");
  });

  it('gives the meaning of a runtime error code without URLs, codes or docs links', () => {
    const text = describeLoadError(runtimeError('RUNTIME-001', { remoteEntryUrl: 'http://remotes.test/2048/1.0.0/remoteEntry.js' }));
    expect(text).toBe("the game's code could not be started");
    expect(describeLoadError(runtimeError('RUNTIME-999', {}))).toBe("the game's files could not be loaded");
  });

  it('keeps messages that are already written for people, shortened', () => {
    expect(describeLoadError(new RegistryUnavailableError('the answer is not valid JSON'))).toBe('The games registry could not be loaded: the answer is not valid JSON');
    expect(describeLoadError(new Error('x'.repeat(300)))).toHaveLength(241);
    expect(describeLoadError('plain')).toBe('plain');
  });
});
