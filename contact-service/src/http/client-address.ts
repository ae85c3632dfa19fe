import type { IncomingMessage } from 'node:http';
import express, { type Express } from 'express';

/** The visitor's address, for the rate limit; undefined when the socket is already gone. */
export type ClientAddress = (req: IncomingMessage) => string | undefined;

/**
 * Resolves the client address exactly as Express's `req.ip` does for `app` (its `trust proxy`
 * setting decides whose X-Forwarded-For entries count), for requests Express does not route.
 * Reusing Express's own getter keeps one implementation of the trust rules: the lean contact
 * path and the Express routes cannot disagree about who the client is.
 */
export function clientAddressOf(app: Express): ClientAddress {
  const ip = Object.getOwnPropertyDescriptor(express.request, 'ip')?.get;
  if (!ip) throw new Error('express.request has no ip getter');
  // The getter reads this.app, this.headers and this.socket only.
  return (req) => ip.call({ app, headers: req.headers, socket: req.socket }) as string | undefined;
}
