import {
  LoginResponse,
  SignupAccepted,
  SuccessResponse,
  matchesContract,
  type LoginRequest,
  type PasswordResetRequest,
  type SaveNewPasswordRequest,
  type SignupRequest,
} from '@store/contracts';
import { isApiFailure, UNEXPECTED_ERROR_MESSAGE, type ApiFailure } from '@store/remote-kit';
import { portalApi, SESSION_SCOPED_TAGS } from '../../app/portal-api';
import { BotCheckUnavailableError, getBotCheckToken } from './bot-check';

/** docs/business-rules.md#accounts: the error text, or this default. */
export const LOGIN_ERROR_DEFAULT = 'Ocurrió un error de Login';
export const SIGNUP_ERROR_DEFAULT = 'No pudimos crear tu cuenta. Intenta de nuevo.';
export const RESET_SUCCESS_DEFAULT = 'Te enviamos un enlace para restablecer tu contraseña.';
export const RESET_ERROR_DEFAULT = 'No pudimos enviar el enlace. Intenta de nuevo.';

/** What the login form submits; the bot-check token is added on the way out. */
export type LoginCredentials = Omit<LoginRequest, 'token'>;

/**
 * A login call. `afterSignup`: the automatic login right after a signup, which logs the new
 * customer in without touching the login form's state or the signup's success message.
 */
export interface LoginArgs extends LoginCredentials {
  afterSignup?: boolean;
}

/** Whether a login lifecycle action belongs to the automatic login after a signup. */
export function isLoginAfterSignup(action: { meta: { arg: { originalArgs: LoginArgs } } }): boolean {
  return action.meta.arg.originalArgs.afterSignup === true;
}

/** What the sign-up form submits once its rules pass; the bot-check token is added on the way out. */
export type SignupValues = Required<Omit<SignupRequest, 'RecaptchaToken' | 'token'>>;

/**
 * The message to show for a failed call: the server's (or the network's) Spanish text, or
 * `fallback` when there is none worth showing (docs/business-rules.md#accounts).
 */
export function failureText(error: unknown, fallback: string): string {
  return isApiFailure(error) && error.message.length > 0 && error.message !== UNEXPECTED_ERROR_MESSAGE
    ? error.message
    : fallback;
}

/** A failure that never reached a usable answer (no bot-check token, a reply of another shape). */
const failed = (message: string): { error: ApiFailure } => ({ error: { status: 0, message } });

/** An unreachable bot-check provider is named (the shopper can act on it); anything else is generic. */
function botCheckFailureText(error: unknown, fallback: string): string {
  return error instanceof BotCheckUnavailableError ? error.message : fallback;
}

/**
 * Account calls. Login and sign-up ask the bot-check provider for a token inside the call, so
 * the pending state (the button's 'Iniciando sesión...') covers that wait too. The login,
 * sign-up and reset slices follow these endpoints' lifecycle actions; the listener middleware
 * persists and publishes the session a successful login returns.
 */
export const authApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /users/login. Only an answer with the contract's shape logs the shopper in. */
    login: build.mutation<LoginResponse, LoginArgs>({
      queryFn: async ({ username, password }, _api, _extraOptions, baseQuery) => {
        let token: string;
        try {
          token = await getBotCheckToken('login');
        } catch (error) {
          return failed(botCheckFailureText(error, LOGIN_ERROR_DEFAULT));
        }
        const body: LoginRequest = { username, password, token };
        const result = await baseQuery({ url: '/users/login', method: 'POST', body });
        if (result.error) return { error: result.error };
        return matchesContract(LoginResponse, result.data)
          ? { data: result.data }
          : failed(LOGIN_ERROR_DEFAULT);
      },
      invalidatesTags: [...SESSION_SCOPED_TAGS],
    }),

    /**
     * POST /users/signup. The success message is written from the e-mail sent, so a 2xx whose
     * body is not the documented `{ message }` still counts (the data is then null).
     */
    signup: build.mutation<SignupAccepted | null, SignupValues>({
      queryFn: async (values, _api, _extraOptions, baseQuery) => {
        let RecaptchaToken: string;
        try {
          RecaptchaToken = await getBotCheckToken('signup');
        } catch (error) {
          return failed(botCheckFailureText(error, SIGNUP_ERROR_DEFAULT));
        }
        const body: SignupRequest = { ...values, RecaptchaToken };
        const result = await baseQuery({ url: '/users/signup', method: 'POST', body });
        if (result.error) return { error: result.error };
        return { data: matchesContract(SignupAccepted, result.data) ? result.data : null };
      },
    }),

    /**
     * POST /users/reset-password. The API answers the same whether or not the account exists;
     * an answer without the documented shape reads as that same generic success.
     */
    requestPasswordReset: build.mutation<SuccessResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/users/reset-password', method: 'POST', body }),
      transformResponse: (response: unknown): SuccessResponse =>
        matchesContract(SuccessResponse, response)
          ? response
          : { success: true, message: RESET_SUCCESS_DEFAULT },
    }),

    /**
     * POST /users/save-new-password: the reset link's token and the new password (typed twice).
     * A refused token answers 400 with its code (`RESET_TOKEN_INVALID`, `_EXPIRED`, `_USED`).
     */
    saveNewPassword: build.mutation<SuccessResponse, SaveNewPasswordRequest>({
      query: (body) => ({ url: '/users/save-new-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useRequestPasswordResetMutation,
  useSaveNewPasswordMutation,
} = authApi;
