// First: how zod runs here, before any schema parses.
import './zod-config';

export * from './errors';
export * from './contact';
export * from './health';
export * from './auth';
export * from './profile';
export * from './clubs';
export * from './subscriptions';
export * from './account';
export * from './blind-schedules';
export * from './leagues';
export * from './members';
export * from './invited-registration';
export * from './settings';
export * from './games';
export * from './calendar';
export * from './mail-preferences';
export * from './onboarding';
export * from './game-night';
export * from './payouts';
export * from './results';
export * from './season-import';
export * from './dashboard';
