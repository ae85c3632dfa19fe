export * from './game';
export * from './game-descriptor';
export * from './portal-config';
export * from './progress';
export * from './registry';
export * from './catalog-record';
