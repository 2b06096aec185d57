import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { apiErrorMessage, serverFieldErrors } from '@portal/shared';
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

  /** Shows a refusal where it belongs: beside its field (the form's text input), else above the button. */
  function show<T extends object>(error: unknown, helpers?: FormikHelpers<T>, fields: string[] = []) {
    const refused = helpers ? serverFieldErrors(error, (field) => fields.includes(field)) : null;
    if (!refused) return setProblem(apiErrorMessage(error));
    helpers!.setErrors(
      Object.fromEntries(fields.flatMap((f) => (refused.errors[f] ? [[f, refused.errors[f]]] : []))) as never,
    );
    // A refusal of the channel (the sender sends no SMS) has no input of its own: it is written above the button.
    setProblem(refused.unshown.length ? refused.unshown.join(' ') : null);
  }

  async function sendCode(values: AddressValues, helpers?: FormikHelpers<AddressValues>) {
    setProblem(null);
    const body = { channel: values.channel, to: values.to.trim() };
    try {
      const sent = await requestUpdateCode(trackingNumber, body);
      setState({ step: 'code', values: body, minutes: sent.expiresInMinutes });
      return true;
    } catch (error) {
      show(error, helpers, ['to']);
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
      show(error, helpers, ['code']);
    }
  }

  const changeAddress = () => {
    setProblem(null);
    setState({ step: 'address', values: state.values });
  };

  return { state, problem, resending, sendCode, resend, confirm, changeAddress };
}
