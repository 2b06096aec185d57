// @portal/shared/ui/checkbox — a checkbox carries its own state machine (≈ 8 KB gzip), so it is
// apart from /ui/forms: the sign-in page does not pay for it.
export { Checkbox } from './kit/checkbox';
export { CheckboxField } from './kit/checkbox-field';
export type { CheckboxFieldProps } from './kit/checkbox-field';
