import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys measured longest (docs/testing.md: boq 177 s, a11y 91 s with two at a time) start
 * first. Without a record of earlier runs, as on a clean clone, Vitest starts the largest files
 * first, and a11y's short file then ran last, alone, while the other worker had nothing left.
 */
const LONGEST = ['boq.e2e.ts', 'a11y.e2e.ts'];

function rank(spec: TestSpecification): number {
  const index = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONGEST.length : index;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // A stable sort: the rest keep Vitest's order, and its groups (journeys, then system files).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
