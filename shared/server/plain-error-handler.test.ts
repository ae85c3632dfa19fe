import express from 'express';
import type { AddressInfo } from 'node:net';
import { plainErrorHandler } from './plain-error-handler';

async function answerTo(error: unknown) {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(plainErrorHandler('test'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
  } finally {
    server.close();
  }
}

describe('plainErrorHandler', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('keeps a client error status with a short message and no stack trace', async () => {
    const forbidden = Object.assign(new Error('Forbidden'), { status: 403 });
    const answer = await answerTo(forbidden);
    expect(answer).toEqual({ status: 403, body: 'Bad request', type: 'text/plain; charset=utf-8' });
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('turns an unexpected error into a logged 500 without details', async () => {
    const answer = await answerTo(new Error('secret path /srv/app/x.ts'));
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('Internal server error');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    // The log names what failed, not where the server's files live.
    const line = String(errorSpy.mock.calls[0][0]);
    expect(line).toContain('secret path');
    expect(line).not.toContain('/srv/app');
  });
});
