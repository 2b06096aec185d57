import { useRef, useState } from 'react';
import { isApiError, notify, notifyApiError, useTranslation } from '@portal/shared';
import { IconButton, PortalIcon, VisuallyHidden } from '@portal/shared/ui/core';
import { uploadLogo } from '../api/upload-logo';
import type { CourierItem } from '../api/types';

const LOGO_MAX_BYTES = 256 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Picks an image and uploads it as the courier's logo; obvious mistakes are caught before sending. */
export function LogoUploadButton({
  courier,
  name,
  onUploaded,
}: {
  courier: CourierItem;
  name: string;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = t('pages.couriers.uploadLogo', { name });

  const upload = async (file: File) => {
    const rule = t('pages.couriers.logoRule');
    if (file.size > LOGO_MAX_BYTES || (file.type && !LOGO_TYPES.includes(file.type))) return notify.error(rule);
    setBusy(true);
    try {
      await uploadLogo(courier.id, file);
      notify.success(t('toasts.logoUploaded'));
      onUploaded();
    } catch (error) {
      // The server reads the content: a file that only claims to be an image is refused on the field "logo".
      if (isApiError(error) && error.details.some((detail) => detail.field === 'logo')) notify.error(rule);
      else notifyApiError(error, t('toasts.logoUploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-label={label}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
      </VisuallyHidden>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={label}
        title={t('pages.couriers.logoHelp')}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        <PortalIcon name="upload" />
      </IconButton>
    </>
  );
}
