import { useEffect, useRef } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { isEmail, ShipmentStatus } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { isolateText, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Alert, Button, Card, Flex, Heading, HStack, Stack, Text } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';
import { getTracking, trackingQueryKey } from '../../api/get-tracking';
import type { UpdateChannel } from '../../api/request-update-code';
import { type AddressValues, useAskForUpdates } from '../../hooks/use-ask-for-updates';

/** Nothing more happens to a parcel in these states: there is nothing to follow. */
const FINAL: number[] = [ShipmentStatus.Delivered, ShipmentStatus.Cancelled, ShipmentStatus.Returned];

const addressSchema = object({
  channel: string().oneOf(['email', 'sms']).required(),
  to: string()
    .trim()
    .required('required')
    .when('channel', {
      is: 'email',
      then: (rule) => rule.test('email', 'emailFormat', (value) => !value || isEmail(value.toLowerCase())),
      otherwise: (rule) => rule.test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
    }),
});

const codeSchema = object({
  code: string()
    .required('required')
    .test('digits', 'shipments:askForUpdates.codeRule', (value) => /^\d{6}$/.test((value ?? '').replace(/\s+/g, ''))),
});

export interface AskForUpdatesProps {
  trackingNumber: string;
}

/**
 * "Get updates on this parcel" on the public tracking page: e-mail or SMS, the address, then the code
 * sent there. Shown only for a parcel that is found and still moving (the tracking answer is shared
 * with the result above it, so this asks for nothing more).
 */
export function AskForUpdates({ trackingNumber }: AskForUpdatesProps) {
  const { t } = useTranslation('shipments');
  const tracking = useQuery({
    key: trackingQueryKey(trackingNumber),
    fetch: (signal) => getTracking(trackingNumber, signal),
  });
  const flow = useAskForUpdates(trackingNumber);
  const codeStep = useRef<HTMLDivElement>(null);
  const { state } = flow;

  // Each step starts where the keyboard needs to be: the code field, then the confirmation.
  useEffect(() => {
    if (state.step === 'code') codeStep.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
    if (state.step === 'done') codeStep.current?.focus();
  }, [state.step]);

  const status = tracking.data?.status;
  if (status === undefined || FINAL.includes(status)) return null;

  return (
    <Card.Root as="section" aria-labelledby="ask-for-updates-title" data-testid="ask-for-updates">
      <Card.Header>
        <Heading as="h2" size="md" id="ask-for-updates-title">
          {t('askForUpdates.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {state.step === 'address' ? (
          <Formik<AddressValues>
            initialValues={state.values}
            validationSchema={addressSchema}
            onSubmit={async (values, helpers) => void (await flow.sendCode(values, helpers))}
          >
            {({ values, isSubmitting, setFieldValue, setFieldError }) => (
              <Form noValidate>
                <Stack gap="4">
                  <Text color="fg.muted">{t('askForUpdates.description')}</Text>
                  <HStack role="radiogroup" aria-label={t('askForUpdates.channel')} gap="2" wrap="wrap">
                    {(['email', 'sms'] as UpdateChannel[]).map((channel) => (
                      <Button
                        key={channel}
                        role="radio"
                        aria-checked={values.channel === channel}
                        size="sm"
                        variant={values.channel === channel ? 'solid' : 'outline'}
                        onClick={() => {
                          void setFieldValue('channel', channel, false);
                          setFieldError('to', undefined);
                        }}
                      >
                        {t(`askForUpdates.${channel}`)}
                      </Button>
                    ))}
                  </HStack>
                  {values.channel === 'email' ? (
                    <TextField
                      key="email"
                      name="to"
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      dir="ltr"
                      label={t('askForUpdates.emailAddress')}
                      required
                    />
                  ) : (
                    <TextField
                      key="sms"
                      name="to"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      dir="ltr"
                      label={t('askForUpdates.phoneNumber')}
                      helperText={t('askForUpdates.phoneHelp')}
                      required
                    />
                  )}
                  {flow.problem ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{flow.problem}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  <Flex>
                    <Button type="submit" loading={isSubmitting} w={{ base: 'full', sm: 'auto' }}>
                      {t('askForUpdates.sendCode')}
                    </Button>
                  </Flex>
                </Stack>
              </Form>
            )}
          </Formik>
        ) : state.step === 'code' ? (
          <div ref={codeStep}>
            <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={flow.confirm}>
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Stack gap="4">
                    <Text role="status">
                      {t('askForUpdates.codeSentTo', { to: isolateText(state.values.to), minutes: state.minutes })}
                    </Text>
                    <TextField
                      name="code"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      dir="ltr"
                      label={t('askForUpdates.code')}
                      required
                    />
                    {flow.problem ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{flow.problem}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                    <Flex gap="2" wrap="wrap">
                      <Button type="submit" loading={isSubmitting} w={{ base: 'full', sm: 'auto' }}>
                        {t('askForUpdates.confirm')}
                      </Button>
                      <Button
                        variant="outline"
                        loading={flow.resending}
                        onClick={() => void flow.resend()}
                        w={{ base: 'full', sm: 'auto' }}
                      >
                        {t('askForUpdates.sendAgain')}
                      </Button>
                      <Button variant="ghost" onClick={flow.changeAddress} w={{ base: 'full', sm: 'auto' }}>
                        {t('askForUpdates.changeAddress')}
                      </Button>
                    </Flex>
                  </Stack>
                </Form>
              )}
            </Formik>
          </div>
        ) : (
          <div ref={codeStep} tabIndex={-1} role="status">
            <Text>{t('askForUpdates.done', { to: isolateText(state.values.to) })}</Text>
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}
