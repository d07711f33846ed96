export * from './errors';
export * from './contact';
export * from './health';
export * from './auth';
export * from './profile';
export * from './clubs';
export * from './subscriptions';
export * from './account';
