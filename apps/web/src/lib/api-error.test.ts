import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { getErrorMessage, translateErrorMessage } from './api-error';
import './i18n';

describe('getErrorMessage', () => {
  it("prefers the response's error.message, then its message", () => {
    expect(getErrorMessage({ status: 400, data: { error: { message: 'nested' }, message: 'flat' } })).toBe(
      'nested',
    );
    expect(getErrorMessage({ status: 409, data: { message: 'Email is already registered' } })).toBe(
      'Email is already registered',
    );
  });

  it("falls back to the error's own message", () => {
    expect(getErrorMessage({ name: 'Error', message: 'Rejected by a listener' })).toBe(
      'Rejected by a listener',
    );
    expect(getErrorMessage(new Error('thrown'))).toBe('thrown');
  });

  it('uses the library texts when nothing else is known', () => {
    expect(getErrorMessage({ status: 502, data: null })).toBe('Request failed with status code 502');
    expect(
      getErrorMessage({ status: 'PARSING_ERROR', originalStatus: 504, data: '<html>', error: 'x' }),
    ).toBe('Request failed with status code 504');
    expect(getErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' })).toBe(
      'timeout of 10000ms exceeded',
    );
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Network Error',
    );
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'AbortError: The operation was aborted' })).toBe(
      'Request aborted',
    );
  });
});

describe('translateErrorMessage', () => {
  it('keeps the English texts in English and translates them in Swahili', async () => {
    const en = i18n.getFixedT('en');
    const sw = i18n.getFixedT('sw');
    expect(translateErrorMessage('timeout of 10000ms exceeded', en)).toBe('timeout of 10000ms exceeded');
    expect(translateErrorMessage('Request failed with status code 503', sw)).toBe(
      'Ombi limeshindwa, msimbo wa hali 503',
    );
    expect(translateErrorMessage('Email, phone or password is incorrect', sw)).toBe(
      'Barua pepe, simu au nenosiri si sahihi',
    );
    await Promise.resolve();
  });

  it('passes an unknown server message through unchanged', () => {
    expect(translateErrorMessage('Plan not found', i18n.getFixedT('sw'))).toBe('Plan not found');
  });
});
