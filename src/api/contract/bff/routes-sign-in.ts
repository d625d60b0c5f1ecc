// Browser API routes of signing in: sign-up, the emailed code, login and the password reset steps. Browser-safe.
import { defineRoute } from './route-types';
import { Done, SessionStatus } from './schemas';
import {
  LoginRequest,
  PasswordResetCodeRequest,
  PasswordResetCompleteRequest,
  PasswordResetStartRequest,
  SignupRequest,
  SignupResult,
  VerifyEmailCodeRequest,
} from './sign-in';

export const signup = defineRoute({
  method: 'POST',
  path: '/signup',
  summary: 'Sign up a trader and sign the session in; a code is emailed unless the session is trusted.',
  auth: 'public',
  rateLimit: 'auth',
  body: SignupRequest,
  status: 201,
  response: SignupResult,
});

export const resendEmailCode = defineRoute({
  method: 'POST',
  path: '/email/resend-code',
  summary: 'Email a new 6-digit verification code.',
  auth: 'session',
  rateLimit: 'auth',
  response: Done,
});

export const verifyEmailCode = defineRoute({
  method: 'POST',
  path: '/email/verify',
  summary: 'Verify the email with the 6-digit code.',
  auth: 'session',
  rateLimit: 'auth',
  body: VerifyEmailCodeRequest,
  response: Done,
});

export const login = defineRoute({
  method: 'POST',
  path: '/login',
  summary: 'Sign in with email and password.',
  auth: 'public',
  rateLimit: 'auth',
  body: LoginRequest,
  response: SessionStatus,
});

export const startPasswordReset = defineRoute({
  method: 'POST',
  path: '/password-reset',
  summary: 'Password reset step 1: email a security code.',
  auth: 'public',
  rateLimit: 'auth',
  body: PasswordResetStartRequest,
  response: Done,
});

export const checkPasswordResetCode = defineRoute({
  method: 'POST',
  path: '/password-reset/code',
  summary: 'Password reset step 2: check the emailed code.',
  auth: 'public',
  rateLimit: 'auth',
  body: PasswordResetCodeRequest,
  response: Done,
});

export const completePasswordReset = defineRoute({
  method: 'POST',
  path: '/password-reset/complete',
  summary: 'Password reset step 3: set the new password and sign in with it.',
  auth: 'public',
  rateLimit: 'auth',
  body: PasswordResetCompleteRequest,
  response: SessionStatus,
});
