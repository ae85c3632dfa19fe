export * from './game';
export * from './game-descriptor';
export * from './registry';
export * from './portal-config';
