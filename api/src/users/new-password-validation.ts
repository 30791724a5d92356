/**
 * The "New password" form rules of docs/business-rules.md#form-rules (save-new-password). They
 * live once in `@store/contracts`; the route keeps calling them through this function.
 */
import { validateNewPasswordForm, type NewPasswordFormInput } from '@store/contracts';

/** One Spanish message per invalid field, or null when both fields are acceptable. */
export function validateNewPassword(body: NewPasswordFormInput): Record<string, string> | null {
  const validation = validateNewPasswordForm(body);
  return validation.ok ? null : validation.fields;
}
