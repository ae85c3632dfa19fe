export * from './game';
export * from './game-descriptor';
export * from './registry';
