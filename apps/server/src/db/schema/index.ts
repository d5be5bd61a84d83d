export * from './users';
export * from './maps';
