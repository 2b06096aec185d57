import { validationMessages } from '@portal/shared/domain';
import type { Locale } from './locale';

/**
 * Every message the API sends to a person, in English and Arabic. The spec's own texts are kept
 * verbatim (e.g. 'Something went wrong! Please try again later'); field rules come from
 * @portal/shared/domain so the portal and the API say the same thing.
 */
const en = {
  ...validationMessages.en,
  internal: 'Something went wrong! Please try again later',
  notFound: 'The requested item was not found',
  routeNotFound: 'This address does not exist',
  unauthenticated: 'Please log in to continue',
  forbidden: 'You are not authorized to do this',
  validationFailed: 'Some fields are not valid',
  unknownField: 'This field is not allowed',
  invalidValue: 'This value is not allowed',
  invalidId: 'This identifier is not valid',
  invalidDate: 'This date is not valid',
  invalidFormat: 'This value has the wrong format',
  mustBeText: 'This field must be text',
  mustBeBoolean: 'This field must be true or false',
  mustBeList: 'This field must be a list',
  mustBeObject: 'This field must be an object',
  tooShort: 'This field must have at least {limit} characters',
  tooLongLimit: 'This field must have at most {limit} characters',
  minimum: 'This value must be at least {limit}',
  maximum: 'This value must be at most {limit}',
  tooFewItems: 'Add at least {limit} items',
  tooManyItems: 'Add at most {limit} items',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'This content type is not supported',
  payloadTooLarge: 'The request is too large',
  rateLimited: 'Too many attempts. Please try again in {minutes} minutes',
  rateLimitedSeconds: 'Too many attempts. Please try again in {seconds} seconds',
  conflict: 'This conflicts with existing data',
  duplicate: 'This item already exists',
  inUse: 'This item is in use and cannot be removed',
  staleVersion: 'Someone else changed this item. Reload it and try again',
  serviceUnavailable: 'The service is starting or stopping. Please try again shortly',
  // Auth
  invalidCredentials: 'The email or password is incorrect',
  accountDisabled: 'This account is disabled. Contact an administrator',
  emailTaken: 'An account with this email already exists',
  invalidReferralCode: 'This referral code is not valid',
  accountCreated: 'Account created. Log in to continue',
  passwordResetLinkSent: 'If an account exists for this email, a password reset link has been sent',
  passwordResetSuccess: 'Password reset successfully',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Request a new one',
  sessionExpired: 'Your session has expired. Please log in again',
  wrongCurrentPassword: 'The current password is incorrect',
  passwordChanged: 'Password changed successfully',
  samePassword: 'The new password must be different from the current one',
  apiKeyNotAllowed: 'This action needs a signed-in user, not an API key',
  // Shipments
  areaNotCovered: 'Area not covered',
  shipmentIncomplete: 'Complete the shipment before processing it',
  draftOnly: 'Only a draft shipment can be changed',
  cannotCancel: 'This shipment can no longer be cancelled',
  illegalTransition: 'This status change is not allowed for the shipment',
  shipmentNotProcessed: 'The label is available once the shipment is processed',
  noTrackingData: 'No tracking data',
  // Addresses
  notInSelectedArea: 'This place is not in the selected area',
  primaryMustBePickUp: 'Only a pick-up address can be the primary address',
  noPrimaryPickUpAddress: 'There is no primary pick-up address yet. Create one on the addresses page',
  addressDetailsFailed: 'failed to get address details',
} as const;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  ...validationMessages.ar,
  internal: 'حدث خطأ ما! يرجى المحاولة مرة أخرى لاحقًا',
  notFound: 'العنصر المطلوب غير موجود',
  routeNotFound: 'هذا العنوان غير موجود',
  unauthenticated: 'يرجى تسجيل الدخول للمتابعة',
  forbidden: 'غير مصرح لك بالقيام بذلك',
  validationFailed: 'بعض الحقول غير صالحة',
  unknownField: 'هذا الحقل غير مسموح به',
  invalidValue: 'هذه القيمة غير مسموح بها',
  invalidId: 'هذا المعرّف غير صالح',
  invalidDate: 'هذا التاريخ غير صالح',
  invalidFormat: 'صيغة هذه القيمة غير صحيحة',
  mustBeText: 'يجب أن يكون هذا الحقل نصًا',
  mustBeBoolean: 'يجب أن تكون قيمة هذا الحقل صحيحة أو خاطئة',
  mustBeList: 'يجب أن يكون هذا الحقل قائمة',
  mustBeObject: 'يجب أن يكون هذا الحقل كائنًا',
  tooShort: 'يجب ألا يقل هذا الحقل عن {limit} أحرف',
  tooLongLimit: 'يجب ألا يزيد هذا الحقل عن {limit} حرفًا',
  minimum: 'يجب ألا تقل القيمة عن {limit}',
  maximum: 'يجب ألا تزيد القيمة عن {limit}',
  tooFewItems: 'أضف {limit} عناصر على الأقل',
  tooManyItems: 'أضف {limit} عناصر على الأكثر',
  invalidJson: 'محتوى الطلب ليس JSON صالحًا',
  unsupportedMediaType: 'نوع المحتوى هذا غير مدعوم',
  payloadTooLarge: 'الطلب كبير جدًا',
  rateLimited: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة',
  rateLimitedSeconds: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {seconds} ثانية',
  conflict: 'يتعارض هذا مع بيانات موجودة',
  duplicate: 'هذا العنصر موجود بالفعل',
  inUse: 'هذا العنصر مستخدم ولا يمكن حذفه',
  staleVersion: 'قام شخص آخر بتعديل هذا العنصر. أعد تحميله وحاول مرة أخرى',
  serviceUnavailable: 'الخدمة قيد التشغيل أو الإيقاف. يرجى المحاولة بعد قليل',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  accountDisabled: 'هذا الحساب معطّل. تواصل مع المسؤول',
  emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  invalidReferralCode: 'رمز الإحالة هذا غير صالح',
  accountCreated: 'تم إنشاء الحساب. سجّل الدخول للمتابعة',
  passwordResetLinkSent: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط إعادة تعيين كلمة المرور',
  passwordResetSuccess: 'تمت إعادة تعيين كلمة المرور بنجاح',
  resetTokenInvalid: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا',
  sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى',
  wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح',
  samePassword: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  apiKeyNotAllowed: 'يتطلب هذا الإجراء مستخدمًا مسجّل الدخول وليس مفتاح API',
  areaNotCovered: 'المنطقة غير مشمولة بالتغطية',
  shipmentIncomplete: 'أكمل بيانات الشحنة قبل معالجتها',
  draftOnly: 'يمكن تعديل مسودة الشحنة فقط',
  cannotCancel: 'لم يعد بالإمكان إلغاء هذه الشحنة',
  illegalTransition: 'لا يُسمح بتغيير حالة الشحنة بهذا الشكل',
  shipmentNotProcessed: 'تتوفر البوليصة بعد معالجة الشحنة',
  noTrackingData: 'لا توجد بيانات تتبع',
  notInSelectedArea: 'هذا المكان لا يقع ضمن المنطقة المختارة',
  primaryMustBePickUp: 'عنوان الاستلام فقط يمكن أن يكون العنوان الرئيسي',
  noPrimaryPickUpAddress: 'لا يوجد عنوان استلام رئيسي بعد. أنشئ واحدًا في صفحة العناوين',
  addressDetailsFailed: 'تعذّر الحصول على تفاصيل العنوان',
};

const catalog: Record<Locale, Record<MessageKey, string>> = { en, ar };

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalog[locale][key] ?? catalog.en[key];
  return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
}
