import { useTranslation } from '@portal/shared';
import { chakra, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { CheckboxField } from '@portal/shared/ui/checkbox';
import { RECIPIENT_CHANNELS, RECIPIENT_EVENTS } from '../api/types';

const Cell = chakra('td', { base: { paddingBlock: '2', paddingInline: '3', borderTopWidth: '1px' } });
const HeaderCell = chakra('th', {
  base: { paddingBlock: '2', paddingInline: '3', fontWeight: 'semibold', textAlign: 'start', fontSize: 'sm' },
});

/**
 * Events × channels: a checkbox per cell, each named "<event>: <channel>" for screen readers; Tab walks
 * the cells row by row and Space toggles one. Narrow enough for 375 px (three short columns).
 */
export function ChannelsGrid({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('organization');
  return (
    <chakra.table width="full" data-testid="channels-grid">
      <caption>
        <VisuallyHidden>{t('recipientNotifications.channels.caption')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <HeaderCell scope="col">{t('recipientNotifications.channels.event')}</HeaderCell>
          {RECIPIENT_CHANNELS.map((channel) => (
            <HeaderCell key={channel} scope="col">
              {t(`recipientNotifications.channels.${channel}`)}
            </HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {RECIPIENT_EVENTS.map((event) => {
          const eventName = t(`recipientNotifications.events.${event}`);
          return (
            <tr key={event}>
              <Cell as="th" scope="row" textAlign="start" fontWeight="normal">
                <Text>{eventName}</Text>
              </Cell>
              {RECIPIENT_CHANNELS.map((channel) => (
                <Cell key={channel}>
                  <CheckboxField
                    name={`channels.${event}.${channel}`}
                    disabled={disabled}
                    label={
                      <VisuallyHidden>
                        {t('recipientNotifications.channels.cell', {
                          event: eventName,
                          channel: t(`recipientNotifications.channels.${channel}`),
                        })}
                      </VisuallyHidden>
                    }
                  />
                </Cell>
              ))}
            </tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}
