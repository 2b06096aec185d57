import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@portal/shared';
import { Button, chakra, Field, HStack, Input } from '@portal/shared/ui/core';
import { useNavigate } from '@portal/shared/router';

const TRACKING_NUMBER = /^PT\d{11}$/;

/** A tracking number box that opens /track/{number}. */
export function TrackingSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.replace(/\s+/g, '').toUpperCase();
    if (!TRACKING_NUMBER.test(number)) return setInvalid(true);
    navigate(`/track/${number}`);
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
