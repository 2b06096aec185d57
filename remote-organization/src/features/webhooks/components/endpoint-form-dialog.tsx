import { useId } from 'react';
import { useField, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { isApiError, notify, notifyApiError, serverFieldErrors, useTranslation } from '@portal/shared';
import { Box, chakra, Stack, Text } from '@portal/shared/ui/core';
import { Checkbox, CheckboxField } from '@portal/shared/ui/checkbox';
import { TextField, useFieldError } from '@portal/shared/ui/forms';
import { FormDialog } from '../../../lib/form-dialog';
import { createWebhook, updateWebhook } from '../api/endpoints';
import {
  WEBHOOK_EVENTS,
  type RevealedWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../api/types';

interface EndpointValues {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
}

const FORM_ID = 'webhook-endpoint-form';
const FIELD_ORDER = ['url', 'events', 'enabled'] as const;
const NEW_ENDPOINT: EndpointValues = {
  url: '',
  events: ['shipment.processed', 'shipment.status_changed'],
  enabled: true,
};

const parsedUrl = (value: string | undefined): URL | null => {
  try {
    return new URL((value ?? '').trim());
  } catch {
    return null;
  }
};

/**
 * The API's rules that the form can know: a whole http(s) address of at most 2000 characters and at least
 * one event. Whether http:// or a private address is allowed is the operator's setting (on in the demo),
 * so only the API refuses those: its reason is shown beside the field.
 */
const schema = yup.object({
  url: yup
    .string()
    .trim()
    .required('required')
    .max(2000, 'tooLong')
    .test('url', 'organization:webhooks.form.urlInvalid', (value) => {
      const url = parsedUrl(value);
      return !value || (url !== null && url.hostname !== '');
    })
    .test('https', 'organization:webhooks.form.urlHttps', (value) => {
      const url = parsedUrl(value);
      return !url || url.protocol === 'https:' || url.protocol === 'http:';
    }),
  events: yup.array().min(1, 'organization:webhooks.form.eventsRequired'),
});

/** The API's field names (`events/0` for an item of the list) as the form's. */
const formFieldOf = (field: string) => FIELD_ORDER.find((name) => field === name || field.startsWith(`${name}/`));

/** The events as checkboxes in a group named by its legend, each with what it means. */
function EventsField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('organization');
  const [field, , helpers] = useField<WebhookEventType[]>('events');
  const error = useFieldError('events');
  const legendId = useId();
  const errorId = useId();
  const chosen = new Set(field.value);
  const toggle = (event: WebhookEventType, checked: boolean) => {
    // Kept in the API's order, whatever order they are ticked in.
    void helpers.setValue(WEBHOOK_EVENTS.filter((value) => (value === event ? checked : chosen.has(value))));
    void helpers.setTouched(true, false);
  };
  return (
    <Box as="fieldset" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <chakra.legend id={legendId} fontWeight="medium" fontSize="sm" mb="1">
        {t('webhooks.form.events')}
        <chakra.span aria-hidden="true" color="fg.error" marginStart="1">
          *
        </chakra.span>
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('webhooks.form.eventsHelp')}
      </Text>
      <Stack gap="2">
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox.Root
            key={event}
            checked={chosen.has(event)}
            onCheckedChange={(details) => toggle(event, details.checked === true)}
            disabled={disabled}
            invalid={Boolean(error)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput name="events" value={event} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" display="block">
                {t(`webhooks.events.${event}`)}{' '}
                <Text as="code" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr" unicodeBidi="isolate">
                  {event}
                </Text>
              </Text>
              <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted">
                {t(`webhooks.eventHelp.${event}`)}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

function Fields({ editing, disabled }: { editing: boolean; disabled: boolean }) {
  const { t } = useTranslation('organization');
  return (
    <Stack gap="5">
      <TextField
        name="url"
        type="url"
        inputMode="url"
        label={t('webhooks.form.url')}
        helperText={t('webhooks.form.urlHelp')}
        placeholder="https://example.com/webhooks"
        required
        autoComplete="off"
        dir="ltr"
        disabled={disabled}
      />
      <EventsField disabled={disabled} />
      {editing ? (
        <CheckboxField
          name="enabled"
          label={t('webhooks.form.enabled')}
          helperText={t('webhooks.form.enabledHelp')}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}

export interface EndpointFormDialogProps {
  /** Open to add an endpoint (`'new'`) or to edit this one; null: closed. */
  editing: WebhookEndpoint | 'new' | null;
  onClose: () => void;
  onCreated: (revealed: RevealedWebhookEndpoint) => void;
  onUpdated: (endpoint: WebhookEndpoint) => void;
  /** The endpoint changed elsewhere meanwhile (409): the list is read again. */
  onStale: () => void;
}

/** Adds an endpoint (URL and events) or edits one (URL, events, enabled), with the API's reasons beside the fields. */
export function EndpointFormDialog({ editing, onClose, onCreated, onUpdated, onStale }: EndpointFormDialogProps) {
  const { t } = useTranslation('organization');
  const endpoint = editing === 'new' ? null : editing;
  const title = t(endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle');
  const initialValues: EndpointValues = endpoint
    ? { url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled }
    : NEW_ENDPOINT;

  const submit = async (values: EndpointValues, helpers: FormikHelpers<EndpointValues>) => {
    const input = { url: values.url.trim(), events: values.events };
    try {
      if (endpoint) {
        onUpdated(await updateWebhook(endpoint.id, { ...input, enabled: values.enabled, version: endpoint.version }));
        notify.success(t('webhooks.toasts.updated'));
      } else {
        onCreated(await createWebhook(input));
        notify.success(t('webhooks.toasts.created'));
      }
    } catch (error) {
      const failed = t(endpoint ? 'webhooks.toasts.updateFailed' : 'webhooks.toasts.createFailed');
      const refused = serverFieldErrors(error, (field) => formFieldOf(field) !== undefined);
      if (refused?.allShown) {
        const errors: Partial<Record<keyof EndpointValues, string>> = {};
        for (const [field, message] of Object.entries(refused.errors)) errors[formFieldOf(field)!] ??= message;
        helpers.setErrors(errors);
        notify.error(failed);
        return;
      }
      notifyApiError(error, failed);
      if (isApiError(error) && (error.status === 409 || error.status === 404) && endpoint) onStale();
    }
  };

  return (
    <FormDialog<EndpointValues>
      open={editing !== null}
      title={title}
      formId={FORM_ID}
      fields={FIELD_ORDER}
      submitLabel={t(endpoint ? 'webhooks.form.submitEdit' : 'webhooks.form.submitCreate')}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      onClose={onClose}
    >
      {(isSubmitting) => <Fields editing={endpoint !== null} disabled={isSubmitting} />}
    </FormDialog>
  );
}
