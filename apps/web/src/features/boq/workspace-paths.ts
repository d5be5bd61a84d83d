/**
 * The paths of the BOQ workspace, written out: the router is in the first download, and importing
 * the domain's TRADES there would bring zod and the calculators with it. A test checks this list
 * against the domain's trade routes.
 */
export const WORKSPACE_PATHS = [
  '/boq',
  '/plumbing',
  '/pre',
  '/blinding',
  '/strip',
  '/pad',
  '/wallFound',
  '/wallBeam',
  '/concrete',
  '/walling',
  '/roofing',
  '/blandeOut',
  '/blandeIn',
  '/ceiling',
  '/pvcHang',
  '/skimInside',
  '/skimOutside',
  '/finishing',
  '/windowGrill',
  '/panel',
  '/doorFrame',
  '/doorShut',
  '/waterInside',
  '/waterOutside',
  '/sewage',
  '/finishInside',
  '/septic',
  '/tiles',
  '/plastering',
  '/electrical',
] as const;
