export * from './users';
export * from './maps';
export * from './catalogue';
export * from './boq';
