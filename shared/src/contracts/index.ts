export * from './game';
export * from './registry';
