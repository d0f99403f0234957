export * from './auth';
export * from './mail';
export * from './newsletter';
export * from './notifications';
export * from './rate-limit';
export * from './wallet';
export * from './governance';
export * from './community';
