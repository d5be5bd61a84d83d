export * from './roles';
export * from './language';
export * from './http.contract';
export * from './users.contract';
export * from './permissions';
export { isCommonPassword } from './common-passwords';
