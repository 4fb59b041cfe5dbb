import type { AuthReply, LanguageDetectionMetadata, PublicUser, UserReply } from '@avanzo/sync-protocol';
import { ApiError, type Http } from './http';
import { KEYS, readKey, writeKey } from './localPrefs';

/** SPEC §3 auth state. */
export interface AuthState {
  user: PublicUser | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  successMessage: string | null;
  initialized: boolean;
}

export type AuthResult = { ok: true; user: PublicUser } | { ok: false; code: string; message: string };

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  detectedLanguage: string;
  languageDetectionMetadata: LanguageDetectionMetadata;
  challenge: string;
  captcha: number;
  website: string;
}

function readCachedUser(): PublicUser | null {
  try {
    const parsed = JSON.parse(readKey(KEYS.cachedUser) ?? 'null') as PublicUser | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.email === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session. Offline-first: a stored token with a cached profile is signed in at once,
 * and the profile is refreshed in the background. Only a 401 with a token code (or logout) signs the
 * user out; a network failure never does.
 */
export class AuthStore {
  private state: AuthState = {
    user: null,
    token: null,
    loading: false,
    error: null,
    successMessage: null,
    initialized: false,
  };
  private listeners = new Set<() => void>();
  private resolveReady!: () => void;
  /** Resolves once the session has been restored (or found absent). Guards wait on it. */
  readonly ready: Promise<void> = new Promise((resolve) => (this.resolveReady = resolve));
  onUserLanguage: (language: string) => void = () => {};

  constructor(private readonly http: Http) {}

  getSnapshot = (): AuthState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get isAuthenticated(): boolean {
    return Boolean(this.state.token && this.state.user && this.state.initialized);
  }

  get token(): string | null {
    return this.state.token;
  }

  private set(patch: Partial<AuthState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  async init(): Promise<void> {
    const token = readKey(KEYS.token);
    const cached = readCachedUser();
    if (!token) {
      this.finishInit({ token: null, user: null });
      return;
    }
    if (cached) {
      this.finishInit({ token, user: cached });
      void this.refreshUser();
      return;
    }
    this.set({ token, loading: true });
    try {
      const { user } = await this.http.get<UserReply>('/auth/me');
      this.acceptUser(user);
      this.onUserLanguage(user.preferences.language);
    } catch {
      // A token error has already cleared the session; a network failure keeps the token for later.
    }
    this.finishInit({ loading: false });
  }

  private finishInit(patch: Partial<AuthState>): void {
    this.set({ ...patch, initialized: true });
    this.resolveReady();
  }

  /** Re-reads the profile; keeps the cached one when offline. */
  async refreshUser(): Promise<void> {
    try {
      const { user } = await this.http.get<UserReply>('/auth/me');
      this.acceptUser(user);
      this.onUserLanguage(user.preferences.language);
    } catch {
      // Offline or server trouble: the cached profile stays.
    }
  }

  /** A new token for the same session (after a password change, which ended every other one). */
  acceptToken(token: string): void {
    writeKey(KEYS.token, token);
    this.set({ token });
  }

  acceptUser(user: PublicUser): void {
    writeKey(KEYS.cachedUser, JSON.stringify(user));
    this.set({ user });
  }

  private acceptSession(reply: AuthReply, successMessage: string): AuthResult {
    writeKey(KEYS.token, reply.token);
    writeKey(KEYS.cachedUser, JSON.stringify(reply.user));
    this.set({
      token: reply.token,
      user: reply.user,
      loading: false,
      error: null,
      successMessage,
      initialized: true,
    });
    this.onUserLanguage(reply.user.preferences.language);
    return { ok: true, user: reply.user };
  }

  private fail(error: unknown, fallback: string): AuthResult {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN';
    const message = error instanceof ApiError && error.message ? error.message : fallback;
    this.set({ loading: false, error: message });
    return { ok: false, code, message };
  }

  async login(email: string, password: string): Promise<AuthResult> {
    this.set({ loading: true, error: null, successMessage: null });
    try {
      const reply = await this.http.post<AuthReply>('/auth/login', { email: email.trim(), password });
      return this.acceptSession(reply, 'login');
    } catch (error) {
      return this.fail(error, 'Login failed');
    }
  }

  async register(payload: RegisterPayload): Promise<AuthResult> {
    this.set({ loading: true, error: null, successMessage: null });
    try {
      const reply = await this.http.post<AuthReply>('/auth/register', {
        ...payload,
        email: payload.email.trim(),
      });
      return this.acceptSession(reply, 'register');
    } catch (error) {
      return this.fail(error, 'Registration failed');
    }
  }

  clearMessages(): void {
    this.set({ error: null, successMessage: null });
  }

  /** Forgets the session on this device (explicit logout, or a token the server refused). */
  logout(): void {
    writeKey(KEYS.token, null);
    writeKey(KEYS.cachedUser, null);
    this.set({
      user: null,
      token: null,
      error: null,
      successMessage: null,
      loading: false,
      initialized: true,
    });
  }
}
