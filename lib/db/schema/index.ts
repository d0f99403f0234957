export * from './auth';
export * from './newsletter';
export * from './notifications';
export * from './rate-limit';
export * from './wallet';
