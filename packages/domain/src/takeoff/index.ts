/** Take-off on the drawing: measurements, page scales and bindings of calculator inputs to them. */
export * from './measurements.contract';
export * from './bindings.contract';
export * from './geometry';
export * from './scale';
export * from './expression';
export * from './bindings';
export * from './group-functions';
export * from './takeoff-sheet';
export * from './reader';
export * from './proposals.contract';
export * from './building-model.contract';
export * from './building-model';
