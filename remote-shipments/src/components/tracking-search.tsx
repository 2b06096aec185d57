import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@portal/shared';
import { Button, chakra, Field, HStack, Input } from '@portal/shared/ui/core';
import { useNavigate } from '@portal/shared/router';

const TRACKING_NUMBER = /^PT\d{11}$/;

/** Where the portal shows a tracking result to a signed-in user (the public page is /track/{number}). */
export const PORTAL_TRACKING_PATH = '/shipments/track';

/** A tracking number box that opens `{path}/{number}`: the public page by default. */
export function TrackingSearch({ initial = '', path = '/track' }: { initial?: string; path?: string }) {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.replace(/\s+/g, '').toUpperCase();
    if (!TRACKING_NUMBER.test(number)) return setInvalid(true);
    navigate(`${path}/${number}`);
  };
  return (
    <chakra.form onSubmit={submit} role="search" aria-label={t('track.label')} width="full">
      <Field.Root invalid={invalid}>
        <Field.Label htmlFor={id}>{t('track.label')}</Field.Label>
        <HStack align="start" width="full">
          <Input
            id={id}
            dir="ltr"
            value={value}
            placeholder={t('track.placeholder')}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <Button type="submit">{t('track.submit')}</Button>
        </HStack>
        {invalid ? <Field.ErrorText>{t('track.invalid')}</Field.ErrorText> : null}
      </Field.Root>
    </chakra.form>
  );
}
