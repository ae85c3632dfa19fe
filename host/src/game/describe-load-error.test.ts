/** @jest-environment node */
import { describeLoadError } from './describe-load-error';
import { HttpStatusError, NetworkError, RequestTimeoutError } from '@games/shared/net/retry';
import { GameLoadError } from './game-load-error';

const manifestUrl = 'http://remotes.test/2048/1.0.0/mf-manifest.json';
/** The shape of the federation runtime's errors: a code, the URLs involved and a docs link. */
const runtimeError = (code: string) =>
  new Error(`[ Federation Runtime ]: Failed to get manifest. #${code}\nargs: {"manifestUrl":"${manifestUrl}"}\nView the docs: https://module-federation.io/guide/troubleshooting/runtime/${code}`);

describe('describeLoadError', () => {
  it('says why the manifest request failed: time-out, error status, unreachable', () => {
    const manifest = (cause: unknown) => describeLoadError(new GameLoadError('manifest', 'x', { cause }));
    expect(manifest(new RequestTimeoutError(manifestUrl, 2500))).toBe("the game's files could not be downloaded: the server did not answer in time");
    expect(manifest(new HttpStatusError(manifestUrl, 404))).toBe("the game's files could not be downloaded: the server answered with an error (HTTP 404)");
    expect(manifest(new NetworkError(manifestUrl, new TypeError('Failed to fetch')))).toBe("the game's files could not be downloaded: the server could not be reached");
    expect(manifest(new SyntaxError('Unexpected token <'))).toBe("the game's file list could not be read");
    expect(manifest(new Error('"x" is not a valid federation manifest'))).toBe("the game's file list is not valid");
  });

  it('names the stage without the runtime error codes, URLs or docs links it carries', () => {
    expect(describeLoadError(new GameLoadError('entry', 'x', { cause: runtimeError('RUNTIME-008') }))).toBe("the game's code could not be downloaded");
    expect(describeLoadError(new GameLoadError('module', 'x', { cause: runtimeError('RUNTIME-001') }))).toBe("the game's code could not be started");
    expect(describeLoadError(new GameLoadError('timeout', 'Loading 2048 took longer than 15 s'))).toBe('loading the game took too long');
    expect(describeLoadError(new GameLoadError('offline', 'x'))).toBe('you are offline');
  });

  it('tells registry failures apart: unreachable (with the reason) or not a usable document', () => {
    expect(describeLoadError(new GameLoadError('registry-unreachable', 'x', { cause: new NetworkError('/registry.json', new TypeError('Failed to fetch')) }))).toBe(
      'The games registry could not be loaded: the server could not be reached',
    );
    expect(describeLoadError(new GameLoadError('registry-invalid', 'x', { detail: 'the answer is not valid JSON' }))).toBe(
      'The games registry could not be loaded: the answer is not valid JSON',
    );
  });

  it("keeps a game's own render error, shortened", () => {
    expect(describeLoadError(new GameLoadError('render', 'The board could not be drawn'))).toBe('The board could not be drawn');
    expect(describeLoadError(new Error('x'.repeat(300)))).toHaveLength(241);
    expect(describeLoadError('plain')).toBe('plain');
  });
});
