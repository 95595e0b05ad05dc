import { ResourceError } from '../client/resource-error.js';

/** `data` of an `unauthorized` error that signing in (again) can fix. */
export interface SignInErrorData {
  signIn: true;
}

/** An `unauthorized` error whose remedy is a sign-in the user starts, e.g. from a "Sign in" button. */
export function signInRequired(message: string, options: { code?: string | number; cause?: unknown } = {}): ResourceError {
  const data: SignInErrorData = { signIn: true };
  return new ResourceError('unauthorized', message, { ...options, data });
}

/** `error`, marked as fixable by signing in. */
export function markSignIn(error: ResourceError): ResourceError {
  if (needsSignIn(error)) return error;
  return new ResourceError(error.kind, error.message, { code: error.code, uri: error.uri, cause: error, data: { signIn: true } satisfies SignInErrorData });
}

/**
 * Whether a failed connect can be fixed by signing in: the server wants OAuth and the host connected
 * with the kit's browser provider. Show "Sign in" (and connect again from the click, so the popup is
 * allowed) instead of "Retry".
 */
export function needsSignIn(error: unknown): boolean {
  return ResourceError.isInstance(error) && error.kind === 'unauthorized' && (error.data as Partial<SignInErrorData> | undefined)?.signIn === true;
}
