export * from './users';
export * from './maps';
export * from './catalogue';
export * from './blog';
export * from './supply';
export * from './boq';
