import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    [
      'the server shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'one wrapped by Drizzle',
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNREFUSED') }),
    ],
    ['an AggregateError of refusals (IPv4 and IPv6)', new AggregateError([withCode('ECONNREFUSED')], '')],
  ])('yes for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('no for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
