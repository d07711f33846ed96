export * from './errors';
export * from './contact';
export * from './health';
export * from './auth';
