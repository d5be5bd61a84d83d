import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sessionExpired } from '../../lib/api';
import { buildSessionFor, storeSession } from '../../testing/factories';
import { loggedOut } from './auth.slice';

describe('auth slice', () => {
  it('starts from the session kept in session storage', () => {
    const session = buildSessionFor('boq');
    storeSession(session, '2025-06-01T09:30:00.000Z');

    const { auth } = makeStore().getState();

    expect(auth.user).toEqual(session);
    expect(auth.lastLogin).toBe('2025-06-01T09:30:00.000Z');
  });

  it('ignores and removes an unreadable stored session', () => {
    window.sessionStorage.setItem('user', '{"token":');

    expect(makeStore().getState().auth.user).toBeNull();
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });

  it('logout clears user, profile, lastLogin and the stored session', () => {
    storeSession(buildSessionFor('user'));
    const store = makeStore();

    store.dispatch(loggedOut());

    expect(store.getState().auth).toEqual({
      user: null,
      profile: null,
      lastLogin: null,
      remember: false,
      isSessionExpired: false,
    });
    expect(window.sessionStorage.getItem('user')).toBeNull();
    expect(window.sessionStorage.getItem('lastLogin')).toBeNull();
  });

  it('an expired session clears the same and flags the redirect to /login', () => {
    storeSession(buildSessionFor('user'));
    const store = makeStore();

    store.dispatch(sessionExpired());

    expect(store.getState().auth).toMatchObject({ user: null, lastLogin: null, isSessionExpired: true });
    expect(window.sessionStorage.getItem('user')).toBeNull();
  });
});
