/**
 * A line's derivation as steps, one a line: the working, each input's source (house model, typed,
 * a measurement, the sheet's override), and last the step to the BOQ unit the bill prints
 * (docs/takeoff.md, "Derivations end in the BOQ unit"). The domain joins the steps with '; '.
 */
export function derivationSteps(derivation: string): string[] {
  return derivation.split('; ').filter((step) => step !== '');
}
