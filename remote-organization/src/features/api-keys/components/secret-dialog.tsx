import { formatDateTime, isolateText, useTranslation } from '@portal/shared';
import { OneTimeSecretDialog } from '../../../lib/one-time-secret-dialog';
import type { RevealedApiKey } from '../api/types';

/** A key's whole secret, just revealed or rotated; `rotated` when it replaces a previous secret. */
export interface ShownSecret extends RevealedApiKey {
  rotated: boolean;
}

export interface SecretDialogProps {
  shown: ShownSecret | null;
  onClose: () => void;
}

/** The whole key, this once: the API keeps only its hash. */
export function SecretDialog({ shown, onClose }: SecretDialogProps) {
  const { t } = useTranslation('organization');
  const previousUntil = shown?.rotated ? shown.apiKey.previousSecretExpiresAt : null;
  return (
    <OneTimeSecretDialog
      secret={shown?.secret ?? null}
      title={
        shown
          ? t(shown.rotated ? 'apiKeys.secret.rotatedTitle' : 'apiKeys.secret.title', {
              name: isolateText(shown.apiKey.name),
            })
          : ''
      }
      texts="apiKeys.secret"
      note={previousUntil ? t('apiKeys.secret.previousUntil', { time: formatDateTime(previousUntil) }) : null}
      testId="api-key-secret"
      onClose={onClose}
    />
  );
}
