import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiError, apiRequest } from '@store/shared-kernel';
import { getBotCheckToken } from './bot-check';
import { isLoginResponse } from './auth-types';
import type { LoginResponse } from './auth-types';

/** Spec section 8: the error text, or this default. */
export const LOGIN_ERROR_DEFAULT = 'Ocurrió un error de Login';
export const SIGNUP_ERROR_DEFAULT = 'No pudimos crear tu cuenta. Intenta de nuevo.';
export const RESET_SUCCESS_DEFAULT = 'Te enviamos un enlace para restablecer tu contraseña.';
export const RESET_ERROR_DEFAULT = 'No pudimos enviar el enlace. Intenta de nuevo.';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface SignupValues {
  firstname: string;
  lastname: string;
  username: string;
  password: string;
  passwordRepeat: string;
  custom_field: string;
  accepted_result: boolean;
}

export interface SignupRejection {
  message: string;
  fields?: Record<string, string>;
}

export interface PasswordResetResult {
  success: boolean;
  message: string;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.length > 0 ? error.message : fallback;
}

export const loginSubmitted = createAsyncThunk<LoginResponse, LoginCredentials, { rejectValue: string }>(
  'login/submitted',
  async ({ username, password }, { rejectWithValue }) => {
    try {
      const token = await getBotCheckToken('login');
      const response = await apiRequest<unknown>('/users/login', {
        method: 'POST',
        body: { username, password, token },
      });
      return isLoginResponse(response) ? response : rejectWithValue(LOGIN_ERROR_DEFAULT);
    } catch (error) {
      return rejectWithValue(messageOf(error, LOGIN_ERROR_DEFAULT));
    }
  },
);

export const signupSubmitted = createAsyncThunk<
  { id: number | null; message: string; email: string },
  SignupValues,
  { rejectValue: SignupRejection }
>('signup/submitted', async (values, { rejectWithValue }) => {
  try {
    const RecaptchaToken = await getBotCheckToken('signup');
    const response = await apiRequest<{ id?: number; message?: string } | undefined>('/users/signup', {
      method: 'POST',
      body: { ...values, RecaptchaToken },
    });
    return {
      id: typeof response?.id === 'number' ? response.id : null,
      message: typeof response?.message === 'string' ? response.message : '',
      email: values.username,
    };
  } catch (error) {
    return rejectWithValue({
      message: messageOf(error, SIGNUP_ERROR_DEFAULT),
      ...(error instanceof ApiError && error.fields ? { fields: error.fields } : {}),
    });
  }
});

export const passwordResetSubmitted = createAsyncThunk<
  PasswordResetResult,
  { username: string },
  { rejectValue: string }
>('passwordReset/submitted', async ({ username }, { rejectWithValue }) => {
  try {
    const response = await apiRequest<{ success?: boolean; message?: string } | undefined>(
      '/users/reset-password',
      {
        method: 'POST',
        body: { username },
      },
    );
    return {
      success: response?.success ?? true,
      message:
        typeof response?.message === 'string' && response.message ? response.message : RESET_SUCCESS_DEFAULT,
    };
  } catch (error) {
    // Includes the 404 the API answers until its reset-password endpoint ships.
    return rejectWithValue(messageOf(error, RESET_ERROR_DEFAULT));
  }
});
