import { describe, expect, it } from 'vitest';
import {
  AcceptMapBodySchema,
  CreateMapBodySchema,
  TransitionBodySchema,
  UpdateMapBodySchema,
} from './plans.contract';

const valid = {
  title: ' Nyumba ya Asha ',
  region: 'Arusha',
  district: 'Arusha Mjini',
  ward: 'Kaloleni',
  startConstruction: '2028-02-29',
  desc: '',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('CreateMapBodySchema', () => {
  it('accepts a plan with only the required fields, trimming text', () => {
    const parsed = CreateMapBodySchema.parse(valid);
    expect(parsed.title).toBe('Nyumba ya Asha');
    expect(parsed).not.toHaveProperty('floors');
  });

  it.each([
    ['2027-02-29', /startConstruction must be a date/],
    ['29/02/2028', /startConstruction must be a date/],
    ['1999-12-31', /startConstruction must be between 2000 and 2100/],
  ])('refuses the start date %s', (startConstruction, message) => {
    const result = CreateMapBodySchema.safeParse({ ...valid, startConstruction });
    expect(messages(result).join()).toMatch(message);
  });

  it('names every missing field', () => {
    const result = CreateMapBodySchema.safeParse({});
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'title is required',
        'region is required',
        'district is required',
        'ward is required',
        'startConstruction is required',
        'desc is required (it may be empty)',
      ]),
    );
  });
});

describe('UpdateMapBodySchema', () => {
  it('drops a status or owner sent along and lets null clear a building fact', () => {
    const parsed = UpdateMapBodySchema.parse({
      status: 'successful',
      owner: 'x',
      floors: null,
      title: 'New',
    });
    expect(parsed).toEqual({ floors: null, title: 'New' });
  });
});

describe('TransitionBodySchema and AcceptMapBodySchema', () => {
  it('knows only the five states', () => {
    expect(messages(TransitionBodySchema.safeParse({ to: 'approved' })).join()).toMatch(
      /must be one of typecheck, unitcheck, failedcheck, successful, failed/,
    );
  });

  it('accepts an acceptance without a body', () => {
    expect(AcceptMapBodySchema.parse(undefined)).toBeUndefined();
    expect(AcceptMapBodySchema.parse(null)).toBeNull();
    expect(AcceptMapBodySchema.parse({ comment: ' ok ' })).toEqual({ comment: 'ok' });
  });
});
