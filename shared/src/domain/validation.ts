/**
 * Validation rules shared by the API and the portal. Messages are i18n keys of the 'validation'
 * namespace; the texts are those users see (docs/architecture.md#validation-messages).
 */
export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

// Pragmatic address check: one @, no spaces, a dot in the domain.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

export const validationMessages = {
  en: {
    required: 'This field is required',
    emailRequired: 'Email is required',
    emailFormat: 'Email format is incorrect',
    emailInvalid: 'The Email field must be a valid email',
    passwordRule:
      'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character',
    passwordMismatch: 'The Confirm Password field confirmation does not match',
    integer: 'This field must be an integer',
    phone: 'Invalid phone number',
    dateRange: 'Please select start and end dates',
    tooLong: 'This field is too long',
    number: 'This field must be a number',
    weightOrParcelType: 'Enter the weight, or choose a parcel type',
    dimensionsTogether: 'Enter the length, width and height together, or none of them',
  },
  ar: {
    required: 'هذا الحقل مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailFormat: 'صيغة البريد الإلكتروني غير صحيحة',
    emailInvalid: 'يجب أن يكون حقل البريد الإلكتروني بريدًا إلكترونيًا صالحًا',
    passwordRule: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وتحتوي على حرف كبير وحرف صغير ورقم ورمز خاص',
    passwordMismatch: 'تأكيد كلمة المرور غير مطابق',
    integer: 'يجب أن يكون هذا الحقل عددًا صحيحًا',
    phone: 'رقم الهاتف غير صالح',
    dateRange: 'يرجى اختيار تاريخي البداية والنهاية',
    tooLong: 'هذا الحقل طويل جدًا',
    number: 'يجب أن يكون هذا الحقل رقمًا',
    weightOrParcelType: 'أدخل الوزن، أو اختر نوع الطرد',
    dimensionsTogether: 'أدخل الطول والعرض والارتفاع معًا، أو اتركها كلها فارغة',
  },
} as const;
export type ValidationMessageKey = keyof (typeof validationMessages)['en'];
