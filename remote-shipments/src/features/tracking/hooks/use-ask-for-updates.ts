import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { apiErrorMessage, isApiError } from '@portal/shared';
import { confirmUpdates } from '../api/confirm-updates';
import { requestUpdateCode, type UpdateChannel } from '../api/request-update-code';

export interface AddressValues {
  channel: UpdateChannel;
  to: string;
}

export type AskStep =
  | { step: 'address'; values: AddressValues }
  | { step: 'code'; values: AddressValues; minutes: number }
  | { step: 'done'; values: AddressValues };

/**
 * The steps of asking for a parcel's updates: the address, then the code sent there, then done. A
 * refusal naming a field goes beside that field; any other (too many codes, a full parcel) is `problem`.
 */
export function useAskForUpdates(trackingNumber: string) {
  const [state, setState] = useState<AskStep>({ step: 'address', values: { channel: 'email', to: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  /** Shows a refusal where it belongs: beside its field, else above the button. */
  function show<T>(error: unknown, helpers?: FormikHelpers<T>) {
    const fields = isApiError(error) ? error.fieldErrors() : {};
    if (helpers && Object.keys(fields).length) helpers.setErrors(fields as never);
    else setProblem(apiErrorMessage(error));
  }

  async function sendCode(values: AddressValues, helpers?: FormikHelpers<AddressValues>) {
    setProblem(null);
    const body = { channel: values.channel, to: values.to.trim() };
    try {
      const sent = await requestUpdateCode(trackingNumber, body);
      setState({ step: 'code', values: body, minutes: sent.expiresInMinutes });
      return true;
    } catch (error) {
      show(error, helpers);
      return false;
    }
  }

  async function resend() {
    setResending(true);
    try {
      await sendCode(state.values);
    } finally {
      setResending(false);
    }
  }

  async function confirm(values: { code: string }, helpers: FormikHelpers<{ code: string }>) {
    setProblem(null);
    try {
      await confirmUpdates(trackingNumber, { ...state.values, code: values.code.replace(/\s+/g, '') });
      setState({ step: 'done', values: state.values });
    } catch (error) {
      show(error, helpers);
    }
  }

  const changeAddress = () => {
    setProblem(null);
    setState({ step: 'address', values: state.values });
  };

  return { state, problem, resending, sendCode, resend, confirm, changeAddress };
}
