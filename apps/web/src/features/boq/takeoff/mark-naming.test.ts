import { describe, expect, it } from 'vitest';
import { proposeMarkName, singularOf } from './mark-naming';

describe('singularOf', () => {
  it('strips an English plural\'s final "s" and keeps a double "ss"', () => {
    expect(singularOf('Internal walls', 'en')).toBe('Internal wall');
    expect(singularOf(' Doors ', 'en')).toBe('Door');
    expect(singularOf('Glass', 'en')).toBe('Glass');
    expect(singularOf('Floor', 'en')).toBe('Floor');
  });

  it("keeps a Swahili group's word as it is", () => {
    expect(singularOf('Kuta za ndani', 'sw')).toBe('Kuta za ndani');
    expect(singularOf('Madirisha', 'sw')).toBe('Madirisha');
  });
});

describe('proposeMarkName', () => {
  const propose = (group: string, existing: string[], language: 'en' | 'sw' = 'en', kindLabel = 'Length') =>
    proposeMarkName({ group, kindLabel, language, existing });

  it('numbers after the highest mark of the group', () => {
    expect(propose('Internal walls', ['Internal wall 1', 'Internal wall 2', 'External wall 1'])).toBe(
      'Internal wall 3',
    );
    expect(propose('Internal walls', ['Internal wall 1', 'internal wall 4'])).toBe('Internal wall 5');
  });

  it('starts a group never used at 1', () => {
    expect(propose('Internal walls', ['External wall 1'])).toBe('Internal wall 1');
  });

  it("names a mark outside any group after its kind, in the viewer's language", () => {
    expect(propose('', [])).toBe('Length 1');
    expect(propose('  ', ['Length 1'])).toBe('Length 2');
    expect(propose('', ['Urefu 1'], 'sw', 'Urefu')).toBe('Urefu 2');
  });

  it('numbers a Swahili group after its own word', () => {
    expect(propose('Kuta za ndani', ['Kuta za ndani 1'], 'sw')).toBe('Kuta za ndani 2');
  });

  it('does not count names that only begin like the stem', () => {
    expect(
      propose('Internal walls', ['Internal wall 2b', 'Internal wall', 'Internal wall 1 (kitchen)']),
    ).toBe('Internal wall 1');
  });
});
