import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Stack, Text } from '@portal/shared/ui/core';
import { SelectField, TextField } from '@portal/shared/ui/forms';
import { FormDialog } from '../../../lib/form-dialog';
import { requestApiKey } from '../api/request-api-key';
import type { ApiKeyRequest, ClientApiKey } from '../api/types';

/** How long the key stays valid once approved; `none` is "no expiry" (null to the API). */
type Validity = NonNullable<ApiKeyRequest['expiresInDays']> | 'none';

type Scope = NonNullable<ApiKeyRequest['scope']>;

interface RequestValues {
  name: string;
  purpose: string;
  validity: Validity | '';
  scope: Scope;
}

const INITIAL: RequestValues = { name: '', purpose: '', validity: 90, scope: 'read-write' };
const DAYS: Validity[] = [30, 90, 365];
const FORM_ID = 'api-key-request-form';
/** The request's fields as the form names them. */
const SERVER_FIELDS = new Map<string, keyof RequestValues>([
  ['name', 'name'],
  ['purpose', 'purpose'],
  ['expiresInDays', 'validity'],
  ['scope', 'scope'],
]);

/** The form's fields in the order they are shown: focus goes to the first invalid one. */
const FIELD_ORDER: (keyof RequestValues)[] = ['name', 'purpose', 'validity', 'scope'];

/** The API's limits: name 1..100, purpose 1..500 characters. */
const schema = yup.object({
  name: yup.string().trim().required('required').max(100, 'tooLong'),
  purpose: yup.string().trim().required('required').max(500, 'tooLong'),
  validity: yup.mixed<Validity | ''>().test('chosen', 'required', (value) => value !== '' && value !== undefined),
});

const toApiKeyRequest = (values: RequestValues): ApiKeyRequest => ({
  name: values.name.trim(),
  purpose: values.purpose.trim(),
  expiresInDays: values.validity === 'none' || values.validity === '' ? null : values.validity,
  scope: values.scope,
});

export interface RequestKeyDialogProps {
  open: boolean;
  onClose: () => void;
  onRequested: (key: ClientApiKey) => void;
}

/** Asks a system admin for a key: its name, what it is for, how long it should stay valid and whether it may change data. */
export function RequestKeyDialog({ open, onClose, onRequested }: RequestKeyDialogProps) {
  const { t } = useTranslation('organization');

  const submit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    try {
      const key = await requestApiKey(toApiKeyRequest(values));
      notify.success(t('apiKeys.toasts.requested'));
      onRequested(key);
    } catch (error) {
      const fieldOf = (field: string | undefined) => (field ? SERVER_FIELDS.get(field) : undefined);
      if (
        isApiError(error) &&
        error.code === 'VALIDATION_FAILED' &&
        error.details.length > 0 &&
        error.details.every((detail) => fieldOf(detail.field))
      ) {
        // Every reason (already in the user's language) has a field of the form: show each next to it.
        const errors: Partial<Record<keyof RequestValues, string>> = {};
        for (const detail of error.details) errors[fieldOf(detail.field)!] ??= detail.message;
        helpers.setErrors(errors);
        notify.error(t('apiKeys.toasts.requestFailed'));
      } else {
        notifyApiError(error, t('apiKeys.toasts.requestFailed'));
      }
    }
  };

  return (
    <FormDialog<RequestValues>
      open={open}
      title={t('apiKeys.request.title')}
      formId={FORM_ID}
      fields={FIELD_ORDER}
      submitLabel={t('apiKeys.request.submit')}
      initialValues={INITIAL}
      validationSchema={schema}
      onSubmit={submit}
      onClose={onClose}
    >
      {(isSubmitting) => (
        <Stack gap="4">
          <Text color="fg.muted">{t('apiKeys.request.description')}</Text>
          <TextField
            name="name"
            label={t('apiKeys.request.name')}
            helperText={t('apiKeys.request.nameHelp')}
            required
            autoComplete="off"
            dir="auto"
            disabled={isSubmitting}
          />
          <TextField
            name="purpose"
            label={t('apiKeys.request.purpose')}
            helperText={t('apiKeys.request.purposeHelp')}
            required
            rows={4}
            dir="auto"
            disabled={isSubmitting}
          />
          <SelectField
            name="validity"
            label={t('apiKeys.request.validity')}
            helperText={t('apiKeys.request.validityHelp')}
            required
            disabled={isSubmitting}
            options={[
              ...DAYS.map((days) => ({ value: days, label: t('apiKeys.request.days', { days }) })),
              { value: 'none', label: t('apiKeys.request.noExpiry') },
            ]}
          />
          <SelectField
            name="scope"
            label={t('apiKeys.request.scope')}
            helperText={t('apiKeys.request.scopeHelp')}
            required
            disabled={isSubmitting}
            options={[
              { value: 'read-write', label: t('apiKeys.request.scopeReadWrite') },
              { value: 'read', label: t('apiKeys.request.scopeRead') },
            ]}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
