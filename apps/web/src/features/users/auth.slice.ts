import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { SessionUser, User } from '@kadirio/domain';
import { sessionExpired } from '../../lib/api';
import { authApi, type UpdateUserResponse } from './auth.api';
import { loadStoredSession } from './session-storage';

export interface AuthState {
  /** The session: the login or registration answer, token included. */
  user: SessionUser | null;
  /** The account as last read from or written to the server. */
  profile: User | null;
  /** When this browser signed in (ISO 8601). */
  lastLogin: string | null;
  /** "Keep me signed in": the session is kept across tabs and restarts (local storage). */
  remember: boolean;
  /** Set when the API ended the session (401); the shell then sends the user to /login. */
  isSessionExpired: boolean;
}

function signedOut(isSessionExpired: boolean): AuthState {
  return { user: null, profile: null, lastLogin: null, remember: false, isSessionExpired };
}

function toProfile({ message: _message, token: _token, ...user }: UpdateUserResponse): User {
  return user;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ ...loadStoredSession(), profile: null, isSessionExpired: false }),
  reducers: {
    loggedOut: () => signedOut(false),
    sessionExpiryHandled: (state) => {
      state.isSessionExpired = false;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectLastLogin: (state) => state.lastLogin,
    selectIsSessionExpired: (state) => state.isSessionExpired,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, () => signedOut(true))
      .addMatcher(
        isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
        (_state, action) => ({
          user: action.payload,
          profile: null,
          lastLogin: new Date(action.meta.fulfilledTimeStamp).toISOString(),
          remember:
            'remember' in action.meta.arg.originalArgs && action.meta.arg.originalArgs.remember === true,
          isSessionExpired: false,
        }),
      )
      .addMatcher(authApi.endpoints.login.matchRejected, (state, action) => {
        // docs/specification.md §4: a failed login leaves nobody signed in. A call skipped by its condition is no failure.
        if (action.meta.condition) return state;
        return signedOut(state.isSessionExpired);
      })
      .addMatcher(authApi.endpoints.getMe.matchFulfilled, (state, action) => {
        state.profile = action.payload;
      })
      .addMatcher(authApi.endpoints.updateProfile.matchFulfilled, (state, action) => {
        const profile = toProfile(action.payload);
        if (!state.user || state.user._id !== profile._id) return;
        const { name, email, phone, accessLevel, profilePic, language } = profile;
        // Changing one's own password ends the other sessions and answers with a new token.
        const token = action.payload.token ?? state.user.token;
        state.user = { ...state.user, name, email, phone, accessLevel, profilePic, language, token };
        state.profile = profile;
      });
  },
});

export const { loggedOut, sessionExpiryHandled } = authSlice.actions;
export const { selectSessionUser, selectLastLogin, selectIsSessionExpired } = authSlice.selectors;
