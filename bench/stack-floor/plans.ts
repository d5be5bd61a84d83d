/** What each floor page shows: six plan cards, about what a client's home shows above the fold and below. */
export interface FloorPlan {
  id: string;
  title: string;
  facts: string;
  total: string;
}

export const FLOOR_PLANS: FloorPlan[] = Array.from({ length: 6 }, (_, index) => ({
  id: `plan-${index + 1}`,
  title: `Plan ${index + 1}: three-bedroom house in Dodoma`,
  facts: 'Start: 1 Mar 2027 · Floors: 1 · Bedrooms: 3 · Built area: 120 m²',
  total: `TZS ${(56.6 + index).toFixed(1)} M`,
}));
